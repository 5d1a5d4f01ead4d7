import XCTest

@testable import TrackerKit

/// One number-reading rule for every entry point: a separator before exactly three digits is refused
/// where values run into the thousands, and kept as a decimal comma for a weight.
final class AmbiguousNumberTests: XCTestCase {
    func testAThousandsLikeSeparatorIsRefusedWithHowToWriteIt() {
        for text in ["1,500", "1.500", "12,000", "-1,500", "１,５００"] {
            guard case .failure(let error) = Input.amount(text, what: "meters") else { return XCTFail("\(text) was read") }
            XCTAssertTrue(error.message.contains("write "), error.message)
        }
        guard case .failure(let error) = Input.amount("1,500", what: "meters") else { return XCTFail() }
        XCTAssertEqual(error.message, "“1,500” could be 1500 or 1.5: write 1500 or 1.5.")
    }

    func testPlainAndClearlyDecimalNumbersAreRead() {
        let cases: [(String, Double)] = [("1500", 1500), ("1,5", 1.5), ("1.25", 1.25), ("0,500", 0.5), ("1234.5678", 1234.5678), ("2,0000", 2)]
        for (text, value) in cases { XCTAssertEqual(try Input.amount(text, what: "kcal").get(), value, text) }
    }

    func testKcalFollowTheRuleAndWeightsKeepTheirDecimalComma() throws {
        XCTAssertThrowsError(try Input.kcal("1,500").get())
        XCTAssertThrowsError(try Input.kcal("2.000").get())
        XCTAssertEqual(try Input.weight("70,5", unit: .kg).get(), 70.5)
        XCTAssertEqual(try Input.weight("1,500", unit: .kg).get(), 1.5, "a weight's comma is a decimal one")
    }

    func testTheImportUsesTheSameSeparatorRule() {
        XCTAssertTrue(Input.isSeparatorAmbiguous(digitsBefore: 1, leadingZero: false, digitsAfter: 3))
        XCTAssertFalse(Input.isSeparatorAmbiguous(digitsBefore: 1, leadingZero: true, digitsAfter: 3))
        XCTAssertFalse(Input.isSeparatorAmbiguous(digitsBefore: 2, leadingZero: false, digitsAfter: 2))
    }

    func testADistanceUnderOnePoolLengthIsRefused() {
        XCTAssertThrowsError(try Input.swimDistance(1.5, poolMeters: nil).get())
        XCTAssertThrowsError(try Input.swimDistance(20, poolMeters: 25).get())
        XCTAssertThrowsError(try Input.swimDistance(40, poolMeters: 50).get())
        XCTAssertEqual(try Input.swimDistance(20, poolMeters: 20).get(), 20)
        XCTAssertEqual(try Input.swimDistance(0, poolMeters: nil).get(), 0, "0: not recorded")
        XCTAssertEqual(try Input.swimDistance(1500, poolMeters: nil).get(), 1500)
        guard case .failure(let error) = Input.swimDistance(1.5, poolMeters: 25) else { return XCTFail() }
        XCTAssertEqual(error.message, "1.5 m is under one length of the 25 m pool.")
    }
}
