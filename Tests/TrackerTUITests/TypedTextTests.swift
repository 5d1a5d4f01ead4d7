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
