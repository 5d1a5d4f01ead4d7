import XCTest
import TrackerKit
@testable import TrackerTUI

final class ProgressScreenTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func state(
        weights: [(Int, Double)], goal: Double? = 70, width: Int = 120, height: Int = 40,
        glyphs: Glyphs = .unicode
    ) throws -> (AppState, AppDatabase) {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(
            Profile(
                name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
                goalWeightKg: goal, activityLevel: .light))
        for (offset, kg) in weights { try db.logWeight(kg, on: today.adding(days: offset)) }
        var state = try makeState(width: width, height: height, glyphs: glyphs, database: db)
        state.type(.character("2"))
        return (state, db)
    }

    private var progress: (AppState) -> ProgressScreen { { $0.screens[Tab.progress.rawValue] as! ProgressScreen } }

    /// 120 days losing 0.05 kg a day, with a fixed wobble so the chart has texture.
    private var losing: [(Int, Double)] {
        let wobble: [Double] = [0, 0.4, -0.3, 0.2, -0.4, 0.1]
        return (0..<120).map { (day: Int) -> (Int, Double) in
            let kg: Double = 80 - 0.05 * Double(day) + wobble[day % 6]
            return (day - 119, kg)
        }
    }

    func testANarrowHeaderShowsWholeDates() throws {
        let (state, _) = try state(weights: losing, width: 60, height: 18)
        XCTAssertTrue(state.screenText.contains("22 Aug 2026 – 21 Nov 2026"))
        let (wide, _) = try self.state(weights: losing)
        XCTAssertTrue(wide.screenText.contains("Sat 22 Aug 2026 – Sat 21 Nov 2026 (today)"))
    }

    /// QA M7: 1W–6M said "(today)" and the weekdays, 1Y and longer dropped both at once for the short dates.
    func testEveryPeriodSaysTodayAndItsAveragesWhenTheyFit() throws {
        var (state, _) = try state(weights: losing, width: 100)
        state.type(.character("y"))
        XCTAssertEqual(progress(state).period, .oneYear)
        XCTAssertTrue(state.screenText.contains("Sat 22 Nov 2025 – Sat 21 Nov 2026 (today) · weekly averages"), state.screenText)
        var (narrower, _) = try self.state(weights: losing, width: 80)
        narrower.type(.character("y"))
        XCTAssertTrue(narrower.screenText.contains(" 22 Nov 2025 – 21 Nov 2026 · weekly averages"), narrower.screenText)
    }

    func testAShortChartStillLabelsTwoWeights() throws {
        let weights = (0..<30).map { (day: Int) in (day - 29, 74 + Double(day % 5)) }
        let (state, _) = try state(weights: weights, goal: 64, width: 80, height: 24)
        let labelled = state.screenText.split(separator: "\n").filter { $0.firstMatch(of: /^ *\d+│/) != nil }
        XCTAssertGreaterThanOrEqual(labelled.count, 2, state.screenText)
    }

    func testYRangeIsPaddedNeverFromZero() {
        XCTAssertEqual(ProgressScreen.yRange([70, 80]), 69...81)
        XCTAssertEqual(ProgressScreen.yRange([72, 72]), 71...73, "all equal: one unit each side")
        XCTAssertEqual(ProgressScreen.yRange([72.2, 72.6])?.lowerBound, 71.2)
        XCTAssertNil(ProgressScreen.yRange([]))
    }

    func testDateTicksFitThePeriod() {
        XCTAssertEqual(ProgressScreen.dateTicks(from: today.adding(days: -6), to: today).map(\.label).first, "Sun 15")
        XCTAssertEqual(ProgressScreen.dateTicks(from: today.adding(days: -30), to: today).map(\.label), ["26 Oct", "2 Nov", "9 Nov", "16 Nov"])
        XCTAssertEqual(ProgressScreen.dateTicks(from: LocalDate(iso: "2025-11-22")!, to: today).map(\.label).prefix(3), ["Dec", "2026", "Feb"])
        XCTAssertEqual(ProgressScreen.dateTicks(from: LocalDate(iso: "2016-11-24")!, to: today).map(\.label).prefix(2), ["2017", "2018"])
    }

    func testGoldenChartWithTrendGoalAndNumbers() throws {
        let (state, _) = try state(weights: losing)
        try assertGolden(state.render(), named: "progress-120x40")
        let (small, _) = try self.state(weights: losing, width: 80, height: 24)
        try assertGolden(small.render(), named: "progress-80x24")
        let (ascii, _) = try self.state(weights: losing, width: 100, height: 30, glyphs: .ascii)
        try assertGolden(ascii.render(), named: "progress-100x30-ascii")
    }

    func testNumbersAndForecast() throws {
        let (state, _) = try state(weights: losing)
        let text = state.screenText
        XCTAssertTrue(text.contains("Goal        70.0 kg"))
        XCTAssertTrue(text.contains("Trend       −0.3 kg/week, last 4 weeks"), text)
        XCTAssertTrue(text.contains("At trend"))
        XCTAssertTrue(text.contains("0.23 kg/wk"))
        XCTAssertTrue(text.contains("BMI at goal 24.2 Normal"))
    }

    func testTrendAwayFromGoalIsSaidPlainly() throws {
        let (state, _) = try state(weights: (0..<30).map { ($0 - 29, 70 + 0.1 * Double($0)) }, goal: 65)
        XCTAssertTrue(state.screenText.contains("never: it points away"))
    }

    func testEmptyOnePointAndFlat() throws {
        let (empty, _) = try state(weights: [])
        XCTAssertTrue(empty.screenText.contains("No weights yet"))
        let (one, _) = try state(weights: [(0, 72)])
        XCTAssertTrue(one.screenText.contains("One weight so far"))
        XCTAssertTrue(one.screenText.contains("72.0 kg"))
        let (flat, _) = try state(weights: (0..<10).map { ($0 - 9, 72.0) }, goal: nil)
        let lines = flat.render().lines()
        let labels = lines.compactMap { line -> String? in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let label = line[..<bar].trimmingCharacters(in: .whitespaces)
            return label.isEmpty ? nil : label
        }
        XCTAssertEqual(labels.first, "73.0", "the axis reaches one unit above…")
        XCTAssertEqual(labels.last, "71.0", "…and one below a flat line")
        XCTAssertTrue(flat.screenText.contains("never: the trend is flat") == false, "no goal, no forecast")
    }

    func testPeriodKeysPanningTogglesAndCursor() throws {
        var (state, _) = try state(weights: losing)
        state.type(.character("w"))
        XCTAssertEqual(progress(state).period, .oneWeek)
        XCTAssertEqual(progress(state).report?.points.count, 7)
        state.type(.right, .right)
        XCTAssertEqual(progress(state).period, .threeMonths)
        state.type(.character("m"), .character("["))
        XCTAssertEqual(progress(state).windowEnd.iso, "2026-10-21")
        state.type(.character("]"), .character("]"))
        XCTAssertEqual(progress(state).windowEnd, today, "never past today")
        state.type(.character("["), .character("["), .character("["), .character("["), .character("["), .character("a"))
        XCTAssertEqual(progress(state).windowEnd, today, "All ends today, whatever was panned before")
        XCTAssertEqual(progress(state).report?.points.isEmpty, false)
        state.type(.character("m"))
        state.type(.character("t"))
        XCTAssertFalse(progress(state).showTrend)
        XCTAssertTrue(state.screenText.contains("─ weight"))
        state.type(.character("g"))
        XCTAssertFalse(state.screenText.contains("╌ goal"), "no goal line, no legend entry")
        state.type(.character("h"))
        XCTAssertEqual(progress(state).cursor, 30)
        XCTAssertTrue(state.screenText.contains("Sat 21 Nov 2026: "))
        state.type(.character("h"))
        XCTAssertTrue(state.screenText.contains("Fri 20 Nov 2026: "))
        state.type(.character("y"))
        XCTAssertEqual(progress(state).report?.resolution, .weekly)
        state.type(.end)
        XCTAssertTrue(state.screenText.contains("Week of Mon 16 Nov 2026: average"), state.screenText)
    }

    func testClickingTheChartMovesTheCursor() throws {
        var (state, _) = try state(weights: losing)
        let layout = ProgressScreen.layout(in: state.contentArea)
        state.type(.mouse(MouseEvent(x: layout.chart.maxX - 1, y: layout.chart.y + 3, kind: .press)))
        XCTAssertEqual(progress(state).cursor, (progress(state).report?.points.count ?? 0) - 1)
    }
}
