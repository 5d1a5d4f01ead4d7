extension AppState {
    /// W or A from any tab: the Log on today with the weight prompt or the quick-add open, the two
    /// entries a phone logs most. A dialog already open on the Log is kept (its text is not thrown away).
    mutating func openQuickEntry(_ entry: QuickEntry) {
        select(.log)
        if context.database.isReadOnly {
            message = .error("Read-only database: nothing can be changed. Open a writable copy to edit.")
            return
        }
        guard var log = screens[Tab.log.rawValue] as? LogScreen else { return }
        let effects = log.openQuickEntry(entry, context: context)
        screens[Tab.log.rawValue] = log
        for case .message(let said) in effects { message = said }
    }
}
