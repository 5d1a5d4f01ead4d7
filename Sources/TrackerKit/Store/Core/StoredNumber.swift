import GRDB

/// The one way TrackerKit reads a stored number. SQLite keeps text or bytes typed into a REAL or
/// INTEGER column by a hand edit ('abc', '', x'ff', '12abc') as they are, where GRDB's decoding throws
/// (so one bad weight failed the export and hid a month of weights) and its subscript traps. Such a
/// value reads as absent, as an out-of-range one does through `ValueRange.kept`.
extension DatabaseValue {
    var storedNumber: Double? {
        switch storage {
        case .int64(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// A whole number; a fraction or a number past Int64 reads as absent too.
    var storedInteger: Int64? {
        switch storage {
        case .int64(let value): return value
        case .double(let value): return value.isFinite && value.rounded() == value && abs(value) < 9e18 ? Int64(value) : nil
        default: return nil
        }
    }
}

/// Swift picks these over GRDB's generic `decode` and subscript, so every read of a number in
/// TrackerKit goes through `storedNumber`. A column that may not be absent reads a non-number as 0,
/// which the caller's `ValueRange.clamped` (or its own check) brings into range.
extension Row {
    func decode(forColumn column: String) throws -> Double? { (self[column] as DatabaseValue).storedNumber }
    func decode(forColumn column: String) throws -> Double { (self[column] as DatabaseValue).storedNumber ?? 0 }
    func decode(forColumn column: String) throws -> Int64? { (self[column] as DatabaseValue).storedInteger }
    func decode(forColumn column: String) throws -> Int64 { (self[column] as DatabaseValue).storedInteger ?? 0 }
    func decode(forColumn column: String) throws -> Int? { (self[column] as DatabaseValue).storedInteger.flatMap { Int(exactly: $0) } }
    func decode(forColumn column: String) throws -> Int { (self[column] as DatabaseValue).storedInteger.flatMap { Int(exactly: $0) } ?? 0 }
    func decode(forColumn column: String) throws -> Bool? { (self[column] as DatabaseValue).storedNumber.map { $0 != 0 } }
    func decode(forColumn column: String) throws -> Bool { (self[column] as DatabaseValue).storedNumber.map { $0 != 0 } ?? false }

    func decode(atIndex index: Int) throws -> Double? { (self[index] as DatabaseValue).storedNumber }
    func decode(atIndex index: Int) throws -> Double { (self[index] as DatabaseValue).storedNumber ?? 0 }
    func decode(atIndex index: Int) throws -> Int64? { (self[index] as DatabaseValue).storedInteger }
    func decode(atIndex index: Int) throws -> Int? { (self[index] as DatabaseValue).storedInteger.flatMap { Int(exactly: $0) } }

    subscript(_ column: String) -> Double? { (self[column] as DatabaseValue).storedNumber }
    subscript(_ column: String) -> Double { (self[column] as DatabaseValue).storedNumber ?? 0 }
    subscript(_ column: String) -> Int64? { (self[column] as DatabaseValue).storedInteger }
    subscript(_ column: String) -> Int64 { (self[column] as DatabaseValue).storedInteger ?? 0 }
    subscript(_ column: String) -> Int? { (self[column] as DatabaseValue).storedInteger.flatMap { Int(exactly: $0) } }
}

/// The same reading inside SQL, for sums and sorts: SQLite's arithmetic takes 'abc' as 0 and
/// '12abc' as 12, where the rows themselves read them as absent.
enum StoredNumberSQL {
    static func number(_ column: String) -> String {
        "(CASE WHEN typeof(\(column)) IN ('integer', 'real') THEN \(column) END)"
    }
}
