/// argument-parser reads `-4` as an option, so `tracker counter set plates -4` would fail with
/// "Missing expected argument". Tracker has no option named by a digit, so a token that is a
/// negative number and does not follow an option is a value: it is moved behind `--`, which keeps
/// the order of the positional values (they all come after the others in these commands).
/// After an option that takes a value (`--kcal -1`) the number is that option's value: it is joined
/// as `--kcal=-1`, so the option's own range check can name it.
enum NegativeNumbers {
    /// The options that take no value; every other `--name` before a negative number takes it as its value.
    static let flags: Set<String> = ["--force", "--replace", "--demo", "--help", "-h", "--version", "--append", "--dry-run"]

    static func asValues(_ arguments: [String]) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var kept: [String] = [], moved: [String] = []
        for (index, token) in arguments[..<end].enumerated() {
            let previous = index > 0 ? arguments[index - 1] : ""
            let followsOption = previous.hasPrefix("-") && !isNegativeNumber(previous) && !flags.contains(previous)
            if isNegativeNumber(token) && followsOption && previous.hasPrefix("--") && !previous.contains("=") {
                kept[kept.count - 1] = previous + "=" + token
            } else if isNegativeNumber(token) && !followsOption {
                moved.append(token)
            } else {
                kept.append(token)
            }
        }
        guard !moved.isEmpty else { return kept + arguments[end...] }
        let rest = end < arguments.endIndex ? Array(arguments[(end + 1)...]) : []
        return kept + ["--"] + moved + rest
    }

    static func isNegativeNumber(_ token: String) -> Bool {
        let body = token.dropFirst()
        return token.hasPrefix("-") && body.first?.isASCII == true && body.first?.isNumber == true
            && body.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
    }
}
