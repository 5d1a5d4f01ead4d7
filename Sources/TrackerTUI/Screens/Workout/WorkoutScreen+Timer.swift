import TrackerKit

/// Start, Done, the countdown's ticks and bells, sessions, and the overlays' keys.
extension WorkoutScreen {
    mutating func startOrDone(context: ScreenContext) -> [Effect] {
        if page == 0 && session == nil { return goTo(page: 1, context: context) }
        guard session == nil, let exercise = currentExercise else { return [] }
        guard let running = countdown else {
            var fresh = Countdown(seconds: settings.seconds)
            fresh.start(now: now)
            countdown = fresh
            lastBell = nil
            return hook(.work(exercise: exercise.name, round: 1))
        }
        guard running.isFinished else {
            return [.message(.info("Done unlocks when the countdown reaches 0."))]
        }
        do {
            try log(exercise.name, context: context)
        } catch {
            return [.message(.error("Could not save: \(error)"))]
        }
        countdown = nil
        doneToday += 1
        if page == exercises.count {
            overlay = .highFive(exercises: exercises.count)
            reload(context: context)
            return []
        }
        page += 1
        attempted { try context.database.setSetting(Self.pageSettingKey, to: String(page)) }
        return [.message(.info("\(exercise.name) done. Next: \(exercises[page - 1].name)."))]
    }

    /// The deadline passed: ring in the last three seconds and at zero, finish, move a session on.
    mutating func tick(context: ScreenContext) -> [Effect] {
        now = context.clock.uptime()
        var effects: [Effect] = []
        if var run = session {
            effects += bells(for: run.countdown)
            // The deadline the phase ended on, read before `update` marks it finished: the next phase starts there.
            let deadline = run.countdown.deadline ?? now
            if run.countdown.update(now: now) {
                effects += finishPhase(&run, endedAt: deadline, context: context)
            }
            if session != nil { session = run.plan.phases.indices.contains(run.index) ? run : nil }
        } else if var running = countdown {
            effects += bells(for: running)
            if running.update(now: now) {
                effects += cue(.done)
                effects.append(.message(.info("Time! Press Enter for Done.")))
            }
            countdown = running
        }
        return effects
    }

    /// One ring for each of the last seconds shown (the warning setting), and none twice.
    private mutating func bells(for countdown: Countdown) -> [Effect] {
        guard cues.bell, cues.warningSeconds > 0, countdown.isRunning else { return [] }
        let shown = countdown.secondsShown(now: now)
        guard (1...cues.warningSeconds).contains(shown), lastBell != shown else { return [] }
        lastBell = shown
        return [.bell]
    }

    /// A phase of a session ended: log the exercise, and start the next phase from the deadline it
    /// ended on (not from now, when the loop woke), so a session of many phases keeps its schedule.
    private mutating func finishPhase(_ run: inout SessionRun, endedAt deadline: Duration, context: ScreenContext) -> [Effect] {
        var effects: [Effect] = []
        if case .work(let exercise, _, _) = run.plan.phases[run.index].phase {
            do {
                if let id = try log(exercise, context: context) { run.logged.append(LoggedExercise(id: id, name: exercise)) }
                doneToday += 1
            } catch {
                effects.append(.message(.error("Could not save: \(error)")))
            }
        }
        run.index += 1
        lastBell = nil
        guard run.plan.phases.indices.contains(run.index) else {
            session = nil
            summary = Self.summary(run.plan)
            overlay = .highFive(exercises: run.plan.exerciseCount)
            reload(context: context)
            return cue(.done) + effects
        }
        effects = cue(.phase(run.plan.phases[run.index].phase)) + effects
        var next = Countdown(seconds: run.plan.phases[run.index].seconds)
        next.start(now: deadline)
        run.countdown = next
        session = run
        return effects
    }

    mutating func handleOverlay(_ key: Key, context: ScreenContext) -> [Effect] {
        guard let overlay else { return [] }
        switch overlay {
        case .highFive:
            if key == .enter || key == .escape || key == .character(" ") {
                self.overlay = nil
                summary = nil
                _ = goTo(page: 0, context: context)
            }
        case .confirmAbandon:
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes:
                self.overlay = nil
                return abandon(context: context)
            case .no: keepGoing()
            case nil: break
            }
        case .history(var view):
            let (keep, effects) = view.handle(key, database: context.database, today: context.today, area: context.contentArea)
            self.overlay = keep ? .history(view) : nil
            if !keep { reload(context: context) }
            return effects
        case .editor(var editor):
            let (keep, effects) = editor.handle(key, database: context.database)
            self.overlay = keep ? .editor(editor) : nil
            reload(context: context)
            return effects
        case .programs(let programs, var list):
            return handlePrograms(key, programs: programs, list: &list, context: context)
        case .programForm(let form, let editing):
            return handleProgramForm(key, form: form, editing: editing, context: context)
        case .settings(var form, var opened):
            switch form.handle(key) {
            case .none: self.overlay = .settings(form, opened: opened)
            case .cancel: self.overlay = nil
            case .submit:
                if let updated = Self.validatedSettings(&form) {
                    do {
                        if let reopened = try form.save(against: opened, { try context.database.saveWorkoutSettings(Edit(opened: $0, mine: updated)) }) {
                            opened = reopened
                        } else {
                            self.overlay = nil
                            reload(context: context)
                            return [.message(.info("Workout options saved."))]
                        }
                    } catch {
                        form.formError = "\(error)"
                    }
                }
                self.overlay = .settings(form, opened: opened)
            }
        }
        return []
    }

    static func validatedSettings(_ form: inout Form) -> WorkoutSettings? {
        form.clearErrors()
        func number(_ index: Int, _ range: ClosedRange<Int>, _ what: String) -> Int? {
            let text = form.text(index).trimmingCharacters(in: .whitespaces)
            guard let value = Int(text), range.contains(value) else {
                form.setError(index, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound).")
                return nil
            }
            return value
        }
        let seconds = number(0, WorkoutSettings.secondsRange, "Seconds")
        let rest = number(1, WorkoutSettings.restRange, "Rest")
        let rounds = number(2, WorkoutSettings.roundsRange, "Rounds")
        guard let seconds, let rest, let rounds else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            return nil
        }
        return WorkoutSettings(seconds: seconds, restSeconds: rest, rounds: rounds)
    }
}
