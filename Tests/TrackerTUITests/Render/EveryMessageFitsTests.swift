import Foundation
import XCTest
@testable import TrackerTUI

/// Issue 25.7: no message the app can show is cut at 80 columns. Every status message written in the
/// sources (`.info("…")`, `.error("…")`, and the `InputError("…")` refusals that reach the status line) is
/// rendered at 80 columns, with each interpolation standing in as a long date; the whole text must show.
final class EveryMessageFitsTests: XCTestCase {
    /// What an interpolation becomes: as long as the longest dates and names the messages hold.
    private static let stand = "Wed 30 Sep 2026"

    static func messages() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var found: [String] = []
        for folder in ["Sources/TrackerTUI", "Sources/TrackerKit"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = enumerator?.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                for opener in [".info(\"", ".error(\"", "InputError(\""] { found += literals(after: opener, in: text) }
            }
        }
        return found
    }

    /// The string literals that follow `opener`, interpolations replaced by `stand`.
    static func literals(after opener: String, in text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let start = rest.range(of: opener) {
            var index = start.upperBound, literal = "", depth = 0, inString = false, closed = false
            while index < rest.endIndex {
                let character = rest[index]
                if depth == 0 {
                    if character == "\\", rest.index(after: index) < rest.endIndex {
                        let next = rest[rest.index(after: index)]
                        if next == "(" { depth = 1; literal += stand; index = rest.index(index, offsetBy: 2); continue }
                        literal.append(next == "n" ? " " : next)
                        index = rest.index(index, offsetBy: 2)
                        continue
                    }
                    if character == "\"" { closed = true; break }
                    literal.append(character)
                } else if character == "\"" {
                    inString.toggle()
                } else if !inString {
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                }
                index = rest.index(after: index)
            }
            if closed, !literal.isEmpty { result.append(literal) }
            rest = rest[start.upperBound...]
        }
        return result
    }

    func testEveryMessageShowsWholeAt80Columns() throws {
        let messages = try Self.messages()
        XCTAssertGreaterThan(messages.count, 200, "the scan finds the app's messages")
        let pinned = [StatusLine.Item(keys: "?", label: "help"), StatusLine.Item(keys: "q", label: "quit")]
        var cut: [String] = []
        for message in messages {
            for kind in [StatusLine.Message.info(message), .error(message)] {
                let status = StatusLine(items: [], message: kind, pinned: pinned)
                let lines = status.messageLines(width: 80, ellipsis: "…")
                let shown = lines.joined(separator: " ")
                let expected = {
                    if case .error = kind { return "! " + message }; return message
                }()
                if shown.split(separator: " ") != expected.split(separator: " ") { cut.append(expected) }
                let frame = rendered(width: 80, height: 5) { status.draw(in: Rect(x: 0, y: 4, width: 80, height: 1), into: &$0) }
                XCTAssertTrue(frame.last?.hasSuffix("? help  q quit") ?? false, "the pinned keys stay: \(frame)")
            }
        }
        XCTAssertEqual(cut, [], "messages cut at 80 columns")
    }

    func testTheUndoConflictReadsWholeAbovetheKeys() {
        let message = "Not undone: the memo of Wed 30 Sep 2026 was changed elsewhere since."
        let frame = rendered(width: 80, height: 4) {
            StatusLine(items: [], message: .error(message), pinned: [.init(keys: "?", label: "help"), .init(keys: "q", label: "quit")])
                .draw(in: Rect(x: 0, y: 3, width: 80, height: 1), into: &$0)
        }
        XCTAssertEqual(
            frame.suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains("changed elsewhere since."), true, "\(frame)")
        XCTAssertFalse(frame.joined().contains("…"), "\(frame)")
    }
}
