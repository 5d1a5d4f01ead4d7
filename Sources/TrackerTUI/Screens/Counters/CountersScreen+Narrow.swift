import TrackerKit

/// The Counters tab on a narrow screen (LayoutClass.narrow): the list gives the name all the width
/// the count leaves and puts the step, goal and period on a second row (the counter's page shows
/// them too); a tap on a row selects it, a tap on the selected one opens it.
extension CountersScreen {
    func drawNarrowList(in rect: Rect, countWidth: Int, pin: String, into buffer: inout Buffer) {
        let nameWidth = max(4, rect.width - countWidth - 4)
        let rows = counters.flatMap { counter -> [String] in
            let mark = counter.pinned ? pin : " "
            var extra = "step \(counter.step > 0 ? "+" : "")\(counter.step)"
            if let goal = counter.goal { extra += " · goal \(goal)" }
            if let period = counter.resetPeriod { extra += " · \(period.rawValue)" }
            let name = TextWidth.truncate(counter.name, to: nameWidth, ellipsis: buffer.glyphs.ellipsis)
            return [
                mark + " " + TextWidth.pad(name, to: nameWidth) + " " + TextWidth.pad(String(counter.count), to: countWidth, alignRight: true),
                "    " + extra,
            ]
        }
        let listRect = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        // Two rows a counter: the list moves in counters, so it is drawn a counter (two rows) at a time.
        let visible = max(1, (listRect.height - (counters.count * 2 > listRect.height ? 1 : 0)) / 2)
        var shown = list
        shown.scrollToSelection(visible: visible, count: counters.count)
        for slot in 0..<min(visible, counters.count - shown.offset) {
            let index = shown.offset + slot
            let y = listRect.y + slot * 2
            let selected = index == shown.selected
            let row = Rect(x: listRect.x, y: y, width: listRect.width, height: 1)
            if selected { buffer.fill(row, style: .selected) }
            buffer.put(rows[index * 2], x: row.x, y: y, style: selected ? .selected : .plain, clip: listRect)
            buffer.put(
                TextWidth.truncate(rows[index * 2 + 1], to: listRect.width, ellipsis: buffer.glyphs.ellipsis), x: row.x, y: y + 1, style: .muted, clip: listRect
            )
            buffer.addTap(Rect(x: row.x, y: y, width: row.width, height: 2), keys: ListView.tapKeys(row: index, selected: shown.selected))
        }
        buffer.addTap(TapTarget(rect: listRect, keys: [], scrollUp: [.up], scrollDown: [.down]))
        if counters.count > visible {
            buffer.put(
                "\(shown.offset + 1)–\(shown.offset + min(visible, counters.count - shown.offset)) of \(counters.count)  ↑↓ more", x: rect.x, y: rect.maxY - 1,
                style: .muted, clip: rect)
        }
    }
}
