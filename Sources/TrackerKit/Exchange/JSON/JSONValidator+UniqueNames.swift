/// The names of one list in a document (foods, counters …), unique by `NameKey` as the store keeps them.
struct DocumentNames {
    let list: String
    private(set) var first: [String: (index: Int, name: String)] = [:]

    init(_ list: String) { self.list = list }

    var keys: Set<String> { Set(first.keys) }

    func contains(_ name: String) -> Bool { first[NameKey.of(name)] != nil }

    /// Adds the name at `index`; a second spelling of a name already there is refused at its path,
    /// naming the first: `“Ａｐｐｌｅ” is the same name as foods[0] “Apple”`.
    mutating func add(_ name: String, at index: Int, path: String) throws {
        let key = NameKey.of(name)
        if let earlier = first[key] {
            throw JSONImportError(
                path: path,
                message: "“\(name.prefix(60))” is the same name as \(list)[\(earlier.index)] “\(earlier.name.prefix(60))” "
                    + "(names are unique ignoring case and width); rename one")
        }
        first[key] = (index, name)
    }
}

/// What the check of one record needs of the records before it: small indexes of names, dates and
/// starts, never the records, so an export is checked as it streams past.
struct SeenRecords {
    var foods = DocumentNames("foods")
    var days = Set<String>()
    var exercises = DocumentNames("exercises")
    var counters = DocumentNames("counters")
    var pads = DocumentNames("pads")
    var swimStarts = Set<String>()
    /// Sync identities by table (`SyncIdentityRules`): one record each.
    var syncIds: [String: [String: String]] = [:]

    /// Checks a record's sync identity: its form, and that no earlier record of the file has it.
    mutating func syncId(_ id: String?, table: String, path: String, named: Bool = false) throws {
        guard let id else { return }
        if named && !SyncIdentityRules.isValidNamed(id) {
            throw JSONImportError(path: path, message: "is not a sync identity (name: and a name's key, or 1 to 128 letters, digits and . : + - _)")
        }
        guard named || SyncIdentityRules.isValid(id) else {
            throw JSONImportError(path: path, message: "is not a sync identity (1 to 128 letters, digits and . : + - _)")
        }
        if let earlier = syncIds[table]?[id] { throw JSONImportError(path: path, message: "is the same sync identity as \(earlier); one record each") }
        syncIds[table, default: [:]][id] = path
    }
    var programs = DocumentNames("workoutPrograms")
}
