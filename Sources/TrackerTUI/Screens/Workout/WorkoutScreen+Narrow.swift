import TrackerKit

/// The Workout tab on a narrow screen (LayoutClass.narrow): the countdown takes the panel's whole
/// width (the moving figure beside it would halve it), and the welcome page says the same in
/// shorter lines, one command a line, each a tap target like the wide page's.
extension WorkoutScreen {
    /// The exercise figure is drawn beside the digits only where the digits keep their room.
    static func showsFigure(in middle: Rect) -> Bool { !LayoutClass(width: middle.width + 6).isNarrow }

    /// Where the big countdown digits go: right of the figure, or the whole width on a narrow screen.
    static func digitsArea(in middle: Rect) -> Rect {
        guard showsFigure(in: middle) else { return middle }
        return Rect(x: middle.x + ExerciseFigures.width + 2, y: middle.y, width: middle.width - ExerciseFigures.width - 2, height: middle.height)
    }

    func narrowWelcomeLines() -> [(text: String, style: Style, command: Command?)] {
        var lines: [(text: String, style: Style, command: Command?)] = [
            ("HIIT Workout", .title, nil),
            ("Get fit at home", .accent, nil),
            ("", .plain, nil),
            ("\(exercises.count) \(exercises.count == 1 ? "exercise" : "exercises") of \(settings.seconds) s", .plain, nil),
            ("Streak \(streaks.current) (best \(streaks.best)) · today \(doneToday)", .plain, nil),
            ("", .plain, nil),
            ("Enter  Get Started", .title, .startOrDone),
            ("H  History", .plain, .history),
            ("S  Session: \(settings.rounds) \(settings.rounds == 1 ? "round" : "rounds"), \(settings.restSeconds) s rest", .plain, .session),
            ("T  Tabata: \(cues.tabata.work)/\(cues.tabata.rest) s × \(cues.tabata.rounds)", .plain, .tabata),
            ("R  Saved programs", .plain, .programs),
            ("e  Edit the exercises", .plain, .edit),
            ("o  Options", .plain, .settings),
        ]
        if exercises.isEmpty { lines[3] = ("No exercises: e adds one.", .error, .edit) }
        return lines
    }
}
