import TrackerKit

/// The pad's cells: tiles when they all fit, else one line each in as many columns as it takes,
/// so every counter whose key counts is on screen at every size.
extension PadView {
    static let tileWidth = 18, tileHeight = 4

    static func tilesFit(_ count: Int, in grid: Rect) -> Bool {
        let columns = max(1, grid.width / tileWidth)
        return (count + columns - 1) / columns * tileHeight <= grid.height + 1
    }

    /// A counter's share of the total with one decimal (`4.5%`), or `—` when shares mean nothing.
    func share(_ counter: Counter?) -> (percent: Double, text: String) {
        guard sharesAreMeaningful else { return (0, "—") }
        let percent = Double(counter?.count ?? 0) / Double(total) * 100
        return (percent, Format.decimal(percent, places: 1) + "%")
    }

    func drawTiles(in grid: Rect, into buffer: inout Buffer) {
        let columns = max(1, grid.width / Self.tileWidth)
        for (index, binding) in pad.keys.enumerated() {
            let x = grid.x + (index % columns) * Self.tileWidth, y = grid.y + (index / columns) * Self.tileHeight
            let counter = counts[binding.counterId]
            let (percent, shareText) = share(counter)
            let tile = Rect(x: x, y: y, width: Self.tileWidth - 1, height: Self.tileHeight)
            let style: Style = binding.key == lastKey ? .highlight : .border
            let inner = Panel.draw(tile, title: "\(binding.key) \(counter?.name ?? "?")", style: style, into: &buffer)
            buffer.addTap(tile, keys: [.character(binding.key)])  // a tap on a tile counts, as its letter does
            buffer.put(TextWidth.pad(String(counter?.count ?? 0), to: inner.width - 7), x: inner.x, y: inner.y, style: .title, clip: inner)
            buffer.put(TextWidth.pad(shareText, to: 6, alignRight: true), x: inner.maxX - 6, y: inner.y, style: .muted, clip: inner)
            _ = HorizontalBarChart.drawBar(value: percent, maximum: 100, width: inner.width, x: inner.x, y: inner.y + 1, style: .accent, into: &buffer)
        }
    }

    /// `a Name        12   4.5%` per line, filled column by column.
    func drawCompact(in grid: Rect, into buffer: inout Buffer) {
        guard grid.height > 0 else { return }
        let columns = (pad.keys.count + grid.height - 1) / grid.height
        let width = grid.width / max(1, columns)
        for (index, binding) in pad.keys.enumerated() {
            let cell = Rect(x: grid.x + index / grid.height * width, y: grid.y + index % grid.height, width: width - 1, height: 1)
            let counter = counts[binding.counterId]
            let figures = " \(counter?.count ?? 0) \(TextWidth.pad(share(counter).text, to: 6, alignRight: true))"
            let name = TextWidth.truncate(
                "\(binding.key) \(counter?.name ?? "?")", to: max(1, cell.width - TextWidth.of(figures)), ellipsis: buffer.glyphs.ellipsis)
            let style: Style = binding.key == lastKey ? .highlight : .plain
            buffer.put(TextWidth.pad(name, to: cell.width - TextWidth.of(figures)) + figures, x: cell.x, y: cell.y, style: style, clip: cell)
            buffer.addTap(cell, keys: [.character(binding.key)])
        }
    }
}

extension PadView {
    /// Enter: keeps this count (`tracker pad history`) and starts the pad again; `u` takes it back.
    mutating func newCount(database: AppDatabase, clock: CounterClock) -> (Bool, [Effect]) {
        guard total != 0 || counts.values.contains(where: { $0.count != $0.restartAt }) else {
            return (true, [.message(.info("Nothing counted yet."))])
        }
        do {
            let session = try database.finishPadCount(padId: pad.id, at: clock)
            refresh(try database.counters())
            lastKey = nil
            return (true, [.message(.info("Count kept (total \(session.total)); new count started. u takes it back."))])
        } catch {
            return (true, [.message(.error("\(error)"))])
        }
    }
}
