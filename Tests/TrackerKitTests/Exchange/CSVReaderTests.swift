import Foundation
import XCTest
@testable import TrackerKit

/// The one CSV reader every CSV import uses: RFC 4180 as Tracker's exporter writes it, line numbers the file's own.
final class CSVReaderTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testQuotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
        let records = try CSVReader.records("a,\"b, \"\"c\"\"\r\nd\",e\r\nf,g\r\n\r\nh", delimiter: ",")
        XCTAssertEqual(
            records,
            [
                CSVRecord(line: 1, fields: ["a", "b, \"c\"\r\nd", "e"]), CSVRecord(line: 3, fields: ["f", "g"]),
                CSVRecord(line: 4, fields: [""]), CSVRecord(line: 5, fields: ["h"]),
            ])
    }

    func testLooseQuotingIsKeptAsWritten() throws {
        XCTAssertEqual(try CSVReader.records("5\" pizza,300\n", delimiter: ",").first?.fields, ["5\" pizza", "300"])
        XCTAssertEqual(try CSVReader.records(" \"a\",b\rc\n", delimiter: ",").map(\.fields), [["a", "b"], ["c"]])
    }

    func testAnUnclosedQuoteNamesTheLineItOpensOn() {
        XCTAssertThrowsError(try CSVReader.records("a,b\nc,\"d\ne\n", delimiter: ",")) { error in
            XCTAssertEqual((error as? WeightHistoryError)?.problems, ["line 2: a quoted field is never closed (a \" is missing)"])
        }
    }

    /// QA: Tracker could not read its own days.csv when a memo had a line break (`line 8: expected 7 columns, found 1`).
    func testTrackersOwnDaysCSVWithATwoLineMemoImports() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(72.4, on: today.adding(days: -1))
        try db.setMemo("slept badly,\nwoke at 4", on: today.adding(days: -1))
        try db.logWeight(72.1, on: today)
        let days = try XCTUnwrap(CSVExport.files(try db.exportDocument()).first { $0.name == "days.csv" }?.text)
        let data = Data(days.utf8)
        let history = try WeightHistoryReader.read(data, defaultUnit: .kg, today: today)
        XCTAssertEqual(history.layout, .tracker)
        XCTAssertEqual(history.readings.map(\.kg), [72.4, 72.1])
        XCTAssertEqual(history.readings.map(\.line), [2, 4], "the file's physical lines: the memo takes two")
    }

    func testLineNumbersAfterAMultiLineFieldAreTheFilesOwn() {
        let text = "date,weight,note\n2026-11-01,70,\"one\ntwo\nthree\"\n2026-11-02,abc,x\n"
        XCTAssertThrowsError(try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: today)) { error in
            XCTAssertEqual((error as? WeightHistoryError)?.problems.first?.hasPrefix("line 5: "), true, "\(error)")
        }
    }

    func testKCountFoodsReadQuotedNamesWithTheSameReader() throws {
        let list = try KCountFoodList.read(
            Data("Name, Calories, Serving Type\n\"Rice, boiled\",130,cup\nPie, apple,300,slice\n".utf8), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(list.foods.map(\.name), ["Rice, boiled", "Pie, apple"])
    }
}

/// QA: in a file without a header the first line decided the layout, and later units were dropped.
final class HeaderlessWeightTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func read(_ text: String) throws -> [String] {
        try WeightHistoryReader.read(Data(text.utf8), defaultUnit: .kg, today: today).readings.map {
            "\($0.date.iso) \(Format.trimmed($0.kg, maxPlaces: 2))"
        }
    }

    private func problems(_ text: String) -> [String] {
        do { _ = try read(text); return [] } catch let error as WeightHistoryError { return error.problems } catch { return ["\(error)"] }
    }

    func testEachLineSaysItsOwnUnit() throws {
        XCTAssertEqual(try read("2026-11-01,72\n2026-11-02,72,lb\n"), ["2026-11-01 72", "2026-11-02 32.66"], "the second line's lb is read")
        XCTAssertEqual(try read("2026-11-01,72,3,kg\n"), ["2026-11-01 72.3"], "a decimal comma before a unit")
        XCTAssertEqual(try read("2026-11-19,72.5\n2026-11-20,72,3\n"), ["2026-11-19 72.5", "2026-11-20 72.3"], "no unit anywhere: a decimal comma")
    }

    func testALineThatCouldBeADecimalCommaOrAUnitIsRefusedByItsLine() {
        XCTAssertEqual(
            problems("2026-11-01,72,3\n2026-11-02,72,lb\n"),
            ["line 1: “72,3” is 72.3 or 72 with the unit “3”? other lines give a unit in the third column; write 72.3 or quote it (\"72,3\")"])
    }

    func testAnUnknownUnitIsNamed() {
        XCTAssertEqual(problems("2026-11-01,72,xyz\n"), ["line 1: “xyz” is not a unit (kg or lb)"])
        XCTAssertEqual(problems("2026-11-01,72,3,stone\n"), ["line 1: “stone” is not a unit (kg or lb)"])
    }
}
