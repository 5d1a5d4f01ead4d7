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
        let entries = [
            FoodEntry(id: 1, date: today, food: food, label: nil, servings: 1, kcal: 118.4),
            FoodEntry(id: 2, date: today, food: nil, label: "Snack", servings: 1, kcal: 120.5),
            FoodEntry(id: 3, date: today, food: nil, label: "Tea", servings: 1, kcal: 60.5),
        ]
        let day = DayDetail(date: today, entries: entries)
        XCTAssertEqual(entries.map { Format.kcal($0.kcal) }, ["118 kcal", "121 kcal", "61 kcal"])
        XCTAssertEqual(day.shownEatenKcal, 300, "118 + 121 + 61, not the 299 of the raw sum")
    }

    func testDaysToGoalIsExactWhenTheDivisionIs() {
        // 10.2 kg at 0.1 kg a day: 102 days, not 103 from 101.99999… rounded up.
        XCTAssertEqual(
            GoalForecast.atTrend(currentKg: 80, goalKg: 69.8, slopeKgPerWeek: -0.7, today: today),
            .on(today.adding(days: 102), days: 102))
        XCTAssertEqual(
            GoalForecast.atTrend(currentKg: 80, goalKg: 69.8, slopeKgPerWeek: -0.69, today: today),
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

/// Issue 14 item 10: implausible input is refused or questioned.
final class ImplausibleInputTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    func testAWeightFarFromTheLastOneIsQuestioned() {
        let last = WeighIn(date: today.adding(days: -1), kg: 82.2)
        XCTAssertEqual(
            WeightCheck.question(kg: 822, on: today, last: last, unit: .kg),
            "822.0 kg is 739.8 kg more than your last weight: keep it?")
        XCTAssertNil(WeightCheck.question(kg: 81.4, on: today, last: last, unit: .kg), "a day's water")
        XCTAssertNotNil(WeightCheck.question(kg: 8.22, on: today, last: last, unit: .kg))
        XCTAssertNil(
            WeightCheck.question(kg: 74, on: today, last: WeighIn(date: today.adding(days: -70), kg: 82.2), unit: .kg),
            "ten weeks of dieting")
        XCTAssertNil(WeightCheck.question(kg: 822, on: today, last: nil, unit: .kg), "nothing to compare with")
    }

    func testAWeightBeforeTheBirthDateIsRefused() throws {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(Profile(birthDate: LocalDate(iso: "1990-05-01")))
        XCTAssertThrowsError(try db.logWeight(70, on: LocalDate(iso: "1990-04-30")!)) { error in
            XCTAssertEqual((error as? InputError)?.message, "1990-04-30 is before your birth date (1990-05-01): check the date.")
        }
        XCTAssertNoThrow(try db.logWeight(3.5, on: LocalDate(iso: "1990-05-01")!))
    }

    func testGoalWithinKCountsLimits() throws {
        XCTAssertEqual(try Input.goalWeight("30", unit: .kg).get(), 30)
        XCTAssertEqual(try Input.goalWeight("66", unit: .lb).get(), 66 * WeightUnit.kilogramsPerPound, accuracy: 1e-9)
        XCTAssertNoThrow(try Input.goalWeight("440", unit: .lb).get())
        for (text, unit) in [("1", WeightUnit.kg), ("29.9", .kg), ("201", .kg), ("65", .lb), ("441", .lb)] {
            XCTAssertThrowsError(try Input.goalWeight(text, unit: unit).get(), "\(text) \(unit)")
        }
        if case .failure(let error) = Input.goalWeight("1", unit: .kg) {
            XCTAssertEqual(error.message, "A goal weight must be between 30 and 200 kg.")
        }
        XCTAssertThrowsError(try AppDatabase.inMemory().saveProfile(Profile(goalWeightKg: 1)), "the store keeps the limits too")
    }

    func testPlainInchesInTheFeetAndInchesField() throws {
        XCTAssertEqual(try Input.height("64", unit: .ftIn).get(), 64 * 2.54, accuracy: 1e-9, "64 is 5′4″, not 64 feet")
        XCTAssertEqual(HeightUnit.ftIn.format(centimeters: try Input.height("64", unit: .ftIn).get()), "5′4″")
        XCTAssertEqual(try Input.height("6", unit: .ftIn).get(), 182.88, accuracy: 1e-9, "a plain 6 is still six feet")
        XCTAssertThrowsError(try Input.height("120", unit: .ftIn).get())
    }
}

extension NumbersAgreeTests {
    func testTheDaysListAddsTheRowsAsShown() throws {
        let db = try AppDatabase.inMemory()
        for kcal in [118.4, 120.5, 60.5] { try db.addQuickEntry(label: "Item \(kcal)", kcal: kcal, on: today) }
        XCTAssertEqual(try db.daySummaries().first?.eatenKcal, 300, "118 + 121 + 61 as the rows show them")
        XCTAssertEqual(try db.dayDetail(today).shownEatenKcal, 300)
    }
}
