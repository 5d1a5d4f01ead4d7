import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Paths pasted the way terminals paste a dragged file are read as the file they name.
final class TypedPathTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "typed path \(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/my dir", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/my dir/export (1).xml", contents: Data("<x/>".utf8)))
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/'quoted'", contents: Data()))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// QA F6: `~/` went to the password database's home (/root) while the prefilled paths use $HOME.
    func testTildeIsHOME() {
        XCTAssertEqual(TypedPath.expandingTilde("~/sub dir/x", environment: ["HOME": "/tmp/elsewhere"]), "/tmp/elsewhere/sub dir/x")
        XCTAssertEqual(TypedPath.expandingTilde("~", environment: ["HOME": "/tmp/elsewhere"]), "/tmp/elsewhere")
        XCTAssertEqual(TypedPath.expandingTilde("/a/~/b", environment: ["HOME": "/tmp/elsewhere"]), "/a/~/b")
        XCTAssertEqual(TypedPath.expandingTilde("~root/x", environment: ["HOME": "/tmp/elsewhere"]), "/root/x")
    }

    func testQuotedEscapedAndFileAddressPastesNameTheFile() {
        let file = folder + "/my dir/export (1).xml"
        let escaped = file.replacingOccurrences(of: " ", with: "\\ ").replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
        for pasted in [
            file, "  \(file)\n", "'\(file)' ", "\"\(file)\"", escaped,
            "file://" + (file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""),
        ] {
            XCTAssertEqual(TypedPath.resolve(pasted), file, "pasted as \(pasted)")
        }
    }

    func testANameThatReallyHasQuotesIsTakenAsTyped() {
        XCTAssertEqual(TypedPath.resolve(folder + "/'quoted'"), folder + "/'quoted'")
        XCTAssertEqual(TypedPath.unquoted("'a b'"), "a b")
        XCTAssertEqual(TypedPath.unquoted("ends with\\"), "ends with\\", "a lone backslash at the end is kept")
    }

    func testAMissingFileIsNamedWithoutTheQuotes() {
        XCTAssertEqual(TypedPath.resolve("'/no/such dir/x.zip'"), "/no/such dir/x.zip")
        XCTAssertEqual(TypedPath.resolveForWriting("'~/out dir/backup.json' "), NSHomeDirectory() + "/out dir/backup.json")
    }

    func testTheSwimTabsImportTakesAQuotedPath() throws {
        var state = try makeState()
        state.select(.swim)
        state.type(.character("i"))
        state.type(text: "'/no/such dir/export.zip'")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("No file at /no/such dir/export.zip"), state.screenText)
    }
}
