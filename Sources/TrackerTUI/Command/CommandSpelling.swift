import ArgumentParser
import TrackerKit

/// A mistyped command (`tracker wieght add 70`) is named with the commands it could be, instead of
/// argument-parser's "3 unexpected arguments". Checked before parsing, on the words that choose
/// the command; everything after the chosen command is the command's own business.
enum CommandSpelling {
    /// Options before the command word that take a value.
    static let optionsWithValue: Set<String> = ["--db", "--config", "--generate-completion-script"]

    static func check(_ arguments: [String]) throws {
        guard arguments.first?.hasPrefix("---") != true else { return }  // shell completion's own call
        var command: any ParsableCommand.Type = TrackerCommand.self
        var path = "tracker"
        var skipNext = false
        for word in arguments {
            if skipNext { skipNext = false; continue }
            if word == "--" { return }
            if word.hasPrefix("-") { skipNext = optionsWithValue.contains(word); continue }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, word != "help" else { return }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                // Hidden commands (bench) run when typed exactly but are never suggested.
                let names = subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
                throw BadInput(unknown(word, path: path, names: names))
            }
            command = next
            path += " " + word
        }
    }

    static func unknown(_ word: String, path: String, names: [String]) -> String {
        let shown = word.count > 40 ? word.prefix(39) + "…" : Substring(word)
        var text = "\(path): no command “\(shown)”"
        switch NameMatch.find(word, in: names, key: { $0.lowercased() }, search: { $0.lowercased() }) {
        case .found(let name): text += "; did you mean \(name)?"
        case .missing(let suggestions) where !suggestions.isEmpty: text += "; did you mean \(suggestions.joined(separator: " or "))?"
        case .ambiguous(let matches): text += "; did you mean \(matches.joined(separator: " or "))?"
        default: text += ". Commands: \(names.joined(separator: ", "))."
        }
        return text
    }
}

extension TrackerCommand {
    /// What `tracker` does with its arguments before running: mistyped commands named, negative
    /// numbers kept as values, then argument-parser. The binary and the in-process tests share it.
    static func parseChecked(_ arguments: [String]) throws -> ParsableCommand {
        try CommandSpelling.check(arguments)
        return try parseAsRoot(NegativeNumbers.asValues(arguments))
    }
}
