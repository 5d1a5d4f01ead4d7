import Foundation
import XCTest
@testable import TrackerKit

/// Names a reader cannot tell apart are one name: width, ligatures, half-width kana and case fold;
/// accents and letters written apart do not.
final class NameKeyTests: XCTestCase {
    private func assertSame(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(NameKey.of(a), NameKey.of(b), "“\(a)” and “\(b)” should be one name", file: file, line: line)
    }

    private func assertDifferent(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(NameKey.of(a), NameKey.of(b), "“\(a)” and “\(b)” should be two names", file: file, line: line)
    }

    func testWidthLigaturesKanaAndCaseFoldIntoOneName() {
        assertSame("Ａｐｐｌｅ", "Apple")
        assertSame("ﬁsh", "FISH")
        assertSame("ｶﾞﾑ", "ガム")
        assertSame("ﾊﾟﾝ", "パン")
        assertSame("STRASSE", "Straße")
        assertSame("ΣΑΣ", "σας")
        assertSame("  Oats ", "oats")
        assertSame("Vitamin Ⅻ", "vitamin xii")
    }

    func testAccentsStayDistinctButTheirSpellingsAreOne() {
        assertDifferent("Café", "Cafe")
        assertDifferent("Müsli", "Musli")
        assertSame("Cafe\u{301}", "Café")
        assertSame("ＣＡＦＥ\u{301}", "café")
    }

    func testHangulSyllablesAndTheirJamoAreOneButLettersWrittenApartStayApart() {
        assertSame("\u{1112}\u{1161}\u{11AB}\u{AD6D}", "한국")
        assertDifferent("ㅎㅏ", "하")
        assertSame("ﾾﾡ", "ㅎㄱ")
        for v in UInt32(0xFFA0)...0xFFDC {
            guard let scalar = Unicode.Scalar(v), scalar.properties.generalCategory != .unassigned else { continue }
            let halfWidth = String(scalar)
            XCTAssertEqual(
                NameKey.of(halfWidth).precomposedStringWithCompatibilityMapping, halfWidth.precomposedStringWithCompatibilityMapping,
                "U+\(String(v, radix: 16)) becomes its full-width letter")
        }
    }

    func testCharactersThatDrawNothingAreDroppedButJoinersThatDrawStay() {
        assertSame("Ap\u{200B}ple\u{00AD}", "Apple")
        assertSame("\u{FEFF}Apple", "Apple")
        assertDifferent("👨\u{200D}👩\u{200D}👧", "👨👩👧")
    }

    /// QA s9: "🍣" and "🍣️" (U+FE0F) look the same in every list; so do "☺" and "☺︎" (U+FE0E). The key made before keeps them.
    func testVariationSelectorsAreNotPartOfAName() throws {
        assertSame("🍣\u{FE0F}", "🍣")
        assertSame("☺\u{FE0E}", "☺\u{FE0F}")
        assertSame("Sushi 🍣\u{FE0F}", "SUSHI 🍣")
        assertDifferent("1\u{FE0F}\u{20E3}", "1")
        XCTAssertEqual(NameKey.keepingVariationSelectors("🍣\u{FE0F}"), "🍣\u{FE0F}")
        let db = try AppDatabase.inMemory()
        try db.addFood(Food(name: "🍣", kcalPerServing: 300))
        XCTAssertThrowsError(try db.addFood(Food(name: "🍣\u{FE0F}", kcalPerServing: 300)), "the same name as any same-named food")
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: LocalDate(iso: "2026-11-21")!)
        _ = try db.addCounter(name: "☕\u{FE0F}", at: clock)
        XCTAssertThrowsError(try db.addCounter(name: "☕", at: clock))
    }

    func testTheASCIIShortcutGivesTheFullKey() {
        let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        for name in [printable, "  Oat Milk ", "\tTAB", "ALL CAPS 123", "x"] { XCTAssertEqual(NameKey.of(name), NameKey.unicodeKey(name), name) }
    }

    func testSearchFindsEverySpellingOfAName() throws {
        let db = try AppDatabase.inMemory()
        for name in ["ﬁsh", "ｶﾞﾑ", "Ａｐｐｌｅ", "Café", "Vitamin Ⅻ"] { try db.addFood(Food(name: name, kcalPerServing: 1)) }
        XCTAssertEqual(try db.foods(matching: "fi").map(\.name), ["ﬁsh"])
        XCTAssertEqual(try db.foods(matching: "ガ").map(\.name), ["ｶﾞﾑ"])
        XCTAssertEqual(try db.foods(matching: "APP").map(\.name), ["Ａｐｐｌｅ"])
        XCTAssertEqual(try db.foods(matching: "xii").map(\.name), ["Vitamin Ⅻ"])
        XCTAssertEqual(try db.foods(matching: "cafe").map(\.name), ["Café"], "search folds accents too")
    }

    func testTheKeyIsItsOwnKey() {
        let names = ["Ａｐｐｌｅ", "ﬁsh", "ｶﾞﾑ", "Straße", "ΣΑΣ", "ﾾﾡ", "ㅎㅏ", "㍿", "ﷺ", "Cafe\u{301}", "İstanbul", "ǅemal", "① ②", "ﬀ\u{200B}"]
        for name in names { XCTAssertEqual(NameKey.of(NameKey.of(name)), NameKey.of(name), name) }
    }

    func testANameThatExpandsPastTheLimitIsStoredAsTyped() throws {
        let db = try AppDatabase.inMemory()
        let company = String(repeating: "㍿", count: NameKind.food.maxLength)
        let saved = try db.addFood(Food(name: company, kcalPerServing: 10))
        XCTAssertEqual(saved.name, company)
        XCTAssertEqual(NameKey.of(company).count, 4 * NameKind.food.maxLength, "the key may be longer than the name")
        XCTAssertEqual(try db.food(named: String(repeating: "株式会社", count: NameKind.food.maxLength))?.name, company)
        let blessing = String(repeating: "ﷺ", count: NameKind.counter.maxLength)
        let clock = CounterClock(now: Date(timeIntervalSince1970: 1_795_262_400), today: LocalDate(iso: "2026-11-21")!)
        XCTAssertEqual(try db.addCounter(name: blessing, at: clock).name, blessing)
    }

    func testHostileNamesAreRefusedOrKeptApart() throws {
        let db = try AppDatabase.inMemory()
        for hostile in ["Apple\u{1B}[31m", "Apple\u{202E}elppA", String(repeating: "a", count: 1000)] {
            XCTAssertThrowsError(try db.addFood(Food(name: hostile, kcalPerServing: 1)), hostile.debugDescription)
        }
        try db.addFood(Food(name: "👨\u{200D}👩\u{200D}👧", kcalPerServing: 1))
        XCTAssertNoThrow(try db.addFood(Food(name: "👨👩👧", kcalPerServing: 1)))
        XCTAssertEqual(try db.foods().count, 2)
    }
}
