import TrackerKit

/// Reads (and the small writes) a screen makes while it loads must not fail in silence: a busy or
/// damaged file would otherwise look like an empty diary ("No counters yet"). `loaded` and
/// `attempted` keep the first failure here, and the app shows it in the status line after the key,
/// tick or reload that caused it. The UI runs on one thread, so one record is enough.
enum LoadFailures {
    nonisolated(unsafe) private static var first: String?

    static func record(_ error: any Error) {
        guard first == nil else { return }
        first = "Could not read the database: \(StoreError.reason(error))"
    }

    /// The failure since the last call, if any (and forgets it).
    static func take() -> String? {
        defer { first = nil }
        return first
    }
}

/// The value `read` gives, or `fallback` when it throws (the failure is shown to the user).
func loaded<T>(_ fallback: T, _ read: () throws -> T) -> T {
    do { return try read() } catch {
        LoadFailures.record(error)
        return fallback
    }
}

/// Runs a small write a screen makes on its own (remembering a page, rolling counters over); a
/// failure is shown to the user rather than dropped.
func attempted(_ write: () throws -> Void) {
    do { try write() } catch { LoadFailures.record(error) }
}
