import TrackerKit

extension LogScreen {
    struct Layout {
        var calendar: Rect
        var legend: Rect
        var panel: Rect
    }

    /// The calendar takes up to 48 % of the width: at 80 columns its cells are 5 wide, room for a
    /// weight like 78.6 under each day; wider screens give up to 9.
    static func layout(in area: Rect) -> Layout {
        let calendarWidth = min(max(24, area.width * 48 / 100), MonthGrid.weekColumnWidth + 7 * 9)
        let calendar = Rect(x: area.x + 1, y: area.y + 1, width: calendarWidth, height: area.height - 3)
        let legend = Rect(x: calendar.x, y: calendar.maxY, width: calendarWidth, height: 1)
        let panel = Rect(x: calendar.maxX + 2, y: area.y, width: area.maxX - calendar.maxX - 2, height: area.height)
        return Layout(calendar: calendar, legend: legend, panel: panel)
    }

    var monthGrid: MonthGrid {
        var grid = MonthGrid(month: selected, firstWeekday: preferences.firstWeekday, selected: selected, today: today)
        grid.weekNumbersGiveWayToMarks = true
        let unit = preferences.weightUnit
        for (date, mark) in marks {
            let symbols: [Character] = (mark.hasFood ? ["+"] : []) + (mark.hasMemo ? ["✎"] : [])
            let details =
                mark.weightKg.map { Format.shortForms(unit.value(fromKilograms: $0), places: 1) } ?? []
            grid.marks[date] = MonthGrid.Mark(
                symbols: symbols, details: details, style: .accent,
                compactSymbol: mark.weightKg != nil ? "•" : nil, mergedSymbol: "✚")
        }
        return grid
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        if LayoutClass(area).isNarrow {
            renderNarrow(in: area, into: &buffer)
        } else {
            let layout = Self.layout(in: area)
            monthGrid.draw(in: layout.calendar, into: &buffer)
            // Narrow cells show food and memo together as ✚ (MonthGrid.Mark.mergedSymbol); the legend says so there.
            let narrow = monthGrid.cellSize(for: layout.calendar) == (width: 4, height: 1)
            let legend = narrow ? "• weight +food ✎memo ✚both" : "• weight  + food  ✎ memo"
            buffer.put(legend, x: layout.legend.x, y: layout.legend.y, style: .muted, clip: layout.legend)
            drawPanel(in: layout.panel, into: &buffer)
        }
        if let modal { modal.dialog.draw(in: area, context: context, into: &buffer) }
    }

    func drawPanel(in rect: Rect, into buffer: inout Buffer) {
        var title = CalendarNames.readable(selected)
        if selected == today { title += " · today" }
        let inner = Panel.draw(rect, title: title, style: focus == .entries ? .accent : .border, into: &buffer).inset(horizontal: 1, vertical: 0)
        guard inner.height > 2 else { return }
        if selected > today {
            let lines = TextWidth.wrap("This day is in the future. Only today and earlier can be logged.", width: inner.width, maxLines: 4)
            for (index, line) in lines.enumerated() {
                buffer.put(line, x: inner.x, y: inner.y + 1 + index, style: .muted, clip: inner)
            }
            return
        }
        var y = inner.y
        let valueWidth = max(1, inner.width - 13)
        for (label, value, style) in summaryRows {
            guard y < inner.maxY else { return }
            buffer.put(TextWidth.pad(label, to: 12), x: inner.x, y: y, style: .muted, clip: inner)
            // A value too long for the panel drops its "kcal" (the label says what it is), then wraps
            // under itself rather than losing its end.
            let short = value.replacingOccurrences(of: " kcal", with: "")
            let lines =
                TextWidth.of(value) <= valueWidth
                ? [value]
                : TextWidth.of(short) <= valueWidth
                    ? [short]
                    : TextWidth.wrap(value, width: valueWidth, maxLines: 3, ellipsis: buffer.glyphs.ellipsis)
            for line in lines where y < inner.maxY {
                buffer.put(line, x: inner.x + 13, y: y, style: style, clip: inner)
                y += 1
            }
        }
        y += 1
        // The memo gets the rows it needs while the food list keeps room for three entries (it scrolls); it
        // never stops at three rows with the rest of the panel empty (issue 25.10).
        let foodRows = 2 + min(max(detail.entries.count, 1), 3)
        y = drawMemo(from: y, maxRows: max(3, inner.maxY - y - foodRows - 1), in: inner, into: &buffer)
        y += 1
        drawEntries(in: Rect(x: inner.x, y: y, width: inner.width, height: inner.maxY - y), into: &buffer)
    }

    /// Weight, maintenance (formula and measured), budget, eaten, remaining, BMI: label, value, style.
    var summaryRows: [(String, String, Style)] {
        let unit = preferences.weightUnit
        var rows: [(String, String, Style)] = []
        // The weight key as the key table has it (config.toml may rebind it).
        let weightKey = Self.calendarKeys.bindings.first { $0.command == .weight }?.label ?? "w"
        rows.append(("Weight", detail.weightKg.map { unit.format(kilograms: $0) } ?? "none yet (\(weightKey))", detail.weightKg == nil ? .muted : .title))
        if energy?.formulaKcal == nil {
            let why = detail.weightForCalculations == nil ? "needs a weight (\(weightKey))" : "needs your profile (6)"
            rows.append(("Maintenance", why, .muted))
        }
        for line in energy?.lines(unit: unit) ?? [ProgressLine("Eaten", Format.kcal(detail.shownEatenKcal))] {
            rows.append((line.label, line.value, ProgressNumbers.style(line.tone)))
            if line.label == "Maintenance", let basis = detail.weightForCalculations, basis.date != selected {
                rows.append(("", "from \(unit.format(kilograms: basis.kg)), \(CalendarNames.readable(basis.date))", .muted))
            }
        }
        if let basis = detail.weightForCalculations, let height = profile?.heightCm {
            rows.append(("BMI", BMI.shown(BMI.value(weightKg: basis.kg, heightCm: height)), .plain))
        } else if profile?.heightCm == nil {
            rows.append(("BMI", "needs your height (6)", .muted))
        }
        return rows
    }

    private func drawMemo(from top: Int, maxRows: Int, in inner: Rect, into buffer: inout Buffer) -> Int {
        var y = top
        guard y < inner.maxY else { return y }
        buffer.put("Memo", x: inner.x, y: y, style: .muted, clip: inner)
        guard let memo = detail.memo else {
            let hint = ["none (m to write one)", "none (m writes one)", "none (m)"].first { TextWidth.of($0) <= inner.width - 13 } ?? "none"
            buffer.put(hint, x: inner.x + 13, y: y, style: .muted, clip: inner)
            return y + 1
        }
        // Wrapped like the editor wraps it; `maxRows` at most (and no more than the panel has left), the last one
        // ending in … when there is more.
        let maxRows = max(1, min(maxRows, inner.maxY - top))
        let width = inner.width - 13, ellipsis = buffer.glyphs.ellipsis
        var rows = memo.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            line.isEmpty ? [""] : TextWidth.wrap(String(line), width: width, maxLines: maxRows + 1, ellipsis: ellipsis)
        }
        if rows.count > maxRows {
            rows = Array(rows.prefix(maxRows))
            let last = rows[maxRows - 1]
            rows[maxRows - 1] =
                TextWidth.of(last + " " + ellipsis) <= width
                ? last + " " + ellipsis
                : TextWidth.truncate(last + " " + ellipsis + ellipsis, to: width, ellipsis: ellipsis)
        }
        for row in rows {
            buffer.put(row, x: inner.x + 13, y: y, clip: inner)
            y += 1
        }
        return y
    }

    /// "1 cup", "2 cups", "0.5 cup"; abbreviations (oz, ml, tbsp…) stay as they are.
    static func unit(_ serving: ServingType, amount: Double) -> String {
        let words: Set<ServingType> = [.serving, .piece, .cup, .gram]
        return words.contains(serving) && amount > 1 ? serving.rawValue + "s" : serving.rawValue
    }

    static func entryRow(_ entry: FoodEntry, width: Int) -> String { entryRows([entry], width: width)[0] }

    /// The day's food rows in columns: amounts line up (12 cells, or the longest amount) when there is
    /// room; names take what is left, up to the longest name; the name gives way first, never the kcal.
    static func entryRows(_ entries: [FoodEntry], width: Int) -> [String] {
        let cells = entries.map { entry -> (title: String, amount: String, kcal: String) in
            let amount =
                entry.isQuickAdd ? "quick add" : "\(Format.trimmed(entry.servings)) \(entry.food.map { Self.unit($0.serving, amount: entry.servings) } ?? "")"
            return (entry.title, amount, Format.kcal(entry.kcal))
        }
        let longestAmount = cells.map { TextWidth.of($0.amount) }.max() ?? 0
        let longestTitle = cells.map { TextWidth.of($0.title) }.max() ?? 0
        return cells.map { cell in
            let amountWidth = width >= 40 ? max(12, longestAmount) : TextWidth.of(cell.amount)
            let titleWidth = min(max(4, width - amountWidth - TextWidth.of(cell.kcal) - 2), max(40, longestTitle))
            return TextWidth.pad(cell.title, to: titleWidth) + " " + TextWidth.pad(cell.amount, to: amountWidth) + " " + cell.kcal
        }
    }

    private func drawEntries(in rect: Rect, into buffer: inout Buffer) {
        guard rect.height >= 1 else { return }
        let count = detail.entries.count
        let header = count == 0 ? "Food" : "Food (\(count))" + (focus == .calendar ? "  Enter to edit" : "")
        buffer.put(header, x: rect.x, y: rect.y, style: .muted, clip: rect)
        let list = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        let rowWidth = detail.entries.count > list.height ? list.width - 1 : list.width  // room for the scroll marker
        ListView.draw(
            rows: Self.entryRows(detail.entries, width: rowWidth), state: entryList, in: list,
            focused: focus == .entries, emptyText: "f adds food, a adds kcal", into: &buffer)
    }

    mutating func handleMouse(_ event: MouseEvent, context: ScreenContext) -> [Effect] {
        guard event.kind == .press else { return [] }
        let area = context.contentArea
        let date =
            LayoutClass(area).isNarrow ? narrowDate(at: event, in: area) : monthGrid.date(atColumn: event.x, row: event.y, in: Self.layout(in: area).calendar)
        if let date {
            focus = .calendar
            select(date, context: context)
        }
        return []
    }
}
