import Foundation
import GRDB

public struct JSONImportError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

public struct JSONImportSummary: Equatable, Sendable {
    public enum Mode: String, Sendable { case restored, merged }
    public var mode: Mode
    public var warnings: [String]
    public var added: [String: Int]
    /// What a merge did not take because you have your own (`MergeKept`).
    public var kept: [String] = []
    /// The diary settings a restore wrote, by key.
    public var restoredSettings: [String] = []
    /// Settings the file held that were left out, each with why ("workout.hook belongs to this machine's configuration …").
    public var notRestored: [String] = []
    /// `kept` without the reasons (`memos: 1 not taken`), for a one-line message.
    public var keptBriefly: [String] { kept.map { $0.components(separatedBy: " (").first ?? $0 } }

    public var lines: [String] {
        [mode == .restored ? "Restored into an empty database." : "Merged into your data (nothing you had was changed or doubled)."]
            + added.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) added" }
            + (restoredSettings.isEmpty ? [] : ["settings restored: \(restoredSettings.joined(separator: ", "))"])
            + notRestored.map { "not restored: \($0)" } + kept.map { "kept yours: \($0)" } + warnings.map { "warning: \($0)" }
    }
}

/// `tracker import json`: reads an export record by record (`ExportStream`), checking each (naming the JSON
/// path of any problem) and restoring it exactly into an empty database, or merging it without duplicates,
/// all in one transaction: a problem in the last record leaves the database as it was.
public enum JSONImporter {
    /// Two passes over the text, neither holding a document: every record is checked before the first is written,
    /// so a file refused at its last day costs no writes (and grows no `-wal`), then written record by record.
    public static func run(data: Data, into database: AppDatabase, today: LocalDate) throws -> JSONImportSummary {
        if database.isReadOnly { throw StoreError.readOnly }
        return try run(check(data, today: today), into: database)
    }

    /// An export read and checked record by record, nothing written and no document kept (the Data tab shows
    /// it before importing): its text, to be read again as it is written.
    public struct Checked: Equatable, Sendable {
        let data: Data
        let today: LocalDate
        public let warnings: [String]
    }

    /// Writes a checked export in one transaction.
    public static func run(_ checked: Checked, into database: AppDatabase) throws -> JSONImportSummary {
        if database.isReadOnly { throw StoreError.readOnly }
        return try write(checked.data, today: checked.today, into: database, warnings: checked.warnings)
    }

    /// A JSON object: no weight history file starts so (K-Count's JSON is a list), a Tracker export does.
    public static func looksLikeExport(_ data: Data) -> Bool {
        data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == 0x7B
    }

    /// Reads and checks a whole export, writing nothing; any problem names its JSON path.
    /// `limits` is the export's (tests prove each limit with a small one).
    public static func check(_ data: Data, today: LocalDate, limits: JSONLimits = .export) throws -> Checked {
        try checkSyntax(data, limits)
        let warnings = try reading(data) { json in
            let warnings = try formatAndUnknownFields(json)
            try ExportStream(json: json, validator: Validator(today: today)).run(writer: nil)
            return warnings
        }
        return Checked(data: data, today: today, warnings: warnings)
    }

    /// The text: JSON (grammar, depth, limits), an object, no key twice. Nothing of it is kept.
    private static func checkSyntax(_ data: Data, _ limits: JSONLimits) throws {
        // A list is never an export: refused before 64 MB of numbers become a gigabyte of objects.
        if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == 0x5B {
            throw JSONPathScan.tooDeep(in: data) ?? JSONImportError(path: "", message: "not a Tracker export (expected a JSON object)")
        }
        try JSONSyntax.check(data, limits: limits)
        guard isObject(data) else { throw JSONImportError(path: "", message: "not a Tracker export (expected a JSON object)") }
        if let problem = JSONPathScan.duplicateKey(in: data) { throw problem }
    }

    private static func reading<T>(_ data: Data, _ body: (JSONBytes) throws -> T) throws -> T {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in try body(JSONBytes(bytes: raw).withRootMembers()) }
    }

    /// The format (a newer one is refused before its fields are read), then the fields it does not know, as warnings.
    private static func formatAndUnknownFields(_ json: JSONBytes) throws -> [String] {
        let version = try formatVersion(json)
        guard version <= ExportDocument.currentVersion else {
            throw JSONImportError(
                path: "formatVersion",
                message:
                    "this file is format \(version), from a newer Tracker; this one reads up to \(ExportDocument.currentVersion). Update tracker to import it.")
        }
        return UnknownFields.find(in: json)
    }

    /// Checks (again: the indexes are rebuilt as it goes) and writes the export record by record in one transaction;
    /// a refusal by the database names the JSON path. `unknownFields` are the warnings of the check before.
    private static func write(_ data: Data, today: LocalDate, into database: AppDatabase, warnings unknownFields: [String]) throws -> JSONImportSummary {
        try reading(data) { json in
            try database.write { db in
                let empty = try AppDatabase.holdsNoDiary(db)
                let writer = try Writer(db: db, merge: !empty)
                try naming(writer) { try ExportStream(json: json, validator: Validator(today: today)).run(writer: writer) }
                return JSONImportSummary(
                    mode: empty ? .restored : .merged, warnings: unknownFields + writer.warnings + writer.knownIdLines, added: writer.added,
                    kept: writer.kept.lines,
                    restoredSettings: writer.kept.restoredSettings, notRestored: writer.kept.notRestoredSettings)
            }
        }
    }

    /// Runs `body`'s writes; a refusal by the database or the store's rules names the record being written, not the SQL.
    static func naming(_ writer: Writer, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            // The validator should have caught it; if one slipped through, name the record.
            throw JSONImportError(path: writer.position.path, message: "refused by the database (\(error.message ?? "a constraint failed"))")
        } catch let error as InputError {
            throw JSONImportError(path: writer.position.path, message: error.message)
        }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ json: JSONBytes) throws -> T {
        do { return try ByteJSON.decodeChecked(type, from: json) } catch let error as DecodingError { throw describe(error) }
    }

    private struct FormatVersionJSON: Decodable { @WholeNumber var formatVersion: Int }

    /// Whether a text `JSONSyntax` has passed holds an object.
    private static func isObject(_ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let json = JSONBytes(bytes: raw)
            return json[json.root] == 0x7B
        }
    }

    /// The format number, read alone so a newer file is told apart before its fields are; one that is not a
    /// whole number is refused the way every integer field is.
    private static func formatVersion(_ json: JSONBytes) throws -> Int {
        do {
            return try ByteJSON.decodeChecked(FormatVersionJSON.self, from: json).formatVersion
        } catch DecodingError.keyNotFound(let key, let context) where context.codingPath.isEmpty && key.stringValue == "formatVersion" {
            throw JSONImportError(path: "formatVersion", message: "missing: not a Tracker export")
        } catch let error as DecodingError {
            throw describe(error)
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    static func describe(_ error: DecodingError) -> JSONImportError {
        switch error {
        case .typeMismatch(let type, let context):
            // WholeNumber's own words name the number that is not whole.
            let whole = context.debugDescription.contains("is not a whole number")
            return JSONImportError(path: path(context.codingPath), message: whole ? context.debugDescription : "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return JSONImportError(path: path(context.codingPath), message: "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return JSONImportError(path: path(context.codingPath + [key]), message: "missing")
        case .dataCorrupted(let context):
            return JSONImportError(path: path(context.codingPath), message: context.debugDescription)
        @unknown default:
            return JSONImportError(path: "", message: "\(error)")
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Double.Type, is Int.Type, is Int64.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return "\(type)".contains("Array") ? "a list" : "an object"
        }
    }
}
