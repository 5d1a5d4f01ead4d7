import TrackerKit

/// What the app-wide quick-entry keys open on the Log.
enum QuickEntry: Equatable, Sendable {
    case weight
    case kcal
}

extension LogScreen {
    /// Shows today and opens the weight prompt or the quick-add; a dialog already open stays open.
    mutating func openQuickEntry(_ entry: QuickEntry, context: ScreenContext) -> [Effect] {
        if modal != nil { return [.message(.info("A dialog is open on the Log: finish or close it first."))] }
        show(day: context.today, context: context)
        return perform(entry == .weight ? .weight : .quickAdd, context: context)
    }
}
