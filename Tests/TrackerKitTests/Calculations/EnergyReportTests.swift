import XCTest
@testable import TrackerKit

/// The data behind the Progress tab's calories and expenditure charts.
final class EnergyReportTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!
    private let profile = Profile(
        name: "A", sex: .female, birthDate: LocalDate(iso: "1990-01-01"), heightCm: 170,
        goalWeightKg: 65, activityLevel: .light)

    private func database(days: Int) throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try db.saveProfile(profile)
        try db.setUserSetting("diet.pace", to: "1")
        for offset in 0..<days {
            let date = today.adding(days: -offset)
            try db.logWeight(80, on: date)
            if offset % 7 != 3 { try db.addQuickEntry(label: "Meal", kcal: 1800 + Double(offset % 5) * 100, on: date) }
        }
        return db
    }

    func testEatenAgainstTheBudgetWithWeeklyAverages() throws {
        let db = try database(days: 120)
        let report = try db.energyReport(period: .oneMonth, endingOn: today)
        let formula = try XCTUnwrap(Energy.maintenance(profile: profile, weightKg: 80, on: today))
        XCTAssertEqual(report.resolution, .daily)
        XCTAssertEqual(report.eaten.count, report.loggedDays)
        XCTAssertTrue(report.eaten.allSatisfy { $0.date >= report.windowStart && $0.date <= today })
        XCTAssertFalse(report.eaten.contains { $0.date == today.adding(days: -3) }, "a day without food is not a 0")
        XCTAssertEqual(try XCTUnwrap(report.budget.last?.value), formula - 500, accuracy: 1e-9, "maintenance less a pound a week")
        XCTAssertEqual(report.budget.count, 31, "a budget every day with a weight to work from")
        XCTAssertEqual(report.weeklyEaten, DailyValue.averages(report.eaten, by: .weekly))
        XCTAssertEqual(try XCTUnwrap(report.meanEatenKcal), report.eaten.map(\.value).reduce(0, +) / Double(report.eaten.count), accuracy: 1e-9)
    }

    func testMeasuredMaintenanceOverTimeAndTheFormulaBesideIt() throws {
        let db = try database(days: 120)
        let report = try db.energyReport(period: .threeMonths, endingOn: today)
        XCTAssertFalse(report.measured.isEmpty)
        // Steady weight: the measured maintenance is the mean intake of each 28-day window.
        XCTAssertTrue(report.measured.allSatisfy { (1800...2200).contains($0.value) }, "\(report.measured.map(\.value))")
        guard case .estimate(let last) = try db.expenditure(endingOn: today) else { return XCTFail("no estimate today") }
        XCTAssertEqual(try XCTUnwrap(report.measured.last?.value), last.kcal, accuracy: 1e-9, "the chart's last point is today's figure")
        XCTAssertEqual(report.formula.count, report.budget.count)
    }

    func testLongPeriodsAverageByWeekOrMonth() throws {
        let db = try database(days: 400)
        let year = try db.energyReport(period: .oneYear, endingOn: today)
        XCTAssertEqual(year.resolution, .weekly)
        XCTAssertTrue(year.weeklyEaten.isEmpty, "the points already are weekly averages")
        XCTAssertLessThanOrEqual(year.eaten.count, 54)
        let empty = try AppDatabase.inMemory().energyReport(period: .all, endingOn: today)
        XCTAssertTrue(empty.eaten.isEmpty && empty.budget.isEmpty && empty.measured.isEmpty)
    }
}
