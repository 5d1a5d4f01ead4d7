import TrackerKit

/// The history modal: days newest first, a bar chart of the chosen day with HIITFit's "at least
/// once" line, and a stacked chart of the last 7 days ending today (HIITFit ended it at the latest entry).
struct WorkoutHistoryView: Equatable {
    enum Mode: Equatable { case list, add(Form), confirmDelete(LocalDate), stats(WorkoutStatsView) }

    var exercises: [String]
    var days: [WorkoutDay] = []
    var week: [WorkoutDay] = []
    var streaks = Streaks(current: 0, best: 0)
    var list = ListState()
    var mode = Mode.list
    /// The last day of the 7-day chart: today unless moved back with [.
    var weekEnd: LocalDate?

    static let keys = KeyTable<Int>([
        KeyBinding([.up, .character("k")], "newer day", 0, label: "↑/k", status: false),
        KeyBinding([.down, .character("j")], "older day", 1, label: "↓/j", status: false),
        KeyBinding([.character("a")], "add a past day's exercise", 2, label: "a"),
        KeyBinding([.character("d")], "delete the day (asks first)", 3, label: "d"),
        KeyBinding([.escape, .character("H")], "close", 4, label: "Esc"),
        KeyBinding([.character("[")], "7-day chart: a week back", 5, label: "["),
        KeyBinding([.character("]")], "7-day chart: a week on", 6, label: "]"),
        KeyBinding([.character("s")], "statistics per week or month", 7, label: "s", short: "stats"),
    ])

    mutating func reload(_ database: AppDatabase, today: LocalDate) {
        days = loaded([]) { try database.workoutHistory() }
        week = loaded([]) { try database.workoutWeek(endingOn: min(weekEnd ?? today, today)) }
        streaks = loaded(Streaks(current: 0, best: 0)) { try database.workoutStreaks(today: today) }
        list.move(by: 0, count: days.count, visible: 1000)
        if case .stats(var view) = mode {
            view.load(database, today: today)
            mode = .stats(view)
        }
    }

    /// Returns whether the view stays open, and what to show.
    mutating func handle(_ key: Key, database: AppDatabase, today: LocalDate, area: Rect) -> (Bool, [Effect]) {
        switch mode {
        case .stats(var view):
            mode = view.handle(key, database: database, today: today, inner: Self.inner(in: area)) ? .stats(view) : .list
        case .list:
            switch Self.keys.command(for: key) {
            case 0: list.move(by: -1, count: days.count, visible: 1000)
            case 1: list.move(by: 1, count: days.count, visible: 1000)
            case 2:
                mode = .add(
                    Form(
                        title: "Add a past day's exercise",
                        fields: [
                            .text("Date", today.adding(days: -1).iso, hint: "YYYY-MM-DD, today or earlier", maxLength: 20),
                            .choice("Exercise", exercises.isEmpty ? ["Squat"] : exercises),
                            .text("Times", "1", hint: "how many times, 1 to 20", maxLength: 4),
                        ]))
            case 3:
                if days.indices.contains(list.selected) { mode = .confirmDelete(days[list.selected].date) }
            case 4: return (false, [])
            case 5, 6: moveWeek(by: Self.keys.command(for: key) == 5 ? -7 : 7, database: database, today: today)
            case 7:
                var view = WorkoutStatsView()
                view.load(database, today: today)
                mode = .stats(view)
            default: break
            }
        case .add(var form):
            switch form.handle(key) {
            case .none: mode = .add(form)
            case .cancel: mode = .list
            case .submit: return addPastDay(&form, database: database, today: today)
            }
        case .confirmDelete(let date):
            switch Confirmation(title: "", question: "").answer(for: key) {
            case .yes:
                mode = .list
                do { try database.deleteWorkoutDay(date) } catch { return (true, [.message(.error("\(error)"))]) }
                reload(database, today: today)
                return (true, [.message(.info("\(CalendarNames.readable(date)) deleted from the history."))])
            case .no: mode = .list
            case nil: break
            }
        }
        return (true, [])
    }

    /// Checks and saves the "add a past day" form; it stays open with its errors otherwise.
    private mutating func addPastDay(_ form: inout Form, database: AppDatabase, today: LocalDate) -> (Bool, [Effect]) {
        form.clearErrors()
        let date = Input.logDate(form.text(0), today: today)
        let times = Int(form.text(2).trimmingCharacters(in: .whitespaces)).flatMap { (1...20).contains($0) ? $0 : nil }
        if case .failure(let error) = date { form.setError(0, error.message) }
        if times == nil { form.setError(2, "Times must be a whole number from 1 to 20.") }
        guard case .success(let day) = date, let times else {
            form.focus = form.fields.firstIndex { $0.error != nil } ?? 0
            mode = .add(form)
            return (true, [])
        }
        let exercise = exercises.isEmpty ? "Squat" : exercises[form.choice(1)]
        do {
            try database.logExercise(exercise, on: day, times: times)
        } catch {
            form.formError = "\(error)"
            mode = .add(form)
            return (true, [])
        }
        mode = .list
        reload(database, today: today)
        list.selected = days.firstIndex { $0.date == day } ?? 0
        return (true, [.message(.info("Added \(exercise) ×\(times) on \(CalendarNames.readable(day))."))])
    }

    /// Bars and stacked segments get a style and (for monochrome terminals) a fill per exercise.
    static var segmentStyles: [Style] { (0..<6).map(Style.chart) }

    /// Moves the 7-day chart, never past today.
    mutating func moveWeek(by days: Int, database: AppDatabase, today: LocalDate) {
        let end = (weekEnd ?? today).adding(days: days)
        weekEnd = end >= today ? nil : end
        reload(database, today: today)
    }

    /// As many fills as styles, so the first six exercises differ on a monochrome terminal too.
    func fill(for exercise: String, glyphs: Glyphs) -> Character {
        let fills: [Character] = glyphs.isUnicode ? ["█", "▓", "▒", "░", "▞", "▚"] : ["#", "=", "+", ":", "%", "o"]
        return fills[legendIndex(exercise) % fills.count]
    }

    func style(for exercise: String) -> Style {
        Self.segmentStyles[legendIndex(exercise) % Self.segmentStyles.count]
    }

    /// The list's exercises, then any name in the shown week that is no longer on it (deleted or renamed).
    var legendNames: [String] {
        let keys = Set(exercises.map(NameKey.of))
        var extra: [String] = []
        for name in week.flatMap({ $0.counts.map(\.name) }) where !keys.contains(NameKey.of(name)) && !extra.contains(name) { extra.append(name) }
        return exercises + extra
    }

    private func legendIndex(_ exercise: String) -> Int {
        legendNames.firstIndex { NameKey.of($0) == NameKey.of(exercise) } ?? legendNames.count
    }

    func draw(in area: Rect, into buffer: inout Buffer) {
        let frame = area.inset(horizontal: 1, vertical: 0)
        buffer.fill(frame)
        buffer.beginOverlay()
        let streak = "streak \(streaks.current) \(streaks.current == 1 ? "day" : "days") · best \(streaks.best)"
        let inner = Panel.draw(frame, title: "History · \(streak)", into: &buffer).inset(horizontal: 1, vertical: 0)
        if case .stats(let view) = mode {
            view.draw(in: inner, history: self, into: &buffer)
            return
        }
        let listWidth = min(44, inner.width / 2)
        let listArea = Rect(x: inner.x, y: inner.y, width: listWidth, height: inner.height)
        ListView.draw(
            count: days.count,
            row: { index in
                let day = days[index]
                let summary = day.counts.map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }.joined(separator: ", ")
                return TextWidth.pad(CalendarNames.short(day.date), to: 12) + summary
            }, state: list, in: listArea, emptyText: "No exercises yet: Enter on the Workout tab starts one.", into: &buffer)
        let right = Rect(x: listArea.maxX + 2, y: inner.y, width: inner.maxX - listArea.maxX - 2, height: inner.height)
        let half = right.height / 2
        drawDay(in: Rect(x: right.x, y: right.y, width: right.width, height: half), into: &buffer)
        drawWeek(in: Rect(x: right.x, y: right.y + half, width: right.width, height: right.height - half), into: &buffer)
        switch mode {
        case .add(let form): form.draw(in: area, into: &buffer)
        case .confirmDelete(let date):
            Confirmation(title: "Delete day", question: "Delete every exercise of \(CalendarNames.readable(date)) from the history?")
                .draw(in: area, into: &buffer)
        case .list, .stats: break
        }
    }

    private func drawDay(in rect: Rect, into buffer: inout Buffer) {
        guard days.indices.contains(list.selected), rect.height >= 4 else { return }
        let day = days[list.selected]
        buffer.put(CalendarNames.readable(day.date) + "  (╌ at least once)", x: rect.x, y: rect.y, style: .title, clip: rect)
        let bars = day.counts.map { count in
            VerticalBarChart.Bar(
                label: String(count.name.prefix(7)),
                segments: [.init(value: Double(count.count), style: style(for: count.name), fill: fill(for: count.name, glyphs: buffer.glyphs))])
        }
        let most = Double(day.counts.map(\.count).max() ?? 1)
        VerticalBarChart.draw(
            bars, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2),
            maximum: max(2, most), threshold: 1, barWidth: 5, into: &buffer)
    }

    private func drawWeek(in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 4, let last = week.last?.date else { return }
        let scale = Double(max(exercises.count, week.map { $0.counts.reduce(0) { $0 + $1.count } }.max() ?? 0, 1))
        buffer.put("7 days to \(CalendarNames.short(last)) · full bar \(Int(scale)) · [ ] weeks", x: rect.x, y: rect.y, style: .title, clip: rect)
        let bars = week.map { day in
            VerticalBarChart.Bar(
                label: CalendarNames.weekdayShort[day.date.isoWeekday - 1],
                segments: day.counts.map { .init(value: Double($0.count), style: style(for: $0.name), fill: fill(for: $0.name, glyphs: buffer.glyphs)) })
        }
        // A full bar means at least one round of the whole list, so one exercise does not look like a lot.
        VerticalBarChart.draw(
            bars, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2),
            maximum: scale, barWidth: 3, into: &buffer)
        drawLegend(legendNames, in: Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), into: &buffer)
    }
}
