import Foundation
import GRDB

/// A pad's kept count (a padSession row) as undo needs it: the restart changes its new count logged.
struct KeptPadCount {
    let id: Int64
    let padName: String
    let restartChanges: [Int64]
    let cells: [PadSession.Cell]
    var total: Int64 { PadSession(id: id, finishedAt: .distantPast, target: nil, cells: cells).total }
    let isLatestOfItsPad: Bool

    private static let select = """
        SELECT s.id, s.cells, s.restartChanges, p.name, s.id = (SELECT max(id) FROM padSession WHERE padId = s.padId) AS latest
        FROM padSession s JOIN pad p ON p.id = s.padId
        """

    /// The kept count whose new count logged this change (restart changes are "id,id,…").
    static func restarting(_ changeId: Int64, _ db: Database) throws -> KeptPadCount? {
        try Row.fetchOne(db, sql: "\(select) WHERE ',' || s.restartChanges || ',' LIKE ?", arguments: ["%,\(changeId),%"]).map(Self.init)
    }

    /// The pad's latest kept count.
    static func latest(padId: Int64, _ db: Database) throws -> KeptPadCount? {
        try Row.fetchOne(db, sql: "\(select) WHERE s.padId = ? ORDER BY s.id DESC LIMIT 1", arguments: [padId]).map(Self.init)
    }

    private init(_ row: Row) {
        id = row["id"]
        padName = row["name"]
        restartChanges = (row["restartChanges"] as String? ?? "").split(separator: ",").compactMap { Int64($0) }
        cells = AppDatabase.cells(row["cells"] as String? ?? "")
        isLatestOfItsPad = row["latest"]
    }
}
