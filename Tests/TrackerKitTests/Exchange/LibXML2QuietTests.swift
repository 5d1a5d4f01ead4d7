import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #10: for a file whose encoding libxml2 cannot convert, libxml2 printed its own lines
/// ("encoding error : input conversion failed…", "I/O error : encoder error") on stderr, beside
/// Tracker's message. Only Tracker's message is said now.
final class LibXML2QuietTests: XCTestCase {
    /// What `body` wrote to file descriptor 2.
    private func standardError(_ body: () -> Void) throws -> String {
        let path = NSTemporaryDirectory() + "stderr-\(UUID().uuidString)"
        defer { unlink(path) }
        let capture = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let saved = dup(2)
        fflush(nil)
        dup2(capture, 2)
        body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        close(capture)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testAnUnconvertibleEncodingIsSaidOnceInTrackersWords() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/modern.xml")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let path = NSTemporaryDirectory() + "ebcdic-\(UUID().uuidString).xml"
        defer { unlink(path) }
        let declared = text.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", with: "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>")
        XCTAssertNotEqual(declared, text)
        try Data(declared.utf8).write(to: URL(fileURLWithPath: path))
        var refusal: Error?
        let printed = try standardError {
            do { _ = try AppleHealthImporter.run(path: path, into: try AppDatabase.inMemory()) } catch { refusal = error }
        }
        XCTAssertEqual(printed, "", "libxml2 printed its own lines")
        XCTAssertNotNil(refusal)
    }
}
