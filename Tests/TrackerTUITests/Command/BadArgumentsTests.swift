import ArgumentParser
import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Every scripting command against a table of bad arguments: exit code 2, a one-line message that
/// names the argument, and nothing written.
final class BadArgumentsTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "tracker-bad-\(UUID().uuidString).sqlite"
        let db = try AppDatabase.openFresh(path: path)
        try db.addFood(Food(name: "Oats", kcalPerServing: 150))
        try db.addCounter(name: "Laps", at: CounterClock(now: TestTime().now, today: CommandContext.today))
    }

    override func tearDownWithError() throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static let huge = String(repeating: "x", count: 10_000)
    /// What the shell hands over for bytes that are not UTF-8 (CommandLine repairs them to U+FFFD).
    static let notUTF8 = String(decoding: [0x66, 0xFF, 0xFE, 0x6F], as: UTF8.self)
    static let numbers = ["", "-5", "0", "NaN", "nan", "1e309", "-1e309", huge, notUTF8, "abc"]
    static let dates = ["", "2026-02-30", "2026-13-01", "tomorrow", huge, notUTF8, "2999-01-01", "0001-01-01"]

    /// (arguments before the bad value, arguments after it, the argument's name in the message, the values).
    static let table: [([String], [String], String, [String])] = [
        (["weight", "add"], [], "weight", numbers),
        (["weight", "add", "70", "--date"], [], "--date", dates),
        (["weight", "list", "--from"], [], "--from", dates.filter { $0 != "2999-01-01" }),
        (["food", "add", "Bread", "--kcal"], [], "--kcal", numbers),
        (["food", "add"], ["--kcal", "100"], "name", ["", "   ", huge, "oats"]),
        (["counter", "add"], [], "name", ["laps", "LAPS"]),
        (["weight", "list", "--from", "2026-01-02", "--to"], [], "--to", ["2026-01-01"]),
        (["swim", "add", "--minutes", "30", "--meters", "1000", "--kcal"], [], "--kcal", numbers.filter { $0 != "0" } + ["20001"]),
        (["swim", "add", "--minutes", "30", "--meters", "1000", "--pool"], [], "--pool", numbers + ["1001"]),
        (["swim", "add", "--minutes", "30", "--meters"], [], "--meters", ["100001", "1,500", "1.500", "10"]),
        (["swim", "add", "--minutes", "30", "--pool", "50", "--meters"], [], "--meters", ["25"]),
        (["swim", "add", "--minutes", "30", "--meters", "1000", "--kcal"], [], "--kcal", ["1,500", "1.500"]),
        (["quick-add"], [], "kcal", ["1,500", "2.000"]),
        (["food", "add", "Bread", "--kcal"], [], "--kcal", ["1,500"]),
        (["eat", "Oats", "--servings"], [], "--servings", numbers),
        (["eat"], [], "food", ["", "Nothing", huge, notUTF8]),
        (["eat", "Oats", "--date"], [], "--date", dates),
        (["memo", "hello", "--date"], [], "--date", dates),
        (["memo"], [], "text", [String(repeating: "m", count: 4001)]),
        (["day", "show", "--date"], [], "--date", dates.filter { $0 != "2999-01-01" }),
        (["workout", "log"], [], "exercise", ["", "Yoga", huge, notUTF8]),
        (["workout", "log", "squat", "--date"], [], "--date", dates),
        (["counter", "add", "X", "--start"], [], "--start", ["", "NaN", "1e309", "1.5", huge, notUTF8, "99999999999999999999"]),
        (["counter", "add", "X", "--step"], [], "--step", ["", "0", "NaN", "1e309", "1.5", huge, notUTF8]),
        (["counter", "tap", "Laps", "--times"], [], "--times", ["", "0", "NaN", "1e309", "1.5", huge, notUTF8, "99999999999999999999"]),
        (["counter", "tap"], [], "name", ["", "Nobody", huge, notUTF8]),
        (["counter", "set", "Laps"], [], "value", ["", "NaN", "1e309", "1.5", huge, notUTF8, "99999999999999999999"]),
        (["counter", "log"], [], "name", ["", "Nobody", huge]),
        (["swim", "add", "--meters", "1000", "--minutes"], [], "--minutes", numbers),
        // 0 m is a swim without distance (one rule with the import); half a metre is no distance.
        (["swim", "add", "--minutes", "30", "--meters"], [], "--meters", numbers.filter { $0 != "0" } + ["0.5"]),
        (["swim", "add", "--minutes", "30", "--meters", "1000", "--date"], [], "--date", dates),
        (["swim", "show"], [], "date", dates.filter { $0 != "2999-01-01" }),
        (["settings", "set", "workout.seconds"], [], "value", ["", "-5", "0", "NaN", "1e309", huge, notUTF8, "2", "601"]),
        (["settings", "set"], ["1"], "key", ["", "no.such", huge, notUTF8]),
        (["settings", "get"], [], "key", ["", "nothing", huge]),
        (["progress", "--period"], [], "--period", ["", "5Y", huge]),
        (["show"], [], "tab", ["", "calendar", huge]),
        (["show", "log", "--size"], [], "--size", ["", "59x17", "100x17", "20x20", "abc", "100x", huge]),
        (["demo", "--output"], [], "--output", [""]),
        (["import", "apple-health"], [], "path", ["", "/no/such/file.zip", huge]),
        (["import", "json"], [], "path", ["", "/no/such/file.json"]),
        (["quick-add"], [], "kcal", numbers),
        (["quick-add", "100", "--date"], [], "--date", dates),
        (["entry", "edit"], ["--kcal", "5"], "id", ["", "-1", "0", "abc", "99999", huge]),
        (["entry", "delete"], [], "id", ["", "0", "abc", "99999", huge, notUTF8]),
        (["entry", "list", "--date"], [], "--date", dates.filter { $0 != "2999-01-01" }),
        (["food", "edit"], ["--kcal", "100"], "food", ["", "Nothing", huge, notUTF8]),
        (["food", "edit", "oats", "--kcal"], [], "--kcal", numbers),
        (["food", "delete"], [], "food", ["", "Nothing", huge]),
        (["weight", "delete", "--date"], [], "--date", dates.filter { $0 != "2999-01-01" }),
        (["day", "list", "--from"], [], "--from", dates.filter { $0 != "2999-01-01" }),
        (["profile", "set", "--goal"], [], "--goal", numbers),
        (["profile", "set", "--height"], [], "--height", numbers + ["59", "241"]),
        (["profile", "set", "--birth-date"], [], "--birth-date", dates + ["2020-01-01"]),
        (["profile", "set", "--sex"], [], "--sex", ["", "other", huge]),
        (["import", "csv", "weights"], [], "path", ["", "/no/such/file.csv", huge]),
        (["import", "csv", "foods"], [], "path", ["", "/no/such/file.csv", huge]),
    ]

    func testEveryBadArgumentIsRefusedAndNamed() throws {
        let before = try AppDatabase.open(path: path).exportDocument().encoded()
        var tried = 0
        // A quick run tries every other row, one value a row, a different one from row to row: every kind of bad value is
        // still met; the full run (TRACKER_TEST_FULL=1) every value of every row.
        for (row, (head, tail, name, values)) in Self.table.enumerated() where TestDepth.isFull || row % 2 == 0 {
            for value in TestDepth.isFull ? values : [values[row % values.count]] {
                let arguments: [String] = head + [value] + tail + ["--db", path!]
                var message = ""
                var code: Int32 = 0
                do {
                    var command = try TrackerCommand.parseChecked(arguments)
                    try command.runAtTestTime()
                } catch {
                    code = Main.exitCode(for: error)
                    message = CommandErrorText.line(for: error)
                }
                let shown = "tracker \(arguments.prefix(4).joined(separator: " ").prefix(80))"
                XCTAssertEqual(code, 2, "\(shown) must exit 2")
                XCTAssertFalse(message.contains("\n"), "\(shown): one line, not \(message.prefix(300))")
                let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
                XCTAssertTrue(
                    firstLine.contains(name) || firstLine.contains(name.replacingOccurrences(of: "-", with: ""))
                        || firstLine.lowercased().contains(name.lowercased()),
                    "\(shown): the message names \(name): \(firstLine.prefix(200))")
                tried += 1
            }
        }
        XCTAssertGreaterThanOrEqual(tried, TestDepth.isFull ? 150 : (Self.table.count + 1) / 2)
        XCTAssertEqual(try AppDatabase.open(path: path).exportDocument().encoded(), before, "nothing was written")
    }

    func testAnEmptyDatabasePathIsRefusedNotReplacedByTheDefault() {
        XCTAssertThrowsError(try TrackerCommand.parseAsRoot(["weight", "list", "--db", ""])) { error in
            XCTAssertEqual(Main.exitCode(for: error), 2)
            XCTAssertTrue(TrackerCommand.fullMessage(for: error).contains("--db: the path is empty"))
        }
    }
}
