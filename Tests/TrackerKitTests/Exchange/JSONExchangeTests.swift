import Foundation
import GRDB
import XCTest
@testable import TrackerKit

final class JSONExchangeTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private let base = Date(timeIntervalSince1970: 1_795_262_400)

    /// A database with some of everything: diary, foods, profile, settings, workouts, edited exercises,
    /// counters with logs and a pad, imported and hand-entered swims.
    private func richDatabase() throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try DiaryGenerator(days: 40, foods: 12, entriesPerDay: 3, endingOn: today).fill(db)
        try db.addQuickEntry(label: "Lunch out, with \"friends\"", kcal: 850, on: today)
        try db.setMemo("Line one\nline two, with a comma", on: today)
        try db.addQuickEntry(label: "No weigh-in that day", kcal: 400, on: today.adding(days: -100))
        try db.setUserSetting("units.weight", to: "lb")
        try db.setRating(4, exerciseId: try db.exercises()[1].id)
        try db.addExercise(name: "Lunge", howTo: "Step forward")
        for offset in [0, 0, -1, -3] { try db.logExercise("Squat", on: today.adding(days: offset)) }
        let clock = CounterClock(now: base, today: today)
        let plates = try db.addCounter(name: "Plates", start: 10, step: -1, at: clock)
        try db.tap(counterId: plates.id, times: 3, at: clock)
        try db.updateCounter(id: plates.id, name: "Plates", step: -1, add: nil, set: 100, goal: 120, resetPeriod: .daily, at: clock)
        let cells = try db.addCounter(name: "Cells", at: CounterClock(now: base.addingTimeInterval(5), today: today))
        try db.savePad(name: "Diff", target: 100, counterIds: [cells.id, plates.id])
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/modern.xml").path
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        try db.addSwim(on: today, minutes: 45, meters: 1500, kcal: nil, poolLength: 25, at: base)
        return db
    }

    func testExportImportExportIsByteIdentical() throws {
        let first = try richDatabase().exportDocument().encoded()
        let copy = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: first, into: copy, today: today)
        XCTAssertEqual(summary.mode, .restored)
        XCTAssertEqual(summary.warnings, [])
        let second = try copy.exportDocument().encoded()
        XCTAssertEqual(String(decoding: second, as: UTF8.self), String(decoding: first, as: UTF8.self))
        let document = try JSONDecoder().decode(ExportDocument.self, from: first)
        XCTAssertEqual(document.counters.first { $0.name == "Plates" }?.changes.count, 2)
        XCTAssertEqual(document.swims.count, 2)
        XCTAssertEqual(document.swims.first?.heartRate.count, 3, "the zones' raw samples travel with the swim")
        XCTAssertTrue(document.days.contains { $0.weightKg == nil && !$0.entries.isEmpty }, "days with food but no weight are exported")
    }

    /// QA: a database holding only the user's settings counted as empty, and the restore wiped them.
    func testARestoreKeepsSettingsTheUserAlreadyMade() throws {
        let source = try AppDatabase.inMemory()
        try source.logWeight(70, on: today)
        let data = try source.exportDocument().encoded()
        let target = try AppDatabase.inMemory()
        try target.setUserSetting("calendar.firstWeekday", to: "sunday")
        let summary = try JSONImporter.run(data: data, into: target, today: today)
        XCTAssertEqual(summary.mode, .restored)
        XCTAssertEqual(try target.setting("calendar.firstWeekday"), "7")
        XCTAssertEqual(try target.weights().count, 1)
    }

    func testMergingTwiceAddsNothingTheSecondTime() throws {
        let data = try richDatabase().exportDocument().encoded()
        let target = try AppDatabase.inMemory()
        try target.logWeight(99, on: today)
        let first = try JSONImporter.run(data: data, into: target, today: today)
        XCTAssertEqual(first.mode, .merged)
        XCTAssertEqual(try target.dayDetail(today).weightKg, 99, "your weight is kept")
        let before = try target.exportDocument().encoded()
        let second = try JSONImporter.run(data: data, into: target, today: today)
        XCTAssertEqual(second.added, [:], "nothing new the second time")
        XCTAssertEqual(try target.exportDocument().encoded(), before)
    }

    func testBadFilesNameTheProblemAndWriteNothing() throws {
        let good = try JSONSerialization.jsonObject(with: try richDatabase().exportDocument().encoded()) as! [String: Any]
        func mutated(_ change: (inout [String: Any]) -> Void) -> Data {
            var copy = good
            change(&copy)
            return try! JSONSerialization.data(withJSONObject: copy)
        }
        func days(_ body: (inout [[String: Any]]) -> Void) -> Data {
            mutated { top in
                var list = top["days"] as! [[String: Any]]; body(&list); top["days"] = list
            }
        }
        let cases: [(Data, String)] = [
            (Data(try richDatabase().exportDocument().encoded().prefix(500)), "not valid JSON"),
            (Data("[1, 2]".utf8), "expected a JSON object"),
            (mutated { $0["formatVersion"] = 99 }, "formatVersion: this file is format 99"),
            (days { $0[0]["weightKg"] = "heavy" }, "days[0].weightKg: expected a number"),
            (days { $0[0]["weightKg"] = -5 }, "days[0].weightKg: -5.0 is out of range"),
            (days { $0[0]["date"] = "2099-01-01" }, "days[0].date: 2099-01-01 is in the future"),
            (days { $0[1]["date"] = $0[0]["date"]! }, "days[1].date"),
            (days { $0[0]["memo"] = String(repeating: "x", count: 10_000) }, "days[0].memo: too long"),
            (
                mutated { top in
                    var foods = top["foods"] as! [[String: Any]]; foods[1]["name"] = (foods[0]["name"] as! String).uppercased(); top["foods"] = foods
                },
                "foods[1].name: “APPLE” is the same name as foods[0] “Apple”"
            ),
            (
                mutated { top in
                    var counters = top["counters"] as! [[String: Any]]; counters[0]["count"] = 12345; top["counters"] = counters
                },
                "counters[0].count"
            ),
        ]
        for (data, expected) in cases {
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try JSONImporter.run(data: data, into: db, today: today), expected) { error in
                XCTAssertTrue("\(error)".contains(expected), "expected “\(expected)”, got “\(error)”")
            }
            XCTAssertTrue(try db.read { try AppDatabase.holdsNoDiary($0) }, "nothing written for \(expected)")
        }
    }

    func testUnknownFieldsAreIgnoredWithAWarning() throws {
        var top = try JSONSerialization.jsonObject(with: try richDatabase().exportDocument().encoded()) as! [String: Any]
        top["mood"] = "great"
        var days = top["days"] as! [[String: Any]]
        days[2]["steps"] = 9000
        top["days"] = days
        let summary = try JSONImporter.run(data: try JSONSerialization.data(withJSONObject: top), into: try AppDatabase.inMemory(), today: today)
        XCTAssertEqual(summary.warnings, ["days[2].steps: unknown field, ignored", "mood: unknown field, ignored"])
    }

    func testCSVIsQuotedAsRFC4180() throws {
        let files = Dictionary(uniqueKeysWithValues: CSVExport.files(try richDatabase().exportDocument()).map { ($0.name, $0.text) })
        XCTAssertEqual(files.count, 14)
        XCTAssertTrue(files["food_entries.csv"]!.contains(",\"Lunch out, with \"\"friends\"\"\",1,850,"))
        XCTAssertTrue(files["days.csv"]!.contains("\"Line one\nline two, with a comma\""))
        XCTAssertTrue(files["days.csv"]!.hasPrefix("date,weight_kg,weight,weight_unit,memo,entries,total_kcal\r\n"))
    }

    func testACSVExportIntoAFolderWithOneTakenNameWritesNothing() throws {
        let folder = NSTemporaryDirectory() + "csv-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/b.csv"))
        let files: [(name: String, data: Data)] = [("a.csv", Data("a".utf8)), ("b.csv", Data("b".utf8))]
        XCTAssertThrowsError(try SafeFileWriter.writeAll(files, inFolder: folder, force: false)) { error in
            XCTAssertEqual((error as? InputError)?.existingPath, folder + "/b.csv")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["b.csv"], "a.csv was not written")
        try SafeFileWriter.writeAll(files, inFolder: folder, force: true)
        XCTAssertEqual(try String(contentsOfFile: folder + "/b.csv", encoding: .utf8), "b")
    }
}

final class ManualSwimTests: XCTestCase {
    func testASwimAddedForAnEarlierDayStartsOnThatDay() throws {
        let db = try AppDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_795_310_142)  // 2026-11-22 01:15:42 UTC
        let swim = try db.addSwim(on: LocalDate(iso: "2026-11-20")!, minutes: 45, meters: 1500, at: now)
        XCTAssertEqual(Timestamp.text(swim.startedAt), "2026-11-20T01:15:42.000Z", "the day swum, at the time it was entered")
    }
}

/// RFC 4180 quoting, shared by the CSV export and `--format csv`.
final class CSVTests: XCTestCase {
    func testFieldsWithSeparatorsQuotesOrLineBreaksAreQuoted() {
        XCTAssertEqual(CSV.field("plain"), "plain")
        XCTAssertEqual(CSV.field("a,b"), "\"a,b\"")
        XCTAssertEqual(CSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(CSV.field("two\nlines"), "\"two\nlines\"")
        XCTAssertEqual(CSV.field("windows\r\nline"), "\"windows\r\nline\"", "CRLF is one Character: compared as scalars")
        XCTAssertEqual(CSV.document([["a", "b"], ["1,5", "x"]]), "a,b\r\n\"1,5\",x\r\n")
    }
}
