import TrackerKit
import XCTest
@testable import TrackerTUI

/// The one mechanism every screen hosts its dialogs with: what a submission's outcome does to the dialog.
final class DialogHostingTests: XCTestCase {
    struct Refused: Error, CustomStringConvertible { var description: String { "the disk is full" } }

    /// A screen with one prompt whose submission does what the test asks.
    struct Host: DialogHosting {
        enum Modal: HostedDialog {
            case first(PromptDialog), second(PromptDialog)
            var dialog: any ModalDialog {
                switch self {
                case .first(let d), .second(let d): return d
                }
            }
        }
        enum Reply { case close, next, stay, fail }
        var modal: Modal?
        var reply = Reply.close
        var reloads = 0
        var submitted: [String] = []
        let title = "Host"
        var helpSections: [HelpSection] { [] }
        var statusItems: [StatusLine.Item] { [] }
        mutating func reload(context: ScreenContext) { reloads += 1 }
        func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {}

        mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
            guard case .first(let d)? = modal else { return [] }
            return host(d, key, context: context, as: Modal.first) { s, dialog, text in
                s.submitted.append(text)
                switch s.reply {
                case .close: return .close(.info("saved \(text)"))
                case .next: return .next(.second(PromptDialog(title: "Next", label: "More")))
                case .stay: dialog.field.error = "too big"; return .stay
                case .fail: throw Refused()
                }
            }
        }
    }

    var context: ScreenContext!
    var screen = Host()

    override func setUpWithError() throws {
        context = ScreenContext(
            database: try AppDatabase.inMemory(), clock: Clock(now: { Date(timeIntervalSince1970: 0) }, uptime: { .zero }),
            zone: ZoneOffset(secondsFromGMT: { _ in 0 }), contentArea: Rect(x: 0, y: 1, width: 80, height: 22))
        screen.modal = .first(PromptDialog(title: "Weight", label: "kg", text: "80"))
    }

    private func type(_ text: String) -> [Effect] {
        var effects: [Effect] = []
        for character in text { effects += screen.handle(.character(character), context: context) }
        return effects + screen.handle(.enter, context: context)
    }

    private var openField: TextField? { if case .first(let d)? = screen.modal { return d.field } else { return nil } }

    func testCloseReloadsTheScreenAndShowsTheMessage() {
        screen.modal = .first(PromptDialog(title: "Weight", label: "kg"))
        XCTAssertEqual(type("79"), [.message(.info("saved 79"))])
        XCTAssertNil(screen.modal)
        XCTAssertEqual(screen.reloads, 1)
    }

    func testAFailedWriteKeepsTheDialogOpenWithTheTextAndTheReason() {
        screen.reply = .fail
        screen.modal = .first(PromptDialog(title: "Weight", label: "kg"))
        XCTAssertEqual(type("79.5"), [])
        XCTAssertEqual(openField?.text, "79.5")
        XCTAssertEqual(openField?.error, "the disk is full")
        XCTAssertEqual(screen.reloads, 0)
    }

    func testStayKeepsWhatTheHandlerChanged() {
        screen.reply = .stay
        _ = screen.handle(.enter, context: context)
        XCTAssertEqual(openField?.error, "too big")
    }

    func testNextOpensTheFollowingDialog() {
        screen.reply = .next
        _ = screen.handle(.enter, context: context)
        guard case .second(let next)? = screen.modal else { return XCTFail("the next dialog is not open") }
        XCTAssertEqual(next.title, "Next")
    }

    func testUnsavedInputIsTheOpenDialogsChanges() {
        XCTAssertFalse(screen.hasUnsavedInput, "the pre-filled value is not a change")
        _ = screen.handle(.character("7"), context: context)
        XCTAssertTrue(screen.hasUnsavedInput)
    }

    func testEscapeClosesWithoutSubmittingOrReloading() {
        _ = screen.handle(.escape, context: context)
        XCTAssertNil(screen.modal)
        XCTAssertEqual(screen.submitted, [])
        XCTAssertEqual(screen.reloads, 0)
    }
}
