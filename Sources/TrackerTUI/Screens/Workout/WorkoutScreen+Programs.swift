import TrackerKit

/// Interval programs on the Workout tab: R lists the saved ones (`tracker workout program add`),
/// Enter runs one; a session shows its elapsed and remaining time, and ends with a summary.
extension WorkoutScreen {
    static let programKeys = HelpSection(
        title: "Programs",
        entries: [
            .init(keys: "↑/↓", summary: "choose"), .init(keys: "Enter", summary: "run it"), .init(keys: "a", summary: "add"),
            .init(keys: "e", summary: "edit"), .init(keys: "Esc", summary: "back"),
        ])

    mutating func openPrograms(context: ScreenContext, selecting name: String? = nil) -> [Effect] {
        if let refusal = busyRefusal { return [.message(.error(refusal))] }
        let programs = loaded([]) { try context.database.programs() }
        var list = ListState()
        if let name, let index = programs.firstIndex(where: { $0.name == name }) { list.selected = index }
        overlay = .programs(programs, list)
        return []
    }

    mutating func handlePrograms(_ key: Key, programs: [WorkoutProgram], list: inout ListState, context: ScreenContext) -> [Effect] {
        switch key {
        case .escape: overlay = nil
        case .up, .character("k"): list.move(by: -1, count: programs.count, visible: 1000)
        case .down, .character("j"): list.move(by: 1, count: programs.count, visible: 1000)
        case .character("a"), .character("e"):
            if context.database.isReadOnly { return [.message(.error("Read-only database: nothing can be changed. Open a writable copy to edit."))] }
            let editing = key == .character("e") && !programs.isEmpty ? programs[list.selected] : nil
            if key == .character("e") && editing == nil { return [] }
            if let editing, editing.blocks.count > Self.programFormBlocks {
                return [
                    .message(
                        .error(
                            "\(editing.name) has \(editing.blocks.count) blocks, the form \(Self.programFormBlocks): edit it with tracker workout program add --replace."
                        ))
                ]
            }
            overlay = .programForm(Self.programForm(editing, settings: settings), editing: editing?.name)
            return []
        case .enter:
            guard !programs.isEmpty else { return [] }
            overlay = nil
            return start(programs[list.selected].plan)
        default: break
        }
        if overlay != nil { overlay = .programs(programs, list) }
        return []
    }

    /// Starts a session of `plan` from its first phase.
    mutating func start(_ plan: SessionPlan) -> [Effect] {
        guard !plan.phases.isEmpty else { return [] }
        var first = Countdown(seconds: plan.phases[0].seconds)
        first.start(now: now)
        session = SessionRun(plan: plan, index: 0, countdown: first)
        countdown = nil
        lastBell = nil
        summary = nil
        abandonedLog = []
        return hook(.phase(plan.phases[0].phase))
    }

    /// `Work 4:00 · rest 1:10 · total 5:20`.
    static func summary(_ plan: SessionPlan) -> String {
        let total = plan.totalSeconds, work = plan.workSeconds
        return "Work \(badgeClock(work)) · rest \(badgeClock(total - work)) · total \(badgeClock(total))"
    }

    /// `1:20 ▓▓▓▓░░░░ 3:40 left` under the countdown.
    static func drawProgress(_ run: SessionRun, now: Duration, in row: Rect, into buffer: inout Buffer) {
        let total = run.plan.totalSeconds
        let after = run.plan.phases[(run.index + 1)...].reduce(0) { $0 + $1.seconds }
        let (seconds, attoseconds) = run.countdown.remaining(now: now).components
        let left = after + Int(seconds) + (attoseconds > 0 ? 1 : 0)
        let elapsed = max(0, total - left)
        let start = badgeClock(elapsed) + " ", end = " \(badgeClock(left)) left"
        let width = row.width - TextWidth.of(start) - TextWidth.of(end)
        buffer.put(start, x: row.x, y: row.y, style: .muted, clip: row)
        if width > 0 {
            _ = HorizontalBarChart.drawBar(
                value: Double(elapsed), maximum: Double(max(1, total)), width: width,
                x: row.x + TextWidth.of(start), y: row.y, style: .accent, into: &buffer)
        }
        buffer.put(end, x: row.maxX - TextWidth.of(end), y: row.y, style: .muted, clip: row)
    }

    static func drawPrograms(_ programs: [WorkoutProgram], list: ListState, in area: Rect, into buffer: inout Buffer) {
        let rows = programs.map { program -> String in
            let plan = program.plan
            return "\(program.name) · \(WorkoutProgram.intervals(plan.workCount)) · \(badgeClock(plan.totalSeconds))"
        }
        let frame = area.centered(width: min(area.width - 2, 60), height: min(area.height, max(rows.count, 1) + 2))
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: "Programs (Enter runs, a adds, e edits)", into: &buffer).inset(horizontal: 1, vertical: 0)
        if rows.isEmpty {
            buffer.put("No programs yet: a adds one.", x: inner.x, y: inner.y, style: .muted, clip: inner)
        } else {
            ListView.draw(rows: rows, state: list, in: inner, into: &buffer)
        }
    }
}
