import Foundation
import TOMLKit

extension ConfigTableReader {
    /// Checks one option's value by its kind and keeps it; a wrong one is named and the default stays.
    mutating func apply(_ option: ConfigOption, _ value: TOMLValueConvertible) {
        let path = [option.section, option.key]
        switch option.kind {
        case .bool:
            guard let flag = value.bool else { return problem(path, "\(option.key) is true or false") }
            set(option, bool: flag)
        case .choice(let choices):
            guard let text = value.string?.lowercased(), choices.contains(text) else {
                return problem(path, "\(option.key) is one of \(choices.joined(separator: ", "))\(Self.suggestion(value.string ?? "", choices))")
            }
            set(option, text: text)
        case .path:
            guard let text = value.string, !text.contains(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
            else { return problem(path, "\(option.key) is a file path in quotes") }
            if option.path == "app.database" { config.database = text.isEmpty ? nil : location.expand(text, environment: environment) }
        case .program:
            guard let words = program(value, path) else { return }
            if option.key == "workout_phase" { config.workoutPhaseHook = words } else { config.afterWriteHook = words }
        case .colour:
            guard let text = value.string ?? value.int.map(String.init) else { return problem(path, "\(option.key) is a colour in quotes") }
            if text.isEmpty { return }
            switch ConfigColour.parse(text) {
            case .success(let colour): config.colours[option.key] = colour
            case .failure(let error): problem(path, error.message)
            }
        }
    }

    private mutating func set(_ option: ConfigOption, bool: Bool) {
        switch option.path {
        case "app.mouse": config.mouse = bool
        case "workout.bell": config.bell = bool
        case "workout.flash": config.flash = bool
        case "sync.on_start": config.syncOnStart = bool
        case "sync.on_quit": config.syncOnQuit = bool
        default: break
        }
    }

    private mutating func set(_ option: ConfigOption, text: String) {
        switch option.path {
        case "app.start_tab": config.startTab = text
        case "theme.name": config.theme = text
        default: break
        }
    }

    /// A program and its arguments: a list of strings, run as they are (no shell); the program is named first.
    private mutating func program(_ value: TOMLValueConvertible, _ path: [String]) -> [String]? {
        let example = "[\"notify-send\", \"Tracker\"]"
        guard let array = value.array else {
            problem(path, "\(path[1]) is a list: the program, then its arguments, e.g. \(example) (no shell runs it)")
            return nil
        }
        var words: [String] = []
        for item in array {
            guard let word = item.string else {
                problem(path, "\(path[1]) holds strings only, e.g. \(example)")
                return nil
            }
            if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                problem(path, "\(path[1]) cannot hold control characters")
                return nil
            }
            words.append(word)
        }
        if let first = words.first, first.trimmingCharacters(in: .whitespaces).isEmpty {
            problem(path, "\(path[1]) names its program first; it is empty")
            return nil
        }
        if words.joined().count > 4096 {
            problem(path, "\(path[1]) is longer than 4096 characters")
            return nil
        }
        return words
    }
}
