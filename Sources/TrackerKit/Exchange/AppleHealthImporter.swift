import Foundation

/// What an import added.
public struct HealthImportSummary: Equatable, Sendable {
    public var swimsAdded = 0
    public var swimsAlreadyThere = 0
    public var weightsAdded = 0
    public var dietaryDays = 0
    public var heartRateSamplesInSwims = 0
    public var profileFilled: [String] = []
    /// Records or values that broke the shared rules (a distance of 1e300 m, a date in 9999) and were left out.
    public var outOfRangeSkipped = 0
    public var bytes: Int64 = 0

    public var lines: [String] {
        var lines = ["Swims: \(swimsAdded) added" + (swimsAlreadyThere > 0 ? ", \(swimsAlreadyThere) already imported" : "")]
        lines.append("Weights: \(weightsAdded) days added (days you had logged are kept)")
        lines.append("Food energy: \(dietaryDays) days (as one imported entry a day)")
        lines.append("Heart-rate samples during swims: \(heartRateSamplesInSwims)")
        if !profileFilled.isEmpty { lines.append("Profile: filled in \(profileFilled.joined(separator: " and "))") }
        if outOfRangeSkipped > 0 {
            lines.append("Skipped: \(outOfRangeSkipped) \(outOfRangeSkipped == 1 ? "record" : "records") out of range (never stored)")
        }
        return lines
    }
}

/// `tracker import apple-health`: reads an export (.zip or .xml) as a stream, then writes what it
/// found in one transaction — or nothing at all when anything goes wrong or the user cancels.
public enum AppleHealthImporter {
    public static func run(path: String, into database: AppDatabase, progress: ImportProgress? = nil,
                           today: LocalDate = LocalDate(Clock.system.now(), offset: .system)) throws -> HealthImportSummary {
        if database.isReadOnly { throw StoreError.readOnly }
        let (source, bytes) = try openSource(path)
        let spill = try HeartRateSpill()
        progress?.enter("Reading")
        defer { (source as? PipelinedSource)?.stop() }
        var draft = try AppleHealthParser(source: source, progress: progress, spill: spill).parse()
        progress?.enter("Matching")
        try attachRecords(&draft, spill: spill)
        if progress?.isCancelled == true { throw ImportError.cancelled }
        progress?.enter("Saving")
        var summary = try database.saveHealthImport(draft, today: today, cancelled: { progress?.isCancelled == true })
        summary.bytes = bytes
        return summary
    }

    /// The export.xml itself, or the HealthData XML inside a zip (found by its root, not its name:
    /// it is `导出.xml` or `Exportieren.xml` on some phones).
    static func openSource(_ path: String) throws -> (ByteSource, Int64) {
        let file = try FileByteSource(path: path)
        let magic = try file.pread(at: 0, count: 4)
        guard magic.starts(with: [0x50, 0x4B, 0x03, 0x04]) || magic.starts(with: [0x50, 0x4B, 0x05, 0x06]) else {
            return (file, file.fileSize)
        }
        let archive = try ZipArchive(path: path)
        let candidates = archive.entries.filter { $0.name.lowercased().hasSuffix(".xml") && !$0.name.hasSuffix("/") }
            .sorted { ($0.name.filter { $0 == "/" }.count, -$0.uncompressedSize) < ($1.name.filter { $0 == "/" }.count, -$1.uncompressedSize) }
        for entry in candidates {
            let probe = try archive.open(entry)
            var head = [UInt8](repeating: 0, count: 4096)
            let got = try head.withUnsafeMutableBufferPointer { try probe.read(into: $0.baseAddress!, count: $0.count) }
            let text = String(decoding: head.prefix(got), as: UTF8.self)
            if text.contains("<HealthData") || text.contains("<!DOCTYPE HealthData") {
                return (PipelinedSource(try archive.open(entry)), entry.uncompressedSize)
            }
        }
        throw ImportError.notAHealthExport("the zip holds no HealthData XML (entries: \(archive.entries.prefix(5).map(\.name).joined(separator: ", ")))")
    }

    /// Gives each swim the records that started inside it (start ≤ record start ≤ end): distance
    /// by stroke style, strokes, and heart-rate samples read back from the spill file.
    static func attachRecords(_ draft: inout HealthDraft, spill: HeartRateSpill) throws {
        draft.swims.sort { $0.start < $1.start }
        let starts = draft.swims.map(\.start)
        func swimIndex(containing seconds: Double) -> Int? {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= seconds { low = middle + 1 } else { high = middle }
            }
            let index = low - 1
            return index >= 0 && seconds <= draft.swims[index].end ? index : nil
        }
        for record in draft.distanceRecords {
            guard let index = swimIndex(containing: record.start) else { continue }
            draft.swims[index].distanceFromRecords += record.meters
            if let stroke = draft.strokeRecords[HealthDraft.key(record.start, record.end)] {
                draft.swims[index].strokes += stroke.count
                if let style = stroke.style { draft.swims[index].strokeMeters[style, default: 0] += record.meters }
            }
        }
        try spill.forEach { seconds, bpm in
            guard let index = swimIndex(containing: seconds) else { return }
            draft.swims[index].heartRate.append(HeartRateSample(offsetSeconds: seconds - draft.swims[index].start, bpm: Double(bpm)))
        }
        for index in draft.swims.indices {
            draft.swims[index].heartRate.sort { $0.offsetSeconds < $1.offsetSeconds }
            if draft.swims[index].distanceMeters == nil && draft.swims[index].distanceFromRecords > 0 {
                draft.swims[index].distanceMeters = draft.swims[index].distanceFromRecords
            }
        }
    }
}
