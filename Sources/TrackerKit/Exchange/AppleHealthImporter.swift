import Foundation

/// What an import added.
public struct HealthImportSummary: Equatable, Sendable {
    public var swimsAdded = 0
    public var swimsAlreadyThere = 0
    /// Swims an earlier import stored that this export holds with more data (heart rate synced later…).
    public var swimsUpdated = 0
    /// Copies of swims written by other apps, each kept as part of one swim, and the apps.
    public var copiesMerged = 0
    public var copyApps: [String] = []
    var unreadableNumbers = UnreadableNumbers()
    /// The zip entry read, and other Health XMLs the zip held (not read).
    public var entryUsed: String?
    public var entriesNotUsed: [String] = []
    public var weightsAdded = 0
    public var dietaryDays = 0
    /// Days whose food-energy records were all imported before: their entry stays as the user left it.
    public var dietaryDaysAlreadyImported = 0
    public var heartRateSamplesInSwims = 0
    public var profileFilled: [String] = []
    /// Records or values that broke the shared rules (a distance of 1e300 m, a date in 9999) and were left out.
    public var outOfRangeSkipped = 0
    /// The export's birth date, when it gives an age the profile does not take (16–100).
    public var birthDateNotUsed: LocalDate?
    public var bytes: Int64 = 0
    public var swimConflicts = SwimConflicts()
    /// A dry run: nothing was written; the summary says what the import would do.
    public var dryRun = false
    /// What a recovery import passed over.
    public var recovery = XMLRecovery()

    /// The lines as the command line says them (`--replace`, `--keep-both`).
    public var lines: [String] { lines(replace: "`--replace`", keepBoth: "`--keep-both`") }

    public func lines(replace: String, keepBoth: String) -> [String] {
        var lines: [String] = recovery.line.map { [$0] } ?? []
        if let entryUsed, !entriesNotUsed.isEmpty {
            lines.append("Read \(entryUsed) from the zip; it also holds \(entriesNotUsed.joined(separator: ", ")) (not read)")
        }
        lines.append(
            "Swims: \(swimsAdded) added" + (swimsUpdated > 0 ? ", \(swimsUpdated) \(swimsUpdated == 1 ? "swim" : "swims") updated" : "")
                + (swimsAlreadyThere > 0 ? ", \(swimsAlreadyThere) already imported" : ""))
        lines += swimConflicts.lines(replace: replace, keepBoth: keepBoth)
        if copiesMerged > 0 {
            lines.append("Copies from other apps: \(copiesMerged) kept as part of the same swim (\(copyApps.joined(separator: ", ")))")
        }
        lines.append("Weights: \(weightsAdded) days added (days you had logged are kept)")
        lines.append(
            "Food energy: \(dietaryDays) days (one imported entry a day, of records not imported before)"
                + (dietaryDaysAlreadyImported > 0 ? ", \(dietaryDaysAlreadyImported) already imported (kept as you left them)" : ""))
        lines.append("Heart-rate samples during swims: \(heartRateSamplesInSwims)")
        if !profileFilled.isEmpty { lines.append("Profile: filled in \(profileFilled.joined(separator: " and "))") }
        if let birth = birthDateNotUsed {
            lines.append("Birth date: \(birth.iso) not used (the profile takes ages 16 to 100)")
        }
        if outOfRangeSkipped > 0 {
            lines.append("Skipped: \(outOfRangeSkipped) \(outOfRangeSkipped == 1 ? "record" : "records") out of range (never stored)")
        }
        if unreadableNumbers.count > 0 {
            let count = unreadableNumbers.count
            lines.append(
                "Not read: \(count) \(count == 1 ? "value that is not a number" : "values that are not numbers") (\(unreadableNumbers.listed)); their records were left out"
            )
        }
        return lines
    }
}

/// `tracker import apple-health`: reads an export (.zip or .xml) as a stream, then writes what it
/// found in one transaction — or nothing at all when anything goes wrong or the user cancels.
public enum AppleHealthImporter {
    public static func run(
        path: String, into database: AppDatabase, progress: ImportProgress? = nil,
        today: LocalDate = LocalDate(Clock.system.now(), offset: .system), options: HealthImportOptions = HealthImportOptions()
    ) throws -> HealthImportSummary {
        if database.isReadOnly && !options.dryRun { throw StoreError.readOnly }
        return try prepare(path: path, progress: progress, today: today, recover: options.recover).save(
            into: database, options: options, progress: progress)
    }

    /// Reads and matches an export, writing nothing: the app shows what it would do (`save` with a dry
    /// run) and then saves it as the user chose, without reading the file twice.
    public static func prepare(
        path: String, progress: ImportProgress? = nil, today: LocalDate = LocalDate(Clock.system.now(), offset: .system), recover: Bool = false
    ) throws -> PreparedHealthImport {
        let export = try openExport(path)
        let (source, bytes) = (export.source, export.xmlBytes)
        progress?.setXMLBytes(bytes)
        let spill = try HeartRateSpill()
        progress?.enter("Reading")
        defer { (source as? PipelinedSource)?.stop() }
        var draft = try AppleHealthParser(source: source, progress: progress, spill: spill, recover: recover).parse()
        progress?.enter("Matching")
        try draft.mergeCopies(spill: spill)
        try draft.attachRecords(spill: spill)
        var zones: [String: TimeZone?] = [:]
        for index in draft.swims.indices { draft.swims[index].settleLocalTime(zones: &zones) }
        if progress?.isCancelled == true { throw ImportError.cancelled }
        return PreparedHealthImport(draft: draft, today: today, bytes: bytes, entry: export.entry, otherEntries: export.otherEntries)
    }

    /// The export.xml itself, or the HealthData XML inside a zip (found by its root, not its name:
    /// it is `导出.xml` or `Exportieren.xml` on some phones).
    static func openSource(_ path: String) throws -> (ByteSource, Int64) {
        let export = try openExport(path)
        return (export.source, export.xmlBytes)
    }

    struct OpenedExport {
        var source: ByteSource
        var xmlBytes: Int64
        /// For a zip: the entry read, and other entries that are Health exports too.
        var entry: String?
        var otherEntries: [String] = []
    }

    static func openExport(_ path: String) throws -> OpenedExport {
        let file = try FileByteSource(path: path)
        guard file.fileSize > 0 else { throw ImportError.notAHealthExport("the file is empty") }
        let magic = try file.pread(at: 0, count: 4)
        guard magic.starts(with: [0x50, 0x4B, 0x03, 0x04]) || magic.starts(with: [0x50, 0x4B, 0x05, 0x06]) else {
            // Read and checked for attribute floods on a second thread, as a zip entry is inflated: the
            // parser's thread only parses (on two cores the bare XML imports 8 % faster, measured with perf).
            return OpenedExport(source: PipelinedSource(AttributeLimit(file)), xmlBytes: file.fileSize)
        }
        let archive = try ZipArchive(path: path)
        // The shallowest, then the largest, first: apple_health_export/export.xml before export_cda.xml.
        let candidates = archive.entries.filter { $0.name.lowercased().hasSuffix(".xml") && !$0.name.hasSuffix("/") }
            .sorted { ($0.name.filter { $0 == "/" }.count, -$0.uncompressedSize) < ($1.name.filter { $0 == "/" }.count, -$1.uncompressedSize) }
        let exports = try candidates.filter { entry in
            let probe = try archive.open(entry)
            defer { (probe as? PipelinedSource)?.stop() }
            return try XMLRootProbe.rootName(of: probe) == "HealthData"
        }
        if exports.isEmpty, let empty = candidates.first(where: { $0.uncompressedSize == 0 }) {
            throw ImportError.endsEarly("\(empty.name) in the zip is empty")
        }
        guard let chosen = exports.first else {
            throw ImportError.notAHealthExport("the zip holds no HealthData XML (entries: \(archive.entries.prefix(5).map(\.name).joined(separator: ", ")))")
        }
        return OpenedExport(
            source: PipelinedSource(AttributeLimit(try archive.open(chosen))), xmlBytes: chosen.uncompressedSize,
            entry: chosen.name, otherEntries: exports.dropFirst().map(\.name))
    }
}

/// An export read and matched, not yet written.
public struct PreparedHealthImport: @unchecked Sendable {
    let draft: HealthDraft
    let today: LocalDate
    let bytes: Int64
    let entry: String?
    let otherEntries: [String]

    /// Writes it in one transaction; a dry run writes into a copy of the database in memory, thrown away after.
    public func save(into database: AppDatabase, options: HealthImportOptions = HealthImportOptions(), progress: ImportProgress? = nil) throws
        -> HealthImportSummary
    {
        if database.isReadOnly && !options.dryRun { throw StoreError.readOnly }
        progress?.enter("Saving")
        let target = options.dryRun ? try database.scratchCopy() : database
        var summary = try target.saveHealthImport(draft, today: today, options: options, cancelled: { progress?.isCancelled == true })
        summary.dryRun = options.dryRun
        summary.bytes = bytes
        summary.recovery = draft.recovery
        (summary.entryUsed, summary.entriesNotUsed) = (entry, otherEntries)
        return summary
    }
}
