import Foundation
import GRDB

extension Database {
    /// Puts the file in WAL mode (readers never wait for a writer) unless it is in it already, in which
    /// case nothing is written. GRDB's DatabasePool would also write a table into every opened file to
    /// make its -wal non-empty; a single connection does not need that.
    ///
    /// The switch needs the file to itself, and when several processes open a new file at once SQLite
    /// can answer SQLITE_BUSY at once, without calling the busy handler (it would deadlock): so the
    /// switch is tried again for up to `patience` seconds.
    func useWAL(patience: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(patience)
        while true {
            do {
                if try String.fetchOne(self, sql: "PRAGMA journal_mode") == "wal" { break }
                let mode = try String.fetchOne(self, sql: "PRAGMA journal_mode = WAL")
                if mode == "wal" { break }
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "could not switch to WAL mode (\(mode ?? "?"))")
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
        try execute(sql: "PRAGMA synchronous = NORMAL")
    }
}
