import GRDB

extension Database {
    /// Puts the file in WAL mode (readers never wait for a writer) unless it is in it already, in which
    /// case nothing is written. GRDB's DatabasePool would also write a table into every opened file to
    /// make its -wal non-empty; a single connection does not need that.
    func useWAL() throws {
        if try String.fetchOne(self, sql: "PRAGMA journal_mode") != "wal" {
            let mode = try String.fetchOne(self, sql: "PRAGMA journal_mode = WAL")
            guard mode == "wal" else { throw DatabaseError(resultCode: .SQLITE_ERROR, message: "could not switch to WAL mode (\(mode ?? "?"))") }
        }
        try execute(sql: "PRAGMA synchronous = NORMAL")
    }
}
