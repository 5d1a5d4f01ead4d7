import Foundation
import XCTest

@testable import TrackerKit

/// An export's numbers read without strtod for the plain ones must be the very doubles strtod reads.
final class HealthNumberTests: XCTestCase {
    private func strtodValue(_ text: String) -> Double? {
        text.withCString { start in
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &stop)
            return stop == UnsafeMutablePointer(mutating: start) + strlen(start) && value.isFinite ? value : nil
        }
    }

    private func assertSame(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let read = HealthValues.number(text)
        let expected = strtodValue(text)
        XCTAssertEqual(
            read?.bitPattern, expected?.bitPattern, "\(text): \(String(describing: read)) against strtod's \(String(describing: expected))", file: file,
            line: line)
    }

    func testPlainDecimalsAreTheDoublesStrtodReads() {
        for text in [
            "0", "-0", "7", "007", "71", "77.8", "0.1", "0.3", "-0.5", "123456789012345", "0.000000000000001",
            "99999999999999.9", "1.7976931348623", "4503599627370497", "9007199254740993", "12345678901234567890", "3.14159265358979",
        ] {
            assertSame(text)
        }
    }

    func testRandomDecimalsOfUpTo18DigitsAreTheDoublesStrtodReads() {
        var generator = SplitMix64(seed: 30)
        for _ in 0..<2_000 {
            let digits = Int.random(in: 1...18, using: &generator)
            var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if Bool.random(using: &generator) { text.insert(".", at: text.index(text.startIndex, offsetBy: Int.random(in: 1...digits, using: &generator))) }
            if Bool.random(using: &generator) { text = "-" + text }
            assertSame(text)
        }
    }

    func testWhatIsNotAPlainDecimalStillReadsAsBefore() {
        XCTAssertEqual(HealthValues.number("1e3"), 1000)
        XCTAssertEqual(HealthValues.number("77,8"), 77.8)
        XCTAssertEqual(HealthValues.number(".5"), 0.5)
        XCTAssertEqual(HealthValues.number("5."), 5)
        XCTAssertEqual(HealthValues.number("+5"), 5)
        for refused in ["", "-", ".", "1.2.3", "72kg", "1,500", "0x50", "nan", "inf", "1e400", "--1", "1-"] {
            XCTAssertNil(HealthValues.number(refused), refused)
        }
    }
}

/// A seeded generator: the same numbers on every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
