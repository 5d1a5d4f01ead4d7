import Foundation

/// Names and texts stored as the forms store them: names NFC-normalised and trimmed, so a name pasted
/// decomposed (as macOS does) matches the same name typed precomposed; memos and how-tos with one kind
/// of line break (`Input.multilineText`: CRLF and CR become LF). Record by record, as the import streams.
enum NormalizedText {
    static func name(_ text: String) -> String { text.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces) }
    static func multiline(_ text: String) -> String { Input.multilineText(text) }
}

extension ExportDocument {
    func normalizedText() -> ExportDocument {
        var copy = self
        copy.profile = profile?.normalized()
        copy.foods = foods.map { $0.normalized() }
        copy.days = days.map { $0.normalized() }
        copy.exercises = exercises.map { $0.normalized() }
        copy.workouts = workouts.map { $0.normalized() }
        copy.counters = counters.map { $0.normalized() }
        copy.pads = pads.map { $0.normalized() }
        copy.workoutPrograms = workoutPrograms?.map { $0.normalized() }
        return copy
    }
}

extension ExportDocument.ProfileJSON {
    func normalized() -> Self {
        var copy = self
        copy.name = name.map(NormalizedText.name)
        return copy
    }
}

extension ExportDocument.FoodJSON {
    func normalized() -> Self {
        var copy = self
        copy.name = NormalizedText.name(name)
        return copy
    }
}

extension ExportDocument.DayJSON {
    func normalized() -> Self {
        var copy = self
        copy.memo = memo.map(NormalizedText.multiline)
        for j in copy.entries.indices {
            copy.entries[j].food = copy.entries[j].food.map(NormalizedText.name)
            copy.entries[j].label = copy.entries[j].label.map(NormalizedText.name)
        }
        return copy
    }
}

extension ExportDocument.ExerciseJSON {
    func normalized() -> Self {
        var copy = self
        copy.name = NormalizedText.name(name)
        copy.howTo = NormalizedText.multiline(howTo)
        return copy
    }
}

extension ExportDocument.WorkoutJSON {
    func normalized() -> Self {
        var copy = self
        copy.exercise = NormalizedText.name(exercise)
        return copy
    }
}

extension ExportDocument.CounterJSON {
    func normalized() -> Self {
        var copy = self
        copy.name = NormalizedText.name(name)
        return copy
    }
}

extension ExportDocument.PadJSON {
    func normalized() -> Self {
        var copy = self
        copy.name = NormalizedText.name(name)
        copy.keys = keys.mapValues(NormalizedText.name)
        copy.sessions = sessions?.map { session in
            var session = session
            for k in session.cells.indices { session.cells[k].counter = NormalizedText.name(session.cells[k].counter) }
            return session
        }
        return copy
    }
}

extension ExportDocument.SwimJSON {
    /// A swim's texts are app names and time zones, kept as written.
    func normalized() -> Self { self }
}

extension ExportDocument.WorkoutProgramJSON {
    func normalized() -> Self {
        var program = self
        program.name = NormalizedText.name(name)
        for j in program.exercises.indices { program.exercises[j].exercise = NormalizedText.name(program.exercises[j].exercise) }
        for b in (program.moreBlocks ?? []).indices {
            for j in program.moreBlocks![b].exercises.indices {
                program.moreBlocks![b].exercises[j].exercise = NormalizedText.name(program.moreBlocks![b].exercises[j].exercise)
            }
        }
        return program
    }
}
