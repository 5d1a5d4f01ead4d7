import TrackerKit

/// A read-only database still times a workout, but logs none of it: the key that starts the timer
/// says so, rather than Done after the work (a 4-minute Tabata) failing to save.
extension WorkoutScreen {
    static let readOnlyWarning = "Read-only database: this workout will not be saved."
    static let notSavedLine = "Not saved: the database is read-only."

    /// The warning, when the key just handled started an exercise, a session or a program.
    func readOnlyNotice(wasBusy: Bool, context: ScreenContext) -> [Effect] {
        guard context.database.isReadOnly, !wasBusy, isBusy else { return [] }
        return [.message(.error(Self.readOnlyWarning))]
    }

    /// Logs a finished exercise and returns its row; on a read-only database nothing is written (the start said so).
    @discardableResult
    func log(_ exercise: String, context: ScreenContext) throws -> Int64? {
        guard !context.database.isReadOnly else { return nil }
        return try context.database.logExercise(exercise, on: context.today)
    }
}
