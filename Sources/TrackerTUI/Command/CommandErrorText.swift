import ArgumentParser
import Foundation
import TrackerKit

/// Every refusal as one line on stderr: `Error: --serving: “bowl” is not one of serving, piece, … (see: tracker food add --help)`.
/// argument-parser's own messages run to a dozen lines (a list of choices, the option's help, the
/// usage); they are folded here, and a mistyped choice gets "did you mean …?".
enum CommandErrorText {
    static func line(for error: any Error) -> String {
        if let bad = error as? BadInput { return "Error: " + bad.description.split(whereSeparator: \.isNewline).joined(separator: " ") }
        let full = TrackerCommand.fullMessage(for: error)
        let lines = full.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { return "" }
        // argument-parser's decorations go; what is left of the message (any error's, however many lines) is one line.
        let message = lines.filter { !$0.hasPrefix("Usage:") && !$0.hasPrefix("Help:") && !$0.contains("See '") }
        var text = invalidChoice(lines) ?? message.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        if !text.hasPrefix("Error:") { text = "Error: " + text }
        if let help = helpCommand(in: lines) { text += " (see: \(help))" }
        return text
    }

    /// `The value 'bowl' is invalid for '--serving <serving>'. Please provide one of …` with the
    /// choices on that line (`'kg' and 'lb'`) or on the lines after it (`  - cup`).
    static func invalidChoice(_ lines: [String]) -> String? {
        let first = lines[0]
        guard let valueRange = first.range(of: "The value '"), let forRange = first.range(of: "' is invalid for '"),
            let provide = first.range(of: "Please provide one of")
        else { return nil }
        let value = String(first[valueRange.upperBound..<forRange.lowerBound])
        let option = first[forRange.upperBound...].prefix { $0 != " " && $0 != "'" }
        var choices = quoted(in: String(first[provide.upperBound...]))
        if choices.isEmpty {
            choices = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
        }
        guard !choices.isEmpty else { return nil }
        let shown = value.count > 40 ? value.prefix(39) + "…" : Substring(value)
        var text = "Error: \(option): “\(shown)” is not one of \(choices.joined(separator: ", "))"
        if case .missing(let suggestions) = NameMatch.find(value, in: choices), let best = suggestions.first {
            text += "; did you mean \(best)?"
        } else {
            text += "."
        }
        return text
    }

    private static func quoted(in text: String) -> [String] {
        let parts = text.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    /// `tracker food add --help` from argument-parser's `See 'tracker food add --help' …` line.
    private static func helpCommand(in lines: [String]) -> String? {
        for line in lines where line.contains("See '") {
            let parts = line.split(separator: "'")
            if parts.count >= 2 { return String(parts[1]) }
        }
        return nil
    }
}
