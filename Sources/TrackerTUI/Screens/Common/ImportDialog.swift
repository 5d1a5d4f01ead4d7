import Foundation
import TrackerKit

/// An import running on a worker thread; the screen polls it on its ticks. It reads the export and
/// says what an import would do (a dry run); `save` then writes it as the user chose.
final class ImportJob: @unchecked Sendable {
    enum Outcome {
        case preview(HealthImportSummary)
        case saved(HealthImportSummary)
        /// FIT files: what an import would do, then what it did (read again: a watch's files are small).
        case fitPreview(FitImportSummary)
        case fit(FitImportSummary)
    }

    let progress = ImportProgress()
    let totalBytes: Int64
    private let database: AppDatabase
    private let lock = NSLock()
    private var prepared: PreparedHealthImport?
    private var outcome: Result<Outcome, Error>?
    private var done = DispatchSemaphore(value: 0)
    private var fitPath: String?
    /// FIT files, not an Apple Health export: the preview's keys say "the file's".
    var isFit: Bool { lock.withLock { fitPath != nil } }

    /// `recover` reads a malformed Apple Health export in libxml2's recover mode.
    init(path: String, database: AppDatabase, recover: Bool = false) {
        self.database = database
        totalBytes = Int64((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        if FitImporter.isFit(path: path) {
            fitPath = path
            start { [self] in .fitPreview(try FitImporter.run(path: path, into: database, options: HealthImportOptions(dryRun: true), progress: progress)) }
            return
        }
        start { [self] in
            let read = try AppleHealthImporter.prepare(path: path, progress: progress, recover: recover)
            lock.withLock { prepared = read }
            return .preview(try read.save(into: database, options: HealthImportOptions(dryRun: true), progress: progress))
        }
    }

    /// Writes what was read, as the user chose.
    func save(_ options: HealthImportOptions) {
        let (read, fitPath) = lock.withLock { (prepared, self.fitPath) }
        guard read != nil || fitPath != nil else { return }
        lock.withLock {
            outcome = nil
            done = DispatchSemaphore(value: 0)
        }
        if let fitPath {
            start { [self] in .fit(try FitImporter.run(path: fitPath, into: database, options: options, progress: progress)) }
        } else if let read {
            start { [self] in .saved(try read.save(into: database, options: options, progress: progress)) }
        }
    }

    private func start(_ work: @escaping @Sendable () throws -> Outcome) {
        let signal = lock.withLock { done }
        let thread = Thread { [self] in
            let result = Result { try work() }
            lock.withLock { outcome = result }
            signal.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    var result: Result<Outcome, Error>? { lock.withLock { outcome } }

    /// Blocks until the worker has finished (tests use it instead of sleeping).
    func wait() {
        let signal = lock.withLock { done }
        signal.wait()
        signal.signal()
    }
}

/// Importing an Apple Health export from a screen: the path, then a progress bar with percentage,
/// speed and time left, then what an import would do (swims logged by hand that the export holds, swims
/// that differ: the user chooses), then the import itself; Esc cancels and leaves the database as it was.
struct ImportDialog: ModalDialog {
    enum Stage: Equatable {
        case path(TextField)
        case running(ImportJob, started: Duration)
        case preview(ImportJob, lines: [String], conflicts: SwimConflicts)
        case finished(lines: [String], failed: Bool)
        /// Apple's malformed 2015 export: nothing was imported, and `r` reads it in recover mode.
        case offerRecovery(path: String, lines: [String])

        static func == (lhs: Stage, rhs: Stage) -> Bool {
            switch (lhs, rhs) {
            case (.path(let a), .path(let b)): return a == b
            case (.running(let a, _), .running(let b, _)): return a === b
            case (.preview(let a, let x, _), .preview(let b, let y, _)): return a === b && x == y
            case (.finished(let a, let x), .finished(let b, let y)): return a == b && x == y
            case (.offerRecovery(let a, let x), .offerRecovery(let b, let y)): return a == b && x == y
            default: return false
            }
        }
    }

    var stage = Stage.path(TextField(label: "File", text: "", maxLength: 1000))
    /// The file the import read, for a recovery import of it.
    private var triedPath: String?

    var isRunning: Bool { if case .running = stage { return true } else { return false } }

    func nextDeadline(now: Duration) -> Duration? { isRunning ? now + .milliseconds(100) : nil }

    var keys: [HelpEntry] {
        switch stage {
        case .path: return [.init(keys: "Enter", summary: "import"), .init(keys: "Esc", summary: "cancel")]
        case .running: return [.init(keys: "Esc", summary: "stop the import")]
        case .preview(let job, _, let conflicts): return Self.previewKeys(conflicts, isFit: job.isFit).map { .init(keys: $0.key, summary: $0.does) }
        case .finished: return [.init(keys: "Enter", summary: "close")]
        case .offerRecovery: return [.init(keys: "r", summary: "import with recovery"), .init(keys: "Enter", summary: "close")]
        }
    }

    mutating func refuse(_ message: String) {
        if case .path(var field) = stage { field.error = message; stage = .path(field) }
    }

    /// Submits the summary (its lines, and whether it failed) when the finished dialog is closed.
    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<(lines: [String], failed: Bool)> {
        switch stage {
        case .path(var field):
            switch field.handle(key) {
            case .cancelled: return .cancelled
            case .submitted:
                let path = TypedPath.resolve(field.text)
                if !FileSystem.exists(path) {
                    field.error = path.isEmpty ? "Enter the path of export.zip or export.xml." : "No file at \(path)."
                } else if context.database.isReadOnly {
                    field.error = "The database is read-only: nothing can be imported."
                } else if let prefix = try? RegularFile.prefix(path, count: 64), JSONImporter.looksLikeExport(prefix) {
                    // QA s8 M11: a Tracker export given here was refused as "no <HealthData> element".
                    field.error = "Not Apple Health: a JSON file (Data › I restores exports)."
                } else {
                    stage = .running(ImportJob(path: path, database: context.database), started: context.clock.uptime())
                    triedPath = path
                    return .open
                }
                stage = .path(field)
            default: stage = .path(field)
            }
        case .running(let job, _):
            if key == .escape || key == .control("c") { job.progress.cancel() }
        case .preview(let job, _, let conflicts):
            let options: HealthImportOptions
            switch key {
            case .enter: options = HealthImportOptions()
            case .character("r") where conflicts.needsChoice: options = HealthImportOptions(replace: true)
            case .character("b") where !conflicts.handLoggedKept.isEmpty: options = HealthImportOptions(keepBoth: true)
            case .escape: return .cancelled
            default: return .open
            }
            job.save(options)
            stage = .running(job, started: context.clock.uptime())
        case .finished(let lines, let failed):
            if key == .enter || key == .escape { return .submitted((lines, failed)) }
        case .offerRecovery(let path, let lines):
            if key == .character("r") {
                stage = .running(ImportJob(path: path, database: context.database, recover: true), started: context.clock.uptime())
            } else if key == .enter || key == .escape {
                return .submitted((lines, true))
            }
        }
        return .open
    }

    /// Picks up the worker's result; returns effects when it just finished.
    mutating func poll() -> [Effect] {
        guard case .running(let job, _) = stage, let result = job.result else { return [] }
        switch result {
        case .success(.preview(let summary)):
            let lines = summary.lines(replace: "r", keepBoth: "b")
            stage = .preview(job, lines: lines, conflicts: summary.swimConflicts)
            return []
        case .success(.saved(let summary)):
            stage = .finished(lines: summary.lines(replace: "r", keepBoth: "b"), failed: false)
            return [.message(.info("Import finished: \(summary.swimsAdded) swims, \(summary.weightsAdded) weights."))]
        case .success(.fitPreview(let summary)):
            stage = .preview(job, lines: summary.lines(replace: "r", keepBoth: "b"), conflicts: summary.swimConflicts)
            return []
        case .success(.fit(let summary)):
            stage = .finished(lines: summary.lines(replace: "r", keepBoth: "b"), failed: false)
            return [.message(.info("Import finished: \(summary.swimsAdded) swims from FIT files."))]
        case .failure(let error):
            let (reason, message) = Self.failure(error)
            if let path = triedPath, (error as? ImportError)?.offersRecovery == true {
                stage = .offerRecovery(path: path, lines: [reason, Self.recoveryOffer])
                return [.message(Self.recoveryMessage)]
            } else {
                stage = .finished(lines: [reason], failed: true)
            }
            return [.message(message)]
        }
    }

    /// The dialog's line and the status line for an import that wrote nothing. The dialog's heading
    /// says "Nothing was imported.", so the reason does not say it again; Esc is not a failure.
    static func failure(_ error: Error) -> (reason: String, message: StatusLine.Message) {
        let reason = "\(error)".replacingOccurrences(of: " Nothing was imported.", with: "").trimmingCharacters(in: .whitespaces)
        if case ImportError.cancelled = error { return (reason, .info("Import stopped: nothing was imported.")) }
        return (reason, .error("Import failed: \(reason)"))
    }

    func draw(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        let now = context.uptime
        // A summary gets the rows it needs (up to the screen's), so no line of it is dropped.
        let width = min(area.width - 2, 72)
        var height = 10
        switch stage {
        case .finished(let lines, _), .offerRecovery(_, let lines):
            height = max(height, min(area.height, Self.wrapped(lines, width: width - 4).count + 6))
        case .preview(_, let lines, _): height = max(height, min(area.height, Self.wrapped(lines, width: width - 4).count + 7))
        default: break
        }
        let frame = area.centered(width: width, height: height)
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: "Import an Apple Health export or FIT files", into: &buffer).inset(horizontal: 1, vertical: 0)
        switch stage {
        case .path(let field):
            let about = TextWidth.wrap(
                "The export.zip from Health → Export All Health Data (or the export.xml in it), or a watch's .fit file or folder of them.",
                width: inner.width, maxLines: 2)
            for (index, line) in about.enumerated() { buffer.put(line, x: inner.x, y: inner.y + index, style: .muted, clip: inner) }
            field.draw(in: Rect(x: inner.x, y: inner.y + 3, width: inner.width, height: 2), labelWidth: 4, focused: true, into: &buffer)
            let keys = TextWidth.wrap("Enter imports · Esc cancels. Only new swims, weights and days are added.", width: inner.width, maxLines: 2)
            for (index, line) in keys.enumerated() {
                buffer.put(line, x: inner.x, y: inner.maxY - keys.count + index, style: .muted, clip: inner)
            }
        case .running(let job, let started):
            let fraction = job.progress.fraction
            let elapsed = Double((now - started).components.seconds) + Double((now - started).components.attoseconds) / 1e18
            // Megabytes of XML, as the command line counts them (a zip's inflated entry, not the zip).
            let xmlBytes = job.progress.xmlBytes > 0 ? job.progress.xmlBytes : job.totalBytes
            let megabytes = Double(xmlBytes) * fraction / 1_000_000
            let speed = elapsed > 0.2 ? megabytes / elapsed : 0
            let left = fraction > 0.01 ? elapsed / fraction * (1 - fraction) : nil
            buffer.put("\(job.progress.phase)…  \(Int(saturating: fraction * 100))%", x: inner.x, y: inner.y, style: .title, clip: inner)
            _ = HorizontalBarChart.drawBar(
                value: max(fraction, 0.001), maximum: 1, width: inner.width, x: inner.x, y: inner.y + 2, style: .accent, into: &buffer)
            var stats = "\(Format.megabytes(Int64(megabytes * 1_000_000))) of XML · \(Format.decimal(speed, places: speed < 10 ? 1 : 0)) MB/s"
            if let left { stats += " · \(SwimStats.durationText(left)) left" }
            buffer.put(stats, x: inner.x, y: inner.y + 4, clip: inner)
            buffer.put("Esc cancels: nothing is written until the end.", x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
        case .preview(let job, let lines, let conflicts):
            buffer.put("Read: nothing is written yet. An import would bring:", x: inner.x, y: inner.y, style: .title, clip: inner)
            for (index, line) in Self.wrapped(lines, width: inner.width).prefix(inner.height - 4).enumerated() {
                buffer.put(line, x: inner.x, y: inner.y + 2 + index, clip: inner)
            }
            let keys = TextWidth.wrap(
                Self.previewKeys(conflicts, isFit: job.isFit).map { "\($0.key) \($0.does)" }.joined(separator: " · "), width: inner.width, maxLines: 2)
            for (index, line) in keys.enumerated() { buffer.put(line, x: inner.x, y: inner.maxY - keys.count + index, style: .muted, clip: inner) }
        case .finished(let lines, let failed):
            Self.drawFinished(lines, failed: failed, keys: "Enter closes", in: inner, into: &buffer)
        case .offerRecovery(_, let lines):
            Self.drawFinished(lines, failed: true, keys: "r imports with recovery · Enter closes", in: inner, into: &buffer)
        }
    }
}

extension ImportDialog {
    /// The choices after the preview: `r` and `b` only when a swim needs them.
    static func previewKeys(_ conflicts: SwimConflicts, isFit: Bool = false) -> [(key: String, does: String)] {
        [("Enter", "imports")] + (conflicts.needsChoice ? [("r", isFit ? "takes the file's" : "takes the export's")] : [])
            + (conflicts.handLoggedKept.isEmpty ? [] : [("b", "keeps both")]) + [("Esc", "cancels")]
    }

    /// Each line broken at spaces to the width (a long reason is read whole, not cut).
    static func wrapped(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { TextWidth.wrap($0, width: width, maxLines: 20) }
    }
}

/// A screen that can show the import dialog: the loop wakes it while the import runs, and the screen
/// reloads when the import ends.
protocol ImportHosting: Screen {
    /// The dialog while it is open; setting it updates the open dialog (never opens or closes one).
    var runningImport: ImportDialog? { get set }
}

extension ImportHosting {
    func nextDeadline(now: Duration) -> Duration? { runningImport?.nextDeadline(now: now) }

    mutating func tick(context: ScreenContext) -> [Effect] {
        guard var dialog = runningImport else { return [] }
        let effects = dialog.poll()
        runningImport = dialog
        if !effects.isEmpty { reload(context: context) }
        return effects
    }
}
