import Glibc

/// The locale decision, made once before anything is drawn: UTF-8 glyphs in a UTF-8 locale,
/// the ASCII set otherwise (so `LANG=C` never shows mojibake).
enum TextEncoding {
    static func setUpLocale() -> Glyphs {
        setlocale(LC_ALL, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset).uppercased()
        return (name == "UTF-8" || name == "UTF8") ? .unicode : .ascii
    }

    /// Per no-color.org: set and not empty means no colour at all.
    static func colorDisabled(environment: [String: String]) -> Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return true }
        return false
    }
}
