import Foundation
import GRDB

/// Saved interval programs (`tracker workout program add/list/delete`, the Workout tab's R).
extension AppDatabase {
    /// Saves a program; one of the same name (any case) is replaced only when `replacing`. Editing
    /// (`replacingNamed`) replaces that program, renamed or not, in the same transaction.
    @discardableResult
    public func saveProgram(_ program: WorkoutProgram, replacing: Bool = false, replacingNamed edited: String? = nil) throws -> WorkoutProgram {
        let checked = try WorkoutProgramRules.checked(program)
        try write { db in
            if let edited { try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [NameKey.of(edited)]) }
            let key = NameKey.of(checked.name)
            if let existing = try String.fetchOne(db, sql: "SELECT name FROM workoutProgram WHERE nameKey = ?", arguments: [key]) {
                guard replacing else { throw InputError("A program named “\(existing)” exists (--replace replaces it).") }
                try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [key])
            }
            try Self.insertProgram(try Self.listingExercises(of: checked, in: db).program, in: db)
        }
        return checked
    }

    /// The program with each exercise spelled as the exercise list has it; one the list lacks (a
    /// file written before renames reached programs) is added to the list, so no program names an
    /// exercise that is not there. Also returns how many were added.
    static func listingExercises(of program: WorkoutProgram, in db: Database) throws -> (program: WorkoutProgram, added: Int) {
        var spelled: [String: String] = [:], added = 0
        for item in program.items where spelled[NameKey.of(item.exercise)] == nil {
            let key = NameKey.of(item.exercise)
            if let name = try String.fetchOne(db, sql: "SELECT name FROM exercise WHERE nameKey = ?", arguments: [key]) {
                spelled[key] = name
                continue
            }
            try db.execute(
                sql:
                    "INSERT INTO exercise(name, nameKey, howTo, position, rating) VALUES (?, ?, '', (SELECT coalesce(max(position), -1) + 1 FROM exercise), 0)",
                arguments: [item.exercise, key])
            added += 1
            spelled[key] = item.exercise
        }
        return (program.mappingItems { WorkoutProgram.Item(exercise: spelled[NameKey.of($0.exercise)] ?? $0.exercise, seconds: $0.seconds) }, added)
    }

    /// Stores a checked program whose name is free: its first block in the program's columns, the others in `moreBlocks`.
    static func insertProgram(_ checked: WorkoutProgram, in db: Database) throws {
        let first = checked.blocks[0]
        try db.execute(
            sql: """
                INSERT INTO workoutProgram(name, nameKey, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, items,
                    blockRestSeconds, moreBlocks)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                checked.name, NameKey.of(checked.name), checked.getReadySeconds, checked.warmUpSeconds, first.workSeconds,
                first.restSeconds, first.rounds, checked.coolDownSeconds, itemLines(first.items), checked.blockRestSeconds,
                checked.blocks.dropFirst().map { "\($0.workSeconds)\t\($0.restSeconds)\t\($0.rounds)\n" + itemLines($0.items) }.joined(separator: "\n\n"),
            ])
    }

    /// Lines "seconds<TAB>name" (seconds empty: the block's work length).
    private static func itemLines(_ items: [WorkoutProgram.Item]) -> String {
        items.map { "\($0.seconds.map(String.init) ?? "")\t\($0.exercise)" }.joined(separator: "\n")
    }

    private static func items(_ lines: some Sequence<Substring>) -> [WorkoutProgram.Item] {
        lines.compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return WorkoutProgram.Item(exercise: String(parts[1]), seconds: Int(parts[0]))
        }
    }

    /// The blocks after the first; nil when the text is not what `insertProgram` writes (a hand edit).
    private static func moreBlocks(_ text: String) -> [WorkoutProgram.Block]? {
        guard !text.isEmpty else { return [] }
        var blocks: [WorkoutProgram.Block] = []
        for paragraph in text.components(separatedBy: "\n\n") {
            let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
            let header = lines.first.map { $0.split(separator: "\t").compactMap { Int($0) } } ?? []
            guard header.count == 3 else { return nil }
            blocks.append(WorkoutProgram.Block(items: items(lines.dropFirst()), workSeconds: header[0], restSeconds: header[1], rounds: header[2]))
        }
        return blocks
    }

    /// Every program, by name; one a hand edit broke is left out rather than run.
    public func programs() throws -> [WorkoutProgram] {
        try read { try Self.fetchPrograms($0) }
    }

    static func fetchPrograms(_ db: Database) throws -> [WorkoutProgram] {
        try Row.fetchAll(db, sql: "SELECT * FROM workoutProgram ORDER BY nameKey").compactMap { row in
            let itemText: String = try row.decode(forColumn: "items")
            guard let more = moreBlocks(try row.decode(forColumn: "moreBlocks")) else { return nil }
            let first = WorkoutProgram.Block(
                items: items(itemText.split(separator: "\n")), workSeconds: try row.decode(forColumn: "workSeconds"),
                restSeconds: try row.decode(forColumn: "restSeconds"), rounds: try row.decode(forColumn: "rounds"))
            let program = WorkoutProgram(
                name: try row.decode(forColumn: "name"), getReadySeconds: try row.decode(forColumn: "getReadySeconds"),
                warmUpSeconds: try row.decode(forColumn: "warmUpSeconds"), blocks: [first] + more,
                blockRestSeconds: try row.decode(forColumn: "blockRestSeconds"), coolDownSeconds: try row.decode(forColumn: "coolDownSeconds"))
            return try? WorkoutProgramRules.checked(program)
        }
    }

    /// Programs keep exercises by name: a renamed exercise is renamed in every program that names it.
    static func renameInPrograms(_ oldName: String, to newName: String, in db: Database) throws {
        for program in try fetchPrograms(db) {
            let renamed = program.mappingItems { item in
                NameKey.of(item.exercise) == NameKey.of(oldName) ? WorkoutProgram.Item(exercise: newName, seconds: item.seconds) : item
            }
            guard renamed != program else { continue }
            try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [NameKey.of(program.name)])
            try insertProgram(renamed, in: db)
        }
    }

    /// Deletes the program named `name` (any case); false when there is none.
    @discardableResult
    public func deleteProgram(named name: String) throws -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM workoutProgram WHERE nameKey = ?", arguments: [NameKey.of(name)])
            return db.changesCount == 1
        }
    }
}
