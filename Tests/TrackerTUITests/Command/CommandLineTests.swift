import ArgumentParser
import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The scripting commands, run in-process on a real database file.
final class CommandLineTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-cli-\(UUID().uuidString).sqlite"
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func run(_ arguments: [String]) throws {
        var command = try TestCommandParse.tracker(NegativeNumbers.asValues(arguments + ["--db", path]))
        try command.runAtTestTime()
    }

    /// Runs and returns the exit code `tracker` would end with.
    private func exitCode(_ arguments: [String]) -> Int32 { trackerExitCode(arguments, db: path) }

    /// The day the fixed command clock says it is (not the day the tests run).
    private let today = LocalDate(iso: "2026-11-21")!

    func testACommandThatOnlyReadsCreatesNoDatabase() throws {
        for reading in [["weight", "list"], ["food", "list"], ["progress"], ["swim", "list"], ["counter", "list"], ["export"], ["backup", path + ".copy"]] {
            XCTAssertEqual(exitCode(reading), 2, "\(reading): a mistyped --db is said, not made")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(reading) created the file")
        }
        XCTAssertEqual(exitCode(["weight", "add", "70"]), 0, "a command that writes starts the database")
        XCTAssertEqual(exitCode(["weight", "list"]), 0)
    }

    /// A write refused for its arguments on a file that did not exist leaves no empty database behind
    /// (`Main` does this cleanup when any command fails); one that wrote something keeps its file.
    func testARefusedWriteLeavesNoNewDatabase() throws {
        for refused in [["weight", "add", "abc"], ["import", "json", "/nonexistent.json"], ["eat", "Nothing"]] {
            XCTAssertEqual(exitCode(refused), 2, "\(refused)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(refused) left a new database")
        }
        XCTAssertEqual(exitCode(["weight", "add", "70"]), 0)
        XCTAssertEqual(exitCode(["weight", "add", "abc"]), 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "a database with a weight in it stays")
    }

    func testWeightAddAndBadWeights() throws {
        XCTAssertEqual(exitCode(["weight", "add", "72,4"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).dayDetail(today).weightKg, 72.4)
        for bad in [
            ["abc"], ["0"], ["1e309"], ["nan"], [""], [String(repeating: "9", count: 10_000)], ["70", "--date", "2026-02-30"],
            ["70", "--date", today.adding(days: 1).iso], ["70", "--unit", "stone"],
        ] {
            XCTAssertEqual(exitCode(["weight", "add"] + bad), 2, "\(bad)")
        }
        XCTAssertEqual(try AppDatabase.open(path: path).weights().count, 1, "nothing written by the refused ones")
    }

    func testPoundsAreStoredAsKilograms() throws {
        XCTAssertEqual(exitCode(["weight", "add", "160", "--unit", "lb", "--date", "2026-01-05"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).weights().first?.kg ?? 0, 72.574779, accuracy: 1e-6)
    }

    func testFoodsAndEating() throws {
        XCTAssertEqual(exitCode(["food", "add", "Pizza, margherita", "--kcal", "270", "--serving", "piece"]), 0)
        XCTAssertEqual(exitCode(["food", "add", "PIZZA, MARGHERITA", "--kcal", "300"]), 2, "same name, other case")
        XCTAssertEqual(exitCode(["food", "add", "Air", "--kcal", "0"]), 2)
        XCTAssertEqual(exitCode(["eat", "pizza, MARGHERITA", "--servings", "1,5"]), 0)
        XCTAssertEqual(exitCode(["eat", "pizza, margherita"]), 0)
        XCTAssertEqual(exitCode(["eat", "Unknown food"]), 2)
        XCTAssertEqual(exitCode(["eat", "pizza, margherita", "--servings", "-1"]), 2)
        let entries = try AppDatabase.open(path: path).entries(on: today)
        XCTAssertEqual(entries.map(\.servings), [2.5], "eating a food already on the day adds servings")
        XCTAssertEqual(exitCode(["eat", "pizza, margherita", "--replace"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).entries(on: today).map(\.servings), [1])
    }

    func testMemoAndDayShow() throws {
        XCTAssertEqual(exitCode(["memo", "Slept badly", "--date", "2026-11-01"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).dayDetail(LocalDate(iso: "2026-11-01")!).memo, "Slept badly")
        XCTAssertEqual(exitCode(["day", "show", "--date", "2026-11-01", "--format", "json"]), 0)
        XCTAssertEqual(exitCode(["day", "show", "--format", "csv"]), 2)
        XCTAssertEqual(exitCode(["memo", String(repeating: "x", count: 4001)]), 2)
    }

    func testListingFormats() {
        let listing = Listing(
            columns: ["name", "kcal"],
            rows: [
                [.text("Pizza, \"best\""), .number(270, decimals: 1)],
                [.text("Tea\u{1B}[2J"), .number(2, decimals: 1)],
            ])
        XCTAssertEqual(
            listing.csv(), "name,kcal\r\n\"Pizza, \"\"best\"\"\",270.0\r\nTea\u{1B}[2J,2.0\r\n",
            "CSV keeps the exact value, quoted as RFC 4180 says")
        XCTAssertEqual(
            listing.table(), "name           kcal\nPizza, \"best\"  270.0\nTea^[[2J         2.0",
            "the table for people is sanitized")
        XCTAssertTrue(listing.json().contains("\"Tea\\u001b[2J\""), "JSON escapes the control character")
    }

    /// QA s7 M6: the table printed `👨‍👩‍👧‍👦` without its joiners, which could not be typed back into `tracker eat`.
    func testTheTableKeepsEmojiSequencesWholeSoANameCanBeCopiedBack() {
        let family = "Pancakes 👨\u{200D}👩\u{200D}👧\u{200D}👦", flag = "Brezel 🇩🇪", toned = "Thumbs 👍🏽"
        let listing = Listing(columns: ["name"], rows: [[.text(family)], [.text(flag)], [.text(toned)], [.text("Hid\u{1B}den")]])
        let lines = listing.table().split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.dropFirst()), [family, flag, toned, "Hid^[den"])
        XCTAssertEqual(Sanitizer.displayable(family, asciiOnly: false), "Pancakes 👨👩👧👦", "the screen still draws the parts")
    }

    func testHelpAndVersionAreNotErrors() {
        XCTAssertEqual(exitCode(["--version"]), 0)
        XCTAssertEqual(exitCode(["weight", "--help"]), 0)
        XCTAssertEqual(exitCode(["no-such-command"]), 2)
    }
}

extension CommandLineTests {
    func testCounterCommands() throws {
        XCTAssertEqual(exitCode(["counter", "add", "Plates", "--start", "10", "--step", "-1"]), 0)
        XCTAssertEqual(exitCode(["counter", "add"]), 0)
        XCTAssertEqual(exitCode(["counter", "add", "plates"]), 2, "unique ignoring case")
        XCTAssertEqual(exitCode(["counter", "add", "Z", "--step", "0"]), 2)
        XCTAssertEqual(exitCode(["counter", "add", "Z", "--step", "1.5"]), 2)
        XCTAssertEqual(exitCode(["counter", "tap", "PLATES", "--times", "3"]), 0)
        XCTAssertEqual(exitCode(["counter", "tap", "plates", "--times", "-1"]), 0)
        XCTAssertEqual(exitCode(["counter", "tap", "nobody"]), 2)
        XCTAssertEqual(exitCode(["counter", "set", "plates", "abc"]), 2)
        XCTAssertEqual(exitCode(["counter", "set", "plates", "99999999999999999999"]), 2)
        XCTAssertEqual(try AppDatabase.open(path: path).counter(named: "plates")?.count, 8)
        XCTAssertEqual(exitCode(["counter", "set", "plates", "0"]), 0)
        XCTAssertEqual(exitCode(["counter", "log", "plates", "--format", "json"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).changes(counterId: try AppDatabase.open(path: path).counter(named: "plates")!.id).count, 3)
        XCTAssertEqual(exitCode(["counter", "list", "--format", "csv"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).counters().map(\.name).sorted(), ["New Counter 1", "Plates"])
    }

    /// Today and now come from CommandEnvironment's clock, the one clock of the command line: the next day
    /// is the future even when the machine's calendar is past it, and a tap is stamped with the clock's now.
    func testCommandsTakeTodayAndNowFromTheCommandClock() throws {
        XCTAssertEqual(exitCode(["weight", "add", "70"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).dayDetail(today).weightKg, 70)
        XCTAssertEqual(exitCode(["weight", "add", "71", "--date", "2026-11-22"]), 2, "the day after the clock's today is the future")
        XCTAssertEqual(exitCode(["counter", "add", "Laps"]), 0)
        XCTAssertEqual(exitCode(["counter", "tap", "Laps"]), 0)
        let db = try AppDatabase.open(path: path)
        let change = try XCTUnwrap(db.changes(counterId: try XCTUnwrap(db.counter(named: "Laps")).id).first)
        XCTAssertEqual(change.at, TestTime().now)
        XCTAssertEqual(change.date, today)
    }

    func testNegativeNumbersAreValues() throws {
        XCTAssertEqual(exitCode(["counter", "add", "Plates"]), 0)
        XCTAssertEqual(exitCode(["counter", "set", "plates", "-4"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).counter(named: "plates")?.count, -4)
        XCTAssertEqual(exitCode(["counter", "tap", "plates", "--times", "-2"]), 0, "an option's value stays with its option")
        XCTAssertEqual(try AppDatabase.open(path: path).counter(named: "plates")?.count, -6)
        XCTAssertEqual(exitCode(["weight", "add", "-5"]), 2)
        XCTAssertEqual(try AppDatabase.open(path: path).weights(from: nil, to: nil).count, 0)
        XCTAssertEqual(NegativeNumbers.asValues(["counter", "set", "a", "-4", "--db", "x"]), ["counter", "set", "a", "--db", "x", "--", "-4"])
        XCTAssertEqual(NegativeNumbers.asValues(["counter", "set", "a", "--", "-4"]), ["counter", "set", "a", "--", "-4"], "already a value")
        XCTAssertEqual(NegativeNumbers.asValues(["counter", "add", "--start", "-5"]), ["counter", "add", "--start=-5"])
        XCTAssertEqual(NegativeNumbers.asValues(["backup", "b", "--force", "-5"]), ["backup", "b", "--force", "--", "-5"], "a flag takes no value")
        XCTAssertEqual(exitCode(["food", "add", "Rice", "--kcal", "-1"]), 2, "refused by the range check, not as a missing value")
        XCTAssertEqual(exitCode(["counter", "add", "Debt", "--start", "-5"]), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).counter(named: "debt")?.count, -5)
        XCTAssertEqual(NegativeNumbers.asValues(["weight", "add", "-5,5", "-h"]), ["weight", "add", "-h", "--", "-5,5"])
        XCTAssertFalse(NegativeNumbers.isNegativeNumber("-h"))
        XCTAssertFalse(NegativeNumbers.isNegativeNumber("-"))
    }

    func testSettingsAndWorkoutCommands() throws {
        XCTAssertEqual(exitCode(["settings", "set", "workout.seconds", "20"]), 0)
        XCTAssertEqual(exitCode(["settings", "set", "workout.seconds", "601"]), 2)
        XCTAssertEqual(exitCode(["settings", "set", "no.such", "1"]), 2)
        XCTAssertEqual(exitCode(["settings", "get", "no.such"]), 2)
        XCTAssertEqual(try AppDatabase.open(path: path).workoutSettings().seconds, 20)
        XCTAssertEqual(exitCode(["workout", "log", "burpee", "--date", "2026-11-01"]), 0)
        XCTAssertEqual(exitCode(["workout", "log", "yoga"]), 2)
        XCTAssertEqual(exitCode(["workout", "log", " "]), 2)
        XCTAssertEqual(try AppDatabase.open(path: path).workoutHistory().first?.counts.first?.name, "Burpee")
    }

}

extension CommandLineTests {
    func testExportFilesAreOwnerOnlyAndNotOverwrittenWithoutForce() throws {
        XCTAssertEqual(exitCode(["weight", "add", "70"]), 0)
        let out = path + ".json"
        defer { try? FileManager.default.removeItem(atPath: out) }
        XCTAssertEqual(exitCode(["export", "--output", out]), 0)
        let mode = try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(exitCode(["export", "--output", out]), 2, "an existing file is kept")
        XCTAssertEqual(exitCode(["export", "--output", out, "--force"]), 0)
        XCTAssertEqual(exitCode(["export", "--format", "csv", "--output", "-"]), 2)
    }

    func testBackupCopiesTheLiveDatabase() throws {
        let live = try AppDatabase.open(path: path)
        try live.logWeight(71.5, on: LocalDate(iso: "2026-11-20")!)
        let copy = path + ".backup"
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) } }
        XCTAssertEqual(exitCode(["backup", copy]), 0, "while another connection holds the database open")
        XCTAssertEqual(try AppDatabase.open(path: copy).dayDetail(LocalDate(iso: "2026-11-20")!).weightKg, 71.5)
        XCTAssertEqual(exitCode(["backup", copy]), 2, "no overwrite without --force")
        XCTAssertEqual(exitCode(["backup", copy, "--force"]), 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int, 0o600)
    }

    func testBackupNeverTargetsTheDatabaseItselfOrAPlaceThatIsNotThere() throws {
        let live = try AppDatabase.open(path: path)
        try live.logWeight(71.5, on: LocalDate(iso: "2026-11-20")!)
        let folder = (path as NSString).deletingLastPathComponent
        let samePath = folder + "/./" + (path as NSString).lastPathComponent
        for target in [path!, samePath] {
            XCTAssertEqual(exitCode(["backup", target, "--force"]), 2, "\(target) is the live database")
        }
        XCTAssertEqual(try AppDatabase.open(path: path).weights().count, 1, "the database is untouched")
        XCTAssertEqual(exitCode(["backup", ""]), 2)
        XCTAssertEqual(exitCode(["backup", folder, "--force"]), 2, "a folder")
        XCTAssertEqual(exitCode(["backup", "/no/such/folder/b.sqlite"]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/no/such/folder"), "no folder made on the way")
    }
}
