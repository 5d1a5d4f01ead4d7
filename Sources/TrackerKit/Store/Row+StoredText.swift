import GRDB

extension Row {
    /// A text column as stored, for messages: a hand-edited value that is not valid text (a blob of
    /// other bytes) reads as its hex, where GRDB's `as String` would trap.
    func storedText(_ column: String) -> String {
        let value: DatabaseValue = self[column]
        if let text = String.fromDatabaseValue(value) { return text }
        if case .blob(let data) = value.storage { return "x'" + data.map { String(format: "%02x", $0) }.joined() + "'" }
        return value.description
    }
}
