import Foundation
import GRDB

/// One stored value as the carrier holds it: its SQLite type kept exactly, as text
/// (`i:42`, `r:71.5`, `t:text`, `b:` + base64), nil for NULL. A reference to another record
/// holds that record's global id as text.
public enum SyncValue {
    public static func integer(_ value: Int64) -> String { "i:\(value)" }
    public static func real(_ value: Double) -> String { "r:\(value)" }
    public static func text(_ value: String) -> String { "t:" + value }
    public static func blob(_ value: Data) -> String { "b:" + value.base64EncodedString() }

    /// The text of a `t:` value (a reference's global id), nil for anything else.
    public static func textValue(_ encoded: String?) -> String? {
        guard let encoded, encoded.hasPrefix("t:") else { return nil }
        return String(encoded.dropFirst(2))
    }
}

extension SyncValue {
    /// The encoded form of what SQLite holds.
    static func encode(_ value: DatabaseValue) -> String? {
        switch value.storage {
        case .null: return nil
        case .int64(let number): return integer(number)
        case .double(let number): return real(number)
        case .string(let string): return text(string)
        case .blob(let data): return blob(data)
        }
    }

    /// What SQLite is given for an encoded value; text that is not one of the forms is refused.
    static func decode(_ encoded: String?) throws -> DatabaseValue {
        guard let encoded else { return .null }
        let body = String(encoded.dropFirst(2))
        switch encoded.prefix(2) {
        case "i:": if let number = Int64(body) { return number.databaseValue }
        case "r:": if let number = Double(body), number.isFinite { return number.databaseValue }
        case "t:": return body.databaseValue
        case "b:": if let data = Data(base64Encoded: body) { return data.databaseValue }
        default: break
        }
        throw InputError("a synced value is not readable (\(encoded.prefix(20)))")
    }
}
