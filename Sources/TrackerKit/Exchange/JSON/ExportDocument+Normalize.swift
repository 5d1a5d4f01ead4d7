import Foundation

extension ExportDocument {
    /// The document with its names and texts stored as the forms store them: NFC-normalised and
    /// trimmed, so a name pasted decomposed (as macOS does) matches the same name typed precomposed;
    /// memos and how-tos with one kind of line break (`Input.multilineText`: CRLF and CR become LF).
    func normalizedText() -> ExportDocument {
        func name(_ text: String) -> String { text.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces) }
        func nfc(_ text: String) -> String { Input.multilineText(text) }
        var copy = self
        copy.profile?.name = profile?.name.map(name)
        for i in copy.foods.indices { copy.foods[i].name = name(copy.foods[i].name) }
        for i in copy.days.indices {
            copy.days[i].memo = copy.days[i].memo.map(nfc)
            for j in copy.days[i].entries.indices {
                copy.days[i].entries[j].food = copy.days[i].entries[j].food.map(name)
                copy.days[i].entries[j].label = copy.days[i].entries[j].label.map(name)
            }
        }
        for i in copy.exercises.indices {
            copy.exercises[i].name = name(copy.exercises[i].name)
            copy.exercises[i].howTo = nfc(copy.exercises[i].howTo)
        }
        for i in copy.workouts.indices { copy.workouts[i].exercise = name(copy.workouts[i].exercise) }
        for i in copy.counters.indices { copy.counters[i].name = name(copy.counters[i].name) }
        for i in copy.pads.indices {
            copy.pads[i].name = name(copy.pads[i].name)
            copy.pads[i].keys = copy.pads[i].keys.mapValues(name)
            copy.pads[i].sessions = copy.pads[i].sessions?.map { session in
                var session = session
                for k in session.cells.indices { session.cells[k].counter = name(session.cells[k].counter) }
                return session
            }
        }
        copy.workoutPrograms = copy.workoutPrograms?.map { program in
            var program = program
            program.name = name(program.name)
            for j in program.exercises.indices { program.exercises[j].exercise = name(program.exercises[j].exercise) }
            for b in (program.moreBlocks ?? []).indices {
                for j in program.moreBlocks![b].exercises.indices {
                    program.moreBlocks![b].exercises[j].exercise = name(program.moreBlocks![b].exercises[j].exercise)
                }
            }
            return program
        }
        return copy
    }
}
