import Foundation
import GRDB

/// Records known by their names (foods, counters, exercises, pads, programs) carry their sync identity too (QA s8b N1):
/// after a rename, a "(2)" of a name collision or a counter deleted and made again, the name's key is not the record's
/// identity, and a restore that took it would make a second copy, or bring back a deleted counter's taps.
extension ExportDocument {
    mutating func addNamedSyncIds(_ db: Database) throws {
        let foodIds = try ExportRows.namedSyncIds("food", db), counterIds = try ExportRows.namedSyncIds("counter", db)
        let exerciseIds = try ExportRows.namedSyncIds("exercise", db), padIds = try ExportRows.namedSyncIds("pad", db)
        let programIds = try ExportRows.namedSyncIds("workoutProgram", db)
        for i in foods.indices { foods[i].syncId = foodIds[NameKey.of(foods[i].name)] }
        for i in counters.indices { counters[i].syncId = counterIds[NameKey.of(counters[i].name)] }
        for i in exercises.indices { exercises[i].syncId = exerciseIds[NameKey.of(exercises[i].name)] }
        for i in pads.indices { pads[i].syncId = padIds[NameKey.of(pads[i].name)] }
        workoutPrograms = workoutPrograms?.map { program in
            var program = program
            program.syncId = programIds[NameKey.of(program.name)]
            return program
        }
    }
}
