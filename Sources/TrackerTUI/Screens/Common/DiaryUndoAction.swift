import TrackerKit

/// `u` on the Log and Data tabs: takes back this window's latest diary change and says which.
enum DiaryUndoAction {
    static func run(_ database: AppDatabase) -> StatusLine.Message {
        do {
            switch try database.undo() {
            case .nothing: return .info("Nothing to undo: no diary change made in this window is left.")
            case .undone(let summary): return .info("Undone: \(summary).")
            }
        } catch {
            return .error("\(error)")
        }
    }
}
