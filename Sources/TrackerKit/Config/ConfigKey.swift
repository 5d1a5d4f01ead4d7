/// A key as the configuration file names it ("W", "ctrl+e", "f5", "pagedown"), checked against what a terminal
/// can send: keys it cannot tell apart (Ctrl-M is Enter, Ctrl-I is Tab), that the terminal keeps for itself
/// (Ctrl-C, Ctrl-Z, Ctrl-S, Ctrl-Q, Ctrl-\) or that it has no code for (Ctrl-1, Shift-F5) are refused.
public enum ConfigKey: Hashable, Sendable {
    case character(Character)
    case control(Character)
    case alt(Character)
    case function(Int)
    case named(String)

    public static let names = [
        "enter", "tab", "shift+tab", "esc", "backspace", "delete", "insert", "home", "end", "pageup", "pagedown", "up", "down", "left", "right",
        "space",
    ]

    public static func parse(_ text: String) -> Result<ConfigKey, InputError> {
        let lowered = text.lowercased()
        if text.count == 1, let character = text.first {
            if character.isWhitespace || character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return .failure(
                    InputError("“\(text.debugDescription.dropFirst().dropLast())” is not a key a terminal sends as itself; write space, tab or enter"))
            }
            return .success(.character(character))
        }
        if lowered == "space" { return .success(.character(" ")) }
        if names.contains(lowered) { return .success(.named(lowered)) }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()) {
            return (1...12).contains(number) ? .success(.function(number)) : .failure(InputError("F\(number) is not a key terminals send (F1–F12)"))
        }
        for prefix in ["ctrl+", "ctrl-", "alt+", "alt-"] where lowered.hasPrefix(prefix) {
            return modified(String(text.dropFirst(prefix.count)), control: prefix.hasPrefix("ctrl"))
        }
        if lowered.hasPrefix("shift+") {
            return .failure(InputError("write the shifted key itself (“W”, not “shift+w”); terminals send no Shift with other keys"))
        }
        return .failure(InputError("“\(text.prefix(30))” is not a key: one character, ctrl+a … ctrl+z, alt+x, f1–f12 or \(names.joined(separator: ", "))"))
    }

    private static func modified(_ rest: String, control: Bool) -> Result<ConfigKey, InputError> {
        guard rest.count == 1, let character = rest.first else {
            return .failure(InputError("a \(control ? "ctrl" : "alt") key is one character (ctrl+e, alt+x)"))
        }
        guard control else { return character.isWhitespace ? .failure(InputError("alt+space is not a key terminals send")) : .success(.alt(character)) }
        let letter = Character(character.lowercased())
        guard letter.isASCII, letter.isLetter else {
            return .failure(InputError("ctrl+\(character) is not a key terminals send: ctrl goes with a letter a–z"))
        }
        if let same = ["m": "enter", "i": "tab", "h": "backspace", "j": "enter"][letter] {
            return .failure(InputError("ctrl+\(letter) reaches the app as \(same): terminals cannot tell them apart"))
        }
        if let kept = ["c": "interrupts", "z": "suspends", "s": "stops output", "q": "resumes output"][letter] {
            return .failure(InputError("ctrl+\(letter) is the terminal's own (it \(kept))"))
        }
        return .success(.control(letter))
    }
}
