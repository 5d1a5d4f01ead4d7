import TrackerKit

/// The program form (R, then `a` to add or `e` to edit): name, get ready, warm-up, up to four blocks
/// as one line each (`8 x Burpee:40 rest 20`, as `tracker workout program add --block` takes them),
/// the rest between blocks and the cool-down; the title shows the total time as it will run.
extension WorkoutScreen {
    static let programFormBlocks = 4
    private static let blockHint = "ROUNDS x EXERCISE[:S] [+ …] [rest S]"

    static func programForm(_ program: WorkoutProgram?, settings: WorkoutSettings) -> Form {
        let blocks = program?.blocks.map(WorkoutBlockText.text) ?? []
        var fields: [FormField] = [
            .text("Name", program?.name ?? "", hint: "unique, any case", maxLength: 60),
            .text("Get ready", String(program?.getReadySeconds ?? 10), hint: "seconds, 0 to 60", maxLength: 4),
            .text("Warm-up", String(program?.warmUpSeconds ?? 0), hint: "seconds, 0 to 3600", maxLength: 5),
        ]
        for index in 0..<programFormBlocks {
            fields.append(.text("Block \(index + 1)", index < blocks.count ? blocks[index] : "", hint: index == 0 ? blockHint : "empty: none", maxLength: 400))
        }
        fields += [
            .text("Block rest", String(program?.blockRestSeconds ?? 0), hint: "seconds between blocks, 0 to 3600", maxLength: 5),
            .text("Cool-down", String(program?.coolDownSeconds ?? 0), hint: "seconds, 0 to 3600", maxLength: 5),
        ]
        var form = Form(title: program == nil ? "New program" : "Edit \(program!.name)", fields: fields)
        retitle(&form, exercises: [], settings: settings)
        return form
    }

    /// The program the form holds, with exercises matched to the list, or the first thing wrong (set on its field).
    static func program(from form: inout Form, exercises: [String], settings: WorkoutSettings) -> WorkoutProgram? {
        form.clearErrors()
        func seconds(_ index: Int) -> Int? {
            guard let value = Int(form.text(index).trimmingCharacters(in: .whitespaces)), value >= 0 else {
                form.setError(index, "A whole number of seconds.")
                return nil
            }
            return value
        }
        let blockFields = 3..<(3 + programFormBlocks)
        var blocks: [WorkoutProgram.Block] = []
        for index in blockFields where !form.text(index).trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                var block = try WorkoutBlockText.block(form.text(index), work: settings.seconds, rest: settings.restSeconds)
                block.items = try block.items.map { WorkoutProgram.Item(exercise: try listedExercise($0.exercise, among: exercises), seconds: $0.seconds) }
                blocks.append(block)
            } catch {
                form.setError(index, "\(error)")
            }
        }
        if blocks.isEmpty && form.fields[3].error == nil { form.setError(3, "A program needs at least one block, like 8 x Burpee:40 rest 20.") }
        let numbers = [1, 2, 7, 8].map(seconds)
        guard form.fields.allSatisfy({ $0.error == nil }), let getReady = numbers[0], let warmUp = numbers[1], let blockRest = numbers[2],
            let coolDown = numbers[3]
        else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return nil
        }
        let program = WorkoutProgram(
            name: form.text(0), getReadySeconds: getReady, warmUpSeconds: warmUp, blocks: blocks, blockRestSeconds: blockRest, coolDownSeconds: coolDown)
        do {
            return try WorkoutProgramRules.checked(program)
        } catch {
            form.formError = "\(error)"
            return nil
        }
    }

    /// An exercise of the list by the rule the command line follows: the name in any case, else the only one it starts or contains.
    static func listedExercise(_ typed: String, among names: [String]) throws -> String {
        let match = NameMatch.find(typed, in: names)
        if case .found(let name) = match { return name }
        throw InputError(match.problem(kind: "exercise", typed: typed) ?? "Name an exercise.")
    }

    /// `New program · 14 intervals · 17:05` while what is typed makes a program; the plain title otherwise.
    static func retitle(_ form: inout Form, exercises: [String], settings: WorkoutSettings) {
        let base = form.title.components(separatedBy: " · ")[0]
        var scratch = form
        let names = exercises.isEmpty ? nil : exercises
        if let names, let program = program(from: &scratch, exercises: names, settings: settings) {
            let plan = program.plan
            form.title = "\(base) · \(WorkoutProgram.intervals(plan.workCount)) · \(badgeClock(plan.totalSeconds))"
        } else {
            form.title = base
        }
    }

    mutating func handleProgramForm(_ key: Key, form: Form, editing: String?, context: ScreenContext) -> [Effect] {
        var form = form
        let names = exercises.map(\.name)
        switch form.handle(key) {
        case .cancel:
            overlay = nil
            return openPrograms(context: context)
        case .none:
            Self.retitle(&form, exercises: names, settings: settings)
        case .submit:
            if let program = Self.program(from: &form, exercises: names, settings: settings) {
                do {
                    let saved = try context.database.saveProgram(program, replacingNamed: editing)
                    overlay = nil
                    _ = openPrograms(context: context, selecting: saved.name)
                    return [.message(.info("Saved \(saved.name): \(saved.summary)."))]
                } catch {
                    form.formError = "\(error)"
                }
            }
        }
        overlay = .programForm(form, editing: editing)
        return []
    }
}
