import Foundation
import XCTest
@testable import TrackerKit

/// Issue 24 #9: `--demo` ended by kill -9 left its 4.5 MB folder in TMPDIR for good. The next demo now
/// removes the folders of demos that are no longer running (their flock is gone with their process).
final class DemoFolderTests: XCTestCase {
    private var base = ""

    override func setUpWithError() throws {
        base = NSTemporaryDirectory() + "demo-folders-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(atPath: base) }

    private func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: base).sorted() }

    /// A folder as a demo killed with -9 leaves it: the database and a lock file nobody holds.
    private func abandoned(_ name: String) throws -> String {
        let folder = base + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for file in ["demo.sqlite", "demo.sqlite-wal", "demo.sqlite-shm", "demo.lock"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
        }
        return folder
    }

    func testFoldersOfDeadDemosAreRemovedAndARunningOnesIsKept() throws {
        _ = try abandoned("tracker-demo-dead01")
        _ = try abandoned("tracker-demo-dead02")
        let running = try DemoFolder(base: base)
        try Data("x".utf8).write(to: URL(fileURLWithPath: running.path + "/demo.sqlite"))
        XCTAssertEqual(DemoFolder.removeAbandoned(in: base), 2)
        XCTAssertEqual(try listing(), [(running.path as NSString).lastPathComponent])
        running.remove()
        XCTAssertEqual(try listing(), [])
    }

    func testWhatADemoDidNotMakeIsLeftAlone() throws {
        let elsewhere = base + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        _ = try abandoned("not-a-demo")
        try FileManager.default.createSymbolicLink(atPath: base + "/tracker-demo-link", withDestinationPath: elsewhere)
        try FileManager.default.createDirectory(atPath: base + "/tracker-demo-nolock", withIntermediateDirectories: false)
        let withMore = try abandoned("tracker-demo-more")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: withMore + "/notes.txt"))
        XCTAssertEqual(DemoFolder.removeAbandoned(in: base), 0)
        XCTAssertEqual(try listing(), ["elsewhere", "not-a-demo", "tracker-demo-link", "tracker-demo-more", "tracker-demo-nolock"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: withMore), ["notes.txt"], "only the demo's own files went")
    }
}
