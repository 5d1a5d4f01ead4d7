import Foundation
import XCTest
@testable import TrackerKit

/// Issue 25.14: the demo person's year is believable: intake, trend and measured maintenance agree with the
/// formula within the method's error, and the trend approaches the goal at a pace the time-to-goal lines show.
final class DemoPersonTests: XCTestCase {
    private func demo(endingOn today: LocalDate, seed: UInt64 = DemoData.diarySeed) throws -> AppDatabase {
        let db = try AppDatabase.inMemory()
        try DemoData.fill(db, endingOn: today, now: Date(timeIntervalSince1970: Double(today.daysSinceEpoch) * 86_400 + 43_200), zone: .utc, diarySeed: seed)
        return db
    }

    func testTheMeasuredMaintenanceAgreesWithTheFormulaWithinItsRange() throws {
        // Four years in the full run; the quick one takes the first and the last (each year is a second of CPU).
        for iso in TestDepth.sample(["2026-11-21", "2026-11-26", "2026-12-15", "2027-02-01"], quick: 2) {
            let today = LocalDate(iso: iso)!
            let db = try demo(endingOn: today)
            let report = try db.progressReport(period: .oneMonth, endingOn: today, today: today)
            guard case .estimate(let estimate) = try db.expenditure(endingOn: today, days: 28) else { return XCTFail("\(iso): no estimate") }
            let formula = try XCTUnwrap(report.formulaMaintenanceKcal)
            XCTAssertTrue(estimate.isUsable, "\(iso): ±\(estimate.uncertaintyKcal)")
            XCTAssertLessThanOrEqual(abs(estimate.kcal - formula), estimate.uncertaintyKcal, "\(iso): measured \(estimate.kcal) formula \(formula)")
            XCTAssertLessThan(estimate.meanIntakeKcal, formula, "\(iso): eating under maintenance, toward the goal below")
            guard case .on(_, let days) = report.atTrend else { return XCTFail("\(iso): the trend must reach the goal: \(report.atTrend)") }
            XCTAssertLessThan(days, 730, iso)
        }
    }
}
