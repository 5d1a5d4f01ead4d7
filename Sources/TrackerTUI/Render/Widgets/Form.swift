/// One field of a form: a text input or a choice among a few options.
struct FormField: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case text(TextField)
        case choice(options: [String], index: Int)
    }

    var label: String
    var kind: Kind
    var hint: String?

    static func text(_ label: String, _ value: String = "", hint: String? = nil, maxLength: Int = 200) -> FormField {
        FormField(label: label, kind: .text(TextField(label: label, text: value, maxLength: maxLength)), hint: hint)
    }

    static func choice(_ label: String, _ options: [String], selected: Int = 0) -> FormField {
        FormField(label: label, kind: .choice(options: options, index: max(0, min(selected, options.count - 1))))
    }

    var error: String? {
        get { if case .text(let field) = kind { return field.error } else { return choiceError } }
        set {
            if case .text(var field) = kind { field.error = newValue; kind = .text(field) } else { choiceError = newValue }
        }
    }
    private var choiceError: String?
}

/// A modal form: fields one under another, each with its error under it. The user's text is never
/// thrown away on a validation error. Enter moves on (and saves from the last field), Ctrl-S saves,
/// Esc cancels; ←/→ or Space change a choice.
struct Form: Equatable, Sendable {
    enum Outcome: Equatable { case none, submit, cancel }

    var title: String
    var fields: [FormField]
    /// The field that takes typing. Moving here selects the field's text (also after a refused save),
    /// so what is typed next replaces it.
    var focus = 0 {
        didSet { selectFocusedText() }
    }
    /// A message for the whole form (a save that failed), shown above the buttons.
    var formError: String?
    /// The values it opened with: Esc on changed values asks first (a second Esc discards them).
    private var initialValues: [String] = []
    private(set) var discard = DiscardGuard()

    init(title: String, fields: [FormField]) {
        self.title = title
        self.fields = fields
        initialValues = values
    }

    /// True when a value differs from what the form opened with.
    var hasChanges: Bool { values != initialValues }

    private var values: [String] {
        fields.map { field in
            switch field.kind {
            case .text(let text): return text.text
            case .choice(_, let index): return String(index)
            }
        }
    }

    static let keys = KeyTable<Never?>([
        KeyBinding([.control("s")], "save", nil, label: "Ctrl-S"),
        KeyBinding([.escape], "cancel", nil, label: "Esc"),
        KeyBinding([.enter], "next (saves on the last field)", nil, label: "Enter"),
        KeyBinding([.tab, .down], "next field", nil, label: "Tab/↓"),
        KeyBinding([.backTab, .up], "previous field", nil, label: "Shift-Tab/↑"),
        KeyBinding([.left, .right, .character(" ")], "change a choice", nil, label: "←/→"),
        KeyBinding([.control("u")], "clear the field", nil, label: "Ctrl-U"),
    ])

    func text(_ index: Int) -> String {
        if case .text(let field) = fields[index].kind { return field.text }
        return ""
    }

    func choice(_ index: Int) -> Int {
        if case .choice(_, let selected) = fields[index].kind { return selected }
        return 0
    }

    mutating func setError(_ index: Int, _ message: String?) {
        fields[index].error = message
    }

    var hasErrors: Bool { fields.contains { $0.error != nil } }

    mutating func clearErrors() {
        for index in fields.indices { fields[index].error = nil }
        formError = nil
    }

    mutating func handle(_ key: Key) -> Outcome {
        if key == .escape { return discard.escapeCloses(changed: hasChanges) ? .cancel : .none }
        discard.otherKey()
        switch key {
        case .control("s"): return .submit
        case .enter:
            if focus == fields.count - 1 { return .submit }
            focus(on: focus + 1)
            return .none
        case .tab, .down: focus(on: (focus + 1) % fields.count); return .none
        case .backTab, .up: focus(on: (focus + fields.count - 1) % fields.count); return .none
        default: break
        }
        switch fields[focus].kind {
        case .choice(let options, let index):
            let delta: Int
            switch key {
            case .right, .character(" "): delta = 1
            case .left: delta = -1
            default: return .none
            }
            fields[focus].kind = .choice(options: options, index: (index + delta + options.count) % options.count)
            fields[focus].error = nil
        case .text(var field):
            _ = field.handle(key)
            fields[focus].kind = .text(field)
        }
        formError = nil
        return .none
    }

    /// Moves to a field and selects its text, so typing replaces a pre-filled value.
    mutating func focus(on index: Int) { focus = index }

    private mutating func selectFocusedText() {
        guard fields.indices.contains(focus), case .text(var field) = fields[focus].kind else { return }
        field.selectAll()
        fields[focus].kind = .text(field)
    }

    /// Every row the form shows: each field, then its error wrapped under the field's value.
    private func contentRows(innerWidth: Int, labelWidth: Int) -> [(field: Int, error: String?)] {
        fields.indices.flatMap { index -> [(Int, String?)] in
            guard let error = fields[index].error else { return [(index, nil)] }
            // Under the value when it fits there; a longer one takes the whole width, wrapped.
            if TextWidth.of(error) <= innerWidth - labelWidth - 1 { return [(index, nil), (index, error)] }
            return [(index, nil)] + TextWidth.wrap(error, width: innerWidth - 2, maxLines: 4).map { (index, $0) }
        }
    }

    /// A third of the width, or half on a phone (LayoutClass.narrow), where a third would cut labels.
    private func labelWidth(innerWidth: Int, in screen: Rect) -> Int {
        min(fields.map { TextWidth.of($0.label) }.max() ?? 0, innerWidth / (LayoutClass(screen).isNarrow ? 2 : 3))
    }

    func frame(in screen: Rect) -> Rect {
        let longestLabel = fields.map { TextWidth.of($0.label) }.max() ?? 0
        let width = min(screen.width - 2, max(66, longestLabel + 50))
        let innerWidth = width - 4
        let formErrorRows = formError.map { TextWidth.wrap("! " + $0, width: innerWidth, maxLines: 3).count } ?? 0
        let rows = contentRows(innerWidth: innerWidth, labelWidth: labelWidth(innerWidth: innerWidth, in: screen)).count
        return screen.centered(width: width, height: min(screen.height, rows + 4 + formErrorRows))
    }

    func draw(in screen: Rect, into buffer: inout Buffer) {
        let frame = frame(in: screen)
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: title, into: &buffer).inset(horizontal: 1, vertical: 0)
        let labelWidth = labelWidth(innerWidth: inner.width, in: screen)
        let formErrorLines = formError.map { TextWidth.wrap("! " + $0, width: inner.width, maxLines: 3) } ?? []
        let visible = max(1, inner.height - 1 - formErrorLines.count - 1)
        let rows = contentRows(innerWidth: inner.width, labelWidth: labelWidth)
        let focusRow = rows.firstIndex { $0.field == focus && $0.error == nil } ?? 0
        let focusRows = rows.filter { $0.field == focus }.count
        let offset = min(max(0, focusRow - visible + focusRows), max(0, rows.count - visible))
        for (line, row) in rows.dropFirst(offset).prefix(visible).enumerated() {
            let rowRect = Rect(x: inner.x, y: inner.y + line, width: inner.width, height: 1)
            if let error = row.error {
                let fitsUnderValue = TextWidth.of(fields[row.field].error ?? "") <= inner.width - labelWidth - 1
                buffer.put(error, x: inner.x + (fitsUnderValue ? labelWidth + 1 : 2), y: rowRect.y, style: .error, clip: rowRect)
            } else {
                drawField(fields[row.field], focused: row.field == focus, in: rowRect, labelWidth: labelWidth, into: &buffer)
                // A tap on a field focuses it, as that many Tabs would (a tap on the focused one does nothing).
                buffer.addTap(rowRect, keys: Array(repeating: .tab, count: (row.field - focus + fields.count) % fields.count))
            }
        }
        for (index, line) in formErrorLines.enumerated() {
            buffer.put(line, x: inner.x, y: inner.maxY - 1 - formErrorLines.count + index, style: .error, clip: inner)
        }
        if discard.isArmed {
            buffer.put(
                TextWidth.truncate(DiscardGuard.question, to: inner.width, ellipsis: buffer.glyphs.ellipsis),
                x: inner.x, y: inner.maxY - 1, style: .error, clip: inner)
            return
        }
        let hint = fields[focus].hint.map { "\($0) · " } ?? ""
        // On a phone the field's hint goes first: the status line already says Ctrl-S saves.
        let footer =
            TextWidth.of(hint + "Ctrl-S save · Esc cancel") > inner.width && LayoutClass(screen).isNarrow
            ? fields[focus].hint ?? "Ctrl-S save · Esc cancel" : hint + "Ctrl-S save · Esc cancel"
        buffer.put(
            TextWidth.truncate(footer, to: inner.width, ellipsis: buffer.glyphs.ellipsis),
            x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }

    private func drawField(_ field: FormField, focused: Bool, in rect: Rect, labelWidth: Int, into buffer: inout Buffer) {
        switch field.kind {
        case .text(let textField):
            var shown = textField
            shown.error = nil
            shown.draw(in: rect, labelWidth: labelWidth, focused: focused, into: &buffer)
        case .choice(let options, let index):
            buffer.put(TextWidth.pad(field.label, to: labelWidth), x: rect.x, y: rect.y, style: focused ? .title : .plain, clip: rect)
            let g = buffer.glyphs
            let arrows = g.isUnicode ? ("‹ ", " ›") : ("< ", " >")
            let value = arrows.0 + options[index] + arrows.1
            buffer.put(value, x: rect.x + labelWidth + 1, y: rect.y, style: focused ? .selected : .plain, clip: rect)
            let others = "  (\(index + 1)/\(options.count))"
            buffer.put(others, x: rect.x + labelWidth + 1 + TextWidth.of(value), y: rect.y, style: .muted, clip: rect)
        }
    }
}
