import Foundation

/// RFC 4180 CSV, written the one way every CSV of Tracker's is (exports and `--format csv` lists).
public enum CSV {
    /// Rows joined by commas and CRLF line ends, the last line ended too.
    public static func document(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Quoted when it holds a comma, a quote or a line break; quotes doubled. Scalars, not Characters,
    /// are compared: "\r\n" is one Character, equal to neither "\r" nor "\n".
    public static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
