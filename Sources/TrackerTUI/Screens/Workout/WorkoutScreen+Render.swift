import TrackerKit

extension WorkoutScreen {
    static let highFiveText = "Remember tomorrow's another day. So eat well and get some rest."

    /// Page numbers across the top: Welcome, then one per exercise. The same spans answer clicks.
    func pageSpans(in rect: Rect) -> [(page: Int, span: Range<Int>)] {
        var x = rect.x
        var spans: [(Int, Range<Int>)] = []
        for page in 0...exercises.count {
            let label = pageLabel(page, in: rect)
            let width = TextWidth.of(label)
            spans.append((page, x..<x + width))
            x += width + 1
        }
        return spans
    }

    /// On a narrow screen the pages other than this one shrink to their numbers (` 0 ` the welcome).
    func pageLabel(_ page: Int, in rect: Rect) -> String {
        if LayoutClass(width: rect.width + 2).isNarrow && page != self.page { return " \(page) " }
        return page == 0 ? " Welcome " : " \(page) \(exercises[page - 1].name) "
    }

    /// The inside of an exercise page's panel (the drawing and the clicks both use it).
    static func exerciseInner(in area: Rect) -> Rect {
        area.inset(horizontal: 1, vertical: 0).inset(by: 1).inset(horizontal: 1, vertical: 0)
    }

    /// Where the stars sit on an exercise page: the controls' row, two above the panel's bottom edge.
    static func starsOrigin(in area: Rect) -> (x: Int, y: Int) {
        let inner = exerciseInner(in: area)
        return (inner.x, inner.maxY - 2)
    }

    /// The Start/Done button's columns on the controls' row.
    static func buttonSpan(_ button: String, in area: Rect) -> Range<Int> {
        let inner = exerciseInner(in: area)
        let x = inner.x + max(22, (inner.width - TextWidth.of(button)) / 2)
        return x..<x + TextWidth.of(button)
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        let now = context.uptime
        let bar = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        for (page, span) in pageSpans(in: bar) {
            buffer.put(pageLabel(page, in: bar), x: span.lowerBound, y: bar.y, style: page == self.page ? .selected : .muted, clip: bar)
        }
        let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
        if let session {
            drawSession(session, in: body, now: now, into: &buffer)
        } else if page == 0 {
            drawWelcome(in: body, into: &buffer)
        } else if let exercise = currentExercise {
            drawExercise(exercise, in: body, now: now, into: &buffer)
        }
        switch overlay {
        case .highFive(let count): drawHighFive(count: count, isReadOnly: context.isReadOnly, in: area, into: &buffer)
        case .confirmAbandon:
            Confirmation(title: "Abandon", question: abandonQuestion).draw(in: area, into: &buffer)
        case .history(let view): view.draw(in: area, into: &buffer)
        case .editor(let editor): editor.draw(in: area, into: &buffer)
        case .settings(let form, _): form.draw(in: area, into: &buffer)
        case .programs(let programs, let list): Self.drawPrograms(programs, list: list, in: area, into: &buffer)
        case .programForm(let form, _): form.draw(in: area, into: &buffer)
        case nil: break
        }
    }

    /// The welcome page's lines, each with the command a click on it runs.
    func welcomeLines(in area: Rect) -> [(text: String, style: Style, command: Command?)] {
        if LayoutClass(area).isNarrow { return narrowWelcomeLines() }
        let names = exercises.map(\.name).joined(separator: ", ")
        var lines: [(text: String, style: Style, command: Command?)] = [
            ("HIIT Workout", .title, nil),
            ("Get fit — by exercising at home", .accent, nil),
            ("", .plain, nil),
            ("\(exercises.count) \(exercises.count == 1 ? "exercise" : "exercises") of \(settings.seconds) s: \(names)", .plain, nil),
            ("Streak: \(streaks.current) \(streaks.current == 1 ? "day" : "days") (best \(streaks.best)) · today: \(doneToday) done", .plain, nil),
            ("", .plain, nil),
            ("Enter  Get Started", .title, .startOrDone),
            ("H      History", .plain, .history),
            (
                "S      Session: all exercises in a row, \(settings.restSeconds) s rest, \(settings.rounds) \(settings.rounds == 1 ? "round" : "rounds")",
                .plain, .session
            ),
            ("T      Tabata: \(cues.tabata.work) s work, \(cues.tabata.rest) s rest, \(cues.tabata.rounds) rounds", .plain, .tabata),
            ("R      Run a saved interval program", .plain, .programs),
            ("e      Edit the exercise list      o  Options", .plain, .edit),
        ]
        if exercises.isEmpty { lines[3] = ("No exercises: press e to add one.", .error, .edit) }
        return lines
    }

    /// The welcome page's first row and the left edge of its key lines.
    func welcomeOrigin(in area: Rect) -> (x: Int, top: Int) {
        let lines = welcomeLines(in: area)
        let width = lines.map { TextWidth.of($0.text) }.max() ?? 0
        return (area.x + max(1, (area.width - width) / 2), area.y + max(0, (area.height - lines.count) / 2))
    }

    private func drawWelcome(in area: Rect, into buffer: inout Buffer) {
        let (x, top) = welcomeOrigin(in: area)
        for (index, line) in welcomeLines(in: area).enumerated() where top + index < area.maxY {
            let lineX = index < 2 ? area.x + max(0, (area.width - TextWidth.of(line.text)) / 2) : x
            buffer.put(line.text, x: lineX, y: top + index, style: line.style, clip: area)
        }
    }

    private func drawExercise(_ exercise: Exercise, in area: Rect, now: Duration, into buffer: inout Buffer) {
        let inner = Panel.draw(area.inset(horizontal: 1, vertical: 0), title: "\(page) of \(exercises.count) · \(exercise.name)", into: &buffer)
            .inset(horizontal: 1, vertical: 0)
        let howTo = TextWidth.wrap(exercise.howTo, width: inner.width, maxLines: inner.height >= 16 ? 3 : 1, ellipsis: buffer.glyphs.ellipsis)
        for (index, line) in howTo.enumerated() {
            buffer.put(line, x: inner.x, y: inner.y + index, style: .muted, clip: inner)
        }
        let state = countdown
        let total = settings.seconds
        let shown = state?.secondsShown(now: now) ?? total
        let extraLines = max(0, howTo.count - 1)
        let middle = Rect(x: inner.x, y: inner.y + 2 + extraLines, width: inner.width, height: max(0, inner.height - 5 - extraLines))
        let second = state == nil ? 0 : total - shown
        if Self.showsFigure(in: middle) { drawFigure(exercise.name, second: state?.isRunning == true ? second : 0, in: middle, into: &buffer) }
        let digitsArea = Self.digitsArea(in: middle)
        let lastSeconds = state?.isRunning == true && shown <= 3
        BigDigits.draw(Self.clock(shown), in: digitsArea, style: lastSeconds ? .error : .title, into: &buffer)
        let (button, buttonStyle, note) = Self.buttonState(state)
        let (starsX, row) = Self.starsOrigin(in: area)
        Stars.draw(rating: exercise.rating, x: starsX, y: row, into: &buffer)
        buffer.put("+/- rate", x: starsX + 10, y: row, style: .muted, clip: inner)
        let buttonX = Self.buttonSpan(button, in: area).lowerBound
        buffer.put(button, x: buttonX, y: row, style: buttonStyle, clip: inner)
        buffer.put(note, x: buttonX + TextWidth.of(button) + 2, y: row, style: .muted, clip: inner)
    }

    static func buttonState(_ state: Countdown?) -> (String, Style, String) {
        guard let state else { return ("[ Start ]", .selected, "Enter") }
        switch state.state {
        case .finished: return ("[ Done ]", .selected, "Enter logs it")
        case .paused: return ("[ Done ]", .muted, "paused: Space resumes")
        default: return ("[ Done ]", .muted, "unlocks at 0")
        }
    }

    private func drawSession(_ run: SessionRun, in area: Rect, now: Duration, into buffer: inout Buffer) {
        let phase = run.plan.phases[run.index]
        // The panel is inset by 1 each side and its title by a corner and a space each side.
        let title = Self.sessionTitle(run.plan, phase.phase, room: area.width - 6)
        let exerciseName: String = { if case .work(let exercise, _, _) = phase.phase { return exercise } else { return "" } }()
        let inner = Panel.draw(area.inset(horizontal: 1, vertical: 0), title: title, into: &buffer).inset(horizontal: 1, vertical: 0)
        let done = run.plan.phases[..<run.index].filter { $0.phase.isWork }.count
        let next = Self.nextText(run.plan, after: run.index)
        let header = "Exercise \(min(done + 1, run.plan.workCount)) of \(run.plan.workCount) · next: \(next)"
        buffer.put(header, x: inner.x, y: inner.y, style: .muted, clip: inner)
        let shown = run.countdown.secondsShown(now: now)
        let middle = Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: max(0, inner.height - 4))
        if exerciseName.isEmpty {
            let label = phase.phase.label ?? ""
            buffer.put(label, x: middle.x + 2, y: middle.y + middle.height / 2, style: .success, clip: middle)
        } else if Self.showsFigure(in: middle) {
            drawFigure(exerciseName, second: phase.seconds - shown, in: middle, into: &buffer)
        }
        let digitsArea = Self.digitsArea(in: middle)
        BigDigits.draw(
            Self.clock(shown), in: digitsArea, style: run.countdown.isRunning && shown <= 3 ? .error : (exerciseName.isEmpty ? .success : .title), into: &buffer
        )
        Self.drawProgress(run, now: now, in: Rect(x: inner.x, y: inner.maxY - 2, width: inner.width, height: 1), into: &buffer)
        let status = run.countdown.isRunning ? "Space pauses · Esc abandons the session" : "Paused: Space resumes · Esc abandons"
        buffer.put(status, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }

    private func drawFigure(_ name: String, second: Int, in area: Rect, into buffer: inout Buffer) {
        let top = area.y + max(0, (area.height - ExerciseFigures.height) / 2)
        for (index, line) in ExerciseFigures.frame(for: name, second: second).enumerated() where top + index < area.maxY {
            buffer.put(line, x: area.x + 1, y: top + index, style: .accent, clip: area)
        }
    }

    private func drawHighFive(count: Int, isReadOnly: Bool, in area: Rect, into buffer: inout Buffer) {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let countText = words.indices.contains(count) ? words[count] : String(count)
        let praise =
            count == 1
            ? "Good job completing the exercise!"
            : count == 2 ? "Good job completing both exercises!" : "Good job completing all \(countText) exercises!"
        Dialog(
            title: "High Five!", lines: ["", praise, Self.highFiveText, ""] + (summary.map { [$0, ""] } ?? []) + (isReadOnly ? [Self.notSavedLine, ""] : []),
            buttons: [.init(keys: "Enter", label: "Continue")]
        ).draw(in: area, minWidth: 50, into: &buffer)
    }

    /// `30`, or `1:30` from a minute up, `1:00:00` from an hour.
    static func clock(_ seconds: Int) -> String {
        seconds >= 60 ? Format.duration(seconds) : String(seconds)
    }
}
