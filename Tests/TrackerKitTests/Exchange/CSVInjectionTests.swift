import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #8: a food or memo starting with = + - @ tab or CR was written verbatim into the CSV export,
/// where a spreadsheet runs it (`=HYPERLINK(…)`). OWASP's advice: a leading `'`.
final class CSVInjectionTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!
    private let hostile = ["=HYPERLINK(\"http://x.example\",\"click\")", "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "'=already quoted", "''+twice"]

    private func files(exactText: Bool = false) throws -> [String: String] {
        let db = try AppDatabase.inMemory()
        for (index, name) in hostile.enumerated() { _ = try db.addFood(Food(name: name, kcalPerServing: Double(100 + index), serving: .serving)) }
        try db.setMemo("\tindented memo", on: today)
        let counter = try db.addCounter(name: "@count", start: 5, step: -1, at: CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: today))
        _ = try db.tap(counterId: counter.id, times: 2, at: CounterClock(now: Date(timeIntervalSince1970: 1_795_262_460), today: today))
        return Dictionary(uniqueKeysWithValues: CSVExport.files(try db.exportDocument(), exactText: exactText).map { ($0.name, $0.text) })
    }

    func testTextCellsThatASpreadsheetWouldRunAreNeutralisedAndNumbersAreNot() throws {
        let files = try files()
        let foods = try XCTUnwrap(files["foods.csv"])
        XCTAssertTrue(foods.contains("\r\n\"'=HYPERLINK(\"\"http://x.example\"\",\"\"click\"\")\",100,"), foods)
        XCTAssertTrue(foods.contains("\r\n'-2+3,102,"))
        XCTAssertTrue(foods.contains("\r\n'@SUM(A1),103,"))
        XCTAssertTrue(foods.contains("\r\n''=already quoted,104,"))
        XCTAssertTrue(foods.contains("\r\n'''+twice,105,"))
        XCTAssertTrue(try XCTUnwrap(files["days.csv"]).contains(",'\tindented memo,"))
        XCTAssertTrue(try XCTUnwrap(files["counters.csv"]).contains("\r\n'@count,3,5,-1,"), "the name neutralised, the negative step not")
        let changes = try XCTUnwrap(files["counter_changes.csv"])
        XCTAssertTrue(changes.contains(",-") && !changes.contains(",'-"), "negative deltas are numbers: \(changes)")
        for (name, text) in files {
            for line in text.components(separatedBy: "\r\n") {
                for start in ["=", "+", "@", "\t"] { XCTAssertFalse(line.hasPrefix(start) || line.contains("," + start), "\(name): \(line)") }
            }
        }
    }

    func testExactTextWritesCellsVerbatim() throws {
        let foods = try XCTUnwrap(try files(exactText: true)["foods.csv"])
        XCTAssertTrue(foods.contains("\r\n-2+3,102,"))
        XCTAssertTrue(foods.contains("\r\n@SUM(A1),103,"))
    }

    func testNeutralisingIsUndoneExactly() {
        for text in hostile + ["-5", "+3", "'", "''", "'abc", "plain", "", "=", "\r=", "-inf"] {
            XCTAssertEqual(CSV.restored(CSV.neutralized(text)), text, text)
        }
        XCTAssertEqual(CSV.neutralized("-5"), "-5")
        XCTAssertEqual(CSV.neutralized("-1.5e3"), "-1.5e3")
    }

    /// Tracker's own foods.csv imports back with the names exactly as they were.
    func testTrackersOwnFoodsCSVImportsTheNamesBackExactly() throws {
        let list = try KCountFoodList.read(Data(try XCTUnwrap(try files()["foods.csv"]).utf8), today: LocalDate(iso: "2026-11-21")!)
        let read = list.foods.sorted { $0.kcalPerServing < $1.kcalPerServing }
        XCTAssertEqual(read.map(\.name), hostile)
        XCTAssertEqual(read.map(\.kcalPerServing), [100, 101, 102, 103, 104, 105])
    }
}
