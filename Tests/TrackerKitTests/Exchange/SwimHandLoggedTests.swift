import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26 items 2, 8 and 12: a swim logged by hand and then imported is one swim; a re-import says a
/// changed swim differs; a dry run writes nothing and says what an import would do.
final class SwimHandLoggedTests: XCTestCase {
    typealias X = HealthExportBuilder
    private let day = LocalDate(iso: "2025-10-04")!
    private let now = Date(timeIntervalSince1970: 1_759_600_000)

    /// A 30-minute watch swim of 4 laps in a pool of `pool`.
    private func watchSwim(pool: String = "25 m") -> String {
        let laps = ["09:01:00", "09:02:00", "09:03:00", "09:04:00"].map { X.lap("2025-10-04 \($0) +0200", minutes: 40.0 / 60, style: 2) }
        return X.workout(
            start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30,
            ([X.metadata("HKLapLength", pool), X.metadata("HKTimeZone", "Europe/Paris")] + laps).joined(separator: "\n"))
    }

    func testAnImportKeepsTheSwimLoggedByHandAndSaysSo() throws {
        let db = try AppDatabase.inMemory()
        try db.addSwim(on: day, minutes: 32, meters: 600, at: now)
        let summary = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual(try db.swims().count, 1, "not two swims that day")
        XCTAssertEqual(try db.swims().first?.source, .manual)
        XCTAssertEqual(summary.swimConflicts.handLoggedKept, [day])
        XCTAssertEqual(summary.swimsAdded, 0)
        XCTAssertTrue(
            summary.lines.contains(
                "1 swim you logged by hand is in the export (2025-10-04): kept yours, not added again (`--replace` takes the export's, `--keep-both` keeps both)"
            ), "\(summary.lines)")
        let again = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual(again.swimConflicts.handLoggedKept, [day], "a second import says the same and adds nothing")
        XCTAssertEqual(try db.swims().count, 1)
    }

    func testReplaceTakesTheExportsSwimAndKeepBothKeepsTwo() throws {
        let replaced = try AppDatabase.inMemory()
        try replaced.addSwim(on: day, minutes: 32, meters: 600, at: now)
        let summary = try X.importing(X.export(watchSwim()), into: replaced, options: HealthImportOptions(replace: true))
        XCTAssertEqual(try replaced.swims().map(\.source), [.appleHealth])
        XCTAssertEqual(summary.swimConflicts.handLoggedReplaced, [day])
        XCTAssertEqual(summary.swimsAdded, 1)

        let both = try AppDatabase.inMemory()
        try both.addSwim(on: day, minutes: 32, meters: 600, at: now)
        let kept = try X.importing(X.export(watchSwim()), into: both, options: HealthImportOptions(keepBoth: true))
        XCTAssertEqual(try both.swims().count, 2)
        XCTAssertEqual(kept.swimConflicts.addedBesideHandLogged, [day])
    }

    func testASwimByHandOfAnotherLengthOrDayIsAnotherSwim() throws {
        let db = try AppDatabase.inMemory()
        try db.addSwim(on: day, minutes: 10, meters: 400, at: now)
        try db.addSwim(on: LocalDate(iso: "2025-10-05")!, minutes: 30, meters: 600, at: now)
        let summary = try X.importing(X.export(watchSwim()), into: db)
        XCTAssertEqual(summary.swimsAdded, 1)
        XCTAssertEqual(summary.swimConflicts, SwimConflicts())
        XCTAssertEqual(try db.swims().count, 3)
    }

    func testAReimportSaysAChangedSwimDiffersAndReplaceTakesIt() throws {
        let db = try AppDatabase.inMemory()
        try X.importing(X.export(watchSwim(pool: "25 m")), into: db)
        let changed = try X.importing(X.export(watchSwim(pool: "50 m")), into: db)
        XCTAssertEqual(changed.swimConflicts.differing, 1)
        XCTAssertEqual(changed.swimsAlreadyThere, 0)
        XCTAssertTrue(changed.lines.contains("1 swim differs from the one stored (kept yours; `--replace` takes the export's)"), "\(changed.lines)")
        XCTAssertEqual(try db.swims().first?.lapLengthMeters, 25)
        let replaced = try X.importing(X.export(watchSwim(pool: "50 m")), into: db, options: HealthImportOptions(replace: true))
        XCTAssertEqual(replaced.swimConflicts.replaced, 1)
        XCTAssertEqual(try db.swims().first?.lapLengthMeters, 50)
        XCTAssertEqual(try db.swims().count, 1)
        let same = try X.importing(X.export(watchSwim(pool: "50 m")), into: db)
        XCTAssertEqual([same.swimsAlreadyThere, same.swimConflicts.differing], [1, 0])
    }

    func testADryRunWritesNothingAndSaysWhatAnImportWould() throws {
        let db = try AppDatabase.inMemory()
        try db.addSwim(on: LocalDate(iso: "2025-10-01")!, minutes: 30, meters: 600, at: now)
        let preview = try X.importing(X.export(watchSwim()), into: db, options: HealthImportOptions(dryRun: true))
        XCTAssertTrue(preview.dryRun)
        XCTAssertEqual(preview.swimsAdded, 1)
        XCTAssertEqual(try db.swims().count, 1, "only the swim logged before")
        XCTAssertEqual(try X.importing(X.export(watchSwim()), into: db).swimsAdded, 1, "the import itself adds what the preview said")
    }
}
