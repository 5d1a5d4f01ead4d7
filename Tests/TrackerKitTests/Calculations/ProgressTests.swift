import XCTest
@testable import TrackerKit

final class WeightTrendTests: XCTestCase {
    private let day0 = LocalDate(iso: "2026-11-01")!

    private func series(_ kgs: [Double], every step: Int = 1) -> [WeighIn] {
        kgs.enumerated().map { WeighIn(date: day0.adding(days: $0.offset * step), kg: $0.element) }
    }

    func testHackersDietSmoothing() {
        let trend = WeightTrend.exponentialAverage(series([80, 70, 70])).map(\.kg)
        XCTAssertEqual(trend[0], 80)
        XCTAssertEqual(trend[1], 79, accuracy: 1e-9)
        XCTAssertEqual(trend[2], 78.1, accuracy: 1e-9)
        XCTAssertEqual(WeightTrend.exponentialAverage([]), [])
    }

    func testLeastSquaresSlopeOverFourWeeks() throws {
        // Losing exactly 0.1 kg a day for 40 days: 0.7 kg a week.
        let weights = series((0..<40).map { 80 - 0.1 * Double($0) })
        let end = day0.adding(days: 39)
        XCTAssertEqual(try XCTUnwrap(WeightTrend.slopePerWeek(weights, endingOn: end)), -0.7, accuracy: 1e-9)
        XCTAssertNil(WeightTrend.slopePerWeek(Array(weights.prefix(1)), endingOn: end))
        XCTAssertNil(WeightTrend.slopePerWeek(weights, endingOn: end.adding(days: 100)), "nothing in the last 4 weeks")
        XCTAssertEqual(WeightTrend.slopePerWeek(series(Array(repeating: 70, count: 8)), endingOn: day0.adding(days: 7)), 0)
        XCTAssertNil(
            WeightTrend.slopePerWeek(series([90, 88.5]), endingOn: day0.adding(days: 1)),
            "a day apart is no weekly trend (it would read −10.5 kg a week)")
        XCTAssertNil(WeightTrend.slopePerWeek(series(Array(repeating: 70, count: 6)), endingOn: day0.adding(days: 5)), "6 days: not yet")
    }

    func testWeeklyAndMonthlyAverages() {
        // 2026-11-02 is a Monday.
        let weights = [
            WeighIn(date: LocalDate(iso: "2026-11-02")!, kg: 70), WeighIn(date: LocalDate(iso: "2026-11-08")!, kg: 72),
            WeighIn(date: LocalDate(iso: "2026-11-09")!, kg: 74), WeighIn(date: LocalDate(iso: "2026-12-01")!, kg: 76),
        ]
        let weekly = WeightTrend.averages(weights, by: .weekly)
        XCTAssertEqual(weekly.map(\.kg), [71, 74, 76])
        XCTAssertEqual(weekly.map(\.date.iso), ["2026-11-05", "2026-11-12", "2026-12-03"], "dated at each week's middle")
        let monthly = WeightTrend.averages(weights, by: .monthly)
        XCTAssertEqual(monthly.map(\.kg), [72, 76])
        XCTAssertEqual(WeightTrend.averages(weights, by: .daily), weights)
    }

    func testPeriodWindowsEndOnTheGivenDayAndPan() {
        let end = LocalDate(iso: "2026-11-21")!
        XCTAssertEqual(ChartPeriod.oneWeek.window(endingOn: end, firstWeight: nil).start.iso, "2026-11-15")
        XCTAssertEqual(ChartPeriod.oneMonth.window(endingOn: end, firstWeight: nil).start.iso, "2026-10-22")
        XCTAssertEqual(ChartPeriod.oneYear.window(endingOn: end, firstWeight: nil).start.iso, "2025-11-22")
        XCTAssertEqual(ChartPeriod.all.window(endingOn: end, firstWeight: LocalDate(iso: "2020-01-01")).start.iso, "2020-01-01")
        XCTAssertEqual(ChartPeriod.threeMonths.shift(end, by: -1).iso, "2026-08-21")
        XCTAssertEqual(ChartPeriod.oneYear.resolution(spanDays: 365), .weekly)
        XCTAssertEqual(ChartPeriod.all.resolution(spanDays: 3650), .monthly)
        XCTAssertEqual(ChartPeriod.all.resolution(spanDays: 60), .daily)
    }
}

final class GoalForecastTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testAtTheCurrentTrend() {
        XCTAssertEqual(
            GoalForecast.atTrend(currentKg: 80, goalKg: 75, slopeKgPerWeek: -0.5, today: today),
            .on(today.adding(days: 70), days: 70))
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: 75, slopeKgPerWeek: 0.3, today: today), .awayFromGoal)
        XCTAssertEqual(
            GoalForecast.atTrend(currentKg: 60, goalKg: 65, slopeKgPerWeek: 0.5, today: today),
            .on(today.adding(days: 70), days: 70), "gaining toward a higher goal")
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 75.05, goalKg: 75, slopeKgPerWeek: -0.5, today: today), .reached)
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: 75, slopeKgPerWeek: 0, today: today), .flat)
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: 75, slopeKgPerWeek: nil, today: today), .notEnoughData)
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: nil, slopeKgPerWeek: -1, today: today), .noGoal)
    }

    func testKCountsThreePaces() {
        // 10 lb to lose: 20, 10 and 7 weeks (rounded up to whole days).
        let tenPounds = 10 * WeightUnit.kilogramsPerPound
        let paces = GoalForecast.paces(currentKg: 80, goalKg: 80 - tenPounds, maintenanceKcal: 2400, today: today)
        XCTAssertEqual(paces.map(\.poundsPerWeek), [0.5, 1, 1.5])
        XCTAssertEqual(paces.map(\.kcalPerDay), [250, 500, 750])
        XCTAssertEqual(paces.map(\.days), [140, 70, 47])
        XCTAssertEqual(paces.map(\.dailyTargetKcal), [2150, 1900, 1650])
        let gaining = GoalForecast.paces(currentKg: 60, goalKg: 65, maintenanceKcal: 2000, today: today)
        XCTAssertEqual(gaining.map(\.dailyTargetKcal), [2250, 2500, 2750], "gaining eats above maintenance")
        XCTAssertEqual(GoalForecast.paces(currentKg: 70, goalKg: 70, maintenanceKcal: 2000, today: today), [])
        XCTAssertNil(GoalForecast.paces(currentKg: 80, goalKg: 70, maintenanceKcal: nil, today: today).first?.dailyTargetKcal)
    }
}

final class ProgressReportStoreTests: XCTestCase {
    func testReportFromTheDatabase() throws {
        let db = try AppDatabase.inMemory()
        let today = LocalDate(iso: "2026-11-21")!
        try db.saveProfile(
            Profile(
                name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
                goalWeightKg: 65, activityLevel: .light))
        for offset in 0..<60 { try db.logWeight(80 - 0.05 * Double(offset), on: today.adding(days: offset - 59)) }
        let report = try db.progressReport(period: .oneMonth, endingOn: today, today: today)
        XCTAssertEqual(report.weights.count, 31)
        XCTAssertEqual(report.points.count, 31)
        XCTAssertEqual(report.trend.count, 31)
        XCTAssertEqual(report.current?.kg ?? 0, 77.05, accuracy: 1e-9)
        XCTAssertEqual(report.first?.date, today.adding(days: -59))
        XCTAssertEqual(report.changeSinceFirst ?? 0, -2.95, accuracy: 1e-9)
        XCTAssertEqual(report.changeOverPeriod ?? 0, -1.5, accuracy: 1e-9)
        XCTAssertEqual(report.slopeKgPerWeek ?? 0, -0.35, accuracy: 1e-9)
        XCTAssertEqual(report.toGoalKg ?? 0, -12.05, accuracy: 1e-9)
        if case .on(_, let days) = report.atTrend { XCTAssertEqual(days, Int((12.05 / 0.35 * 7).rounded(.up))) } else { XCTFail("\(report.atTrend)") }
        XCTAssertEqual(report.paces.count, 3)
        XCTAssertEqual(report.bmiAtGoal ?? 0, 65 / (1.7 * 1.7), accuracy: 1e-9)
        XCTAssertGreaterThan(report.trend.first!.kg, report.points.first!.kg, "the trend lags behind a falling weight")

        let panned = try db.progressReport(period: .oneMonth, endingOn: ChartPeriod.oneMonth.shift(today, by: -1), today: today)
        XCTAssertEqual(panned.windowEnd.iso, "2026-10-21")
        XCTAssertEqual(panned.weights.count, 29, "only the days logged in that window")
        XCTAssertEqual(panned.current?.kg ?? 0, 77.05, accuracy: 1e-9, "current stays today's")

        let empty = try AppDatabase.inMemory().progressReport(period: .all, endingOn: today, today: today)
        XCTAssertTrue(empty.points.isEmpty)
        XCTAssertEqual(empty.atTrend, .noGoal)
    }
}

/// Issue 25.3: the time-to-goal span is rounded as people read it, not cut down.
final class GoalDurationLabelTests: XCTestCase {
    func testSpansRoundToTheNearestUnit() {
        XCTAssertEqual(ProgressReport.duration(9), "9 days")
        XCTAssertEqual(ProgressReport.duration(69), "10 weeks", "9.9 weeks")
        XCTAssertEqual(ProgressReport.duration(86), "12 weeks")
        XCTAssertEqual(ProgressReport.duration(441), "14.5 months", "14.49 months")
        XCTAssertEqual(ProgressReport.duration(150), "5 months", "4.93 months")
        XCTAssertEqual(ProgressReport.duration(1000), "2.5 years", "2.74 years")
    }
}
