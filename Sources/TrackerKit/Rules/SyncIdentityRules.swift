/// A record's sync identity as an export carries it (docs/sync.md, "Restoring an export"): the id every machine
/// knows the record by. Read from a file, it is data like any other value: checked here, never trusted to be unique.
public enum SyncIdentityRules {
    public static let maxLength = 128

    /// 1…128 ASCII letters, digits and `. : + - _`: every id Tracker makes (`0001764140000000.00000.3f9a…`,
    /// `imported:2026-11-21T07:00:00.000Z`) and nothing that could be read as anything else.
    public static func isValid(_ text: String) -> Bool {
        (1...maxLength).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || ".:+-_".utf8.contains(byte)
            }
    }

    /// The id an export writes: a stored one that would not import again is left out (the record then restores as before ids).
    public static func exported(_ id: String?) -> String? { id.flatMap { isValid($0) ? $0 : nil } }

    /// The longest identity of a record known by its name, in UTF-8 bytes: "name:", a name's key, "@" and a stamp.
    public static let maxNamedLength = 600

    /// A record known by its name (a food, counter, exercise, pad, program): `name:` and a name's key as `NameKey` makes
    /// it, or made before v12-names-variation-selectors (one line, no control or direction characters), then, for one made again after a deletion, `@` and the
    /// deletion's stamp (`SyncNamedIdentity`); or any id `isValid` accepts (one made from the clock).
    public static func isValidNamed(_ text: String) -> Bool {
        if isStamp(Substring(text)) { return true }
        guard text.hasPrefix("name:"), text.utf8.count <= maxNamedLength else { return false }
        var key = String(text.dropFirst(5))
        if let at = key.lastIndex(of: "@"), isStamp(key[key.index(after: at)...]) { key = String(key[..<at]) }
        // The key of either rule: a record first synced before keys dropped variation selectors keeps the identity it had.
        let isKey = NameKey.of(key) == key || NameKey.keepingVariationSelectors(key) == key
        return !key.isEmpty && isKey && Input.hiddenCharacterProblem(key, allowLineBreaks: false) == nil
    }

    /// `0001764140000000.00000.3f9a…`: 16 digits, 5 digits, then a replica id (the form of `SyncStamp`).
    private static func isStamp(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let digits = { (part: Substring, count: Int) in part.utf8.count == count && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        return parts.count == 3 && digits(parts[0], 16) && digits(parts[1], 5) && !parts[2].isEmpty && isValid(String(text))
    }

    /// The id an export writes for a named record (nil when it would not import again).
    public static func exportedNamed(_ id: String?) -> String? { id.flatMap { isValidNamed($0) ? $0 : nil } }
}
