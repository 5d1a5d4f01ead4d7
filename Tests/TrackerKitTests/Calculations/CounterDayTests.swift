import Foundation
import XCTest
@testable import TrackerKit

/// A day's taps are told apart from its corrections (set, add, restart): three taps and a "set to
/// 100" counted 3 that day, not 100.
final class CounterDayTests: XCTestCase {
    private let base = Date(timeIntervalSince1970: 1_795_262_400)  // Sat 21 Nov 2026 12:00 UTC

    private func clock(minutes: Double = 0, day: Int = 0) -> CounterClock {
        let now = base.addingTimeInterval(minutes * 60 + Double(day) * 86_400)
        return CounterClock(now: now, today: LocalDate(now, in: TimeZone(identifier: "UTC")!))
    }

    func testTapsAndCorrectionsArePerDayApart() throws {
        let db = try AppDatabase.inMemory()
        let laps = try db.addCounter(name: "Laps", at: clock())
        try db.tap(counterId: laps.id, times: 3, at: clock(minutes: 1))
        try db.setCount(counterId: laps.id, to: 100, at: clock(minutes: 2))
        try db.tap(counterId: laps.id, times: -1, at: clock(minutes: 3))
        try db.updateCounter(id: laps.id, name: "Laps", step: 1, add: 5, set: nil, goal: nil, resetPeriod: nil, at: clock(day: 1))
        let days = try db.countedPerDay(counterId: laps.id)
        XCTAssertEqual(
            days,
            [
                CounterDay(date: LocalDate(iso: "2026-11-22")!, counted: 0, corrected: 5, corrections: 1),
                CounterDay(date: LocalDate(iso: "2026-11-21")!, counted: 2, corrected: 97, corrections: 1),
            ])
    }

    func testExtremeDaysAreClampedNotTrapped() throws {
        let db = try AppDatabase.inMemory()
        let big = try db.addCounter(name: "Big", at: clock())
        try db.setCount(counterId: big.id, to: Int64.max, at: clock())
        try db.setCount(counterId: big.id, to: -Int64.max, at: clock())
        let day = try XCTUnwrap(db.countedPerDay(counterId: big.id).first)
        XCTAssertEqual(day.counted, 0)
        XCTAssertEqual(day.corrections, 3, "the swing wider than 64 bits is logged in two changes")
    }
}
