/// A place on a drawn frame that a tap (a mouse click, as phone SSH clients send taps) or a wheel
/// turn stands for keys: a key hint in a dialog or the status line, a list row. Widgets register
/// them while they draw, so what is drawn and what a tap does can never disagree; the app turns a
/// tap into these keys and runs them like typed ones.
struct TapTarget: Equatable, Sendable {
    var rect: Rect
    /// The keys a tap (a button-1 press) stands for.
    var keys: [Key]
    /// The keys a wheel turn up or down stands for (empty: the wheel does nothing here).
    var scrollUp: [Key] = []
    var scrollDown: [Key] = []

    func keys(for event: MouseEvent) -> [Key] {
        switch event.kind {
        case .press: keys
        case .scrollUp: scrollUp
        case .scrollDown: scrollDown
        case .release: []
        }
    }
}

extension Buffer {
    /// The target a mouse event at (x, y) lands on: the one drawn last, as the one drawn on top.
    func tapTarget(for event: MouseEvent) -> TapTarget? {
        tapTargets.last { $0.rect.contains(x: event.x, y: event.y) && !$0.keys(for: event).isEmpty }
    }

    mutating func addTap(_ target: TapTarget) {
        guard !target.rect.isEmpty else { return }
        tapTargets.append(target)
    }

    mutating func addTap(_ rect: Rect, keys: [Key]) { addTap(TapTarget(rect: rect, keys: keys)) }

    /// A modal draws over the screen: what was tappable below it no longer is.
    mutating func beginOverlay() {
        tapTargets.removeAll()
        listPageRows = nil
    }
}

extension Key {
    /// The key a hint's label names (`Enter`, `n/Esc` → n, `Ctrl-C`, `↑/k` → ↑), the inverse of
    /// `label`; nil for labels that name several keys at once (`←→↑↓`) or none.
    init?(label: String) {
        guard let first = label.split(whereSeparator: { $0 == "/" || $0 == " " }).first.map(String.init) else { return nil }
        let named: [String: Key] = [
            "Space": .character(" "), "↑": .up, "↓": .down, "←": .left, "→": .right, "Home": .home, "End": .end,
            "PgUp": .pageUp, "PgDn": .pageDown, "Enter": .enter, "Esc": .escape, "Tab": .tab, "Shift-Tab": .backTab,
            "Backspace": .backspace, "Del": .delete, "Ins": .insert,
        ]
        if let key = named[first] {
            self = key
        } else if first.count == 1, let character = first.first {
            self = .character(character)
        } else if first.hasPrefix("Ctrl-"), first.count == 6, let letter = first.last {
            self = .control(Character(letter.lowercased()))
        } else if first.hasPrefix("F"), let number = Int(first.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }
}
