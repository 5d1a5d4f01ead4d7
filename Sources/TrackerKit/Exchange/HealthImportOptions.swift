/// What an Apple Health import does where the export and the database disagree about a swim.
public struct HealthImportOptions: Equatable, Sendable {
    /// The export's copy replaces a stored swim that differs from it, and a swim logged by hand that is the same swim.
    public var replace = false
    /// A swim logged by hand that the export holds too is kept, and the export's is added beside it.
    public var keepBoth = false
    /// Reads and matches everything, writes nothing: the summary says what an import would do.
    public var dryRun = false
    /// Reads a malformed export in libxml2's recover mode: faults it can pass over are skipped and reported.
    public var recover = false

    public init(replace: Bool = false, keepBoth: Bool = false, dryRun: Bool = false, recover: Bool = false) {
        self.replace = replace
        self.keepBoth = keepBoth
        self.dryRun = dryRun
        self.recover = recover
    }
}

/// What the swims of an import met: stored swims that differ, swims logged by hand that the export holds.
public struct SwimConflicts: Equatable, Sendable {
    /// Stored swims that differ from the export's copy and were kept as they were.
    public var differing = 0
    /// Stored swims the export's copy replaced (`replace`).
    public var replaced = 0
    /// Days of swims logged by hand that the export holds too: kept (the export's not added), replaced, kept beside it.
    public var handLoggedKept: [LocalDate] = []
    public var handLoggedReplaced: [LocalDate] = []
    public var addedBesideHandLogged: [LocalDate] = []

    /// Something the user may want decided otherwise (`replace` or keep both).
    public var needsChoice: Bool { differing > 0 || !handLoggedKept.isEmpty }

    /// The summary's lines; `replace` and `keepBoth` name the way to choose otherwise (`--replace`, or a key in the app);
    /// `source` names what is imported (`export`, `file`).
    public func lines(replace: String, keepBoth: String, source: String = "export") -> [String] {
        func swims(_ count: Int) -> String { "\(count) \(count == 1 ? "swim" : "swims")" }
        func days(_ list: [LocalDate]) -> String { Array(Set(list)).sorted().map(\.iso).joined(separator: ", ") }
        var lines: [String] = []
        if differing > 0 {
            lines.append("\(swims(differing)) \(differing == 1 ? "differs" : "differ") from the one stored (kept yours; \(replace) takes the \(source)'s)")
        }
        if replaced > 0 { lines.append("\(swims(replaced)) stored replaced by the \(source)'s copy") }
        if !handLoggedKept.isEmpty {
            lines.append(
                "\(swims(handLoggedKept.count)) you logged by hand \(handLoggedKept.count == 1 ? "is" : "are") in the \(source) (\(days(handLoggedKept))): "
                    + "kept yours, not added again (\(replace) takes the \(source)'s, \(keepBoth) keeps both)")
        }
        if !handLoggedReplaced.isEmpty {
            lines.append("\(swims(handLoggedReplaced.count)) you logged by hand replaced by the \(source)'s (\(days(handLoggedReplaced)))")
        }
        if !addedBesideHandLogged.isEmpty {
            lines.append("\(swims(addedBesideHandLogged.count)) added beside the one you logged by hand (\(days(addedBesideHandLogged)))")
        }
        return lines
    }
}
