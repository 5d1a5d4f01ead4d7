@testable import TrackerTUI

/// A whole rendered frame as a golden file: the text of every row, then a layer of the same size
/// with one style code per cell, then a legend of the codes used. Made to be read in a diff: a
/// changed word shows in the text rows, a changed colour or attribute in the style rows below it.
enum GoldenFrame {
    /// The drawing roles, each with a fixed code so a frame reads the same from one run to the next.
    static let roles: [(code: Character, name: String, style: Style)] = [
        (".", "plain", .plain),
        ("b", "title", .title),
        ("T", "active tab", .tabActive),
        ("r", "selected", .selected),
        ("k", "status key", .statusKey),
        ("e", "error", .error),
        ("s", "success", .success),
        ("m", "muted", .muted),
        ("a", "accent", .accent),
        ("h", "highlight", .highlight),
        ("+", "border", .border),
        ("t", "today", .today),
    ]

    /// Codes for styles that are not a named role, handed out in order of first appearance.
    private static let spareCodes = Array("0123456789ABCDEFGHIJKLMNOPQRSUVWXYZ")

    static func encode(_ buffer: Buffer) -> String {
        var codes: [Style: Character] = [:]
        var legend: [(Character, Style)] = []
        var spare = spareCodes.makeIterator()
        func code(for style: Style) -> Character {
            if let code = codes[style] { return code }
            let code = roles.first { $0.style == style }?.code ?? spare.next() ?? "?"
            codes[style] = code
            legend.append((code, style))
            return code
        }
        let styleRows = (0..<buffer.height).map { y in
            String((0..<buffer.width).map { x in code(for: buffer[x, y].style) })
        }
        let legendRows = legend.sorted { String($0.0) < String($1.0) }.map { code, style in
            let role = roles.first { $0.code == code }.map { "\($0.name): " } ?? ""
            return "\(code)  \(role)\(describe(style))"
        }
        return
            ([header(width: buffer.width, height: buffer.height), textMarker] + buffer.lines()
            + [styleMarker] + styleRows + [legendMarker] + legendRows).joined(separator: "\n") + "\n"
    }

    static func header(width: Int, height: Int) -> String {
        "golden frame \(width)x\(height): the text rows, then one style code per cell, then what each code means"
    }
    static let textMarker = "── text ──"
    static let styleMarker = "── style ──"
    static let legendMarker = "── legend ──"

    /// `fg cyan, bold`: every field of the style that is not the terminal default.
    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if let foreground = style.foreground { parts.append("fg \(foreground)") }
        if let background = style.background { parts.append("bg \(background)") }
        if style.bold { parts.append("bold") }
        if style.reverse { parts.append("reverse") }
        if style.underline { parts.append("underline") }
        if style.dim { parts.append("dim") }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }

    /// Where two encoded frames first differ, said as a section and row (`style row 7`), with both lines.
    static func firstDifference(expected: String, actual: String) -> String? {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = (0..<max(old.count, new.count)).first(where: { $0 >= old.count || $0 >= new.count || old[$0] != new[$0] }) else {
            return nil
        }
        var section = "header", start = 0
        for (i, line) in new.prefix(index + 1).enumerated() {
            switch line {
            case Substring(textMarker): section = "text row"; start = i + 1
            case Substring(styleMarker): section = "style row"; start = i + 1
            case Substring(legendMarker): section = "legend line"; start = i + 1
            default: break
            }
        }
        let line = { (lines: [Substring]) in index < lines.count ? "“\(lines[index])”" : "(none)" }
        return "\(section) \(index - start + 1) differs\n  expected: \(line(old))\n  actual:   \(line(new))"
    }
}
