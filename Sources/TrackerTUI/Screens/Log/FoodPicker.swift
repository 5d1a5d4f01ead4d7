import TrackerKit

/// Choosing a food for the day: type to search your foods, ↑/↓ to choose, Enter to take it.
/// The foods logged lately and most often come first, then every other match A–Z (natural order), each
/// food once; the last row creates a new food named after what was typed, unless a food of that name (ignoring case
/// and width, as names are unique) exists: then the cursor is on that food instead.
struct FoodPicker: ModalDialog {
    enum Choice: Equatable { case pick(Food), create(name: String) }

    var search = TextField(label: "Search", maxLength: 60)
    var results: [Food] = []
    /// How many of the first results are suggestions (recent or frequent), shown before the A–Z list.
    var suggestedCount = 0
    var list = ListState()
    private var suggestions: [Food] = []
    /// The food named exactly what was typed (names are unique ignoring case and width), if there is one.
    private(set) var namesake: Food?

    init(database: AppDatabase, day: LocalDate) {
        suggestions = loaded([]) { try database.suggestedFoods(for: day) }
        refresh(database: database)
    }

    /// Foods first, then the "new food" row, which a food of the typed name leaves out.
    var offersNewFood: Bool { namesake == nil }
    var rowCount: Int { results.count + (offersNewFood ? 1 : 0) }
    var isOnCreateRow: Bool { offersNewFood && list.selected == results.count }

    mutating func refresh(database: AppDatabase) {
        let matches = loaded([]) { try database.foods(matching: search.text) }
        let matchingIDs = Set(matches.map(\.id))
        let suggested = suggestions.filter { matchingIDs.contains($0.id) }
        let suggestedIDs = Set(suggested.map(\.id))
        suggestedCount = suggested.count
        results = suggested + matches.filter { !suggestedIDs.contains($0.id) }
        let typed = search.text.trimmingCharacters(in: .whitespaces)
        namesake = typed.isEmpty ? nil : loaded(nil) { try database.food(named: typed) }
        list = ListState(selected: namesake.flatMap { food in results.firstIndex { $0.id == food.id } } ?? 0)
    }

    var keys: [HelpEntry] {
        [
            .init(keys: "type", summary: "search"), .init(keys: "↑↓", summary: "choose"),
            .init(keys: "Enter", summary: "take it"), .init(keys: "Esc", summary: "cancel"),
        ]
    }

    mutating func refuse(_ message: String) { search.error = message }

    mutating func handle(_ key: Key, context: ScreenContext) -> DialogStep<Choice> {
        switch key {
        case .escape: return .cancelled
        case .up: list.move(by: -1, count: rowCount, visible: 1000)
        case .down: list.move(by: 1, count: rowCount, visible: 1000)
        case .pageUp: list.move(by: -10, count: rowCount, visible: 1000)
        case .pageDown: list.move(by: 10, count: rowCount, visible: 1000)
        case .home: list.move(by: -ListState.toEnd, count: rowCount, visible: 1000)
        case .end: list.move(by: ListState.toEnd, count: rowCount, visible: 1000)
        case .enter:
            if isOnCreateRow { return .submitted(.create(name: search.text.trimmingCharacters(in: .whitespaces))) }
            guard results.indices.contains(list.selected) else { return .open }
            return .submitted(.pick(results[list.selected]))
        default:
            if search.handle(key) == .edited { refresh(database: context.database) }
        }
        return .open
    }

    func draw(in screen: Rect, context: RenderContext, into buffer: inout Buffer) {
        let frame = screen.centered(width: min(screen.width - 2, 64), height: min(screen.height, 18))
        buffer.fill(frame)
        buffer.beginOverlay()
        let inner = Panel.draw(frame, title: "Add food", into: &buffer).inset(horizontal: 1, vertical: 0)
        search.draw(in: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1), labelWidth: 6, focused: true, into: &buffer)
        let createLabel =
            search.text.trimmingCharacters(in: .whitespaces).isEmpty
            ? "+ New food…" : "+ New food “\(search.text.trimmingCharacters(in: .whitespaces))”"
        let listArea = Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 3)
        let rowWidth = results.count + 1 > listArea.height ? listArea.width - 1 : listArea.width  // room for the scrollbar
        let rows =
            results.map { food in
                let kcal = Format.kcalPerServing(food.kcalPerServing) + " / " + food.serving.rawValue
                let nameWidth = max(4, rowWidth - TextWidth.of(kcal) - 2)
                return TextWidth.pad(food.name, to: nameWidth) + "  " + kcal
            } + (offersNewFood ? [createLabel] : [])
        ListView.draw(rows: rows, state: list, in: listArea, into: &buffer)
        let note: String?
        if let namesake, namesake.isArchived, !results.contains(where: { $0.id == namesake.id }) {
            note = "“\(namesake.name)” is archived: bring it back on the Data tab."
        } else if results.isEmpty {
            note = search.text.isEmpty ? "No foods yet: make your first one." : "No food matches: make it new."
        } else if suggestedCount > 0 {
            note =
                LayoutClass(screen).isNarrow
                ? "\(suggestedCount) logged lately first, then A–Z" : "\(suggestedCount) logged lately or often first, then the others A–Z"
        } else {
            note = nil
        }
        if let note { buffer.put(note, x: inner.x, y: inner.y + 1, style: .muted, clip: inner) }
        let keys = LayoutClass(screen).isNarrow ? "↑↓ · Enter take · Esc cancel" : "type to search · ↑↓ choose · Enter take · Esc cancel"
        buffer.put(keys, x: inner.x, y: inner.maxY - 1, style: .muted, clip: inner)
    }
}
