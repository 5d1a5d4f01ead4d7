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
}
