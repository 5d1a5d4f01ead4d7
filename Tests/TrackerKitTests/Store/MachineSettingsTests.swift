import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 24.1 and 28: a file brought in is data, never a capability. What runs a program or shapes this machine left
/// the diary; exports hold only the diary's settings, and imports restore only those, through their rules.
final class MachineSettingsTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    /// An export as Tracker wrote it before this change (format 2): every row of the setting table.
    private func olderExport(settings: [String: String]) throws -> Data {
        let encoded = try JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys])
        return Data(
            (#"{"formatVersion": 2, "application": "tracker", "profile": null, "settings": "#
                + String(decoding: encoded, as: UTF8.self)
                + #", "foods": [], "days": [], "exercises": [], "workouts": [], "counters": [], "pads": [], "swims": []}"#).utf8)
    }

    private func settingsTable(_ db: AppDatabase) throws -> [String: String] { try db.allSettings() }

    func testARestoredOlderExportSetsNoHookAndTheSummarySaysWhy() throws {
        let file = try olderExport(settings: [
            "workout.hook": #"sh -c "id > proof" "# + String(repeating: "x", count: 300), "workout.bell": "off", "workout.flash": "off", "app.tab": "3",
            "onboarding.skipped": "1", "units.weight": "LB", "workout.seconds": "45",
        ])
        let db = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: file, into: db, today: today)
        XCTAssertEqual(summary.mode, .restored)
        XCTAssertEqual(try settingsTable(db), ["units.weight": "lb", "workout.seconds": "45"], "only the diary's settings, normalised by their rules")
        XCTAssertTrue(summary.lines.contains("settings restored: units.weight, workout.seconds"), summary.lines.joined(separator: "\n"))
        for key in ["workout.hook", "workout.bell", "workout.flash", "app.tab"] {
            XCTAssertTrue(
                summary.lines.contains { $0.hasPrefix("not restored: \(key) belongs to this machine's configuration") }, summary.lines.joined(separator: "\n"))
        }
        XCTAssertTrue(summary.lines.contains("not restored: onboarding.skipped was the app's state on the machine that exported it"))
        XCTAssertTrue(try db.workoutCues().hook.isEmpty, "nothing the workout would run")
    }

    func testAMergeTakesNoSettingsAndNamesTheMachinesOnes() throws {
        let db = try AppDatabase.inMemory()
        try db.addQuickEntry(label: "Lunch", kcal: 500, on: today)
        let summary = try JSONImporter.run(data: try olderExport(settings: ["workout.hook": "say hi", "units.weight": "lb"]), into: db, today: today)
        XCTAssertEqual(summary.mode, .merged)
        XCTAssertNil(try db.setting("workout.hook"))
        XCTAssertNil(try db.setting("units.weight"), "a merge keeps yours (the default)")
        XCTAssertTrue(summary.lines.contains { $0.hasPrefix("not restored: workout.hook belongs") }, summary.lines.joined(separator: "\n"))
        XCTAssertTrue(summary.lines.contains { $0.contains("the file's differ in units.weight") }, summary.lines.joined(separator: "\n"))
    }

    func testUnknownSettingKeysAreRefusedWithTheirPath() throws {
        for key in ["random.key", "onboarding.skipped", "app.tab", "workout.hook"] {
            var document = try AppDatabase.inMemory().exportDocument()
            document.settings[key] = "1"
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try JSONImporter.run(data: try document.encoded(), into: db, today: today), key) { error in
                XCTAssertEqual((error as? JSONImportError)?.path, "settings.\(key)", "\(error)")
            }
            XCTAssertEqual(try settingsTable(db), [:], "\(key): nothing written")
        }
        XCTAssertThrowsError(try JSONImporter.run(data: try olderExport(settings: ["random.key": "x"]), into: AppDatabase.inMemory(), today: today)) {
            XCTAssertEqual(($0 as? JSONImportError)?.path, "settings.random.key", "a key no Tracker wrote is refused in older files too")
        }
        XCTAssertThrowsError(try JSONImporter.run(data: try olderExport(settings: ["units.wieght": "lb"]), into: AppDatabase.inMemory(), today: today)) {
            XCTAssertTrue("\($0)".contains("did you mean units.weight"), "\($0)")
        }
    }

    func testAnExportHoldsOnlyTheDiarysSettingsAndRestoresElsewhere() throws {
        let db = try AppDatabase.inMemory()
        for (key, value) in [
            ("workout.hook", #"sh -c "id > proof""#), ("app.tab", "4"), ("onboarding.skipped", "1"), ("workout.page", "2"), ("random.key", "x"),
            ("units.weight", "lb"), ("workout.seconds", "601"),
        ] {
            try db.setSetting(key, to: value)  // as an older version, sqlite3 or a hand edit may have left them
        }
        let (document, setAside) = try db.exportDocument().restorable(today: today)
        XCTAssertEqual(document.formatVersion, 3)
        XCTAssertEqual(document.settings, ["units.weight": "lb"], "no machine key, no app state, no value its rule refuses")
        XCTAssertEqual(setAside.count, 1, "the value its rule refuses is named: \(setAside)")
        XCTAssertTrue(setAside.first?.hasPrefix("settings.workout.seconds") == true, "\(setAside)")
        let elsewhere = try AppDatabase.inMemory()
        let summary = try JSONImporter.run(data: try document.encoded(), into: elsewhere, today: today)
        XCTAssertEqual(try settingsTable(elsewhere), ["units.weight": "lb"])
        XCTAssertEqual(summary.notRestored, [])
    }

    func testTheMigrationTakesMachineSettingsOutOfTheDiaryAndLeavesOnlyANotice() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: "v8-imports-health-food-records")
        try queue.write { db in
            for (key, value) in [
                ("workout.hook", "paplay \"/sounds/bell one.oga\""), ("workout.bell", "off"), ("workout.flash", "on"), ("app.tab", "3"),
                ("units.weight", "lb"),
            ] {
                try db.execute(sql: "INSERT INTO setting(key, value) VALUES (?, ?)", arguments: [key, value])
            }
        }
        try Schema.migrator.migrate(queue)
        let db = AppDatabase(writer: queue, path: nil, readOnlyReason: nil)
        XCTAssertEqual(try db.setting("workout.hook"), nil)
        XCTAssertEqual(try db.setting("workout.bell"), nil)
        XCTAssertEqual(try db.setting("app.tab"), nil)
        XCTAssertEqual(try db.setting("units.weight"), "lb", "the person's settings stay")
        XCTAssertEqual(try db.exportDocument().settings, ["units.weight": "lb"], "the notice is never exported")
        XCTAssertEqual(
            try db.takeMovedSettings(),
            [MovedSetting(key: "workout.bell", value: "off"), MovedSetting(key: "workout.hook", value: "paplay \"/sounds/bell one.oga\"")],
            "a flash left on needs no word")
        XCTAssertEqual(try db.takeMovedSettings(), [], "said once")
    }
}
