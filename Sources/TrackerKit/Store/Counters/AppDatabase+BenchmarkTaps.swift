import Foundation
import GRDB

extension AppDatabase {
    /// Logs `count` taps of 1 on a counter, one a minute from `start`, in one transaction: a long change
    /// log for the Counters benchmarks, written at once instead of through `count` separate taps.
    public func logBenchmarkTaps(counterId: Int64, count: Int, from start: Date, zone: ZoneOffset) throws {
        try write { db in
            let base = try Int64.fetchOne(db, sql: "SELECT count FROM counter WHERE id = ?", arguments: [counterId]) ?? 0
            for index in 0..<count {
                let at = start.addingTimeInterval(Double(index) * 60)
                try db.executeCached(
                    sql: "INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES (?, ?, ?, 1, ?, 'tap')",
                    arguments: [counterId, Timestamp.text(at), LocalDate(at, offset: zone).iso, base + Int64(index) + 1])
            }
            try db.executeCached(sql: "UPDATE counter SET count = ? WHERE id = ?", arguments: [base + Int64(count), counterId])
        }
    }
}
