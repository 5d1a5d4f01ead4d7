import XCTest
@testable import TrackerKit

final class EnergyTests: XCTestCase {
    func testMifflinStJeor() {
        XCTAssertEqual(Energy.basalMetabolicRate(weightKg: 80, heightCm: 180, age: 30, sex: .male), 1780)
        XCTAssertEqual(Energy.basalMetabolicRate(weightKg: 60, heightCm: 165, age: 25, sex: .female), 1345.25)
    }

    func testMaintenanceUsesTheAgeOnThatDayAndTheActivityFactor() throws {
        let profile = Profile(sex: .male, birthDate: LocalDate(iso: "1996-11-22"), heightCm: 180, activityLevel: .moderate)
        // The day before the 30th birthday the age is still 29.
        let before = try XCTUnwrap(Energy.maintenance(profile: profile, weightKg: 80, on: LocalDate(iso: "2026-11-21")!))
        let after = try XCTUnwrap(Energy.maintenance(profile: profile, weightKg: 80, on: LocalDate(iso: "2026-11-22")!))
        XCTAssertEqual(before, 1785 * 1.55, accuracy: 1e-9)
        XCTAssertEqual(after, 1780 * 1.55, accuracy: 1e-9)
        XCTAssertNil(Energy.maintenance(profile: Profile(sex: .male), weightKg: 80, on: LocalDate(iso: "2026-11-22")!))
    }

    func testActivityFactors() {
        XCTAssertEqual(ActivityLevel.allCases.map(\.factor), [1.2, 1.375, 1.55, 1.725])
    }

    func testBMI() {
        XCTAssertEqual(BMI.value(weightKg: 72, heightCm: 180), 22.222, accuracy: 0.001)
        XCTAssertEqual(BMI.category(18.4), .underweight)
        XCTAssertEqual(BMI.category(18.5), .normal)
        XCTAssertEqual(BMI.category(24.99), .normal)
        XCTAssertEqual(BMI.category(25), .overweight)
        XCTAssertEqual(BMI.category(30), .obese)
    }

    func testUnits() {
        XCTAssertEqual(WeightUnit.lb.kilograms(from: 100), 45.359237, accuracy: 1e-9)
        XCTAssertEqual(WeightUnit.lb.format(kilograms: 72.4), "159.6 lb")
        XCTAssertEqual(WeightUnit.kg.format(kilograms: 72.44), "72.4 kg")
        XCTAssertEqual(HeightUnit.ftIn.format(centimeters: 180.34), "5′11″")
        XCTAssertEqual(HeightUnit.cm.format(centimeters: 180.34), "180 cm")
        XCTAssertEqual(HeightUnit.centimeters(feet: 6, inches: 0), 182.88, accuracy: 1e-9)
        XCTAssertEqual(Format.trimmed(1.5), "1.5")
        XCTAssertEqual(Format.trimmed(2), "2")
        XCTAssertEqual(Format.trimmed(1e300), "1e+300", "QA M11: it printed 301 digits")
        XCTAssertEqual(Format.trimmed(-2.5e18), "-2.5e+18")
        XCTAssertEqual(Format.trimmed(.infinity), "inf")
    }
}

final class InputTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-21")!

    private func message<T>(_ result: Result<T, InputError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    func testWeightsFromTheIssue() throws {
        XCTAssertEqual(try Input.weight("72,5", unit: .kg).get(), 72.5)
        XCTAssertEqual(try Input.weight(" 72.4 ", unit: .kg).get(), 72.4)
        XCTAssertEqual(try Input.weight("160", unit: .lb).get(), 160 * 0.45359237, accuracy: 1e-9)
        let refusals: [(String, String)] = [
            ("abc", "must be a number"), ("-5", "more than 0"), ("0", "more than 0"), ("1e309", "must be a number"),
            ("", "Enter a weight"), (String(repeating: "7", count: 200), "too long"), ("nan", "must be a number"),
            ("inf", "must be a number"), ("0x1p3", "must be a number"), ("72.5kg", "must be a number"),
            ("1000.1", "at most 1000 kg"), ("7..2", "must be a number"), (".", "must be a number"),
        ]
        for (text, expected) in refusals {
            let got = message(Input.weight(text, unit: .kg))
            XCTAssertNotNil(got, "“\(text)” must be refused")
            XCTAssertTrue(got?.contains(expected) == true, "“\(text)”: \(got ?? "nil")")
        }
        XCTAssertEqual(message(Input.weight("2201", unit: .lb)), "A weight must be at most 2200 lb.")
        XCTAssertNoThrow(try Input.weight("2200", unit: .lb).get())
    }

    func testHeights() throws {
        XCTAssertEqual(try Input.height("180", unit: .cm).get(), 180)
        XCTAssertNotNil(message(Input.height("59", unit: .cm)))
        XCTAssertNotNil(message(Input.height("241", unit: .cm)))
        for text in ["5'11\"", "5′11″", "5 11", "5ft 11in", "5' 11", "5ft11"] {
            XCTAssertEqual(try Input.height(text, unit: .ftIn).get(), 180.34, accuracy: 1e-9, text)
        }
        XCTAssertEqual(try Input.height("6", unit: .ftIn).get(), 182.88, accuracy: 1e-9)
        XCTAssertNoThrow(try Input.height("2'0", unit: .ftIn).get())
        XCTAssertNoThrow(try Input.height("7'10", unit: .ftIn).get())
        // 7′11″ is 241.3 cm, past the 240 cm every stored height keeps to (QA: accepted here, refused on save).
        for text in ["1'11", "7'11", "95", "8'0", "5'12", "abc", "", "5'x"] {
            XCTAssertNotNil(message(Input.height(text, unit: .ftIn)), text)
        }
    }

    func testBirthDateAgeRange() {
        XCTAssertNoThrow(try Input.birthDate("2010-11-21", today: today).get(), "exactly 16")
        XCTAssertEqual(message(Input.birthDate("2010-11-22", today: today)), "Age must be between 16 and 100 (this birth date gives 15).")
        XCTAssertNoThrow(try Input.birthDate("1926-11-21", today: today).get(), "exactly 100")
        XCTAssertNotNil(message(Input.birthDate("1925-11-20", today: today)))
        XCTAssertNotNil(message(Input.birthDate("2026-02-30", today: today)))
    }

    func testNames() throws {
        XCTAssertEqual(try Input.personName("  Ana ").get(), "Ana")
        XCTAssertNotNil(message(Input.personName("   ")))
        XCTAssertNotNil(message(Input.personName(String(repeating: "x", count: 31))))
        XCTAssertEqual(try Input.personName(String(repeating: "漢", count: 30)).get().count, 30)
        XCTAssertNotNil(message(Input.personName("a\u{1B}[2Jb")), "names are one line of text: no escapes")
        XCTAssertNotNil(message(Input.foodName("Line\nBreak")))
        XCTAssertNotNil(message(Input.foodName("Tab\tName")))
        XCTAssertEqual(try Input.foodName("Crème brûlée").get(), "Crème brûlée")
    }

    func testDates() {
        XCTAssertNotNil(message(Input.logDate("2026-11-22", today: today)))
        XCTAssertNoThrow(try Input.logDate("2026-11-21", today: today).get())
        XCTAssertEqual(message(Input.date("2026-02-30")), "“2026-02-30” is not a date; use YYYY-MM-DD.")
        XCTAssertEqual(message(Input.date("20266-111-211 x")), "“20266-111-2…” is not a date; use YYYY-MM-DD.", "long text is shortened")
        XCTAssertEqual(message(Input.date("0001-01-01")), "0001-01-01 is before 1900: check the year.")
        XCTAssertEqual(
            message(Input.notInFuture(LocalDate(iso: "1899-12-31")!, today: LocalDate(iso: "2026-11-21")!)), "1899-12-31 is before 1900: check the year.")
        XCTAssertEqual(try Input.date("1900-01-01").get().iso, "1900-01-01")
    }

    func testCaloriesAndServings() {
        XCTAssertNoThrow(try Input.kcal("850").get())
        XCTAssertNotNil(message(Input.kcal("0")))
        XCTAssertNotNil(message(Input.kcal("20001")))
        XCTAssertNoThrow(try Input.servings("1,5").get())
        XCTAssertNotNil(message(Input.servings("0")))
    }
}
