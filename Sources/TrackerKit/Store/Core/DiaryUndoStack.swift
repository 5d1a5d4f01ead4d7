import Foundation

/// One diary change this process made, as the rows it touched, and what to call it when undone.
struct DiaryUndoStep: Sendable {
    let summary: String
    let rows: [RowChange]
}

/// The diary changes this process made, newest last (a window's own: see `DiaryUndoJournal`).
final class DiaryUndoStack: @unchecked Sendable {
    static let depth = 50
    private let lock = NSLock()
    private var steps: [DiaryUndoStep] = []

    func push(_ step: DiaryUndoStep) {
        guard !step.rows.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        steps.append(step)
        if steps.count > Self.depth { steps.removeFirst(steps.count - Self.depth) }
    }

    func pop() -> DiaryUndoStep? {
        lock.lock(); defer { lock.unlock() }
        return steps.popLast()
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return steps.count
    }
}
