import Foundation
import TrackerKit

extension CountersScreen {
    /// Where the big number sits on a counter's page (a click on it adds a step).
    static func numberArea(in area: Rect) -> Rect {
        Rect(x: area.x + 2, y: area.y + 3, width: area.width - 4, height: max(0, area.height - 8))
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        switch mode {
        case .list: drawList(in: area, into: &buffer)
        case .counter(let id): if let counter = counter(id) { drawCounter(counter, in: area, zone: context.zone, into: &buffer) }
        case .log(let id): if let counter = counter(id) { logView?.draw(title: counter.name, in: area, zone: context.zone, into: &buffer) }
        case .pad(let pad): pad.draw(in: area, into: &buffer)
        case .padPicker(let picker): picker.draw(in: area, into: &buffer)
        case .stats(let view): if let counter = counter(view.counterId) { view.draw(counter, in: area, into: &buffer) }
        }
        modal?.dialog.draw(in: area, context: context, into: &buffer)
    }

    private func drawList(in area: Rect, into buffer: inout Buffer) {
        guard !counters.isEmpty else {
            EmptyState.draw(
                title: "No counters yet",
                lines: [
                    "Press a to make one: a name, a start and a step (all optional).",
                    "Then Enter opens it, and Space counts. P opens the counter pad.",
                ], in: area, into: &buffer)
            return
        }
        let rect = area.inset(horizontal: 1, vertical: 0)
        buffer.put(
            "\(counters.count) \(counters.count == 1 ? "counter" : "counters") · pinned first, then newest", x: rect.x, y: rect.y,
            style: .muted, clip: rect)
        let countWidth = min(22, max(5, counters.map { String($0.count).count }.max() ?? 5))
        let pin = String(buffer.glyphs.pin)
        if LayoutClass(area).isNarrow {
            return drawNarrowList(in: rect, countWidth: countWidth, pin: pin, into: &buffer)
        }
        ListView.draw(
            count: counters.count,
            row: { index in
                let counter = counters[index]
                let mark = counter.pinned ? pin : " "
                var extra = "step \(counter.step > 0 ? "+" : "")\(counter.step)"
                if let goal = counter.goal { extra += " · goal \(goal)" }
                if let period = counter.resetPeriod { extra += " · \(period.rawValue)" }
                let nameWidth = min(max(8, rect.width - countWidth - 30), 40)  // the count stays near the name
                return mark + " " + TextWidth.pad(counter.name, to: nameWidth) + " " + TextWidth.pad(String(counter.count), to: countWidth, alignRight: true)
                    + "  " + extra
            }, state: list, in: Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2), into: &buffer)
    }

    private func drawCounter(_ counter: Counter, in area: Rect, zone: ZoneOffset, into buffer: inout Buffer) {
        func centre(_ text: String, _ y: Int, _ style: Style) {
            let cut = TextWidth.truncate(text, to: area.width - 2, ellipsis: buffer.glyphs.ellipsis)
            buffer.put(cut, x: area.x + max(0, (area.width - TextWidth.of(cut)) / 2), y: y, style: style, clip: area)
        }
        centre(counter.name, area.y + 1, .title)
        let number = Self.numberArea(in: area)
        let text = String(counter.count)
        if BigDigits.scale(for: text, in: number) != nil {
            BigDigits.draw(text, in: number, style: .title, into: &buffer)
        } else {
            centre(text, number.y + number.height / 2, .title)
        }
        var y = number.maxY
        if let goal = counter.goal, let progress = counter.goalProgress {
            let reached = counter.reachedGoal
            centre("\(counter.count) / \(goal)" + (reached ? "  goal reached" : ""), y, reached ? .success : .plain)
            let width = min(40, area.width - 4)
            _ = HorizontalBarChart.drawBar(
                value: progress, maximum: 1, width: width,
                x: area.x + (area.width - width) / 2, y: y + 1, style: reached ? .success : .accent, into: &buffer)
            y += 2
        }
        centre("Created on \(Self.created(counter.createdAt, zone: zone))", y, .muted)
        var details = "step \(counter.step > 0 ? "+" : "")\(counter.step)"
        if let period = counter.resetPeriod { details += " · starts anew \(period == .daily ? "every day" : "every week")" }
        centre(details, y + 1, .muted)
    }

    /// `Sat 21 Nov 2026, 14:05` in the app's time zone.
    static func created(_ date: Date, zone: ZoneOffset) -> String {
        let offset = zone.secondsFromGMT(date)
        let seconds = Int(saturating: date.timeIntervalSince1970) + offset
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        let day = LocalDate(date, offset: zone)
        return "\(CalendarNames.readable(day)), \(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }

    mutating func handleMouse(_ event: MouseEvent, context: ScreenContext) -> [Effect] {
        if case .log = mode, event.kind == .scrollUp || event.kind == .scrollDown {
            logView?.move(by: event.kind == .scrollUp ? -3 : 3, in: context.contentArea)
            return []
        }
        guard event.kind == .press, case .counter(let id) = mode else { return [] }
        guard Self.numberArea(in: context.contentArea).contains(x: event.x, y: event.y) else { return [] }
        return tap(id, times: 1, context: context)
    }
}
