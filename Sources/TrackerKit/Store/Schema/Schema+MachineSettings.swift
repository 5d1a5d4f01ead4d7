import Foundation
import GRDB

extension Schema {
    /// What belongs to this machine leaves the diary (issue 28): the workout hook, bell and flash and the last tab.
    /// Nothing is carried anywhere by itself: a hook, or a bell or flash turned off, is kept only as the text of a
    /// notice (`AppDatabase.takeMovedSettings`), which the next start shows once, saying how to put it in the
    /// configuration file, and removes. A notice runs nothing and is never exported.
    static func removeMachineSettings(_ db: Database) throws {
        var notice: [String] = []
        for key in MachineSettings.movedToConfiguration.keys.sorted() {
            guard let value = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) else { continue }
            let worthSaying = key == "workout.hook" ? !value.trimmingCharacters(in: .whitespaces).isEmpty : value == "off"
            if worthSaying { notice.append("\(key)=\(value)") }
        }
        let keys = MachineSettings.movedToConfiguration.keys.sorted()
        try db.execute(sql: "DELETE FROM setting WHERE key IN (\(keys.map { _ in "?" }.joined(separator: ", ")))", arguments: StatementArguments(keys))
        if !notice.isEmpty {
            try db.execute(
                sql: "INSERT OR REPLACE INTO setting(key, value) VALUES (?, ?)", arguments: [MachineSettings.noticeKey, notice.joined(separator: "\n")])
        }
    }
}

/// A setting an older version kept in the diary and the migration removed, to be put in the configuration file.
public struct MovedSetting: Equatable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

extension AppDatabase {
    /// The settings the migration removed from this diary, once: the notice is deleted as it is read (nothing when
    /// the database is read-only, so a later start still says it).
    public func takeMovedSettings() throws -> [MovedSetting] {
        guard !isReadOnly else { return [] }
        return try write { db in
            guard let text = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [MachineSettings.noticeKey]) else {
                return []
            }
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [MachineSettings.noticeKey])
            return text.split(separator: "\n").compactMap { line in
                guard let equals = line.firstIndex(of: "=") else { return nil }
                return MovedSetting(key: String(line[..<equals]), value: String(line[line.index(after: equals)...]))
            }
        }
    }
}
