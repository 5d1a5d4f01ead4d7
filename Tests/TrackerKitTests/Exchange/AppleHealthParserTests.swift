import Foundation
import XCTest
@testable import TrackerKit

/// The SAX2 parser's own duties (issue 18): cancel between chunks, report progress, keep memory flat
/// by reading a chunk at a time.
final class AppleHealthParserTests: XCTestCase {
    /// Bytes from memory, a few at a time, calling `onRead` before each read.
    private final class SlowSource: ByteSource {
        let bytes: [UInt8]
        var position = 0
        var reads = 0
        let onRead: (Int) -> Void
        init(_ bytes: [UInt8], onRead: @escaping (Int) -> Void) { self.bytes = bytes; self.onRead = onRead }
        var fractionRead: Double { Double(position) / Double(bytes.count) }
        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
            reads += 1
            onRead(reads)
            let n = min(count, 512, bytes.count - position)
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + position, count: n) }
            position += n
            return n
        }
    }

    private func modern() throws -> [UInt8] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/modern.xml")
        return Array(try Data(contentsOf: path))
    }

    func testCancellingDuringTheParseStopsItAtTheNextChunk() throws {
        let progress = ImportProgress()
        let source = SlowSource(try modern()) { reads in if reads == 5 { progress.cancel() } }
        let parser = AppleHealthParser(source: source, progress: progress, spill: try HeartRateSpill(), chunkSize: 512)
        XCTAssertThrowsError(try parser.parse()) { XCTAssertEqual($0 as? ImportError, .cancelled) }
        XCTAssertLessThan(source.position, source.bytes.count, "it stopped before the end")
        XCTAssertLessThanOrEqual(source.reads, 6, "at the next chunk")
    }

    func testProgressRisesToOneAndTheWholeFileIsReadInChunks() throws {
        let progress = ImportProgress()
        var seen: [Double] = []
        let source = SlowSource(try modern()) { _ in seen.append(progress.fraction) }
        let draft = try AppleHealthParser(source: source, progress: progress, spill: try HeartRateSpill(), chunkSize: 512).parse()
        XCTAssertEqual(draft.swims.count, 1, "the swim, not the run")
        XCTAssertEqual(progress.fraction, 1)
        XCTAssertGreaterThan(source.reads, source.bytes.count / 512, "read a chunk at a time")
        XCTAssertEqual(seen, seen.sorted(), "progress never goes back")
        XCTAssertTrue(seen.contains { $0 > 0 && $0 < 1 }, "progress is reported along the way: \(seen)")
    }
}
