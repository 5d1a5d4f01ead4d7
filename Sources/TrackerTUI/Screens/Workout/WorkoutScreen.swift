import TrackerKit

/// The Workout tab (HIITFit): a welcome page and one page per exercise with a countdown, Start/Done,
/// rating stars; a session mode that runs every exercise in a row; history; the High Five screen.
struct WorkoutScreen: Screen {
    /// A session in progress: the plan, which phase, and that phase's countdown.
    struct SessionRun: Equatable {
        var plan: SessionPlan
        var index: Int
        var countdown: Countdown
        /// The work phases logged so far (each is logged as it ends), so abandoning can say them and `u` take them back.
        var logged: [LoggedExercise] = []
    }

    struct LoggedExercise: Equatable {
        var id: Int64
        var name: String
    }

    enum Overlay: Equatable {
        case highFive(exercises: Int)
        case confirmAbandon
        case history(WorkoutHistoryView)
        case editor(ExerciseEditor)
        /// The options as the form opened on them (`ModalDialog.save(against:)`).
        case settings(Form, opened: WorkoutSettings)
        case programs([WorkoutProgram], ListState)
        /// Adding a program (nil) or editing the one of this name.
        case programForm(Form, editing: String?)
    }

    enum Command: Equatable, Sendable {
        case page(Int), startOrDone, pause, abandon, rate(Int), history, session, tabata, edit, settings, programs, undoAbandoned
    }

    let title = "Workout"
    /// 0 is the welcome page; 1…n the exercises.
    var page = 0
    var exercises: [Exercise] = []
    var settings = WorkoutSettings()
    var cues = WorkoutCues()
    var countdown: Countdown?
    var session: SessionRun?
    var overlay: Overlay?
    var streaks = Streaks(current: 0, best: 0)
    var doneToday = 0
    var today: LocalDate
    var now: Duration = .zero
    /// The last second that rang the bell, so each of the last three rings once.
    var lastBell: Int?
    /// What the last abandoned session logged, until `u` takes it back or another workout starts.
    var abandonedLog: [LoggedExercise] = []
    /// The session or exercise was paused because the app was suspended (Ctrl-Z): said on return.
    var pausedBySuspend = false
    /// The countdown was paused by the abandon question, so `n`/Esc resumes it (a pause made by Space stays).
    var pausedByQuestion = false
    /// The finished session's work, rest and total time, for the High Five screen.
    var summary: String?
    private var restoredPage = false
    static let pageSettingKey = "workout.page"

    init(today: LocalDate) {
        self.today = today
    }

    static let pageKeys: [KeyBinding<Command>] = [
        KeyBinding([.left], "previous page", .page(-1), label: "←", status: false),
        KeyBinding([.right], "next page", .page(1), label: "→", status: false),
        KeyBinding([.character("u")], "undo: take back what an abandoned session logged", .undoAbandoned, status: false),
    ]
    static let welcomeKeys = KeyTable<Command>(
        [
            KeyBinding([.enter], "get started", .startOrDone, label: "Enter"),
            KeyBinding([.character("S")], "session: all exercises in a row", .session),
            KeyBinding([.character("T")], "Tabata: 20 s work, 10 s rest × 8", .tabata),
            KeyBinding([.character("R")], "run a saved interval program", .programs),
            KeyBinding([.character("H")], "history", .history),
            KeyBinding([.character("e")], "edit the exercise list", .edit),
            KeyBinding([.character("o")], "options: seconds, rest, rounds", .settings),
        ] + pageKeys, scope: "workout")
    static let exerciseKeys = KeyTable<Command>(
        [
            KeyBinding([.enter, .character("s")], "start, then done", .startOrDone, label: "Enter"),
            KeyBinding([.character(" ")], "pause / resume", .pause),
            KeyBinding([.escape], "abandon (asks first)", .abandon, label: "Esc"),
            KeyBinding([.character("+"), .character("=")], "one more star", .rate(1), label: "+"),
            KeyBinding([.character("-")], "one star less", .rate(-1), label: "-"),
            KeyBinding([.character("H")], "history", .history),
            KeyBinding([.character("S")], "session: all exercises in a row", .session, status: false),
            KeyBinding([.character("T")], "Tabata", .tabata, status: false),
            KeyBinding([.character("R")], "run a saved interval program", .programs, status: false),
            KeyBinding([.character("o")], "options", .settings, status: false),
        ] + pageKeys, scope: "workout")

    /// What a running session answers to; the status line and help show only these then (the other
    /// exercise keys only say "finish or abandon first").
    static let sessionKeys = KeyTable<Command>([
        KeyBinding([.character(" ")], "pause / resume", .pause),
        KeyBinding([.escape], "abandon the session (asks first)", .abandon, label: "Esc"),
    ])

    var keyTable: KeyTable<Command> { page == 0 && session == nil ? Self.welcomeKeys : Self.exerciseKeys }

    /// A session, or a countdown started and not finished (running or paused): leaving would lose it.
    var isBusy: Bool {
        if session != nil { return true }
        switch countdown?.state {
        case .running, .paused: return true
        default: return false
        }
    }
    var capturesAllKeys: Bool { overlay != nil }

    func changesData(_ key: Key) -> Bool {
        switch keyTable.command(for: key) {
        case .rate, .edit, .settings, .undoAbandoned: return true
        default: return false
        }
    }

    var helpSections: [HelpSection] {
        switch overlay {
        case .history(let view): return [view.helpSection]
        case .editor(let editor): return [editor.helpSection]
        case .settings: return [Form.keys.helpSection("Workout options")]
        case .highFive: return [HelpSection(title: "High Five", entries: [.init(keys: "Enter", summary: "continue")])]
        case .programs: return [Self.programKeys]
        case .programForm: return [Form.keys.helpSection("Program")]
        case .confirmAbandon:
            return [HelpSection(title: "Abandon", entries: [.init(keys: "y", summary: "abandon"), .init(keys: "n/Esc", summary: "keep going")])]
        case nil where session != nil: return [Self.sessionKeys.helpSection("Workout: session")]
        case nil: return [keyTable.helpSection(page == 0 ? "Workout: welcome" : "Workout: exercise")]
        }
    }

    var statusItems: [StatusLine.Item] {
        if case .history(let view) = overlay, case .stats = view.mode { return PeriodChart.keys.statusItems }
        if overlay != nil { return helpSections[0].entries.map { .init(keys: $0.keys, label: $0.summary) } }
        if session != nil { return Self.sessionKeys.statusItems }
        return [.init(keys: "←→", label: "page")] + keyTable.statusItems
    }

    var currentExercise: Exercise? { page > 0 && page <= exercises.count ? exercises[page - 1] : nil }

    mutating func reload(context: ScreenContext) {
        today = context.today
        now = context.clock.uptime()
        let database = context.database
        exercises = loaded([]) { try database.exercises() }
        settings = loaded(WorkoutSettings()) { try database.workoutSettings() }
        cues = loaded(WorkoutCues()) { try database.workoutCues(machine: context.config.workoutCues) }
        streaks = loaded(Streaks(current: 0, best: 0)) { try database.workoutStreaks(today: today) }
        doneToday = loaded(0) { try database.workoutWeek(endingOn: today).last?.total ?? 0 }
        if !restoredPage {
            restoredPage = true
            page = loaded(nil) { try database.setting(Self.pageSettingKey) }.flatMap(Int.init) ?? 0
        }
        page = min(max(page, 0), exercises.count)
        if case .history(var view) = overlay { view.reload(database, today: today); overlay = .history(view) }
    }

    func nextDeadline(now: Duration) -> Duration? {
        session?.countdown.nextChange(now: now) ?? countdown?.nextChange(now: now)
    }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] {
        today = context.today
        now = context.clock.uptime()
        let wasBusy = isBusy
        let effects = dispatch(key, context: context)
        return effects + readOnlyNotice(wasBusy: wasBusy, context: context)
    }

    private mutating func dispatch(_ key: Key, context: ScreenContext) -> [Effect] {
        if overlay != nil { return handleOverlay(key, context: context) }
        if case .mouse(let event) = key { return handleMouse(event, context: context) }
        guard let command = keyTable.command(for: key) else { return [] }
        return perform(command, context: context)
    }

    mutating func perform(_ command: Command, context: ScreenContext) -> [Effect] {
        switch command {
        case .page(let delta): return goTo(page: page + delta, context: context)
        case .startOrDone: return startOrDone(context: context)
        case .pause:
            pausedBySuspend = false
            if session != nil { session?.countdown.togglePause(now: now) } else { countdown?.togglePause(now: now) }
        case .abandon:
            if isBusy { askToAbandon() } else { countdown = nil }
        case .undoAbandoned: return undoAbandoned(context: context)
        case .rate(let delta): return rate(by: delta, context: context)
        case .history:
            var view = WorkoutHistoryView(exercises: exercises.map(\.name))
            view.reload(context.database, today: today)
            overlay = .history(view)
        case .session, .tabata:
            guard !exercises.isEmpty else { return [] }
            if let refusal = busyRefusal { return [.message(.error(refusal))] }
            let names = exercises.map(\.name)
            return start(
                command == .tabata
                    ? SessionPlan.tabata(exercises: names, work: cues.tabata.work, rest: cues.tabata.rest, rounds: cues.tabata.rounds)
                    : SessionPlan(name: "Session", exercises: names, workSeconds: settings.seconds, restSeconds: settings.restSeconds, rounds: settings.rounds))
        case .programs:
            if let refusal = busyRefusal { return [.message(.error(refusal))] }
            return openPrograms(context: context)
        case .edit:
            overlay = .editor(ExerciseEditor(exercises: exercises))
        case .settings:
            overlay = .settings(Self.settingsForm(settings), opened: settings)
        }
        return []
    }

    /// Why a new session cannot start now: one is running, or an exercise was started (paused too).
    /// Starting would throw that round away without a word, so the keys say so, as Esc would ask.
    var busyRefusal: String? {
        if session != nil { return "A session is running: Esc abandons it (asks first)." }
        if isBusy { return "Finish the running exercise first, or Esc abandons it (asks first)." }
        return nil
    }

    mutating func goTo(page target: Int, context: ScreenContext) -> [Effect] {
        guard target != page else { return [] }
        if isBusy { return [.message(.error("Finish or abandon (Esc) the running exercise first."))] }
        page = min(max(target, 0), exercises.count)
        countdown = nil
        attempted { try context.database.setSetting(Self.pageSettingKey, to: String(page)) }
        return []
    }

    private mutating func rate(by delta: Int, context: ScreenContext) -> [Effect] {
        guard let exercise = currentExercise else { return [] }
        return setRating(min(max(exercise.rating + delta, 1), 5), context: context)
    }

    mutating func setRating(_ rating: Int, context: ScreenContext) -> [Effect] {
        guard let exercise = currentExercise else { return [] }
        do {
            try context.database.setRating(rating, exerciseId: exercise.id)
            exercises[page - 1].rating = rating
        } catch {
            return [.message(.error("\(error)"))]
        }
        return []
    }

    static func settingsForm(_ settings: WorkoutSettings) -> Form {
        Form(
            title: "Workout options",
            fields: [
                .text("Seconds", String(settings.seconds), hint: "per exercise, 3 to 600", maxLength: 6),
                .text("Rest", String(settings.restSeconds), hint: "seconds between exercises in a session, 0 to 600", maxLength: 6),
                .text("Rounds", String(settings.rounds), hint: "times through the list in a session, 1 to 50", maxLength: 6),
            ])
    }
}
