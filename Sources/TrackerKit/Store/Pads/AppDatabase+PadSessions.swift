import Foundation
import GRDB

/// "New count" on a pad: the counts are kept as a finished session and the pad starts again, in one
/// transaction; the last new count can be taken back while nothing changed since.
extension AppDatabase {
    @discardableResult
    public func finishPadCount(padId: Int64, at clock: CounterClock) throws -> PadSession {
        try writeCounterChanges { db, inserted in
            guard let pad = try Row.fetchOne(db, sql: "SELECT target FROM pad WHERE id = ?", arguments: [padId]) else {
                throw InputError("That pad no longer exists.")
            }
            let keys = try Row.fetchAll(db, sql: "SELECT key, counterId FROM padKey WHERE padId = ?", arguments: [padId])
                .sorted {
                    (CounterPad.keyOrder.firstIndex(of: Character($0["key"] as String)) ?? 99)
                        < (CounterPad.keyOrder.firstIndex(of: Character($1["key"] as String)) ?? 99)
                }
            var cells: [PadSession.Cell] = []
            let before = inserted.count
            for row in keys {
                guard let counter = try Self.fetchCounter(row["counterId"], db), let key = (row["key"] as String).first else { continue }
                cells.append(PadSession.Cell(key: key, name: counter.name, count: counter.count))
                _ = try Self.move(counter, to: counter.restartAt, kind: .reset, at: clock, in: db, inserted: &inserted)
            }
            let stamp = Timestamp.text(clock.now)
            let target: Int64? = Self.positive(pad["target"])
            try db.execute(
                sql: "INSERT INTO padSession(padId, finishedAt, target, cells, restartChanges) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    padId, stamp, target, Self.cellsText(cells),
                    inserted[before...].map(String.init).joined(separator: ","),
                ])
            return PadSession(id: db.lastInsertedRowID, finishedAt: Timestamp.date(stamp) ?? clock.now, target: target, cells: cells)
        }
    }

    /// Takes back the pad's last new count, whoever made it: the counts come back and the session is
    /// forgotten (`undoNewCount`). Refused when a counter changed since (a tap would be lost otherwise).
    @discardableResult
    public func undoPadCount(padId: Int64) throws -> Bool {
        var undone: [Int64] = []
        let result = try write { db -> Bool in
            guard let count = try KeptPadCount.latest(padId: padId, db) else { return false }
            // A count restored from an export has no restart changes here to take back.
            if count.restartChanges.isEmpty, !count.cells.isEmpty { throw InputError("Not undone: this count was restored from an export.") }
            _ = try undoNewCount(count, fromAnywhere: true, db)
            undone = count.restartChanges
            return true
        }
        for id in undone { ownCounterChanges.forget(id) }
        return result
    }

    /// A session's cells as stored: lines "key<TAB>count<TAB>name".
    static func cellsText(_ cells: [PadSession.Cell]) -> String {
        cells.map { "\($0.key)\t\($0.count)\t\($0.name)" }.joined(separator: "\n")
    }

    /// The pad's finished counts, newest first.
    public func padSessions(padId: Int64) throws -> [PadSession] {
        try read { try Self.fetchPadSessions(padId: padId, $0) }
    }

    static func fetchPadSessions(padId: Int64, _ db: Database) throws -> [PadSession] {
        try Row.fetchAll(db, sql: "SELECT * FROM padSession WHERE padId = ? ORDER BY id DESC", arguments: [padId]).compactMap { row in
            guard let at = Timestamp.date(row["finishedAt"]) else { return nil }
            return PadSession(id: row["id"], finishedAt: at, target: Self.positive(row["target"]), cells: cells(row["cells"]))
        }
    }

    /// Cells as `cellsText` writes them (a damaged line is skipped).
    static func cells(_ text: String) -> [PadSession.Cell] {
        text.split(separator: "\n").compactMap { line -> PadSession.Cell? in
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let key = parts[0].first, let count = Int64(parts[1]) else { return nil }
            return PadSession.Cell(key: key, name: String(parts[2]), count: count)
        }
    }
}
