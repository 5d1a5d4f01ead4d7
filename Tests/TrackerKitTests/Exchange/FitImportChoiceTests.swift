import Foundation
import XCTest
@testable import TrackerKit

/// QA1 finding 6: `import fit` chooses as `import apple-health` does for a swim logged by hand that the
/// file holds (kept and said, `--replace`, `--keep-both`), and its summary counts only the lengths and
/// heart-rate samples of the swims it adds or updates.
final class FitImportChoiceTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-26")!
    /// The day of `pool-25m-garmin.fit`: 12 lengths, 90 heart-rate samples, 449 s.
    private let swimDay = LocalDate(iso: "2026-02-14")!

    private func importing(_ db: AppDatabase, _ options: HealthImportOptions = HealthImportOptions()) throws -> FitImportSummary {
        try FitImporter.run(path: FitDecoderTests.fixture("pool-25m-garmin.fit"), into: db, options: options, today: today)
    }

    /// A diary holding the swim of the file, logged by hand (7 minutes, 300 m).
    private func handLogged() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try db.addSwim(on: swimDay, minutes: 7, meters: 300, at: Date(timeIntervalSince1970: 1_771_052_400))
        return db
    }

    func testASwimLoggedByHandKeepsTheFilesOutSaysHowToTakeItAndCountsNothingOfIt() throws {
        let db = try handLogged()
        let summary = try importing(db)
        XCTAssertEqual(summary.swimsAdded, 0)
        XCTAssertEqual(summary.swimConflicts.handLoggedKept, [swimDay])
        XCTAssertEqual(try db.swims().map(\.source), [.manual])
        XCTAssertTrue(
            summary.lines.contains(
                "1 swim you logged by hand is in the file (2026-02-14): kept yours, not added again (`--replace` takes the file's, `--keep-both` keeps both)"
            ), "\(summary.lines)")
        XCTAssertTrue(summary.lines.contains("Lengths: 0 · heart-rate samples: 0"), "nothing of the swim not added: \(summary.lines)")
    }

    func testReplaceTakesTheFilesSwimInsteadOfTheOneLoggedByHand() throws {
        let db = try handLogged()
        let summary = try importing(db, HealthImportOptions(replace: true))
        XCTAssertEqual(summary.swimConflicts.handLoggedReplaced, [swimDay])
        XCTAssertEqual(summary.lengths, 12)
        XCTAssertEqual(summary.heartRateSamplesInSwims, 90)
        let swims = try db.swims()
        XCTAssertEqual(swims.count, 1)
        XCTAssertEqual(swims.first?.sourceName, "fit")
        XCTAssertEqual(swims.first?.recordedBy, "Garmin")
        XCTAssertEqual(try db.swimDetail(id: try XCTUnwrap(swims.first).id)?.laps.count, 12)
        XCTAssertEqual(try importing(db, HealthImportOptions(replace: true)).swimsAlreadyThere, 1, "taken once")
    }

    func testKeepBothAddsTheFilesSwimBesideTheOneLoggedByHand() throws {
        let db = try handLogged()
        let summary = try importing(db, HealthImportOptions(keepBoth: true))
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertEqual(summary.swimConflicts.addedBesideHandLogged, [swimDay])
        XCTAssertEqual(Set(try db.swims().map(\.sourceName)), ["manual", "fit"])
    }

    func testADryRunCountsOnlyWhatItWouldBringAndWritesNothing() throws {
        let db = try handLogged()
        let dry = try importing(db, HealthImportOptions(replace: true, dryRun: true))
        XCTAssertEqual(dry.swimConflicts.handLoggedReplaced, [swimDay])
        XCTAssertEqual(dry.lengths, 12)
        XCTAssertEqual(try db.swims().map(\.source), [.manual], "a dry run writes nothing")

        let imported = try AppDatabase.inMemory()
        _ = try importing(imported)
        let again = try importing(imported, HealthImportOptions(dryRun: true))
        XCTAssertEqual(again.swimsAlreadyThere, 1)
        XCTAssertEqual(again.lengths, 0, "the lengths of a swim already there are not brought again")
        XCTAssertEqual(again.heartRateSamplesInSwims, 0)
    }
}
