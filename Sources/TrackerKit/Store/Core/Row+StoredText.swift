import Foundation
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

/// Swift picks these over GRDB's generic `decode` and subscript, as for numbers (StoredNumber.swift):
/// bytes a hand edit left in a text column (x'ff41fe') read as their UTF-8, invalid bytes as U+FFFD,
/// where GRDB's decoding throws (a screen showed "could not decode String" instead of its rows) and
/// its subscript traps. A number there reads as its text.
extension DatabaseValue {
    var storedString: String? {
        switch storage {
        case .string(let text): return text
        case .blob(let data): return String(decoding: data, as: UTF8.self)
        case .int64(let value): return String(value)
        case .double(let value): return String(value)
        case .null: return nil
        }
    }
}

extension Row {
    func decode(forColumn column: String) throws -> String? { (self[column] as DatabaseValue).storedString }
    func decode(forColumn column: String) throws -> String { (self[column] as DatabaseValue).storedString ?? "" }
    func decode(atIndex index: Int) throws -> String? { (self[index] as DatabaseValue).storedString }
    func decode(atIndex index: Int) throws -> String { (self[index] as DatabaseValue).storedString ?? "" }
    subscript(_ column: String) -> String? { (self[column] as DatabaseValue).storedString }
    subscript(_ column: String) -> String { (self[column] as DatabaseValue).storedString ?? "" }
}
