import Foundation

/// RFC 4180 CSV, written the one way every CSV of Tracker's is (exports and `--format csv` lists).
public enum CSV {
    /// Rows joined by commas and CRLF line ends, the last line ended too. Unless `exactText`, text cells
    /// a spreadsheet would run as a formula are neutralised (`neutralized`).
    public static func document(_ rows: [[String]], exactText: Bool = false) -> String {
        rows.map { $0.map { field(exactText ? $0 : neutralized($0)) }.joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Quoted when it holds a comma, a quote or a line break; quotes doubled. Scalars, not Characters,
    /// are compared: "\r\n" is one Character, equal to neither "\r" nor "\n".
    public static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What makes a spreadsheet read a cell as a formula when it comes first (OWASP, CSV injection).
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// OWASP's CSV-injection advice: a text cell that begins with = + - @ tab or CR gets a leading `'`,
    /// so a spreadsheet shows `=HYPERLINK(…)` instead of running it. Numbers (`-5`, `+3`) stay as they
    /// are. A cell that is already `'` before such a start gets one more, so `restored` is exact.
    public static func neutralized(_ text: String) -> String {
        let afterQuotes = text.unicodeScalars.drop(while: { $0 == "'" })
        guard let first = afterQuotes.first, formulaStarts.contains(first), Double(text) == nil else { return text }
        return "'" + text
    }

    /// The text `neutralized` was given: Tracker's own CSV import reads its cells back with this.
    public static func restored(_ cell: String) -> String {
        guard cell.unicodeScalars.first == "'", let first = cell.unicodeScalars.drop(while: { $0 == "'" }).first, formulaStarts.contains(first)
        else { return cell }
        return String(cell.dropFirst())
    }
}
