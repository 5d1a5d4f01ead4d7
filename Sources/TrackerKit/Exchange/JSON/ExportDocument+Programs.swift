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
    }

    public struct PadCellJSON: Codable, Equatable, Sendable {
        public var key: String
        public var counter: String
        @WholeNumber public var count: Int64
    }
}

extension ExportDocument.WorkoutProgramJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, exercises
    }

    init(_ program: WorkoutProgram) {
        self.init(
            name: program.name, getReadySeconds: program.getReadySeconds, warmUpSeconds: program.warmUpSeconds,
            workSeconds: program.workSeconds, restSeconds: program.restSeconds, rounds: program.rounds,
            coolDownSeconds: program.coolDownSeconds,
            exercises: program.items.map { ExportDocument.ProgramExerciseJSON(exercise: $0.exercise, seconds: $0.seconds) })
    }

    var program: WorkoutProgram {
        WorkoutProgram(
            name: name, getReadySeconds: getReadySeconds, warmUpSeconds: warmUpSeconds, workSeconds: workSeconds,
            restSeconds: restSeconds, rounds: rounds, coolDownSeconds: coolDownSeconds,
            items: exercises.map { WorkoutProgram.Item(exercise: $0.exercise, seconds: $0.seconds) })
    }
}

extension ExportDocument.ProgramExerciseJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case exercise, seconds }
}

extension ExportDocument.PadSessionJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case finishedAt, target, cells }
}

extension ExportDocument.PadCellJSON {
    public enum CodingKeys: String, CodingKey, CaseIterable { case key, counter, count }
}
