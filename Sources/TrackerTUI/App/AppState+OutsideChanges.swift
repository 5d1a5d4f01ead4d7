extension AppState {
    /// For the interactive loop only (a one-frame `show` needs no second connection).
    mutating func watchForOutsideChanges() {
        changeWatch = context.database.makeChangeWatch()
        seenDataVersion = changeWatch?.version()
    }

    /// Another window or the command line wrote to the file: reload what is shown, as Ctrl-L does,
    /// so a tap made elsewhere appears without a key press. Returns whether it reloaded.
    @discardableResult
    mutating func reloadIfChangedElsewhere() -> Bool {
        guard let version = changeWatch?.version(), version != seenDataVersion else { return false }
        seenDataVersion = version
        reloadCurrent()
        return true
    }
}
