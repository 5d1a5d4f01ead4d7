import XCTest
import TrackerKit
@testable import TrackerTUI

/// What QA found typing into fields: combining marks and refused values (2026-11-24).
final class TypedTextTests: XCTestCase {
    func testACombiningMarkTypedAfterItsLetterJoinsItAndIsDrawn() {
        var field = TextField(label: "Name")
        for key in "cafe" { _ = field.handle(.character(key)) }
        _ = field.handle(.character("\u{0301}"))
        _ = field.handle(.character("!"))
        XCTAssertEqual(field.text, "cafe\u{0301}!")
        XCTAssertEqual(field.cursor, 5, "four letters, é, !")
        var buffer = Buffer(width: 20, height: 1)
        field.draw(in: buffer.area, labelWidth: 4, focused: true, into: &buffer)
        XCTAssertTrue(buffer.lines()[0].contains("café!"), buffer.lines()[0])
    }

    func testTheMemoEditorJoinsMarksToo() {
        var area = TextArea()
        for key in "Cre\u{0300}me" { _ = area.handle(.character(key)) }
        XCTAssertEqual(area.text, "Crème")
        XCTAssertEqual(area.column, 5)
    }

    func testAfterARefusedSaveTheFieldWithTheErrorIsSelected() {
        var form = Form(title: "T", fields: [.text("A", ""), .text("B", "")])
        for key in "1e300" { _ = form.handle(.character(key)) }
        form.setError(0, "too big")
        form.focus = 0
        for key in "45" { _ = form.handle(.character(key)) }
        XCTAssertEqual(form.text(0), "45", "the correction replaces the refused text")
    }
}

/// A refusal is read whole: it wraps in prompts, confirmations and forms instead of ending in "…" (QA).
final class RefusalWrapTests: XCTestCase {
    private let reason = "Could not save (another program kept the database locked for 5 seconds): try again when it is done."

    private func shown(_ draw: (inout Buffer) -> Void) -> String {
        var buffer = Buffer(width: 80, height: 24)
        draw(&buffer)
        return buffer.lines().map { $0.replacingOccurrences(of: "│", with: " ").trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
    }

    private let context = RenderContext(today: LocalDate(iso: "2026-11-21")!, zone: .utc, uptime: .zero, isReadOnly: false)

    func testAPromptShowsTheWholeReason() {
        var prompt = PromptDialog(title: "Weight", label: "Weight (kg)", text: "77.1")
        prompt.refuse(reason)
        let text = shown { prompt.draw(in: $0.area, context: context, into: &$0) }
        XCTAssertTrue(text.contains(reason), text)
        XCTAssertFalse(text.contains("…"))
    }

    func testAConfirmationAndAChoiceShowTheWholeReason() {
        var confirm = ConfirmDialog(title: "Delete", question: "Delete it?")
        confirm.refuse(reason)
        XCTAssertTrue(shown { confirm.draw(in: $0.area, context: context, into: &$0) }.contains(reason))
        var choice = ChoiceDialog<Int>(title: "Twice", lines: ["It is there."], options: [.init(key: "a", label: "add", choice: 1)])
        choice.refuse(reason)
        XCTAssertTrue(shown { choice.draw(in: $0.area, context: context, into: &$0) }.contains(reason))
    }

    func testAFieldErrorWrapsUnderItsField() {
        var form = Form(title: "Settings", fields: [.text("Exercise (s)", "1e300"), .text("Rest (s)", "10")])
        form.setError(0, "Exercise (s) is a whole number from 3 to 600 seconds (got “1e300”); the workout timer counts whole seconds.")
        let text = shown { form.draw(in: $0.area, into: &$0) }
        XCTAssertTrue(text.contains("the workout timer counts whole seconds."), text)
        XCTAssertTrue(text.contains("Rest (s)"), "the next field is still shown")
    }
}
