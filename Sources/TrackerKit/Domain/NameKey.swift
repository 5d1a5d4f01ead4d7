import Foundation

/// What makes two names of foods, exercises, counters, pads or programs the same name: what a
/// reader cannot tell apart. Compatibility forms are folded (full-width `Ａｐｐｌｅ`, the ligature
/// `ﬁ`, half-width kana `ｶﾞ`, `①`), case is folded (`STRASSE` is `Straße`, `ΣΑΣ` is `σας`), and the
/// characters that draw nothing (zero-width space, soft hyphen, word joiner) are dropped, and so are the variation
/// selectors U+FE0E/U+FE0F (`🍣` and `🍣️` look the same in every list; since v12-names-variation-selectors). Accents
/// stay (`Café` is not `Cafe`; search folds those), and so do joiners that change the drawing (the
/// ZWJ of an emoji family). The key can be longer than the name (`㍿` is four characters); only the
/// name has a length limit.
public enum NameKey {
    public static func of(_ name: String) -> String {
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiKey(name) : unicodeKey(name)
    }

    /// The key the versions before v12-names-variation-selectors made: variation selectors kept. A record first synced then
    /// keeps the identity it was given (`name:` and this key), so an export or a carrier may hold it (`SyncIdentityRules`).
    public static func keepingVariationSelectors(_ name: String) -> String {
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiKey(name) : unicodeKey(name, dropping: invisible)
    }

    static func unicodeKey(_ name: String, dropping dropped: Set<UInt32> = notDrawn) -> String {
        var key = ""
        var run = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !dropped.contains(scalar.value) {
            guard let jamo = compatibilityJamo(scalar) else {
                run.append(scalar)
                continue
            }
            key += folded(String(run))
            run.removeAll()
            key.unicodeScalars.append(jamo)
        }
        key += folded(String(run))
        return key.trimmingCharacters(in: .whitespaces)
    }

    /// Most names are ASCII, whose key is the lower case without surrounding spaces (lists of
    /// thousands of names are keyed on each lookup; Foundation's folding is ten times slower).
    private static func asciiKey(_ name: String) -> String {
        let bytes = name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// NFKC, case fold, NFKC again (folding can leave a compatibility form), each followed by NFC:
    /// Foundation's NFKC on Linux leaves the half-width voiced mark of `ｶﾞ` uncomposed.
    private static func folded(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        func nfkc(_ s: String) -> String { s.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping }
        return nfkc(nfkc(text).folding(options: [.caseInsensitive], locale: nil))
    }

    /// Zero-width space, soft hyphen, word joiner, zero-width no-break space (BOM), Mongolian vowel separator.
    private static let invisible: Set<UInt32> = [0x200B, 0x00AD, 0x2060, 0xFEFF, 0x180E]

    /// Text (U+FE0E) and emoji (U+FE0F) presentation: the same character drawn one way or the other.
    private static let variationSelectors: Set<UInt32> = [0xFE0E, 0xFE0F]
    static let notDrawn = invisible.union(variationSelectors)

    /// Hangul letters written apart (`ㅎㅏ`, as in `ㅋㅋ`) stay apart: NFKC would turn them into the
    /// joining jamo and compose `ㅎㅏ` into the syllable `하`, which reads differently. Their
    /// half-width forms become the full-width letters.
    private static func compatibilityJamo(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let v = scalar.value
        if (0x3131...0x318E).contains(v) { return scalar }
        guard (0xFFA0...0xFFDC).contains(v) else { return nil }
        let mapped: UInt32? =
            switch v {
            case 0xFFA0: 0x3164
            case 0xFFA1...0xFFBE: v - 0xFFA1 + 0x3131
            case 0xFFC2...0xFFC7: v - 0xFFC2 + 0x314F
            case 0xFFCA...0xFFCF: v - 0xFFCA + 0x3155
            case 0xFFD2...0xFFD7: v - 0xFFD2 + 0x315B
            case 0xFFDA...0xFFDC: v - 0xFFDA + 0x3161
            default: nil
            }
        return mapped.flatMap(Unicode.Scalar.init)
    }
}
