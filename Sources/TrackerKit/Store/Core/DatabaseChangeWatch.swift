import GRDB

/// Notices commits to the database file, for a window that must show what another window or the
/// command line wrote. SQLite's `data_version` changes whenever a connection other than the one
/// asking commits; asking on a read-only connection of its own means the question never waits
/// behind this process's writer (an import saving on a worker thread), and in WAL mode never
/// behind another process either. This process's own commits count as changes too: a reload
/// after them is harmless. One cheap pragma, so the app can ask on every wake-up.
public final class DatabaseChangeWatch: Sendable {
    private let connection: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .immediateError  // never wait: the next wake-up asks again
        connection = try DatabaseQueue(path: path, configuration: configuration)
    }

    public func close() {
        try? connection.close()
    }

    /// Changes after any commit since the last call; nil when it cannot tell right now.
    public func version() -> Int64? {
        try? connection.inDatabase { db in try Int64.fetchOne(db, sql: "PRAGMA data_version") }
    }
}

extension AppDatabase {
    /// Nil for an in-memory database, which nothing else can change.
    public func makeChangeWatch() -> DatabaseChangeWatch? {
        guard let path else { return nil }
        return try? DatabaseChangeWatch(path: path)
    }
}
