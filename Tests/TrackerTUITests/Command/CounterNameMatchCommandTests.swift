import ArgumentParser
import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 27: counters on the command line by the rule foods follow: the exact name in any case,
/// else the only one it starts or contains; "did you mean" for a typo. Every counter example in
/// `--help` and the README's must work on the demo diary.
final class CounterNameMatchCommandTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-counter-match-\(UUID().uuidString).sqlite"
        // The 30-day demo is made once per run (DemoDiary) and written to this test's own file.
        try DemoDiary.copy(days: 30).backup(to: path, force: false)
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    func testAPrefixOrAPartNamesTheOnlyCounterItMatches() throws {
        XCTAssertEqual(trackerExitCode(["counter", "tap", "glasses"], db: path), 0)
        XCTAssertEqual(trackerExitCode(["counter", "restart", "water", "daily", "--at", "0"], db: path), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).counter(named: "Glasses of water")?.resetPeriod, .daily)
    }

    func testAnAmbiguousOrMisspeltNameIsRefusedWithTheCandidates() throws {
        XCTAssertEqual(trackerExitCode(["counter", "tap", "phil"], db: path), 2, "Neutrophils and Eosinophils")
        XCTAssertThrowsError(try CommandContext(StoreOptions.parse(["--db", path])).counter(named: "phil")) { error in
            XCTAssertTrue("\(error)".contains("Eosinophils, Neutrophils"), "\(error)")
        }
        XCTAssertThrowsError(try CommandContext(StoreOptions.parse(["--db", path])).counter(named: "Monocites")) { error in
            XCTAssertTrue("\(error)".contains("did you mean Monocytes?"), "\(error)")
        }
    }

    func testEveryCounterExampleInTheHelpAndTheReadmeRunsOnTheDemo() throws {
        let commands: [ParsableCommand.Type] = CounterCommand.configuration.subcommands
        var examples = commands.flatMap { $0.configuration.discussion.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("tracker counter ") && !$0.contains(" add") && !$0.contains(" delete") }
        examples.append("tracker counter restart water daily --at 0")
        XCTAssertGreaterThan(examples.count, 10)
        for example in examples {
            let words = Array(example.split(separator: " ").dropFirst().map { String($0).replacingOccurrences(of: "\"", with: "") })
            let arguments = example.contains("rename") ? ["counter", "rename", "push", "Push-ups (sets of 10)"] : words
            XCTAssertEqual(trackerExitCode(arguments, db: path), 0, example)
            if example.contains("rename") { XCTAssertEqual(trackerExitCode(["counter", "rename", "push-ups (sets", "Push-ups"], db: path), 0) }
        }
    }
}
