import ArgumentParser
import Foundation
import TrackerKit

/// Syncing around a session of the app (`tracker --sync`, or `[sync] on_start` / `on_quit` in the configuration
/// file): once before it opens and once after it quits. A failed sync never keeps the app from opening: what the
/// start sync did is handed to the app for its status line, what the quit sync did is printed after the screen is gone.
enum AppSync {
    /// When to sync: the flag turns both on, the file each one.
    struct Moments: Equatable {
        var onStart: Bool
        var onQuit: Bool

        init(onStart: Bool, onQuit: Bool) {
            self.onStart = onStart
            self.onQuit = onQuit
        }

        init(flag: Bool, config: TrackerConfig) {
            onStart = flag || config.syncOnStart
            onQuit = flag || config.syncOnQuit
        }

        var any: Bool { onStart || onQuit }
    }

    static func around(
        databasePath: String, moments: Moments, installation: SyncInstallation, _ session: (StatusLine.Message?) throws -> Void
    ) throws {
        let start = moments.onStart ? statusMessage(once(databasePath, installation: installation), when: "on start") : nil
        try session(start)
        guard moments.onQuit else { return }
        let quit = once(databasePath, installation: installation)
        for line in quit.lines { StandardError.line("sync after quitting: \(line)") }
        // A script around the app can tell (QA s11 S11-8): the diary is saved either way, as `tracker sync` exits 1.
        if quit.failed { throw ExitCode.failure }
    }

    /// One sync of the diary at `path`: what it said, and whether it went wrong. Never throws: a sync that could not run
    /// (not set up, carrier unreachable, a refused file) is a failed outcome with its reason.
    static func once(
        _ path: String, installation: SyncInstallation, now: @escaping @Sendable () -> Date = { CommandContext.now }
    ) -> (lines: [String], failed: Bool) {
        do {
            let database = try AppDatabase.open(path: path, now: now)
            defer { database.close() }
            let report = try SyncEngine(database: database, installation: installation, now: now).run()
            return (report.lines, !report.succeeded)
        } catch {
            return (["\(error)"], true)
        }
    }

    /// The status line the app opens with: a failure as an error that says the app opened anyway; a sync that
    /// did something as information; a sync with nothing to do says nothing.
    static func statusMessage(_ outcome: (lines: [String], failed: Bool), when: String) -> StatusLine.Message? {
        let text = outcome.lines.joined(separator: " ")
        let sentence = text.hasSuffix(".") ? text : text + "."
        if outcome.failed { return .error("Sync \(when) failed: \(sentence) The diary opened as it was on this machine.") }
        if text.hasPrefix("Sent 0 changes; received 0") && outcome.lines.count == 1 { return nil }
        return .info("Synced \(when): \(text)")
    }
}
