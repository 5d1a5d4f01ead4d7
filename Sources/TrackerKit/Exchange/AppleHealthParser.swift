import CLibXML2
import Foundation

/// Streams an Apple Health export.xml through libxml2's SAX2 push parser: the bytes come from the
/// source (a file, or the zip entry inflated on a second thread) a chunk at a time and memory stays
/// flat whatever the size. `HealthElements` keeps what Tracker uses; everything else is skipped.
/// No entity is expanded (the DOCTYPE is stripped, so none can be declared) and libxml2's limits for
/// huge input stay on (no XML_PARSE_HUGE): a 10 MB attribute value is refused with its line.
final class AppleHealthParser {
    private let source: DoctypeStripper
    private let progress: ImportProgress?
    /// Hands the elements Tracker reads to `HealthElements` on a second thread.
    private let relay: HealthEventRelay
    /// Set when the root is not <HealthData>: the parser stops at once.
    private var refusal: ImportError?
    private let chunkSize: Int
    fileprivate var parser: xmlParserCtxtPtr?
    fileprivate var xmlError: XMLParseFailure?
    /// libxml2's recover mode (XML_PARSE_RECOVER): faults it can pass over are counted, not fatal.
    private let recover: Bool
    fileprivate var recovery = XMLRecovery()
    /// Why this parser stopped libxml2 itself (too deep): fatal even when recovering.
    private var halted: XMLParseFailure?

    /// `relayBatchBytes`: how many bytes of elements go to the replaying thread at a time (tests make it tiny);
    /// `relayAll`: every element and attribute is handed over, not only what is read (tests compare the two).
    init(
        source: ByteSource, progress: ImportProgress?, spill: HeartRateSpill, chunkSize: Int = 256 * 1024, recover: Bool = false,
        relayBatchBytes: Int = 32 * 1024, relayAll: Bool = false
    ) {
        self.recover = recover
        self.source = DoctypeStripper(AttributeLimit.guarding(source))
        self.progress = progress
        relay = HealthEventRelay(spill: spill, batchBytes: relayBatchBytes, relayAll: relayAll)
        self.chunkSize = chunkSize
    }

    deinit { relay.stop() }

    func parse() throws -> HealthDraft {
        defer { relay.stop() }
        try LibXML2Library().load()
        var handler = tracker_sax_handler()
        handler.initialized = TRACKER_SAX2_MAGIC
        handler.startElementNs = healthStartElement
        handler.endElementNs = healthEndElement
        handler.serror = healthError
        let context = Unmanaged.passUnretained(self).toOpaque()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize + 4)
        defer { buffer.deallocate() }
        var head = 0  // the reader gave libxml2 the first four bytes when it made the parser: so does this
        while head < 4 {
            let got = try source.read(into: buffer + head, count: 4 - head)
            if got == 0 { break }
            head += got
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue | (recover ? XML_PARSE_RECOVER.rawValue : 0))
        let made = buffer.withMemoryRebound(to: CChar.self, capacity: 4) {
            tk_xmlCreatePushParser(&handler, context, head == 4 ? $0 : nil, head == 4 ? 4 : 0, options)
        }
        guard let parser = made else { throw ImportError.cannotOpen("the XML parser could not start") }
        self.parser = parser
        defer {
            self.parser = nil
            tk_xmlFreeParserCtxt(parser)
        }
        defer { relay.stop() }  // before the parser is freed: the relayed names live in its dictionary
        var carried = head == 4 ? 0 : head
        var status: Int32 = 0
        var got = 0
        while true {
            if progress?.isCancelled == true { throw ImportError.cancelled }
            progress?.update(fraction: source.fractionRead, bytes: 0)
            got = 0
            if carried > 0 {  // a file of fewer than four bytes
                got = try source.read(into: buffer + carried, count: chunkSize)
                status = buffer.withMemoryRebound(to: CChar.self, capacity: carried + got) {
                    tk_xmlParseChunk(parser, $0, Int32(carried + got), got == 0 ? 1 : 0)
                }
                carried = 0
            } else {
                status = try source.withNextBytes(scratch: buffer, count: chunkSize) { bytes in
                    got = bytes.count
                    return UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(buffer)).withMemoryRebound(to: CChar.self, capacity: max(got, 1)) {
                        tk_xmlParseChunk(parser, $0, Int32(got), got == 0 ? 1 : 0)
                    }
                }
            }
            // Recovering, the whole file is read whatever libxml2 met (its time stays bounded by the file's size).
            if got == 0 || (!recover && (status != 0 || xmlError != nil)) || refusal != nil { break }
        }
        return try finish(failed: status != 0 || xmlError != nil, endOfInput: got == 0, line: Int(tk_xmlParserLineNumber(parser)))
    }

    /// The draft, or why there is none.
    private func finish(failed: Bool, endOfInput: Bool, line: Int) throws -> HealthDraft {
        relay.finish()
        if let refusal { throw refusal }
        if recover {
            try checkRecovered(endOfInput: endOfInput, line: line)
        } else if failed {
            throw failure(endOfInput: endOfInput, line: line)
        }
        guard relay.sawRoot else { throw XMLParseFailure.noRoot }
        progress?.update(fraction: 1, bytes: 0)
        var draft = relay.elements.finishedDraft
        if recover {
            recovery.incompleteRecords = draft.recovery.incompleteRecords
            draft.recovery = recovery
        } else {
            draft.recovery = XMLRecovery()
        }
        return draft
    }

    /// What recovery cannot make whole is still refused: a file that stops early or is not an export.
    private func checkRecovered(endOfInput: Bool, line: Int) throws {
        if let halted { throw halted.importError(sawRoot: relay.sawRoot, reachedElement: source.reachedElement) }
        if endOfInput && relay.sawRoot && relay.depth > 0 { throw ImportError.endsEarly("it stops inside <HealthData> at line \(line)") }
        if !relay.sawRoot, let xmlError { throw xmlError.importError(sawRoot: false, reachedElement: source.reachedElement) }
    }

    /// An error only when told the input ended, with elements still open, is a file that stops mid-export
    /// (an interrupted download), whatever libxml2 calls it.
    private func failure(endOfInput: Bool, line: Int) -> ImportError {
        if endOfInput && relay.sawRoot && relay.depth > 0 { return .endsEarly("it stops inside <HealthData> at line \(line)") }
        return (xmlError ?? XMLParseFailure(line: line, message: "not well-formed XML")).importError(
            sawRoot: relay.sawRoot, reachedElement: source.reachedElement)
    }

    fileprivate func start(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int32) {
        guard let parser else { return }
        // libxml2 2.9–2.11 count depth only when building a tree: the reader did, these callbacks do not.
        // Without this, 700 million nested <a> in a 2 GB file would grow libxml2's name stack unbounded.
        if relay.depth >= Self.maximumDepth {
            let tooDeep = XMLParseFailure(line: Int(tk_xmlParserLineNumber(parser)), message: "Excessive depth in document: 256 use XML_PARSE_HUGE option")
            xmlError = xmlError ?? tooDeep
            halted = halted ?? tooDeep
            tk_xmlStopParser(parser)
        } else if !relay.start(name, attributes, count: count, parser: parser) {
            refusal = .notAHealthExport("its root element is <\(String(cString: name))>, not <HealthData>")
            tk_xmlStopParser(parser)
        }
    }

    /// The reader refused an element with more than 256 elements open around it (libxml2's
    /// xmlParserMaxDepth), with the message above.
    static let maximumDepth = 257

    fileprivate func end() { relay.end() }

    /// libxml2's XML_ERR_GT_REQUIRED: a start tag broken by a fault. Recovering, libxml2 has reported the
    /// element's start (with the attributes before the fault) and drops the element without reporting its
    /// end: it ends here, so depth stays true and the record, lacking what came after the fault, is judged as read.
    static let brokenStartTag: Int32 = 73

    fileprivate func recovered(_ failure: XMLParseFailure) {
        guard recover else { return }
        recovery.count(failure, brokenTag: failure.code == Self.brokenStartTag)
        if failure.code == Self.brokenStartTag { relay.end() }
    }
}

/// The parser behind a callback's context, without retaining it: parse() holds it while libxml2 calls back.
private func withHealthParser<Result>(_ context: UnsafeMutableRawPointer, _ body: (AppleHealthParser) -> Result) -> Result {
    Unmanaged<AppleHealthParser>.fromOpaque(context)._withUnsafeGuaranteedRef(body)
}

private func healthStartElement(
    _ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    guard let context, let name else { return }
    withHealthParser(context) { $0.start(name, attributes, count: attributeCount) }
}

private func healthEndElement(
    _ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?
) {
    guard let context else { return }
    withHealthParser(context) { $0.end() }
}

private func healthError(_ context: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let context, let error, let failure = XMLParseFailure(error.pointee) else { return }
    withHealthParser(context) { parser in
        if parser.xmlError == nil { parser.xmlError = failure }
        parser.recovered(failure)
    }
}
