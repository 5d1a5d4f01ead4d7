import XCTest
@testable import TrackerKit

/// A budget is never below 0 kcal: the QA's 2′0″, 100-year-old, 31 kg profile at 1.5 lb a week has a
/// formula maintenance of 42 kcal, and read "Budget -708 kcal / Over by 708" with nothing eaten.
final class CalorieBudgetFloorTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    private func energy(formula: Double, pace: WeightPace, weightKg: Double, goalKg: Double) -> DayEnergy {
        DayEnergy(date: today, formulaKcal: formula, measured: .needsWeights, plan: EnergyPlan(pace: pace), weightKg: weightKg, goalKg: goalKg, eatenKcal: 0)
    }

    func testTheDayBudgetStopsAtZeroAndSaysThePaceIsNotReachable() {
        let energy = energy(formula: 42, pace: .oneAndHalf, weightKg: 31, goalKg: 30)
        XCTAssertEqual(energy.budgetKcal, 0)
        XCTAssertFalse(energy.budgetReachable)
        XCTAssertEqual(energy.remainingKcal, 0)
        let lines = energy.lines(unit: .kg)
        XCTAssertEqual(lines.first { $0.label == "Budget" }?.value, "0 kcal: −0.68 kg/wk")
        XCTAssertTrue(lines.contains { $0.value == "−0.68 kg/wk is not reachable safely" }, "\(lines)")
        XCTAssertFalse(lines.contains { $0.label == "Over by" })
    }

    func testAReachableBudgetIsUnchanged() {
        let energy = energy(formula: 2000, pace: .one, weightKg: 80, goalKg: 65)
        XCTAssertEqual(energy.budgetKcal, 1500)
        XCTAssertTrue(energy.budgetReachable)
    }

    func testProgressPacesNeverTargetBelowZero() {
        let paces = GoalForecast.paces(currentKg: 31, goalKg: 30, maintenanceKcal: 42, today: today)
        XCTAssertEqual(paces.map(\.dailyTargetKcal), [0, 0, 0])
        XCTAssertEqual(paces.map(\.reachableSafely), [false, false, false])
        let fine = GoalForecast.paces(currentKg: 80, goalKg: 70, maintenanceKcal: 600, today: today)
        XCTAssertEqual(fine.map(\.dailyTargetKcal), [350, 100, 0])
        XCTAssertEqual(fine.map(\.reachableSafely), [true, true, false])
    }

    func testTheChartBudgetStopsAtZero() {
        let profile = Profile(
            name: "A", sex: .female, birthDate: LocalDate(iso: "1926-12-01"), heightCm: 60.96, goalWeightKg: 30, activityLevel: .sedentary)
        let (_, budget) = EnergyReport.dailyBudgets(
            windowStart: today.adding(days: -6), windowEnd: today, weights: [WeighIn(date: today.adding(days: -10), kg: 31)],
            measured: [], profile: profile, plan: EnergyPlan(pace: .oneAndHalf))
        XCTAssertEqual(budget.count, 7)
        XCTAssertTrue(budget.allSatisfy { $0.value == 0 }, "\(budget)")
    }
}
