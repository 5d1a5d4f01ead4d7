import Foundation

/// Interval programs and a pad's finished counts (both added after format 2 was written: a file
/// without them reads as having none).
extension ExportDocument {
    public struct WorkoutProgramJSON: Codable, Equatable, Sendable {
        public var name: String
        @WholeNumber public var getReadySeconds: Int
        @WholeNumber public var warmUpSeconds: Int
        @WholeNumber public var workSeconds: Int
        @WholeNumber public var restSeconds: Int
        @WholeNumber public var rounds: Int
        @WholeNumber public var coolDownSeconds: Int
        /// The first block's exercises (work, rest and rounds above are the first block's too).
        public var exercises: [ProgramExerciseJSON]
        /// Added with blocks (issue 27): absent in older files, read as 0 and none.
        @NullEncoded public var blockRestSeconds: Int?
        @NullEncoded public var moreBlocks: [ProgramBlockJSON]?
        /// Its sync identity (`SyncIdentityRules.isValidNamed`), which a rename keeps; absent when the diary never synced it.
        public var syncId: String? = nil
    }

    /// A block after the first: its exercises repeated `rounds` times with `restSeconds` between intervals.
    public struct ProgramBlockJSON: Codable, Equatable, Sendable {
        @WholeNumber public var workSeconds: Int
        @WholeNumber public var restSeconds: Int
        @WholeNumber public var rounds: Int
        public var exercises: [ProgramExerciseJSON]
    }

    public struct ProgramExerciseJSON: Codable, Equatable, Sendable {
        public var exercise: String
        /// Nil: the program's work length.
        @NullEncoded public var seconds: Int?
    }

    /// One "new count" of a pad: when, the target then, and each key's counter and count.
    public struct PadSessionJSON: Codable, Equatable, Sendable {
        public var finishedAt: String
        @NullEncoded public var target: Int64?
        public var cells: [PadCellJSON]
        /// The count's sync identity (`SyncIdentityRules`); absent when the diary never synced it.
        public var syncId: String? = nil
    }

    public struct PadCellJSON: Codable, Equatable, Sendable {
        public var key: String
        public var counter: String
        @WholeNumber public var count: Int64
    }
}

extension ExportDocument.WorkoutProgramJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, exercises, blockRestSeconds, moreBlocks, syncId
    }

    /// The one JSON shape of a program: the export's, and `tracker workout program list --format json`'s.
    public init(_ program: WorkoutProgram) {
        let first = program.blocks.first ?? WorkoutProgram.Block(items: [])
        self.init(
            name: program.name, getReadySeconds: program.getReadySeconds, warmUpSeconds: program.warmUpSeconds,
            workSeconds: first.workSeconds, restSeconds: first.restSeconds, rounds: first.rounds,
            coolDownSeconds: program.coolDownSeconds, exercises: Self.exercises(first.items), blockRestSeconds: program.blockRestSeconds,
            moreBlocks: program.blocks.dropFirst().map {
                ExportDocument.ProgramBlockJSON(
                    workSeconds: $0.workSeconds, restSeconds: $0.restSeconds, rounds: $0.rounds, exercises: Self.exercises($0.items))
            })
    }

    private static func exercises(_ items: [WorkoutProgram.Item]) -> [ExportDocument.ProgramExerciseJSON] {
        items.map { ExportDocument.ProgramExerciseJSON(exercise: $0.exercise, seconds: $0.seconds) }
    }

    private static func items(_ exercises: [ExportDocument.ProgramExerciseJSON]) -> [WorkoutProgram.Item] {
        exercises.map { WorkoutProgram.Item(exercise: $0.exercise, seconds: $0.seconds) }
    }

    var program: WorkoutProgram {
        let first = WorkoutProgram.Block(items: Self.items(exercises), workSeconds: workSeconds, restSeconds: restSeconds, rounds: rounds)
        let more = (moreBlocks ?? []).map {
            WorkoutProgram.Block(items: Self.items($0.exercises), workSeconds: $0.workSeconds, restSeconds: $0.restSeconds, rounds: $0.rounds)
        }
        return WorkoutProgram(
            name: name, getReadySeconds: getReadySeconds, warmUpSeconds: warmUpSeconds, blocks: [first] + more,
            blockRestSeconds: blockRestSeconds ?? 0, coolDownSeconds: coolDownSeconds)
    }
}

extension ExportDocument.ProgramBlockJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case workSeconds, restSeconds, rounds, exercises }
}

extension ExportDocument.ProgramExerciseJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case exercise, seconds }
}

extension ExportDocument.PadSessionJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case finishedAt, target, cells, syncId }
}

extension ExportDocument.PadCellJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case key, counter, count }
}

extension ExportDocument {
    /// Programs as the export writes them (its `workoutPrograms`), for `workout program list --format json`: one shape everywhere.
    public static func encodedPrograms(_ programs: [WorkoutProgram]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: InertJSON.escape(try encoder.encode(programs.map(WorkoutProgramJSON.init))), as: UTF8.self)
    }
}
