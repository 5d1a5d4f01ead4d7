import GRDB

extension AppDatabase {
    /// The counters as they read at `clock`, without writing: a counter whose reset period has passed
    /// shows its start value, as `rollOverCounters` would leave it. For commands that only read.
    public func counters(asOf clock: CounterClock) throws -> [Counter] {
        let all = try counters()
        return try read { db in
            try all.map { counter in
                guard let period = counter.resetPeriod else { return counter }
                let stored = try String.fetchOne(db, sql: "SELECT periodStart FROM counter WHERE id = ?", arguments: [counter.id])
                guard let stored, stored != Self.periodStart(period, clock: clock).iso else { return counter }
                var rolled = counter
                rolled.count = counter.restartAt
                return rolled
            }
        }
    }
}
