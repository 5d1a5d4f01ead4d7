/// What `tracker import fit` read and wrote.
public struct FitImportSummary: Equatable, Sendable {
    public var filesRead = 0
    /// Files read whole that hold no swim (a run, a ride, a settings file).
    public var filesWithoutSwims = 0
    /// Files not read, each with why (`2026-02-14.fit: the file ends early…`).
    public var filesRefused: [String] = []
    public var swimsAdded = 0
    public var swimsUpdated = 0
    /// Swims stored before (by an earlier import of this file, or of the same swim from Apple Health).
    public var swimsAlreadyThere = 0
    /// Stored swims that differ from this file's copy, and swims logged by hand that the file holds too (the same day,
    /// about as long): kept, replaced (`--replace`) or kept beside the file's (`--keep-both`).
    public var swimConflicts = SwimConflicts()
    /// Heart-rate samples and lengths of the swims added or updated (not of those kept as stored).
    public var heartRateSamplesInSwims = 0
    public var lengths = 0
    public var outOfRangeSkipped = 0
    /// The makers of the devices that recorded the swims read (Garmin, COROS…), each once.
    public var makers: [String] = []
    public var dryRun = false

    /// The lines as the command line says them (`--replace`, `--keep-both`).
    public var lines: [String] { lines(replace: "`--replace`", keepBoth: "`--keep-both`") }

    public func lines(replace: String, keepBoth: String) -> [String] {
        let verb = dryRun ? "would be" : ""
        var lines: [String] = []
        let files = "\(filesRead) FIT \(filesRead == 1 ? "file" : "files") read" + (makers.isEmpty ? "" : " (\(makers.joined(separator: ", ")))")
        lines.append(files + (filesWithoutSwims > 0 ? ", \(filesWithoutSwims) without a swim" : ""))
        lines.append(
            "Swims: \(swimsAdded) \(verb.isEmpty ? "added" : "\(verb) added")"
                + (swimsUpdated > 0 ? ", \(swimsUpdated) \(verb.isEmpty ? "updated" : "\(verb) updated") (this copy holds more)" : "")
                + (swimsAlreadyThere > 0 ? ", \(swimsAlreadyThere) already there (imported before, from this file or Apple Health)" : ""))
        lines += swimConflicts.lines(replace: replace, keepBoth: keepBoth, source: "file")
        lines.append("Lengths: \(lengths) · heart-rate samples: \(heartRateSamplesInSwims)")
        if outOfRangeSkipped > 0 {
            lines.append("Skipped: \(outOfRangeSkipped) \(outOfRangeSkipped == 1 ? "value" : "values") out of range (never stored)")
        }
        if !filesRefused.isEmpty {
            lines.append("Not read: \(filesRefused.count) \(filesRefused.count == 1 ? "file" : "files")")
            lines += filesRefused.prefix(10).map { "  " + $0 }
            if filesRefused.count > 10 { lines.append("  … and \(filesRefused.count - 10) more") }
        }
        return lines
    }
}
