import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `tracker import json` refuses an integer field that is not a whole number by its JSON path, exits 2
/// and writes nothing.
final class JSONImportCommandTests: XCTestCase {
    func testABadIntegerFieldExitsTwoNamingItsPath() throws {
        let folder = NSTemporaryDirectory() + "json-import-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = try AppDatabase.open(path: folder + "source.sqlite")
        try source.logExercise("Squat", on: LocalDate(iso: "2026-11-21")!)
        let text = String(decoding: try source.exportDocument().encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains("\"rating\" : 0"))
        try text.replacingOccurrences(of: "\"rating\" : 0", with: "\"rating\" : 1e300").write(toFile: folder + "bad.json", atomically: true, encoding: .utf8)
        let target = folder + "target.sqlite"
        _ = try AppDatabase.open(path: target)
        do {
            var command = try TestCommandParse.checked(["import", "json", folder + "bad.json", "--db", target])
            try command.runAtTestTime()
            XCTFail("imported")
        } catch {
            XCTAssertEqual(Main.exitCode(for: error), 2)
            XCTAssertTrue("\(error)".contains("bad.json: exercises[0].rating: 1e+300 is not a whole number"), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("Nothing was imported."), "\(error)")
        }
        XCTAssertEqual(try AppDatabase.open(path: target).exercises().allSatisfy { $0.rating == 0 }, true)
        XCTAssertEqual(try AppDatabase.open(path: target).latestLoggedDate(), nil, "nothing written")
    }
}
