import Foundation
import GRDB

extension Schema {
    /// The tables whose names are unique by `NameKey`, with the longest name each allows.
    static let namedTables: [(table: String, kind: NameKind)] = [
        ("food", .food), ("exercise", .exercise), ("counter", .counter), ("pad", .pad), ("workoutProgram", .exercise),
    ]

    /// Recomputes every name key with `NameKey.of`, which folds what the old key (NFC and lower
    /// case) kept apart. Two rows saved apart under the old key that are now one name both stay:
    /// the later one (higher id) is renamed "name (2)" (3, … until free), and the workout log and
    /// programs that named a renamed exercise follow it.
    static func recomputeNameKeys(_ db: Database) throws {
        for (table, kind) in namedTables {
            let renames = try recomputeKeys(of: table, maxLength: kind.maxLength, in: db)
            if table == "exercise" { try followExerciseRenames(renames, in: db) }
        }
    }

    /// Returns the renames made, old name to new.
    private static func recomputeKeys(of table: String, maxLength: Int, in db: Database) throws -> [(old: String, new: String)] {
        // A hand-edited name that is not text (a number, a blob) is keyed as its text, never trapped on.
        let rows = try Row.fetchAll(db, sql: "SELECT id, CAST(name AS TEXT) AS name FROM \(table) ORDER BY id").map {
            (id: $0["id"] as Int64, name: String.fromDatabaseValue($0["name"] as DatabaseValue) ?? "")
        }
        // Placeholders first: a row's new key may be another row's old one.
        try db.execute(sql: "UPDATE \(table) SET nameKey = char(0) || id")
        let original = Set(rows.map { NameKey.of($0.name) })
        var taken = Set<String>(), renames: [(old: String, new: String)] = []
        for row in rows {
            var name = row.name, key = NameKey.of(name)
            if taken.contains(key) {
                var number = 1
                repeat {
                    number += 1
                    name = numbered(row.name, number, maxLength: maxLength)
                    key = NameKey.of(name)
                } while taken.contains(key) || original.contains(key)  // nor a name a later row has
            }
            taken.insert(key)
            if name != row.name { renames.append((row.name, name)) }
            try db.execute(sql: "UPDATE \(table) SET name = ?, nameKey = ? WHERE id = ?", arguments: [name, key, row.id])
        }
        return renames
    }

    /// `name (n)`, the name shortened (by whole characters) so the whole stays within `maxLength`.
    static func numbered(_ name: String, _ number: Int, maxLength: Int) -> String {
        let suffix = " (\(number))"
        let kept = name.count + suffix.count > maxLength ? String(name.prefix(max(0, maxLength - suffix.count))) : name
        return kept.trimmingCharacters(in: .whitespaces) + suffix
    }

    /// The log and programs keep exercises by name: the ones that named a renamed exercise name the new name.
    static func followExerciseRenames(_ renames: [(old: String, new: String)], in db: Database) throws {
        guard !renames.isEmpty else { return }
        let newName = Dictionary(renames.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        for (old, new) in newName {
            try db.execute(sql: "UPDATE workoutLog SET exercise = ? WHERE exercise = ?", arguments: [new, old])
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, items FROM workoutProgram") {
            // A hand-edited list that is not text is left for the program checks to refuse, never trapped on.
            guard let stored = String.fromDatabaseValue(row["items"] as DatabaseValue) else { continue }
            let items = stored.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, let new = newName[String(parts[1])] else { return String(line) }
                return "\(parts[0])\t\(new)"
            }
            try db.execute(sql: "UPDATE workoutProgram SET items = ? WHERE id = ?", arguments: [items.joined(separator: "\n"), row["id"] as Int64])
        }
    }
}
