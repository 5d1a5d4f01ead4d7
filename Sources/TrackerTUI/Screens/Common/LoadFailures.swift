import Foundation
import TrackerKit

/// Reads (and the small writes) a screen makes while it loads must not fail in silence: a busy or
/// damaged file would otherwise look like an empty diary ("No counters yet"). `loaded` and
/// `attempted` keep the first failure in the record in force (`current`, one per `AppState`), and
/// the app shows it in the status line after the key, tick or reload that caused it.
final class LoadFailures: @unchecked Sendable {
    /// The record of the app state at work: a task-local that `AppScope` binds around what the loop asks of the
    /// state, because the reads sit in every screen's loaders, which a parameter would have to reach through.
    @TaskLocal static var current: LoadFailures?

    private let lock = NSLock()
    private var first: String?

    init() {}

    func record(_ error: any Error) {
        lock.withLock {
            guard first == nil else { return }
            first = "Could not read the database: \(StoreError.reason(error))"
        }
    }

    /// The failure since the last call, if any (and forgets it).
    func take() -> String? {
        lock.withLock {
            defer { first = nil }
            return first
        }
    }
}

/// The value `read` gives, or `fallback` when it throws (the failure is shown to the user).
func loaded<T>(_ fallback: T, _ read: () throws -> T) -> T {
    do { return try read() } catch {
        LoadFailures.current?.record(error)
        return fallback
    }
}

/// Runs a small write a screen makes on its own (remembering a page, rolling counters over); a
/// failure is shown to the user rather than dropped. Whether it succeeded, for a caller that says more.
@discardableResult
func attempted(_ write: () throws -> Void) -> Bool {
    do {
        try write()
        return true
    } catch {
        LoadFailures.current?.record(error)
        return false
    }
}
