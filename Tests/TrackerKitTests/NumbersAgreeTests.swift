import XCTest
@testable import TrackerKit

/// Issue 14 items 5, 6 and 9: the same number reads the same wherever it is shown.
final class NumbersAgreeTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testOneRoundingRuleHalvesAwayFromZero() {
        XCTAssertEqual(Format.decimal(56.65, places: 1), "56.7", "56.65 is stored as 56.6499…; the app and CLI both show 56.7")
        XCTAssertEqual(WeightUnit.kg.format(kilograms: 56.65), "56.7 kg")
        XCTAssertEqual(Format.decimal(-0.25, places: 1), "-0.3")
        XCTAssertEqual(Format.decimal(2.5, places: 0), "3")
        XCTAssertEqual(Format.decimal(1e300, places: 1).prefix(3), "100", "huge values keep printf's digits")
        XCTAssertEqual(Format.rounded(56.65, places: 1), 56.7, accuracy: 1e-12)
    }

    func testBMICategoryFollowsTheValueShown() {
        // 24.96 shows as 25.0: it must say Overweight, not Normal.
        XCTAssertEqual(BMI.shown(24.96), "25.0 Overweight")
        XCTAssertEqual(BMI.shown(18.46), "18.5 Normal")
        XCTAssertEqual(BMI.shown(18.44), "18.4 Underweight")
        XCTAssertEqual(BMI.shown(29.96), "30.0 Obese")
    }

    func testDayTotalIsTheSumOfTheRowsShown() {
        let food = Food(id: 1, name: "Oats", kcalPerServing: 118.4, serving: .serving)
        let entries = [FoodEntry(id: 1, date: today, food: food, label: nil, servings: 1, kcal: 118.4),
                       FoodEntry(id: 2, date: today, food: nil, label: "Snack", servings: 1, kcal: 120.5),
                       FoodEntry(id: 3, date: today, food: nil, label: "Tea", servings: 1, kcal: 60.5)]
        let day = DayDetail(date: today, entries: entries)
        XCTAssertEqual(entries.map { Format.kcal($0.kcal) }, ["118 kcal", "121 kcal", "61 kcal"])
        XCTAssertEqual(day.shownEatenKcal, 300, "118 + 121 + 61, not the 299 of the raw sum")
    }

    func testDaysToGoalIsExactWhenTheDivisionIs() {
        // 10.2 kg at 0.1 kg a day: 102 days, not 103 from 101.99999… rounded up.
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: 69.8, slopeKgPerWeek: -0.7, today: today),
                       .on(today.adding(days: 102), days: 102))
        XCTAssertEqual(GoalForecast.atTrend(currentKg: 80, goalKg: 69.8, slopeKgPerWeek: -0.69, today: today),
                       .on(today.adding(days: 104), days: 104), "a part of a day still rounds up")
    }

    func testSevenDailyWeightsMakeAWeeklyTrend() throws {
        // Tuesday to Monday: seven weights spanning a week.
        let tuesday = LocalDate(iso: "2026-11-17")!
        let weights = (0..<7).map { WeighIn(date: tuesday.adding(days: $0), kg: 80 - 0.1 * Double($0)) }
        XCTAssertEqual(try XCTUnwrap(WeightTrend.slopePerWeek(weights, endingOn: tuesday.adding(days: 6))), -0.7, accuracy: 1e-9)
        XCTAssertNil(WeightTrend.slopePerWeek(Array(weights.prefix(6)), endingOn: tuesday.adding(days: 6)), "six days are not a week")
    }

    func testTheTrendIsOneSeriesWhateverThePeriod() throws {
        let db = try AppDatabase.inMemory()
        var random = SeededRandom(seed: 7)
        var all: [WeighIn] = []
        for offset in 0..<800 {
            let date = today.adding(days: offset - 799)
            let kg = 95 - Double(offset) * 0.01 + random.gaussian(deviation: 0.6)
            try db.logWeight(kg, on: date)
            all.append(WeighIn(date: date, kg: kg))
        }
        let expected = Dictionary(uniqueKeysWithValues: WeightTrend.exponentialAverage(all).map { ($0.date, $0.kg) })
        let september = LocalDate(iso: "2026-09-05")!
        for period in [ChartPeriod.threeMonths, .sixMonths] {
            let report = try db.progressReport(period: period, endingOn: today, today: today)
            let shown = try XCTUnwrap(report.trend.first { $0.date == september }, period.rawValue)
            XCTAssertEqual(shown.kg, expected[september]!, accuracy: 1e-9, period.rawValue)
        }
        // Weekly and monthly periods average that same series.
        for period in [ChartPeriod.oneYear, .twoYears, .all] {
            let report = try db.progressReport(period: period, endingOn: today, today: today)
            let resolution = report.resolution
            let inWindow = WeightTrend.exponentialAverage(all).filter { $0.date >= report.windowStart && $0.date <= report.windowEnd }
            XCTAssertEqual(report.trend.map(\.kg), WeightTrend.averages(inWindow, by: resolution).map(\.kg), period.rawValue)
        }
    }
}
