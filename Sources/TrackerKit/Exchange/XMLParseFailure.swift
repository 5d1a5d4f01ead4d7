import Foundation
import CLibXML2

/// The first error libxml2 reported while reading an export, and what it tells the person importing.
/// Both the streaming parser and the reader it replaced (kept in the tests) word it here.
struct XMLParseFailure: Equatable {
    var line: Int
    var message: String
    /// libxml2's `xmlParserErrors` code; 0 when not known.
    var code: Int32 = 0

    init(line: Int, message: String, code: Int32 = 0) {
        self.line = line
        self.message = message
        self.code = code
    }

    /// Nil for warnings, which do not stop a parse.
    init?(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return nil }
        let message = error.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "not well-formed XML"
        self.init(line: Int(error.line), message: message, code: error.code)
    }

    /// libxml2's XML_ERR_DOCUMENT_EMPTY and XML_ERR_DOCUMENT_END: the input ended before a root
    /// element (a declaration and a DTD alone read as "Extra content at the end of the document").
    private static let endedBeforeRoot: Set<Int32> = [4, 5]

    static let noRoot = ImportError.notAHealthExport("no <HealthData> element")

    /// A file that ends before any element began has no root, like one whose elements are not HealthData;
    /// an error on its first two lines before the root means it is not XML; any other is damage at its line.
    /// (`reachedElement` is the byte stream's word, as a reader hands the root over only later.)
    func importError(sawRoot: Bool, reachedElement: Bool) -> ImportError {
        if !sawRoot && !reachedElement && Self.endedBeforeRoot.contains(code) { return Self.noRoot }
        if !sawRoot && line <= 2 { return .notAHealthExport("it is not XML (\(message))") }
        return .malformed(line: line, detail: message + (isKnownAppleFault ? Self.knownAppleFault : ""))
    }

    /// Apple's exporter of 2015 (iOS 8–9) wrote other apps' metadata keys as attribute names, spaces and
    /// all (Withings' `Health Mate App Version="…"`): libxml2 then wants a value for the first word.
    var isKnownAppleFault: Bool { message.hasPrefix("Specification mandates value for attribute") }

    static let knownAppleFault =
        " (a known fault of Apple's own exporter in iOS 8 and 9: another app's metadata written as attribute names with spaces; "
        + "export again from a newer iOS, or import with recovery, which reads what it can and says what it skipped)"
}

/// What a recovery import (libxml2's recover mode) passed over: how many faults, on how many lines, the first.
public struct XMLRecovery: Equatable, Sendable {
    public private(set) var faults = 0
    public private(set) var lines = 0
    public private(set) var firstLine = 0
    public private(set) var firstMessage = ""
    /// Elements whose start tag the faults broke: what came after the fault in them was lost.
    public private(set) var brokenTags = 0
    /// Records of a kind Tracker reads (weight, food energy, swim distance, strokes, heart rate) left without their value or dates: skipped.
    public internal(set) var incompleteRecords = 0
    private var lastLine = -1

    public init() {}

    mutating func count(_ failure: XMLParseFailure, brokenTag: Bool) {
        if brokenTag { brokenTags += 1 }
        if faults == 0 { (firstLine, firstMessage) = (failure.line, failure.message) }
        faults += 1
        if failure.line != lastLine { lines += 1 }
        lastLine = failure.line
    }

    /// The summary's line, or nil when nothing was passed over.
    public var line: String? {
        guard faults > 0 else { return nil }
        return "Recovered: \(faults) \(faults == 1 ? "fault" : "faults") in the XML on \(lines) \(lines == 1 ? "line" : "lines") passed over "
            + "(first at line \(firstLine): \(firstMessage)); \(brokenTags) \(brokenTags == 1 ? "tag" : "tags") lost what came after the fault, "
            + "and \(incompleteRecords) \(incompleteRecords == 1 ? "record" : "records") of weight, food energy, swims or heart rate left without "
            + "their value or dates were skipped"
    }
}

extension ImportError {
    /// The known fault of Apple's 2015 exporter, which a recovery import reads.
    public var offersRecovery: Bool {
        if case .malformed(_, let detail) = self { return detail.hasSuffix(XMLParseFailure.knownAppleFault) }
        return false
    }
}
