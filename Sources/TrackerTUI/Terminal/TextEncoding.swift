import Glibc

/// The locale decision, made once before anything is drawn: UTF-8 glyphs in a UTF-8 locale,
/// the ASCII set otherwise (so `LANG=C` never shows mojibake).
enum TextEncoding {
    /// Outside a UTF-8 locale (`LANG=C` over ssh, say) the screen shows ASCII, but what is typed is still read
    /// as UTF-8 (C.UTF-8's character type), since today's terminals send it: in the C locale curses dropped
    /// every non-ASCII character typed ("café" saved as "caf").
    static func setUpLocale() -> Glyphs {
        setlocale(LC_ALL, "")
        guard !isUTF8 else { return .unicode }
        setlocale(LC_CTYPE, "C.UTF-8")
        return .ascii
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Per no-color.org: set and not empty means no colour at all.
    static func colorDisabled(environment: [String: String]) -> Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return true }
        return false
    }
}
