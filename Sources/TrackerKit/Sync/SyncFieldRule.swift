import Foundation

/// The rule one received field goes through: the same rule (Rules/) a form, the command line and `import json` apply to
/// that value. A field without a rule (a reference, an import's key) is checked by what it refers to or not at all.
enum SyncFieldRule {
    /// A calendar day from 1900 on. A day ahead of this machine's is written: the other machine's clock decides its today.
    case date
    /// A moment as the diary stores it (`Timestamp`).
    case time
    case number(ValueRange)
    case whole(ClosedRange<Int64>)
    case name(NameKind)
    /// A name that may be blank (a quick-add's label).
    case optionalName(NameKind)
    /// Text of several lines (a memo, an exercise's how-to) of at most `max` characters.
    case multiline(max: Int)
    /// One line of text shown as it is (a watch's name), 1 to `max` characters.
    case line(max: Int)
    case oneOf(Set<String>)
    case timeZone
    /// A program's exercises, one `seconds⇥name` line each (`AppDatabase+WorkoutPrograms`).
    case programItems

    /// Whether `encoded` (a `SyncValue`; nil for no value) keeps the rule. No value keeps every rule: a column that
    /// needs one refuses the row when it is written.
    func allows(_ encoded: String?) -> Bool {
        guard let encoded else { return true }
        switch self {
        case .date: return SyncValue.textValue(encoded).flatMap(LocalDate.init(iso:)).map { $0 >= Input.earliestDate } ?? false
        case .time: return SyncValue.textValue(encoded).flatMap(Timestamp.date) != nil
        case .number(let range): return Self.number(encoded).map(range.contains) ?? false
        case .whole(let range): return Self.whole(encoded).map(range.contains) ?? false
        case .name(let kind): return SyncValue.textValue(encoded).map { Self.isName($0, kind) } ?? false
        case .optionalName(let kind):
            return SyncValue.textValue(encoded).map { $0.trimmingCharacters(in: .whitespaces).isEmpty || Self.isName($0, kind) } ?? false
        case .multiline(let max):
            guard let text = SyncValue.textValue(encoded) else { return false }
            return Input.hiddenCharacterProblem(text, allowLineBreaks: true) == nil && text.count <= max
        case .line(let max):
            guard let text = SyncValue.textValue(encoded) else { return false }
            return Input.hiddenCharacterProblem(text, allowLineBreaks: false) == nil && (1...max).contains(text.count)
        case .oneOf(let allowed): return SyncValue.textValue(encoded).map(allowed.contains) ?? false
        case .timeZone: return SyncValue.textValue(encoded).map { $0.utf8.count <= 64 && TimeZone(identifier: $0) != nil } ?? false
        case .programItems: return SyncValue.textValue(encoded).map(Self.areProgramItems) ?? false
        }
    }

    /// A number SQLite holds as a real or an integer.
    static func number(_ encoded: String) -> Double? {
        let body = encoded.dropFirst(2)
        switch encoded.prefix(2) {
        case "r:": return Double(body)
        case "i:": return Int64(body).map(Double.init)
        default: return nil
        }
    }

    static func whole(_ encoded: String) -> Int64? {
        guard encoded.hasPrefix("i:") else { return nil }
        return Int64(encoded.dropFirst(2))
    }

    private static func isName(_ text: String, _ kind: NameKind) -> Bool {
        if case .success = Input.name(text, kind) { return true }
        return false
    }

    private static func areProgramItems(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count <= WorkoutProgramRules.maximumItems else { return false }
        return lines.allSatisfy { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, isName(String(parts[1]), .exercise) else { return false }
            return parts[0].isEmpty || Int(parts[0]).map(WorkoutProgramRules.work.contains) == true
        }
    }
}
