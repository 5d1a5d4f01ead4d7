import Foundation
import XCTest
@testable import TrackerKit

/// `import json` reads and writes an export record by record (`ExportStream`) in one transaction: a refusal
/// in a late record takes back every record written before it, and the checks across records still hold.
final class ExportStreamTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private var day: LocalDate { today.adding(days: -1) }

    private func source() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        let banana = try db.addFood(Food(name: "Banana", kcalPerServing: 105, serving: .serving))
        try db.addEntry(foodId: try XCTUnwrap(banana.id), servings: 1, on: day)
        try db.logWeight(70, on: day.adding(days: -1))
        return db
    }

    private func json(_ document: ExportDocument) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: try document.encoded()) as? [String: Any])
    }

    func testARefusalInTheLastRecordTakesBackEveryRecordWrittenBeforeIt() throws {
        var document = try source().exportDocument()
        document.swims = [
            ExportDocument.SwimJSON(
                startedAt: "2026-11-19T07:00:00.000Z", date: "2026-11-19", durationSeconds: 1800, distanceMeters: 1000,
                activeKcal: nil, location: nil, lapLengthMeters: nil, source: "manual", strokes: nil, laps: [], metersByStroke: [:], heartRate: []),
            ExportDocument.SwimJSON(
                startedAt: "2026-11-20T07:00:00.000Z", date: "2026-11-20", durationSeconds: 1800, distanceMeters: 1000,
                activeKcal: nil, location: nil, lapLengthMeters: nil, source: "manual", strokes: nil, laps: [], metersByStroke: [:],
                heartRate: [[10, 120], [20, 900]]),
        ]
        for target in [try AppDatabase.inMemory(), try source()] {
            let before = try target.exportDocument().encoded()
            XCTAssertThrowsError(try JSONImporter.run(data: try document.encoded(), into: target, today: today)) { error in
                XCTAssertTrue("\(error)".hasPrefix("swims[1].heartRate[1][1]: 900.0 is out of range"), "\(error)")
            }
            XCTAssertEqual(try target.exportDocument().encoded(), before, "the foods, days and first swim written before it are taken back")
        }
    }

    /// Records are read list by list in the export's order (foods before the days whose entries name them)
    /// whatever order the file's text has them in.
    func testAnEntryMayComeBeforeItsFoodInTheText() throws {
        let object = try json(try source().exportDocument())
        var text = "{"
        for key in ["days", "swims", "pads", "counters", "workouts", "exercises", "foods", "settings", "profile", "application", "formatVersion"] {
            text +=
                "\"\(key)\": "
                + String(decoding: try JSONSerialization.data(withJSONObject: object[key] ?? NSNull(), options: [.fragmentsAllowed]), as: UTF8.self) + ","
        }
        text.removeLast()
        text += "}"
        let target = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: Data(text.utf8), into: target, today: today)
        XCTAssertEqual(summary.added["food entries"], 1)
        XCTAssertEqual(try target.entries(on: day).map(\.title), ["Banana"])
    }

    func testAMissingListIsNamedBeforeAnyRecordIsRead() throws {
        var object = try json(try source().exportDocument())
        object["swims"] = nil
        object["foods"] = [["name": "", "kcalPerServing": 1, "serving": "serving"]]
        let data = try JSONSerialization.data(withJSONObject: object)
        XCTAssertThrowsError(try JSONImporter.run(data: data, into: try AppDatabase.inMemory(), today: today)) { error in
            XCTAssertEqual("\(error)", "swims: missing")
        }
        object["swims"] = NSNull()
        XCTAssertThrowsError(try JSONImporter.run(data: try JSONSerialization.data(withJSONObject: object), into: try AppDatabase.inMemory(), today: today)) {
            XCTAssertEqual("\($0)", "swims: expected a list, found null")
        }
    }

    /// The Data tab's preview checks every record and writes nothing; importing what it checked writes them all.
    func testThePreviewChecksEveryRecordAndWritesNothing() throws {
        let target = try AppDatabase.inMemory()
        var document = try source().exportDocument()
        let checked = try JSONImporter.check(try document.encoded(), today: today)
        XCTAssertEqual(try target.exportDocument().days, [])
        XCTAssertEqual(try JSONImporter.run(checked, into: target).added["days"], 2)
        let eaten = try XCTUnwrap(document.days.firstIndex { !$0.entries.isEmpty })
        document.days[eaten].entries[0].food = "Apple"
        XCTAssertThrowsError(try JSONImporter.check(try document.encoded(), today: today)) {
            XCTAssertEqual("\($0)", "days[\(eaten)].entries[0].food: “Apple” is not in foods")
        }
    }
}
