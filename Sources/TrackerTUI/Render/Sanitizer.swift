import TrackerKit

/// Makes any text safe to draw: control characters and escape sequences become visible
/// caret notation (`ESC` → `^[`), bidi overrides and other C1/format controls become `?`,
/// and in an ASCII-only terminal anything beyond ASCII becomes `?`.
enum Sanitizer {
    /// `splitsSequences`: the screen draws emoji sequences as their parts (see `appendSplit`); text printed
    /// by a command keeps them whole, so what `food list` shows can be copied back into `tracker eat`.
    static func displayable(_ text: String, asciiOnly: Bool, splitsSequences: Bool = true) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            appendDisplayable(character, asciiOnly: asciiOnly, splitsSequences: splitsSequences, to: &result)
        }
        return result
    }

    static func appendDisplayable(_ character: Character, asciiOnly: Bool, splitsSequences: Bool = true, to result: inout String) {
        guard let first = character.unicodeScalars.first else { return }
        let v = first.value
        if character == "\r\n" { result += "^M^J"; return }
        if v < 0x20 {
            result += "^" + String(UnicodeScalar(UInt8(v + 0x40)))
        } else if v == 0x7F {
            result += "^?"
        } else if (0x80..<0xA0).contains(v) || isBidiControl(v) {
            result += "?"
        } else if asciiOnly && (v >= 0x80 || character.unicodeScalars.count > 1) {
            // ASCII only: a letter keeps its base and drops its accents (decomposed or not), a full-width
            // letter is its ASCII letter; the rest is "?". A wide character keeps its two cells (the
            // layout measured it so): "Ａ" is "A ", "사" is "??".
            let fallback = v < 0x80 ? String(first) : asciiFallback[character] ?? latinBase[first] ?? fullWidthASCII(v) ?? "?"
            result += fallback
            if fallback.count == 1 && TextWidth.of(character) == 2 { result += fallback == "?" ? "?" : " " }
        } else if character.unicodeScalars.contains(where: { isHiddenControl($0.value) }) {
            // A control hiding inside a grapheme cluster: keep the visible base only.
            result += String(first)
        } else if splitsSequences && (character.unicodeScalars.count > 1 || isRegionalIndicator(v)) {
            appendSplit(character, to: &result)
        } else {
            result.append(character)
        }
    }

    /// A terminal cell holds one spacing character plus combining marks, and terminals disagree on how
    /// wide emoji sequences are. So sequences are drawn as their parts, whose widths everyone agrees
    /// on: joiners, variation selectors, tags and skin-tone modifiers are dropped (🧑‍🚀 → 🧑🚀,
    /// 👍🏽 → 👍) and flags become their letters (🇩🇪 → DE). Accents stay on their letters.
    private static func appendSplit(_ character: Character, to result: inout String) {
        var scalars = String.UnicodeScalarView()
        for scalar in character.unicodeScalars {
            let v = scalar.value
            if isRegionalIndicator(v) {
                scalars.append(Unicode.Scalar(v - 0x1F1E6 + 0x41)!)
            } else if !isDroppedFromSequence(scalar) {
                scalars.append(scalar)
            }
        }
        result.unicodeScalars.append(contentsOf: scalars)
    }

    static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }

    /// Joiners, variation selectors, tags and skin-tone modifiers: not drawn when a sequence is split.
    static func isDroppedFromSequence(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return scalar.properties.generalCategory == .format || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
    }

    /// A control inside a grapheme cluster: the cluster is drawn as its first scalar only.
    static func isHiddenControl(_ v: UInt32) -> Bool { v < 0x20 || (0x7F..<0xA0).contains(v) || isBidiControl(v) }

    /// Readable ASCII for the symbols Tracker itself uses in labels and units.
    /// U+FF01…U+FF5E are the full-width forms of ASCII's `!`…`~`.
    private static func fullWidthASCII(_ value: UInt32) -> String? {
        guard (0xFF01...0xFF5E).contains(value), let scalar = Unicode.Scalar(value - 0xFF01 + 0x21) else { return nil }
        return String(scalar)
    }

    private static let asciiFallback: [Character: String] = [
        "←": "<-", "→": "->", "↑": "^", "↓": "v", "×": "x", "…": "...", "·": ".", "•": "*",
        "★": "*", "☆": ".", "–": "-", "—": "-", "′": "'", "″": "\"", "°": "deg", "±": "+/-",
        "✓": "x", "✎": "m", "✚": "#", "‹": "<", "›": ">", "−": "-", "─": "-", "╌": "-", "│": "|", "≈": "~",
    ]

    /// Latin letters with diacritics, by their precomposed scalar: the plain letter(s) for ASCII terminals.
    private static let latinBase: [Unicode.Scalar: String] = {
        let groups = [
            ("ÀÁÂÃÄÅĀĂĄ", "A"), ("àáâãäåāăą", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("ĎĐÐ", "D"), ("ďđð", "d"),
            ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"), ("ĤĦ", "H"), ("ĥħ", "h"),
            ("ÌÍÎÏĨĪĬĮİ", "I"), ("ìíîïĩīĭįı", "i"), ("Ĵ", "J"), ("ĵ", "j"), ("Ķ", "K"), ("ķ", "k"),
            ("ĹĻĽĿŁ", "L"), ("ĺļľŀł", "l"), ("ÑŃŅŇ", "N"), ("ñńņň", "n"), ("ÒÓÔÕÖØŌŎŐ", "O"), ("òóôõöøōŏő", "o"),
            ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"), ("śŝşš", "s"), ("ŢŤŦ", "T"), ("ţťŧ", "t"),
            ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ùúûüũūŭůűų", "u"), ("Ŵ", "W"), ("ŵ", "w"), ("ÝŶŸ", "Y"), ("ýÿŷ", "y"),
            ("ŹŻŽ", "Z"), ("źżž", "z"), ("ß", "ss"), ("Æ", "AE"), ("æ", "ae"), ("Œ", "OE"), ("œ", "oe"), ("Þ", "Th"), ("þ", "th"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letters, base) in groups { for scalar in letters.unicodeScalars { table[scalar] = base } }
        return table
    }()

    /// Shown as `?`: bidi controls, and the line separators a terminal may break the line at.
    private static func isBidiControl(_ v: UInt32) -> Bool { ControlCharacters.isBidiControl(v) || ControlCharacters.isLineSeparator(v) }
}
