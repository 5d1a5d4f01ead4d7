import XCTest
@testable import TrackerKit

/// The calorie budget: maintenance (formula or measured) less the pace's deficit, or plus its surplus.
final class DayEnergyTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private let profile = Profile(
        name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
        goalWeightKg: 65, activityLevel: .light)

    private func diary(days: Int, kcal: Double = 2000) throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(profile)
        for offset in 0..<days {
            let date = today.adding(days: -offset)
            try db.logWeight(80, on: date)
            try db.addQuickEntry(label: "Meal", kcal: kcal, on: date)
        }
        return db
    }

    func testBudgetIsMaintenanceLessThePaceTowardTheGoal() throws {
        let db = try diary(days: 3)
        try db.setUserSetting("diet.pace", to: "1")
        let energy = try db.dayEnergy(try db.dayDetail(today))
        let formula = try XCTUnwrap(Energy.maintenance(profile: profile, weightKg: 80, on: today))
        XCTAssertEqual(energy.direction, .lose)
        XCTAssertEqual(try XCTUnwrap(energy.budgetKcal), formula - 500, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(energy.remainingKcal), (formula - 500).rounded() - 2000, accuracy: 1e-9)
        let lines = energy.lines(unit: .lb)
        XCTAssertEqual(lines.first { $0.label == "Budget" }?.value, "\(Int((formula - 500).rounded())) kcal: −1 lb/wk")
        XCTAssertEqual(lines.map(\.value).first { $0.hasPrefix("measured") }, "measured: log 11 more days")
    }

    func testGainingAddsTheSurplusAndNoPaceKeepsMaintenance() {
        let gain = DayEnergy(
            date: today, formulaKcal: 2000, measured: .needsWeights, plan: EnergyPlan(pace: .half),
            weightKg: 60, goalKg: 65, eatenKcal: 0)
        XCTAssertEqual(gain.budgetKcal, 2250)
        let none = DayEnergy(date: today, formulaKcal: 2000, measured: .needsWeights, plan: EnergyPlan(), weightKg: 80, goalKg: 65, eatenKcal: 0)
        XCTAssertEqual(none.budgetKcal, 2000)
        let atGoal = DayEnergy(date: today, formulaKcal: 2000, measured: .needsWeights, plan: EnergyPlan(pace: .one), weightKg: 65, goalKg: 65, eatenKcal: 0)
        XCTAssertEqual(atGoal.budgetKcal, 2000, "at the goal the pace has nothing to do")
    }

    func testMeasuredMaintenanceIsUsedWhenChosenAndKnown() throws {
        // 28 days of 2,000 kcal at a steady weight: measured maintenance 2,000.
        let db = try diary(days: 28)
        try db.setUserSetting("diet.maintenance", to: "measured")
        try db.setUserSetting("diet.pace", to: "0.5")
        let energy = try db.dayEnergy(try db.dayDetail(today))
        XCTAssertEqual(try XCTUnwrap(energy.measuredKcal), 2000, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(energy.budgetKcal), 1750, accuracy: 1e-6)
        let measured = try XCTUnwrap(energy.lines(unit: .kg).first { $0.value.contains("measured") })
        XCTAssertTrue(measured.value.hasPrefix("2000 ± ") && measured.value.hasSuffix(" kcal measured"), measured.value)
        XCTAssertEqual(measured.tone, .plain, "the figure in use is not muted")
        XCTAssertEqual(energy.lines(unit: .kg).first { $0.label == "Maintenance" }?.tone, .muted)
        XCTAssertEqual(energy.lines(unit: .kg).first { $0.label == "Budget" }?.value, "1750 kcal: −0.23 kg/wk")
    }

    func testABudgetUnder1200IsWarned() {
        let energy = DayEnergy(
            date: today, formulaKcal: 1500, measured: .needsWeights, plan: EnergyPlan(pace: .oneAndHalf),
            weightKg: 60, goalKg: 50, eatenKcal: 0)
        XCTAssertEqual(energy.budgetKcal, 750)
        XCTAssertTrue(energy.lines(unit: .kg).contains { $0.value.contains("under 1200 kcal a day") && $0.tone == .bad })
    }

    func testThePacesUseTheMeasuredMaintenanceWhenChosen() throws {
        let db = try diary(days: 28)
        let formula = try XCTUnwrap(Energy.maintenance(profile: profile, weightKg: 80, on: today))
        XCTAssertEqual(
            try XCTUnwrap(db.progressReport(period: .oneMonth, endingOn: today, today: today).paces.first?.dailyTargetKcal),
            formula - 250, accuracy: 1e-6)
        try db.setUserSetting("diet.maintenance", to: "measured")
        let report = try db.progressReport(period: .oneMonth, endingOn: today, today: today)
        XCTAssertEqual(try XCTUnwrap(report.paces.first?.dailyTargetKcal), 2000 - 250, accuracy: 1e-6)
        XCTAssertTrue(report.forecastLines(unit: .kg).contains { $0.value.contains("measured 2000 ± ") && $0.value.hasSuffix(" kcal (28 weigh-ins), used") })
    }
}
