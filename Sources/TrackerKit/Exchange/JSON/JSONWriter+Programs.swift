import Foundation
import GRDB

/// Interval programs and a pad's finished counts; a merge adds only those not there yet.
extension Writer {
    func programs(_ programs: [ExportDocument.WorkoutProgramJSON], added: inout [String: Int]) throws {
        let exists = try db.cachedStatement(sql: "SELECT count(*) FROM workoutProgram WHERE nameKey = ?")
        for (index, program) in programs.enumerated() {
            position.path = "workoutPrograms[\(index)]"
            let checked = try WorkoutProgramRules.checked(program.program)
            guard try Int.fetchOne(exists, arguments: [NameKey.of(checked.name)]) == 0 else { continue }
            let (listed, newExercises) = try AppDatabase.listingExercises(of: checked, in: db)
            if newExercises > 0 { added["exercises", default: 0] += newExercises }
            try AppDatabase.insertProgram(listed, in: db)
            added["workout programs", default: 0] += 1
        }
    }

    /// A restored count keeps no restart changes: they were this database's ids, not the file's.
    func padSessions(_ pads: [ExportDocument.PadJSON], added: inout [String: Int]) throws {
        let exists = try db.cachedStatement(sql: "SELECT count(*) FROM padSession WHERE padId = ? AND finishedAt = ?")
        let insert = try db.cachedStatement(sql: "INSERT INTO padSession(padId, finishedAt, target, cells, restartChanges) VALUES (?, ?, ?, ?, '')")
        for (index, pad) in pads.enumerated() {
            guard let sessions = pad.sessions, !sessions.isEmpty,
                let padId = try Int64.fetchOne(db, sql: "SELECT id FROM pad WHERE nameKey = ?", arguments: [NameKey.of(pad.name)])
            else { continue }
            for (sessionIndex, session) in sessions.enumerated() {
                position.path = "pads[\(index)].sessions[\(sessionIndex)]"
                guard try Int.fetchOne(exists, arguments: [padId, session.finishedAt]) == 0 else { continue }
                let cells = session.cells.compactMap { cell in cell.key.first.map { PadSession.Cell(key: $0, name: cell.counter, count: cell.count) } }
                try insert.execute(arguments: [padId, session.finishedAt, session.target, AppDatabase.cellsText(cells)])
                added["pad sessions", default: 0] += 1
            }
        }
    }
}
