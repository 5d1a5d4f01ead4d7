import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// The Swim tab on the real watchOS 11 pool swim (Tests/TrackerKitTests/Fixtures/watchos11-pool-sets.xml).
final class SwimAnalysisScreenTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/watchos11-pool-sets.xml").standardized.path

    private func show(width: Int, height: Int) throws {
        db = try AppDatabase.inMemory()
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        state = try makeState(width: width, height: height, database: db)
        state.type(.character("5"))
        state.type(.character("g"))
        state.type(text: "2025-09-13")
        state.type(.enter)
    }

    func testMovingTimeRestAndMovingPaceBesideTheSwimsPace() throws {
        try show(width: 80, height: 24)
        let text = state.screenText
        XCTAssertTrue(text.contains("Pace      5:13/100 m"), text)
        XCTAssertTrue(text.contains("Moving    18:45          at 2:30/100 m"), text)
        XCTAssertTrue(text.contains("Resting   20:22"), text)
    }

    func testAt80x24TheSwolfStaysAheadOfTheSourceAndLapColumnsStayApart() throws {
        try show(width: 80, height: 24)
        XCTAssertTrue(state.screenText.contains("SWOLF 114 · from Apple Health"), state.screenText)
        state.type(.character("v"))
        let text = state.screenText
        XCTAssertTrue(text.contains("Lap  time /100m stroke SWOLF bpm"), text)
        XCTAssertTrue(text.contains(" 2.  1:19  2:38 breast   115 122"), "lap time, pace per 100 m, stroke, SWOLF, heart rate: " + text)
        XCTAssertNil(text.firstMatch(of: /\d{3}\d+\.\s/), "a 3-digit SWOLF never runs into the next lap's number")
    }

    func testTheSetsViewListsEachSetWithItsRest() throws {
        try show(width: 80, height: 24)
        state.type(.character("v"), .character("v"))
        let text = state.screenText
        XCTAssertTrue(text.contains("9 sets, marked by the watch · 1–8 · PgDn"), "the ninth set on the next page: " + text)
        XCTAssertTrue(text.contains(" 1.    2   100 m   2:34  2:34   106   2:07"), text)
    }

    func testTheTallTerminalShowsHeartRateSetsLapsAndTrends() throws {
        try show(width: 200, height: 60)
        let text = state.screenText
        for expected in ["Heart rate avg", "9 sets, ", "Lap  time /100m stroke", "15.", "Personal bests", "longest 750 m", "0 weeks in a row · best 1"] {
            XCTAssertTrue(text.contains(expected), expected + "\n" + text)
        }
        XCTAssertFalse(text.contains("PgDn"), "every lap fits")
    }

    func testGoldenFramesOfTheWatchSwim() throws {
        for (width, height) in [(80, 24), (200, 60), (60, 18)] {
            try show(width: width, height: height)
            try assertGolden(state.render(), named: "swim-watch-\(width)x\(height)")
        }
        try show(width: 80, height: 24)
        state.type(.character("v"))
        try assertGolden(state.render(), named: "swim-watch-laps-80x24")
        state.type(.character("v"))
        try assertGolden(state.render(), named: "swim-watch-sets-80x24")
    }

    func testLapsAndSetsOfAYardPoolArePerHundredYards() {
        let swim = Swim(
            id: 1, startedAt: Date(timeIntervalSince1970: 0), date: LocalDate(iso: "2025-11-14")!, durationSeconds: 120,
            distanceMeters: 4 * 22.86, activeKcal: nil, location: .pool, lapLengthMeters: 22.86, source: .appleHealth, strokes: nil,
            poolUnit: .yards)
        let laps = (0..<4).map { SwimLap(offsetSeconds: Double($0) * 30, durationSeconds: 30, strokeStyle: .freestyle, swolf: 118) }
        let detail = SwimDetail(swim: swim, laps: laps, heartRate: [], metersByStroke: [:])
        let columns = LapColumns(detail: detail, fullNames: false, unit: .yards)
        XCTAssertEqual(columns.heading, "Lap  time /100yd stroke SWOLF")
        XCTAssertEqual(columns.row(0, of: detail), " 1.  0:30   2:00 free     118", "25 yd in 30 s is 2:00 per 100 yd")
        let set = try? XCTUnwrap(SwimScreen.sets(of: detail).first)
        XCTAssertEqual(SwimFormat.distance(set?.meters ?? 0, in: .yards), "100 yd")
    }

    func testASwimWithoutDistanceIsLeftOutAndTheScreenSaysSo() throws {
        db = try AppDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        try db.addSwim(on: LocalDate(iso: "2026-11-02")!, minutes: 30, meters: 1300, at: now)
        try db.addSwim(on: LocalDate(iso: "2026-11-05")!, minutes: 25, meters: 1100, at: now)
        try db.addSwim(on: LocalDate(iso: "2026-11-09")!, minutes: 40, meters: 0, at: now)
        state = try makeState(width: 120, height: 40, database: db)
        state.type(.character("5"), .character("g"))
        state.type(text: "2026-11-09")
        state.type(.enter)
        let text = state.screenText
        XCTAssertTrue(text.contains("November 2026: 3 swims (1 without distance) · 2400 m · avg 1200 m/swim day · pace 2:18/100 m"), text)
        XCTAssertTrue(text.contains("Distance  —              none recorded: not in pace or averages"), text)
        XCTAssertFalse(text.contains("than avg"), "a day without distance is not compared: " + text)
    }

    /// Laps at the ends of the stored ranges (a 4-digit SWOLF, a day-long lap, a lap a day before the start,
    /// 1200 laps) draw in every view at every size without a trap or columns running together.
    func testExtremeLapsDrawInEveryViewAndSize() throws {
        db = try AppDatabase.inMemory()
        let swim = try db.addSwim(
            on: LocalDate(iso: "2026-11-20")!, minutes: 1440, meters: 30_000, poolLength: 25, at: Date(timeIntervalSince1970: 1_795_000_000))
        try db.write { d in
            // Each statement compiled once, not 1,200 times.
            let insertLap = try d.makeStatement(
                sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds, strokeStyle, swolf) VALUES (?, ?, ?, ?, ?)")
            let insertHeartRate = try d.makeStatement(sql: "INSERT INTO swimHeartRate(swimId, offsetSeconds, bpm) VALUES (?, ?, ?)")
            for lap in 0..<1200 {
                let (offset, duration, swolf): (Double, Double, Double) = lap == 0 ? (-86_400, 86_400, 10_000) : (Double(lap * 60), lap % 2 == 0 ? 0 : 70, 9999)
                try insertLap.execute(arguments: [swim.id, offset, duration, lap % 7, swolf])
                try insertHeartRate.execute(arguments: [swim.id, Double(lap * 60 + 5), 299])
            }
        }
        for (width, height) in [(80, 24), (200, 60), (60, 18)] {
            state = try makeState(width: width, height: height, database: db)
            state.type(.character("5"), .character("g"))
            state.type(text: "2026-11-20")
            state.type(.enter)
            for _ in 0..<3 {
                state.type(.character("v"))
                state.type(.pageDown, .pageDown)
                let text = state.screenText
                XCTAssertTrue(text.contains("Duration  24:00:00"), text)
                XCTAssertNil(text.firstMatch(of: /\d{4}\d+\./), "a 4-digit SWOLF never runs into the next lap's number: " + text)
            }
        }
    }

    func testASmallTerminalStillShowsTheDay() throws {
        try show(width: 60, height: 18)
        let text = state.screenText
        XCTAssertTrue(text.contains("Duration  39:08"), text)
        XCTAssertTrue(text.contains("Streak"), text)
    }
}
