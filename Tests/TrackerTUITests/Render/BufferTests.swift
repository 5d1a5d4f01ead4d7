import XCTest
@testable import TrackerTUI

final class BufferTests: XCTestCase {
    func testPutClipsAtTheEdge() {
        XCTAssertEqual(
            rendered(width: 8, height: 2) { b in
                b.put("Hello, world", x: 2, y: 0)
                b.put("x", x: 7, y: 1)
                b.put("never", x: 0, y: 5)
            }, ["  Hello,", "       x"])
    }

    func testPlainTextIsClippedOnTheLeftAndToARect() {
        XCTAssertEqual(
            rendered(width: 8, height: 2) { b in
                b.put("abcdef", x: -2, y: 0)
                b.put("0123456789", x: 1, y: 1, clip: Rect(x: 3, y: 1, width: 3, height: 1))
            }, ["cdef", "   234"])
        var buffer = Buffer(width: 8, height: 1)
        XCTAssertEqual(buffer.put("abcdef", x: 5, y: 0), 3, "the cells used, up to the edge")
        XCTAssertEqual(TextWidth.spaces(3), "   ")
        XCTAssertEqual(TextWidth.spaces(0), "")
        XCTAssertEqual(TextWidth.spaces(-2), "")
    }

    func testWideGlyphsTakeTwoCells() {
        let lines = rendered(width: 10, height: 1) { b in b.put("漢字★😀", x: 0, y: 0) }
        XCTAssertEqual(lines, ["漢字★😀"])
        var buffer = Buffer(width: 10, height: 1)
        buffer.put("漢a", x: 0, y: 0)
        XCTAssertEqual(buffer[0, 0].width, 2)
        XCTAssertTrue(buffer[1, 0].isContinuation)
        XCTAssertEqual(buffer[2, 0].character, "a")
    }

    func testAWideGlyphThatDoesNotFitBecomesABlank() {
        XCTAssertEqual(rendered(width: 5, height: 1) { b in b.put("abcd漢", x: 0, y: 0) }, ["abcd"])
        var buffer = Buffer(width: 5, height: 1)
        buffer.put("abcd漢", x: 0, y: 0)
        XCTAssertEqual(buffer[4, 0], Cell(character: " ", width: 1, style: .plain))
    }

    func testOverwritingHalfAWideGlyphBlanksTheOtherHalf() {
        XCTAssertEqual(
            rendered(width: 6, height: 1) { b in
                b.put("漢字", x: 0, y: 0)
                b.put("x", x: 1, y: 0)
            }, [" x字"])
        XCTAssertEqual(
            rendered(width: 6, height: 1) { b in
                b.put("漢字", x: 0, y: 0)
                b.put("y", x: 2, y: 0)
            }, ["漢y"])
    }

    func testEscapeSequencesInTextBecomeVisible() {
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        XCTAssertEqual(rendered(width: 30, height: 1) { b in b.put(hostile, x: 0, y: 0) }, ["^[]0;pwned^G^[[2J"])
        XCTAssertEqual(Sanitizer.displayable("a\tb\nc\u{7F}\u{9B}d\u{202E}e", asciiOnly: false), "a^Ib^Jc^??d?e")
    }

    func testAnASCIIOnlyTerminalGetsAsManyCellsAsTheLayoutMeasured() {
        for text in ["Ａｐｐｌｅ", "사과 pie", "Café ☕ 日本", "Ｚ！"] {
            let shown = Sanitizer.displayable(text, asciiOnly: true)
            XCTAssertTrue(shown.unicodeScalars.allSatisfy(\.isASCII), shown)
            XCTAssertEqual(shown.count, TextWidth.of(text), "\(text) shown as \(shown) keeps its columns")
        }
        XCTAssertEqual(Sanitizer.displayable("Ａｐｐｌｅ", asciiOnly: true), "A p p l e ")
        XCTAssertEqual(Sanitizer.displayable("사과", asciiOnly: true), "????")
    }

    func testEmojiSequencesAreDrawnAsPartsEveryTerminalMeasuresAlike() {
        XCTAssertEqual(Sanitizer.displayable("A\u{1F9D1}\u{200D}\u{1F680}B", asciiOnly: false), "A\u{1F9D1}\u{1F680}B", "joiner dropped")
        XCTAssertEqual(Sanitizer.displayable("\u{1F44D}\u{1F3FD}", asciiOnly: false), "\u{1F44D}", "skin tone dropped")
        XCTAssertEqual(Sanitizer.displayable("Jos\u{E9} \u{1F1E9}\u{1F1EA}!", asciiOnly: false), "Jos\u{E9} DE!", "a flag becomes its letters")
        XCTAssertEqual(Sanitizer.displayable("\u{2764}\u{FE0F}", asciiOnly: false), "\u{2764}", "variation selector dropped")
        XCTAssertEqual(Sanitizer.displayable("Zoe\u{308}", asciiOnly: false), "Zoe\u{308}", "accents stay on their letter")
        // Every cell then holds one spacing character (plus marks), as ncurses' cchar_t needs.
        let lines = rendered(width: 12, height: 1) { b in b.put("A\u{1F9D1}\u{200D}\u{1F680}B \u{1F1E9}\u{1F1EA}", x: 0, y: 0) }
        XCTAssertEqual(lines, ["A\u{1F9D1}\u{1F680}B DE"])
    }

    func testASCIIBufferReplacesWhatItCannotShow() {
        XCTAssertEqual(
            rendered(width: 12, height: 1, glyphs: .ascii) { b in b.put("Café 漢 ok", x: 0, y: 0) },
            ["Cafe ?? ok"], "a wide character keeps both its cells")
        XCTAssertEqual(
            rendered(width: 20, height: 1, glyphs: .ascii) { b in b.put("← day  60×18 ★", x: 0, y: 0) },
            ["<- day  60x18 *"])
        let decomposed = "U\u{308}n\u{308}"  // Ü and n̈ written as letter + combining mark
        XCTAssertEqual(
            rendered(width: 30, height: 1, glyphs: .ascii) { b in b.put("Ünïcödé Łódź Straße \(decomposed)", x: 0, y: 0) },
            ["Unicode Lodz Strasse Un"], "accents dropped, precomposed or not; no mark reaches the terminal")
    }

    func testWrapBreaksAtSpacesAndEndsInAnEllipsisWhenCut() {
        XCTAssertEqual(TextWidth.wrap("Stand tall, then step down", width: 11, maxLines: 5), ["Stand tall,", "then step", "down"])
        XCTAssertEqual(TextWidth.wrap("Stand tall, then step down", width: 11, maxLines: 2), ["Stand tall,", "then step …"])
        XCTAssertEqual(
            TextWidth.wrap("Supercalifragilistic ok", width: 8, maxLines: 3), ["Supercal", "ifragili", "stic ok"],
            "a word longer than a line goes on on the next")
        XCTAssertEqual(TextWidth.wrap("", width: 8, maxLines: 3), [])
    }

    func testCJKWithoutSpacesWrapsByCharacterAndLosesNothing() {
        let memo = "今日は朝から雨でした。ジムに行けなかったので家でストレッチ。"
        let lines = TextWidth.wrap(memo, width: 20, maxLines: 10)
        XCTAssertEqual(lines.joined(), memo, "every character is shown")
        XCTAssertTrue(lines.allSatisfy { TextWidth.of($0) <= 20 })
        XCTAssertEqual(lines.first, "今日は朝から雨でした")
        let mixed = "Run 5 km 오늘은 날씨가 좋아서 한강까지 달렸다 then stretch"
        XCTAssertEqual(TextWidth.wrap(mixed, width: 16, maxLines: 10).joined(separator: " "), mixed, "no word of a mixed memo is lost")
    }

    func testTheMemoEditorAndTheWrappedTextBreakAlike() {
        let memo = Array("ジムに行けなかったので家でストレッチ and a walk")
        let editorRows = TextArea.pieces(of: memo, width: 12).map { String(memo[$0]).trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(editorRows, TextWidth.wrap(String(memo), width: 12, maxLines: 10))
    }

    func testTheCommonNarrowGlyphsNeedNoTablesAndFormatCharactersStayZero() {
        for glyph in ["é", "ß", "…", "·", "‹", "→", "─", "│", "█", "░", "⣿", "×"] { XCTAssertEqual(TextWidth.of(Character(glyph)), 1, glyph) }
        XCTAssertEqual(TextWidth.of(Character("\u{202E}")), 0, "a bidi control takes no cell")
        XCTAssertEqual(TextWidth.of(Character("\u{AD}")), 0, "nor does a soft hyphen")
        XCTAssertEqual(TextWidth.of(Character("⚡")), 2, "an emoji near the box-drawing block is still wide")
    }

    func testTextWidth() {
        XCTAssertEqual(TextWidth.of("★"), 1)
        XCTAssertEqual(TextWidth.of("漢"), 2)
        XCTAssertEqual(TextWidth.of("😀"), 2)
        XCTAssertEqual(TextWidth.of("e\u{301}"), 1, "combining accent adds no width")
        XCTAssertEqual(TextWidth.truncate("Wednesday", to: 5), "Wedn…")
        XCTAssertEqual(TextWidth.truncate("漢字漢字", to: 5), "漢字…")
        XCTAssertEqual(TextWidth.pad("ab", to: 4, alignRight: true), "  ab")
    }

    func testFillAndApplyStyle() {
        var buffer = Buffer(width: 4, height: 2)
        buffer.fill(Rect(x: 1, y: 0, width: 2, height: 2), with: "#")
        buffer.applyStyle(.selected, to: Rect(x: 0, y: 1, width: 4, height: 1))
        XCTAssertEqual(buffer.lines(), [" ##", " ##"])
        XCTAssertEqual(buffer[3, 1].style, .selected)
        XCTAssertEqual(buffer[3, 0].style, .plain)
    }
}
