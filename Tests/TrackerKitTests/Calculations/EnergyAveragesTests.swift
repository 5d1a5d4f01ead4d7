import XCTest
@testable import TrackerKit

/// The calories chart's averages compare like with like: eaten and budget over the same logged days.
final class EnergyAveragesTests: XCTestCase {
    func testTheMeanBudgetIsOverTheLoggedDaysOnly() throws {
        let end = LocalDate(iso: "2026-11-24")!, start = end.adding(days: -6)
        let profile = Profile(
            name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170, goalWeightKg: 65, activityLevel: .light)
        // 100 kg for the first four days, 70 kg after: the budget drops; food is logged on the first two days only.
        let weights = [WeighIn(date: start, kg: 100), WeighIn(date: start.adding(days: 4), kg: 70)]
        let intake = [DailyValue(date: start, value: 2000), DailyValue(date: start.adding(days: 1), value: 2200)]
        let report = EnergyReport.make(
            windowStart: start, windowEnd: end, resolution: .daily, intake: intake, weights: weights, profile: profile,
            plan: EnergyPlan(pace: .one))
        let onLogged = report.budget.filter { $0.date <= start.adding(days: 1) }.map(\.value)
        XCTAssertEqual(report.loggedDays, 2)
        XCTAssertEqual(try XCTUnwrap(report.meanEatenKcal), 2100)
        XCTAssertEqual(try XCTUnwrap(report.meanBudgetKcal), onLogged.reduce(0, +) / 2, accuracy: 1e-9)
    }
}
