import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// `tracker import csv weights`: preview, conflicts, replace, and refusals that write nothing.
final class ImportCSVCommandTests: XCTestCase {
    private var folder: String!
    private var path: String { folder + "/diary.sqlite" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-csv-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func file(_ name: String, _ text: String) -> String {
        let file = folder + "/" + name
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
        return file
    }

    private func output(_ arguments: [String]) throws -> String {
        try capturingStandardOutput {
            var command = try TestCommandParse.checked(arguments + ["--db", path])
            try command.runAtTestTime()
        }
    }

    func testDryRunShowsWhatWouldBeAddedAndWhatConflictsAndWritesNothing() throws {
        XCTAssertEqual(trackerExitCode(["weight", "add", "80", "--date", "2026-11-02"], db: path), 0)
        let csv = file("w.csv", "\u{FEFF}date;weight\r\n2026-11-01;72,5\r\n2026-11-02;72,0\r\n")
        let before = try AppDatabase.open(path: path).exportDocument().encoded()
        let preview = try output(["import", "csv", "weights", csv, "--dry-run"])
        XCTAssertEqual(
            preview,
            """
            date,weight[,unit]: 2 days with a weight.
            Would add 1 weight.
            1 day already logged keeps its weight (--replace takes the file's):
              2026-11-02: 80.0 kg logged, 72.0 kg in the file (line 3)
            Nothing was written (dry run).

            """)
        XCTAssertEqual(try AppDatabase.open(path: path).exportDocument().encoded(), before)
        XCTAssertEqual(trackerExitCode(["import", "csv", "weights", csv], db: path), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).weights().map(\.kg), [72.5, 80])
        XCTAssertEqual(trackerExitCode(["import", "csv", "weights", csv, "--replace"], db: path), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).weights().map(\.kg), [72.5, 72])
    }

    func testADryRunBeforeAnyDiaryCreatesNoFile() throws {
        let csv = file("w.csv", "date,weight\n2026-11-01,160\n")
        XCTAssertTrue(try output(["import", "csv", "weights", csv, "--dry-run", "--unit", "LB"]).contains("Would add 1 weight."))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testRefusalsNameTheProblemAndWriteNothing() throws {
        XCTAssertEqual(trackerExitCode(["weight", "add", "70"], db: path), 0)
        let before = try AppDatabase.open(path: path).exportDocument().encoded()
        let fifo = folder! + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let refused = [
            file("huge.csv", "date,weight\n2026-11-01,70\n2026-11-02,1e300\n"),
            file("cjk.csv", "날씨,기분\n2026-11-01,70\n"),  // 날짜,몸무게 (date, weight) is read since issue 25.13
            file("hostile.csv", "date,weight\n\u{1B}[2J\u{202E}2026-11-01,70\n"),
            file("empty.csv", ""), fifo, folder! + "/no-such.csv", folder!, "/dev/zero",
        ]
        for csv in refused {
            XCTAssertEqual(trackerExitCode(["import", "csv", "weights", csv], db: path), 2, csv)
        }
        do {
            var command = try TestCommandParse.checked(["import", "csv", "weights", refused[0], "--db", path])
            try command.runAtTestTime()
            XCTFail("1e300 is refused")
        } catch {
            XCTAssertEqual(
                CommandErrorText.line(for: error),
                "Error: \(refused[0]): line 3: weight “1e300”: a weight must be a number, like 72.5. Nothing was imported.")
        }
        XCTAssertEqual(try AppDatabase.open(path: path).exportDocument().encoded(), before, "nothing written")
    }

    /// QA s8 M4: a foods JSON was called foods.csv, and a food with no serving type was counted as an
    /// unknown type with an empty name ("“serving”:  ×1").
    func testKCountFoodsJSONIsCalledJSONAndNoTypeIsAServing() throws {
        let json = file("k.json", #"[{"name":"Y","calories":100,"servingSize":1},{"name":"Z","calories":50,"servingType":"slice"}]"#)
        XCTAssertEqual(
            try output(["import", "csv", "foods", json, "--dry-run"]),
            """
            K-Count foods JSON: 2 foods.
            Would add 2 foods.
            Serving types Tracker lacks are “serving”: slice ×1.
            Nothing was written (dry run).

            """)
    }

    func testKCountFoodsCSV() throws {
        let csv = file("foods.csv", "Name, Calories, Serving Type\nPizza, margherita,270.0,slice\n김치찌개,300.0,serving\n")
        XCTAssertEqual(
            try output(["import", "csv", "foods", csv, "--dry-run"]),
            """
            K-Count foods.csv: 2 foods.
            Would add 2 foods.
            Serving types Tracker lacks are “serving”: slice ×1.
            Nothing was written (dry run).

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(trackerExitCode(["import", "csv", "foods", csv], db: path), 0)
        XCTAssertEqual(try AppDatabase.open(path: path).foods().map(\.name), ["Pizza, margherita", "김치찌개"])
        XCTAssertEqual(trackerExitCode(["import", "csv", "weights", csv], db: path), 2, "foods.csv holds no weights")
        XCTAssertEqual(trackerExitCode(["import", "csv", "foods", file("w.csv", "date,weight\n2026-11-01,70\n")], db: path), 2)
    }
}

/// QA: refusals joined a message's own full stop with ". Nothing was imported" (`check the year.. Nothing`).
final class ImportMessageStopTests: XCTestCase {
    func testARefusalEndingInAFullStopGetsOnlyOne() throws {
        let folder = NSTemporaryDirectory() + "tracker-stop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = folder + "/old.csv"
        XCTAssertTrue(FileManager.default.createFile(atPath: csv, contents: Data("date,weight\n1899-12-31,70\n".utf8)))
        do {
            var command = try TestCommandParse.checked(["import", "csv", "weights", csv, "--db", folder + "/d.sqlite"])
            try command.runAtTestTime()
            XCTFail("a date before 1900 is refused")
        } catch {
            XCTAssertEqual(
                CommandErrorText.line(for: error), "Error: \(csv): line 2: 1899-12-31 is before 1900: check the year. Nothing was imported.")
        }
    }

    func testSentencesJoinWithOneStop() {
        XCTAssertEqual(Sentence.then("check the year.", "Nothing was imported."), "check the year. Nothing was imported.")
        XCTAssertEqual(Sentence.then("not a unit", "Nothing was imported."), "not a unit. Nothing was imported.")
        XCTAssertEqual(Sentence.then("what?", "Nothing was imported."), "what? Nothing was imported.")
        XCTAssertEqual(Sentence.clause("check the year."), "check the year")
        XCTAssertEqual(Sentence.clause("and so on…"), "and so on…")
    }
}
