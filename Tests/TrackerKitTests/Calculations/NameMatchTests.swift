import XCTest
@testable import TrackerKit

final class NameMatchTests: XCTestCase {
    let foods = ["Oatmeal", "Oat milk", "Banana", "Pizza, margherita", "김치찌개", "Café au lait"]

    func testExactThenUniquePrefixThenUniqueSubstring() {
        XCTAssertEqual(NameMatch.find("BANANA", in: foods), .found("Banana"))
        XCTAssertEqual(NameMatch.find("ban", in: foods), .found("Banana"))
        XCTAssertEqual(NameMatch.find("margh", in: foods), .found("Pizza, margherita"))
        XCTAssertEqual(NameMatch.find("김치", in: foods), .found("김치찌개"))
        XCTAssertEqual(NameMatch.find("CAFE", in: foods), .found("Café au lait"), "accents and case ignored in a part of a name")
        XCTAssertEqual(NameMatch.find("cafe\u{301}", in: foods), .found("Café au lait"), "decomposed as macOS pastes it")
        XCTAssertEqual(NameMatch.find("김치".decomposedStringWithCanonicalMapping, in: foods), .found("김치찌개"), "decomposed Hangul")
        XCTAssertEqual(NameMatch.find("oat", in: foods), .ambiguous(["Oat milk", "Oatmeal"]))
        XCTAssertEqual(NameMatch.find("oat milk", in: foods + ["Oat"]), .found("Oat milk"))
        XCTAssertEqual(NameMatch.find("Oat", in: foods + ["Oat"]), .found("Oat"), "an exact name wins over the names it starts")
    }

    func testAMistypedNameGetsTheClosestSpellings() {
        XCTAssertEqual(NameMatch.find("banaan", in: foods), .missing(suggestions: ["Banana"]))
        XCTAssertEqual(NameMatch.find("zzzzzz", in: foods), .missing(suggestions: []))
        XCTAssertEqual(NameMatch.find("   ", in: foods), .missing(suggestions: []))
        let message = NameMatch.find("banaan", in: foods).problem(kind: "food", typed: "banaan")
        XCTAssertEqual(message, "no food named “banaan”; did you mean Banana?")
        XCTAssertEqual(
            NameMatch.find("oat", in: foods).problem(kind: "food", typed: "oat"),
            "“oat” matches 2 foods (Oat milk, Oatmeal); type more of the name.")
        XCTAssertNil(NameMatch.find("ban", in: foods).problem(kind: "food", typed: "ban"))
    }

    func testHugeAndHostileInputStaysCheap() {
        let huge = String(repeating: "x", count: 100_000)
        XCTAssertEqual(NameMatch.find(huge, in: foods), .missing(suggestions: []))
        XCTAssertEqual(NameMatch.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NameMatch.editDistance("cpu", "cup"), 1, "two letters swapped are one slip")
        XCTAssertEqual(NameMatch.editDistance("wieght", "weight"), 1)
        XCTAssertEqual(NameMatch.find("\u{1B}[31m", in: foods), .missing(suggestions: []))
    }
}

final class RelativeDateTests: XCTestCase {
    let today = LocalDate(iso: "2026-11-21")!

    func testTodayYesterdayAndDaysAgo() {
        XCTAssertEqual(try Input.date("today", today: today).get(), today)
        XCTAssertEqual(try Input.date(" Yesterday ", today: today).get(), LocalDate(iso: "2026-11-20"))
        XCTAssertEqual(try Input.date("-7", today: today).get(), LocalDate(iso: "2026-11-14"))
        XCTAssertEqual(try Input.date("-0", today: today).get(), today)
        XCTAssertEqual(try Input.date("2026-01-05", today: today).get(), LocalDate(iso: "2026-01-05"))
        XCTAssertEqual(try Input.logDate("-1", today: today).get(), LocalDate(iso: "2026-11-20"), "logging takes them too")
    }

    func testWhatIsNotADate() {
        for bad in ["", "tomorrow", "-", "--3", "-3.5", "-1e3", "-99999999999999", "-50000", "+1", "2026-02-30", "-٣"] {
            XCTAssertThrowsError(try Input.date(bad, today: today).get(), bad)
        }
        XCTAssertThrowsError(try Input.logDate("2026-11-22", today: today).get(), "the future cannot be logged")
        if case .failure(let error) = Input.date("soon", today: today) {
            XCTAssertTrue(error.message.contains("today, yesterday or -N"), error.message)
        } else {
            XCTFail("soon is no date")
        }
    }
}
