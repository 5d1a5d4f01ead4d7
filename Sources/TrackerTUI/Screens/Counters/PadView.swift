import TrackerKit

/// Counting several things at once, like a lab differential counter: each counter has a letter,
/// Shift+letter takes a step off, `u` undoes this window's last key whatever counter it hit, or its
/// last new count (every cell at once).
struct PadView: Equatable {
    var pad: CounterPad
    var counts: [Int64: Counter] = [:]
    var lastKey: Character?

    init(pad: CounterPad, counters: [Counter]) {
        self.pad = pad
        refresh(counters)
    }

    mutating func refresh(_ counters: [Counter]) {
        counts = Dictionary(uniqueKeysWithValues: counters.filter { c in pad.keys.contains { $0.counterId == c.id } }.map { ($0.id, $0) })
    }

    /// The sum of the pad's counts, held at Int64's limits rather than wrapping round to a negative.
    var total: Int64 {
        pad.keys.reduce(0) { sum, key in
            let (result, overflow) = sum.addingReportingOverflow(counts[key.counterId]?.count ?? 0)
            return overflow ? (sum > 0 ? .max : .min) : result
        }
    }
    /// Shares of the total only mean something when no count is negative (set elsewhere).
    var sharesAreMeaningful: Bool { total > 0 && counts.values.allSatisfy { $0.count >= 0 } }
    var targetReached: Bool { pad.target.map { total >= $0 } ?? false }
    var pastTarget: Bool { pad.target.map { total > $0 } ?? false }

    var helpSection: HelpSection {
        HelpSection(
            title: "Counter pad",
            entries: [
                .init(keys: "a…z ;", summary: "add to that counter (u is undo)"),
                .init(keys: "Shift+letter", summary: "take a step off (not below 0)"),
                .init(keys: "u / Backspace", summary: "undo the last key (a new count too)"),
                .init(keys: "Enter", summary: "new count: keep this one, start again"),
                .init(keys: "Esc", summary: "leave the pad"),
            ])
    }

    /// Returns whether to stay on the pad, and what to show.
    mutating func handle(_ key: Key, database: AppDatabase, clock: CounterClock) -> (Bool, [Effect]) {
        switch key {
        case .escape: return (false, [])
        case .enter: return newCount(database: database, clock: clock)
        case .character("u"), .backspace:
            // This window's latest change on the pad, found in the database: still there after leaving the pad.
            do {
                guard let undone = try database.undoPadChange(padId: pad.id) else {
                    return (true, [.message(.info("Nothing to undo: no change made on this pad in this window is left."))])
                }
                refresh(try database.counters())
                lastKey = nil
                return (true, [.message(.info("Undone: \(undone.summary)."))])
            } catch {
                // Refused while another window's change is the last: it can go once that one is undone.
                refresh((try? database.counters()) ?? Array(counts.values))
                return (true, [.message(.error("\(error)"))])
            }
        case .character(let typed):
            let lower: Character = typed == ":" ? ";" : Character(typed.lowercased())
            guard let binding = pad.keys.first(where: { $0.key == lower }) else { return (true, []) }
            let subtract = typed != lower
            if subtract, let counter = counts[binding.counterId], counter.count <= 0 {
                return (true, [.message(.info("\(counter.name) is at \(counter.count): a pad does not count below 0."))])
            }
            let wasReached = targetReached
            do {
                let counter = try database.tap(counterId: binding.counterId, times: subtract ? -1 : 1, at: clock)
                counts[binding.counterId] = counter
                lastKey = lower
            } catch {
                return (true, [.message(.error("\(error)"))])
            }
            if !wasReached && targetReached {
                return (true, [.bell, .message(.info("Target reached: \(total) / \(pad.target ?? 0). Enter starts a new count."))])
            }
            if pastTarget && !subtract {
                return (true, [.bell, .message(.error("Past the target: \(total) / \(pad.target ?? 0). Shift+\(lower) takes it back."))])
            }
            return (true, [])
        default:
            return (true, [])
        }
    }

    func draw(in area: Rect, into buffer: inout Buffer) {
        let target = pad.target.map { " of \($0)" } ?? ""
        let narrow = LayoutClass(area).isNarrow
        var header = narrow ? "\(pad.name) · \(total)\(pad.target.map { "/\($0)" } ?? "")" : "\(pad.name) · total \(total)\(target)"
        if pastTarget {
            header += narrow ? " · PAST by \(total - (pad.target ?? 0))" : " · PAST THE TARGET by \(total - (pad.target ?? 0))"
        } else if targetReached {
            header += narrow ? " · REACHED" : " · TARGET REACHED"
        }
        buffer.put(header, x: area.x + 1, y: area.y, style: pastTarget ? .error : targetReached ? .success : .title, clip: area)
        if let target = pad.target, target > 0 {
            let width = max(10, area.width - 4)
            let barArea = Rect(x: area.x + 1, y: area.y + 1, width: width, height: 1)
            _ = HorizontalBarChart.drawBar(
                value: Double(min(total, target)), maximum: Double(target), width: width,
                x: barArea.x, y: barArea.y, style: targetReached ? .success : .accent, into: &buffer)
        }
        let help = "letter adds · Shift+letter takes off · Enter new count · u undoes · Esc leaves"
        let helpLines = narrow ? TextWidth.wrap(help, width: area.width - 2, maxLines: 3) : [help]
        let grid = Rect(x: area.x + 1, y: area.y + 3, width: area.width - 2, height: area.height - 3 - helpLines.count)
        if Self.tilesFit(pad.keys.count, in: grid) { drawTiles(in: grid, into: &buffer) } else { drawCompact(in: grid, into: &buffer) }
        for (index, line) in helpLines.enumerated() {
            buffer.put(line, x: area.x + 1, y: area.maxY - helpLines.count + index, style: .muted, clip: area)
        }
    }
}
