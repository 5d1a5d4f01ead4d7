import Foundation
import XCTest

@testable import TrackerKit

/// QA s8 F13: whoever can push added `* text eol=crlf` as a `.gitattributes`, git changed the segments' bytes on
/// their way in and out, and the machines stalled on "damaged" files. The clone's own `info/attributes` wins.
final class SyncGitAttributesTests: XCTestCase {
    func testAPushedGitattributesDoesNotChangeWhatMachinesReadOrWrite() throws {
        let group = try GitMachines(count: 2, testCase: self)
        try group.settle()
        let intruder = group.root + "/intruder"
        try GitMachines.git(["clone", "--quiet", group.bare, intruder])
        try Data("* text eol=crlf\n".utf8).write(to: URL(fileURLWithPath: intruder + "/.gitattributes"))
        for arguments in [["add", ".gitattributes"], ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "--quiet", "-m", "crlf"], ["push", "--quiet"]] {
            try GitMachines.git(["-C", intruder] + arguments)
        }
        // Enough entries that the sealed bytes hold line feeds for git to turn into CRLF.
        for index in 0..<40 {
            try group.machines[0].addQuickEntry(label: "A\(index)", kcal: Double(100 + index), on: day("2026-11-20"))
            try group.machines[1].addQuickEntry(label: "B\(index)", kcal: Double(200 + index), on: day("2026-11-21"))
        }
        try group.settle()
        XCTAssertEqual(try group.machines[1].entries(on: day("2026-11-20")).count, 40)
        XCTAssertEqual(try group.machines[0].entries(on: day("2026-11-21")).count, 40)
        XCTAssertEqual(try group.export(0), try group.export(1))
        let attributes = try String(contentsOfFile: group.root + "/clone-1/.git/info/attributes", encoding: .utf8)
        XCTAssertEqual(attributes, GitCarrier.attributes)
    }
}
