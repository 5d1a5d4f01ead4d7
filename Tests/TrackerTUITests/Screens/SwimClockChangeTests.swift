import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 26 item 11: the autumn clock-change night has two 02:30s in Berlin (00:30 UTC at +02:00, 01:30
/// UTC at +01:00); two swims then read alike unless their offsets are shown.
final class SwimClockChangeTests: XCTestCase {
    private func export() -> String {
        func swim(_ start: String, _ end: String) -> String {
            """
             <Workout workoutActivityType="HKWorkoutActivityTypeSwimming" duration="20" durationUnit="min" sourceName="Apple Watch" \
            sourceVersion="11" creationDate="\(end)" startDate="\(start)" endDate="\(end)" totalDistance="800" totalDistanceUnit="m">
              <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>
              <MetadataEntry key="HKLapLength" value="25 m"/>
             </Workout>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="de_DE">
             <ExportDate value="2025-11-20 09:00:00 +0100"/>
            \(swim("2025-10-26 02:30:00 +0200", "2025-10-26 02:50:00 +0200"))
            \(swim("2025-10-26 02:30:00 +0100", "2025-10-26 02:50:00 +0100"))
            \(swim("2025-10-27 07:05:00 +0100", "2025-10-27 07:25:00 +0100"))
            </HealthData>

            """
    }

    private func database() throws -> (path: String, remove: () -> Void) {
        let xml = NSTemporaryDirectory() + "clock-change-\(UUID().uuidString).xml"
        let path = NSTemporaryDirectory() + "clock-change-\(UUID().uuidString).sqlite"
        try Data(export().utf8).write(to: URL(fileURLWithPath: xml))
        defer { unlink(xml) }
        _ = try AppleHealthImporter.run(path: xml, into: try AppDatabase.open(path: path))
        return (path, { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } })
    }

    private func run(_ arguments: [String], db: String) throws -> String {
        try standardOutput {
            var command = try TestCommandParse.tracker(arguments + ["--db", db])
            try command.runAtTestTime()
        }
    }

    func testSwimListAndShowGiveTheOffsetsOfTheTwo0230Swims() throws {
        let db = try database()
        defer { db.remove() }
        let list = try run(["swim", "list", "--from", "2025-10-01", "--to", "2025-10-31"], db: db.path)
        XCTAssertTrue(list.contains("02:30 +02:00"), list)
        XCTAssertTrue(list.contains("02:30 +01:00"), list)
        XCTAssertTrue(list.contains("07:05 "), list)
        XCTAssertFalse(list.contains("07:05 +01:00"), "a time that tells its swim apart needs no offset\n" + list)
        let show = try run(["swim", "show", "2025-10-26"], db: db.path)
        XCTAssertTrue(show.contains("02:30 +02:00"), show)
        XCTAssertTrue(show.contains("02:30 +01:00"), show)
    }

    func testATimeTheNightHasTwiceSaysItsOffsetEvenAlone() {
        let start = Date(timeIntervalSince1970: 1_761_442_200)  // 2025-10-26 01:30 UTC: 02:30 at +01:00 in Berlin, the second 02:30
        let swim = Swim(
            id: 1, startedAt: start, date: LocalDate(iso: "2025-10-26")!, durationSeconds: 1200, distanceMeters: 800, activeKcal: nil,
            location: .pool, lapLengthMeters: 25, source: .appleHealth, strokes: nil, timeZone: "Europe/Berlin", utcOffsetSeconds: 3600)
        XCTAssertEqual(SwimStartTimes.texts(of: [swim])[1], "02:30 +01:00")
        var later = swim
        later.startedAt = start.addingTimeInterval(86_400)
        later.utcOffsetSeconds = 3600
        XCTAssertEqual(SwimStartTimes.texts(of: [later])[1], "02:30")
        XCTAssertEqual(SwimStartTimes.offsetText(-16_200), "-04:30")
    }
}
