import Foundation

/// `tracker import fit`: reads pool and open-water swims from the FIT files of Garmin, COROS, Suunto,
/// Wahoo and Polar watches, then writes them in one transaction as imported swims, so a swim imported
/// before (from this file, or from Apple Health) is recognised and kept as one.
public enum FitImporter {
    /// Decodes one FIT file's swims; throws `FitError` for a file that is not FIT or is damaged.
    static func swims(in bytes: [UInt8]) throws -> (swims: [HealthDraft.Swim], maker: String) {
        let activity = try FitActivity(bytes: bytes)
        var swims = FitSwims.drafts(activity)
        var zones: [String: TimeZone?] = [:]
        for index in swims.indices { swims[index].settleLocalTime(zones: &zones) }
        return (swims, activity.makerName)
    }

    /// A single file that cannot be read is refused (thrown); in a folder, such files are listed in the summary.
    /// `options` choose for swims that differ from the stored one or were logged by hand, as for Apple Health.
    public static func run(
        path: String, into database: AppDatabase, options: HealthImportOptions = HealthImportOptions(),
        today: LocalDate = LocalDate(Clock.system.now(), offset: .system),
        progress: ImportProgress? = nil
    ) throws -> FitImportSummary {
        let cancelled = { progress?.isCancelled == true }
        progress?.enter("Reading FIT files")
        if database.isReadOnly && !options.dryRun { throw StoreError.readOnly }
        let paths = try FitFiles.paths(path)
        let single = paths == [path]
        var summary = FitImportSummary()
        summary.dryRun = options.dryRun
        var draft = HealthDraft()
        for (index, file) in paths.enumerated() {
            if cancelled() { throw ImportError.cancelled }
            progress?.update(fraction: Double(index) / Double(paths.count), bytes: 0)
            do {
                let found = try swims(in: try FitFiles.read(file))
                summary.filesRead += 1
                if found.swims.isEmpty { summary.filesWithoutSwims += 1 }
                if !found.swims.isEmpty && !summary.makers.contains(found.maker) { summary.makers.append(found.maker) }
                draft.swims += found.swims
            } catch {
                if single { throw InputError("\(file): \(error)") }
                summary.filesRefused.append("\(file.hasPrefix(path) ? String(file.dropFirst(path.count)).trimmingPrefix("/") : file): \(error)")
            }
        }
        if paths.isEmpty { throw InputError("\(path) holds no .fit file (for Apple Health, give export.zip or the export.xml in the folder)") }
        if !single && summary.filesRead == 0 {
            throw InputError("none of the \(paths.count) FIT files in \(path) could be read; the first: \(summary.filesRefused.first ?? "")")
        }
        progress?.enter("Saving")
        // A dry run writes into a copy in memory (the database may be opened read-only), thrown away after.
        let target = options.dryRun ? try database.scratchCopy() : database
        try target.saveFitSwims(draft, today: today, options: options, into: &summary, cancelled: cancelled)
        return summary
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: Character) -> String {
        String(drop { $0 == prefix })
    }
}

extension FitImporter {
    /// A folder, a `.fit` file, or a file whose header says FIT (a watch's file saved under another name).
    public static func isFit(path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue || path.lowercased().hasSuffix(".fit") { return true }
        guard let descriptor = try? RegularFile.open(path) else { return false }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 12)
        let got = header.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, 12) }
        return got == 12 && header[8...11].elementsEqual(Array(".FIT".utf8))
    }
}
