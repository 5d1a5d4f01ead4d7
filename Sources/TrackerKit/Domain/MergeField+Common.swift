extension MergeField {
    /// A form that edits one value as a whole (a memo, a weight): the message says "now “…”", or "now servings 3" when named.
    public static func whole(_ name: String = "", describe: @escaping (Value) -> String) -> MergeField where Value: Equatable {
        MergeField(name, \.self, describe: describe)
    }

    /// Text as a conflict message quotes it: one line, at most `limit` characters.
    public static func quoted(_ text: String?, limit: Int = 60) -> String {
        guard let text, !text.isEmpty else { return "empty" }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " / ")
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}

extension Food {
    /// The fields the food form edits.
    public static let mergeFields: [MergeField<Food>] = [
        MergeField("name", \.name) { "“\(MergeField<Food>.quoted($0))”" },
        MergeField("calories", \.kcalPerServing) { Format.trimmed($0) },
        MergeField("serving", \.serving) { $0.rawValue },
    ]
}

extension Exercise {
    /// The fields the exercise form edits.
    public static let mergeFields: [MergeField<Exercise>] = [
        MergeField("name", \.name) { "“\(MergeField<Exercise>.quoted($0))”" },
        MergeField("how-to", \.howTo) { "“\(MergeField<Exercise>.quoted($0))”" },
    ]
}
