import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The key tables in docs/<tab>.md are made from the same key tables that dispatch the keys (the
/// help overlay's sections), so the documentation cannot drift from the app. Each page holds its
/// table between two markers; this test fails when one differs. `RECORD_DOCS=1 swift test --filter
/// KeyDocsTests` rewrites them — and fails too, so a recording run never passes by accident.
final class KeyDocsTests: XCTestCase {
    static let begin = "<!-- keys: generated from the key tables by KeyDocsTests; do not edit -->"
    static let end = "<!-- end of keys -->"

    func testEveryTabPageShowsTheKeysTheAppDispatches() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs")
        let recording = ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1"
        var state = try makeState(width: 100, height: 30)
        var rewritten: [String] = []
        for tab in Tab.allCases {
            state.select(tab)
            let table = Self.markdown(state.helpSections)
            let url = docs.appendingPathComponent("\(tab.commandName).md")
            let page = try String(contentsOf: url, encoding: .utf8)
            guard let start = page.range(of: Self.begin), let stop = page.range(of: Self.end, range: start.upperBound..<page.endIndex) else {
                XCTFail("\(url.lastPathComponent) has no key table markers")
                continue
            }
            let current = String(page[start.upperBound..<stop.lowerBound])
            if current == "\n" + table { continue }
            if recording {
                try (page[..<start.upperBound] + "\n" + table + page[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
                rewritten.append(url.lastPathComponent)
            } else {
                XCTFail("\(url.lastPathComponent): the key table differs from the app's; run RECORD_DOCS=1 swift test --filter KeyDocsTests and read the diff")
            }
        }
        if recording { XCTFail("recorded \(rewritten.isEmpty ? "nothing" : rewritten.joined(separator: ", ")): rerun without RECORD_DOCS") }
    }

    /// One table per help section, as the help overlay (`?`) shows them.
    static func markdown(_ sections: [HelpSection]) -> String {
        sections.map { section in
            let rows = section.entries.map { "| `\(cell($0.keys))` | \(cell($0.summary)) |" }
            return (["**\(section.title)**", "", "| keys | does |", "| --- | --- |"] + rows).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
