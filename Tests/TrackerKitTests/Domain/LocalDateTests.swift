import Foundation
import XCTest
@testable import TrackerKit

final class LocalDateTests: XCTestCase {
    func testKnownDatesAndWeekdays() throws {
        let date = try XCTUnwrap(LocalDate(iso: "2026-11-21"))
        XCTAssertEqual(date.isoWeekday, 6, "21 Nov 2026 is a Saturday")
        XCTAssertEqual(date.isoWeek, 47)
        XCTAssertEqual(CalendarNames.readable(date), "Sat 21 Nov 2026")
        XCTAssertEqual(LocalDate(daysSinceEpoch: 0).iso, "1970-01-01")
        XCTAssertEqual(LocalDate(daysSinceEpoch: -1).iso, "1969-12-31")
        XCTAssertEqual(LocalDate(iso: "2000-03-01")?.daysSinceEpoch, 11017)
    }

    func testDaysSinceEpochRoundTripsAcrossCenturies() {
        for days in stride(from: -150_000, through: 150_000, by: 97) {
            let date = LocalDate(daysSinceEpoch: days)
            XCTAssertEqual(date.daysSinceEpoch, days)
            XCTAssertEqual(LocalDate(year: date.year, month: date.month, day: date.day), date)
        }
    }

    func testImpossibleDatesAreRejected() {
        for text in [
            "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01",
            "26-01-01", "2026/01/01", "", "abcd-ef-gh", "2026-01-01x", "２０２６-01-01",
        ] {
            XCTAssertNil(LocalDate(iso: text), text)
        }
        XCTAssertNotNil(LocalDate(iso: "2024-02-29"))
        XCTAssertNotNil(LocalDate(iso: "2000-02-29"))
        XCTAssertNil(LocalDate(iso: "1900-02-29"))
    }

    func testISOWeekEdges() {
        let cases: [(String, Int)] = [
            ("2020-12-31", 53), ("2021-01-01", 53), ("2021-01-04", 1),
            ("2026-01-01", 1), ("2024-12-30", 1), ("2027-01-03", 53),
        ]
        for (text, week) in cases {
            XCTAssertEqual(LocalDate(iso: text)?.isoWeek, week, text)
        }
    }

    func testAddingMonthsClampsToMonthLength() {
        let jan31 = LocalDate(iso: "2026-01-31")!
        XCTAssertEqual(jan31.adding(months: 1).iso, "2026-02-28")
        XCTAssertEqual(LocalDate(iso: "2024-01-31")!.adding(months: 1).iso, "2024-02-29")
        XCTAssertEqual(jan31.adding(months: -1).iso, "2025-12-31")
        XCTAssertEqual(jan31.adding(months: 12).iso, "2027-01-31")
    }

    /// QA: `]` on December 9999 trapped (a force-unwrapped year 10000).
    func testAddingMonthsStopsAtTheEndsOfTheSpan() {
        let last = LocalDate(iso: "9999-12-31")!
        XCTAssertEqual(last.adding(months: 1), last)
        XCTAssertEqual(LocalDate(iso: "9999-11-30")!.adding(months: 5).iso, "9999-12-30")
        XCTAssertEqual(LocalDate(iso: "0001-01-31")!.adding(months: -1).iso, "0001-01-31")
        XCTAssertEqual(last.adding(months: Int.max).iso, "9999-12-31")
        XCTAssertEqual(last.adding(months: Int.min).iso, "0001-01-31")
    }

    func testCalendarDayDependsOnTheZoneNotTheClockTime() throws {
        // 2026-11-21 23:30 UTC is already the 22nd in Auckland and still the 21st in Honolulu.
        let instant = Date(timeIntervalSince1970: 1_795_303_800)
        XCTAssertEqual(LocalDate(instant, in: TimeZone(identifier: "UTC")!).iso, "2026-11-21")
        XCTAssertEqual(LocalDate(instant, in: TimeZone(identifier: "Pacific/Auckland")!).iso, "2026-11-22")
        XCTAssertEqual(LocalDate(instant, in: TimeZone(identifier: "Pacific/Honolulu")!).iso, "2026-11-21")
        XCTAssertEqual(LocalDate(Date(timeIntervalSince1970: -1), in: TimeZone(identifier: "UTC")!).iso, "1969-12-31")
    }

    func testCodableUsesISOText() throws {
        let date = LocalDate(iso: "2026-03-09")!
        let data = try JSONEncoder().encode([date])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "[\"2026-03-09\"]")
        XCTAssertEqual(try JSONDecoder().decode([LocalDate].self, from: data), [date])
        XCTAssertThrowsError(try JSONDecoder().decode([LocalDate].self, from: Data("[\"2026-02-30\"]".utf8)))
    }
}

final class FileSystemTests: XCTestCase {
    func testParentOfPaths() {
        XCTAssertEqual(FileSystem.parent(of: "/a/b/c.sqlite"), "/a/b")
        XCTAssertEqual(FileSystem.parent(of: "/c.sqlite"), "/")
        XCTAssertEqual(FileSystem.parent(of: "c.sqlite"), ".")
        XCTAssertEqual(FileSystem.parent(of: "a/b/"), "a")
    }

    func testSystemOffsetAgreesWithFoundation() {
        let instant = Date(timeIntervalSince1970: 1_795_303_800)
        XCTAssertEqual(ZoneOffset.system.secondsFromGMT(instant), TimeZone.current.secondsFromGMT(for: instant))
    }
}
