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
    /// Swims stored before whose stored copy differs from this file's (another pool length, distance or time): kept as stored.
    public var swimsDiffering = 0
    /// Swims logged by hand that this file holds too (the same day, about as long): the hand-logged one kept.
    public var handLoggedKept = 0
    public var heartRateSamplesInSwims = 0
    public var lengths = 0
    public var outOfRangeSkipped = 0
    /// The makers of the devices that recorded the swims read (Garmin, COROS…), each once.
    public var makers: [String] = []
    public var dryRun = false

    public var lines: [String] {
        let verb = dryRun ? "would be" : ""
        var lines: [String] = []
        let files = "\(filesRead) FIT \(filesRead == 1 ? "file" : "files") read" + (makers.isEmpty ? "" : " (\(makers.joined(separator: ", ")))")
        lines.append(files + (filesWithoutSwims > 0 ? ", \(filesWithoutSwims) without a swim" : ""))
        lines.append(
            "Swims: \(swimsAdded) \(verb.isEmpty ? "added" : "\(verb) added")"
                + (swimsUpdated > 0 ? ", \(swimsUpdated) \(verb.isEmpty ? "updated" : "\(verb) updated") (this copy holds more)" : "")
                + (swimsAlreadyThere > 0 ? ", \(swimsAlreadyThere) already there (imported before, from this file or Apple Health)" : ""))
        if swimsDiffering > 0 {
            lines.append("\(swimsDiffering) \(swimsDiffering == 1 ? "swim differs" : "swims differ") from the one stored: kept yours")
        }
        if handLoggedKept > 0 {
            lines.append(
                "\(handLoggedKept) \(handLoggedKept == 1 ? "swim" : "swims") you logged by hand \(handLoggedKept == 1 ? "is" : "are") in the file too: kept yours, the file's not added"
            )
        }
        lines.append("Lengths: \(lengths) · heart-rate samples: \(heartRateSamplesInSwims)")
        if outOfRangeSkipped > 0 {
            lines.append("Skipped: \(outOfRangeSkipped) \(outOfRangeSkipped == 1 ? "value" : "values") out of range (never stored)")
        }
        if !filesRefused.isEmpty {
            lines.append("Not read: \(filesRefused.count) \(filesRefused.count == 1 ? "file" : "files")")
            lines += filesRefused.prefix(10).map { "  " + $0 }
            if filesRefused.count > 10 { lines.append("  … and \(filesRefused.count - 10) more") }
        }
        if dryRun { lines.append("Dry run: nothing was written.") }
        return lines
    }
}
