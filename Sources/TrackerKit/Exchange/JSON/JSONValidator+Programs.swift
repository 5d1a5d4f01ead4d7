import Foundation

/// Interval programs and a pad's finished counts, by the rules the store keeps them by.
extension Validator {
    func checkProgram(_ program: ExportDocument.WorkoutProgramJSON, _ i: Int, _ seen: inout SeenRecords) throws {
        let path = "workoutPrograms[\(i)]"
        try name(program.name, "\(path).name", .program)
        try seen.programs.add(program.name, at: i, path: "\(path).name")
        try seen.syncId(program.syncId, table: "workoutProgram", path: "\(path).syncId", named: true)
        try seconds(program.getReadySeconds, "\(path).getReadySeconds", WorkoutProgramRules.getReady)
        try seconds(program.warmUpSeconds, "\(path).warmUpSeconds", WorkoutProgramRules.warmUpOrCoolDown)
        try seconds(program.workSeconds, "\(path).workSeconds", WorkoutProgramRules.work)
        try seconds(program.restSeconds, "\(path).restSeconds", WorkoutProgramRules.rest)
        try seconds(program.rounds, "\(path).rounds", WorkoutProgramRules.rounds)
        try seconds(program.coolDownSeconds, "\(path).coolDownSeconds", WorkoutProgramRules.warmUpOrCoolDown)
        guard (1...WorkoutProgramRules.maximumItems).contains(program.exercises.count) else {
            throw fail("\(path).exercises", "a program has 1 to \(WorkoutProgramRules.maximumItems) exercises")
        }
        try checkProgramExercises(program.exercises, path)
        if let rest = program.blockRestSeconds { try seconds(rest, "\(path).blockRestSeconds", WorkoutProgramRules.blockRest) }
        for (b, block) in (program.moreBlocks ?? []).enumerated() {
            let blockPath = "\(path).moreBlocks[\(b)]"
            try seconds(block.workSeconds, "\(blockPath).workSeconds", WorkoutProgramRules.work)
            try seconds(block.restSeconds, "\(blockPath).restSeconds", WorkoutProgramRules.rest)
            try seconds(block.rounds, "\(blockPath).rounds", WorkoutProgramRules.rounds)
            try checkProgramExercises(block.exercises, blockPath)
        }
        // The store's own check, so nothing it would refuse gets through.
        do { _ = try WorkoutProgramRules.checked(program.program) } catch { throw fail(path, (error as? InputError)?.message ?? "\(error)") }
    }

    private func checkProgramExercises(_ exercises: [ExportDocument.ProgramExerciseJSON], _ path: String) throws {
        guard (1...WorkoutProgramRules.maximumItems).contains(exercises.count) else {
            throw fail("\(path).exercises", "a block has 1 to \(WorkoutProgramRules.maximumItems) exercises")
        }
        for (j, item) in exercises.enumerated() {
            try name(item.exercise, "\(path).exercises[\(j)].exercise", .exercise)
            if let length = item.seconds { try seconds(length, "\(path).exercises[\(j)].seconds", WorkoutProgramRules.work) }
        }
    }

    private func seconds(_ value: Int, _ path: String, _ range: ClosedRange<Int>) throws {
        guard range.contains(value) else { throw fail(path, "\(value) is out of range (\(range.lowerBound) to \(range.upperBound))") }
    }

    func checkPadSession(_ session: ExportDocument.PadSessionJSON, _ path: String) throws {
        guard Timestamp.date(session.finishedAt) != nil else { throw fail("\(path).finishedAt", "is not a time like 2026-11-21T12:00:00.000Z") }
        if let target = session.target, target <= 0 { throw fail("\(path).target", "must be more than 0") }
        var keys = Set<String>()
        for (k, cell) in session.cells.enumerated() {
            guard cell.key.count == 1, CounterPad.keyOrder.contains(Character(cell.key)), keys.insert(cell.key).inserted else {
                throw fail("\(path).cells[\(k)].key", "is not a pad key, or appears twice")
            }
            try name(cell.counter, "\(path).cells[\(k)].counter", .counter)
        }
    }
}
