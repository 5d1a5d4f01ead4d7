import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #6: one XML element with 100,000 attributes took 2.1 s, 200,000 took 18.5 s (libxml2 2.9
/// compares each attribute with every earlier one). An element with more than any Health export
/// writes is refused before libxml2 sees it.
final class AttributeFloodTests: XCTestCase {
    private func importing(_ xml: String) throws -> HealthImportSummary {
        let path = NSTemporaryDirectory() + "attributes-\(UUID().uuidString).xml"
        defer { unlink(path) }
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        return try AppleHealthImporter.run(path: path, into: try AppDatabase.inMemory())
    }

    private func document(attributes count: Int, before: String = "") -> String {
        let attributes = (0..<count).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        return "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">\(before)\n<Record \(attributes)/>\n</HealthData>\n"
    }

    func testAnElementWithAFloodOfAttributesIsRefusedNamingTheLimit() {
        for count in [101, 20_000] {
            XCTAssertThrowsError(try importing(document(attributes: count))) { error in
                XCTAssertTrue("\(error)".hasPrefix("Refused: an element with more than 100 attributes, near byte "), "\(count): \(error)")
            }
        }
    }

    /// Quotes in a comment or CDATA do not hide the attributes of the tag after them.
    func testQuotesBeforeTheTagDoNotHideItsAttributes() {
        for before in ["<!-- \" -->", "<!-- ' -->", "<![CDATA[ > \" ]]>"] {
            XCTAssertThrowsError(try importing(document(attributes: 5_000, before: before)), before) { error in
                XCTAssertTrue("\(error)".contains("more than 100 attributes"), "\(before): \(error)")
            }
        }
    }

    /// A banner of = signs in a comment is no attribute.
    func testACommentOfEqualsSignsIsNotCounted() throws {
        XCTAssertEqual(try importing(document(attributes: 3, before: "<!-- " + String(repeating: "=", count: 500) + " -->")).weightsAdded, 0)
    }

    func testRealElementsAndValuesWithEqualsSignsPass() throws {
        let values = (0..<60).map { "k\($0)=\"x=y>z '=' \($0)\"" }.joined(separator: " ")
        let xml =
            "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">\n<Record \(values)/>\n"
            + "<Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" creationDate=\"2026-11-18 07:00:00 +0100\" "
            + "startDate=\"2026-11-18 07:00:00 +0100\" endDate=\"2026-11-18 07:00:00 +0100\" value=\"72.4\"/>\n</HealthData>\n"
        XCTAssertEqual(try importing(xml).weightsAdded, 1)
        XCTAssertEqual(try importing(document(attributes: 100)).weightsAdded, 0, "100 attributes are still read")
    }

    /// Bytes from memory, `size` at a time.
    private final class ChunkedSource: ByteSource {
        let bytes: [UInt8]
        let size: Int
        var position = 0
        init(_ text: String, size: Int) { (bytes, self.size) = (Array(text.utf8), size) }
        var fractionRead: Double { 0 }
        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
            let n = min(count, size, bytes.count - position)
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + position, count: n) }
            position += n
            return n
        }
    }

    /// Reads the text through the limit in chunks of `size` bytes; nil when it passes, else the refusal.
    private func limitRefusal(_ text: String, size: Int) -> String? {
        let limit = AttributeLimit(ChunkedSource(text, size: size))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        defer { buffer.deallocate() }
        do {
            while try limit.read(into: buffer, count: 4096) > 0 {}
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The limit skips a stretch up to the next `<` with few enough `=` and follows the rest byte by byte: whatever
    /// the chunks, where a tag or a value is cut, the count is the same.
    func testTheCountDoesNotDependOnWhereTheChunksEnd() {
        let equalsInValues = (0..<60).map { "k\($0)=\"x=y>z '=' \($0)\"" }.joined(separator: " ")
        for size in [1, 2, 3, 7, 64, 100, 4096] {
            XCTAssertNotNil(limitRefusal(document(attributes: 101), size: size), "101 attributes, chunks of \(size)")
            XCTAssertNotNil(limitRefusal(document(attributes: 101, before: "<!-- = -->"), size: size), "after a comment, chunks of \(size)")
            XCTAssertNil(limitRefusal(document(attributes: 100), size: size), "100 attributes, chunks of \(size)")
            XCTAssertNil(limitRefusal("<a \(equalsInValues)/><b x=\"1\"/>", size: size), "= in values, chunks of \(size)")
            XCTAssertNil(limitRefusal(document(attributes: 3, before: "<!-- " + String(repeating: "=", count: 500) + " -->"), size: size))
        }
        let refusal = limitRefusal(document(attributes: 101), size: 7) ?? ""
        let whole = limitRefusal(document(attributes: 101), size: 4096) ?? ""
        XCTAssertEqual(refusal, whole, "the same byte is named")
        XCTAssertTrue(whole.contains("more than 100 attributes, near byte "), whole)
    }
}
