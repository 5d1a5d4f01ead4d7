import Foundation

/// One finished count of a pad: each cell's count when "new count" was pressed.
public struct PadSession: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        public var key: Character
        public var name: String
        public var count: Int64
    }

    public var id: Int64
    public var finishedAt: Date
    public var target: Int64?
    public var cells: [Cell]

    public init(id: Int64, finishedAt: Date, target: Int64?, cells: [Cell]) {
        self.id = id
        self.finishedAt = finishedAt
        self.target = target
        self.cells = cells
    }

    /// The sum, held at Int64's limits.
    public var total: Int64 {
        cells.reduce(0) { sum, cell in
            let (result, overflow) = sum.addingReportingOverflow(cell.count)
            return overflow ? (sum > 0 ? .max : .min) : result
        }
    }

    /// A cell's share of the total in percent, or nil when shares mean nothing (a negative count, no total).
    public func percent(_ cell: Cell) -> Double? {
        guard total > 0, cells.allSatisfy({ $0.count >= 0 }) else { return nil }
        return Double(cell.count) / Double(total) * 100
    }
}
