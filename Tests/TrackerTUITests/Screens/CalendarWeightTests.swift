import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Log calendar at 80x24 shows each day's weight under its number, in the longest form that fits.
final class CalendarWeightTests: XCTestCase {
    func testAWeightTooLongForTheCellShowsItRoundedNotCut() throws {
        let db = try AppDatabase.inMemory()
        try db.logWeight(99.96, on: LocalDate(iso: "2026-11-17")!)
        try db.logWeight(102.96, on: LocalDate(iso: "2026-11-18")!)
        try db.logWeight(180.8, on: LocalDate(iso: "2026-11-19")!)
        try db.logWeight(78.6, on: LocalDate(iso: "2026-11-20")!)
        let text = try makeState(width: 80, height: 24, database: db).screenText
        XCTAssertTrue(text.contains(" 100  103  181  78.6"), text)
        XCTAssertEqual(Format.shortForms(179.8, places: 1), ["179.8", "180"])
        XCTAssertEqual(Format.shortForms(999.96, places: 1), ["1000.0", "1000"])
    }
}

/// My Days: each heading sits over its column (QA found the entry count under "Memo").
final class MyDaysColumnsTests: XCTestCase {
    func testHeadingsEndWhereTheirNumbersEnd() throws {
        let db = try AppDatabase.inMemory()
        let day = LocalDate(iso: "2026-11-21")!
        try db.logWeight(80, on: day)
        try db.addQuickEntry(label: "Lunch", kcal: 1250, on: day)
        try db.setMemo("note", on: day)
        var state = try makeState(width: 100, height: 30, database: db)
        state.type(.character("6"), .right)
        let lines = state.render().lines()
        let heading = try XCTUnwrap(lines.first { $0.contains("Entries") })
        let row = try XCTUnwrap(lines.first { $0.contains("Sat 21 Nov 2026") })
        XCTAssertEqual(
            heading.range(of: "Entries")!.upperBound.utf16Offset(in: heading),
            row.range(of: "1  ")!.lowerBound.utf16Offset(in: row) + 1, "the count ends under the end of Entries:\n\(heading)\n\(row)")
        XCTAssertEqual(heading.range(of: "Memo")!.lowerBound.utf16Offset(in: heading), row.range(of: "✎")!.lowerBound.utf16Offset(in: row))
    }
}
