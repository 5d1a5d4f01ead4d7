import Foundation
import XCTest

@testable import TrackerKit

/// ProcessRunner finds the program in PATH itself (as `env` did for it), so a sync starts git alone.
final class ProcessRunnerPathTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracker-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func makeFile(_ name: String, in subfolder: String, executable: Bool, body: String = "#!/bin/sh\necho \"$0 $*\"\n") throws -> String {
        let directory = folder.appendingPathComponent(subfolder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, executable ? 0o755 : 0o644)
        return path
    }

    func testTheFirstExecutableFileOfThatNameInPathIsRunWithTheArguments() throws {
        _ = try makeFile("tool", in: "a", executable: false)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b/tool"), withIntermediateDirectories: true)
        let wanted = try makeFile("tool", in: "c", executable: true)
        _ = try makeFile("tool", in: "d", executable: true)
        let path = ["a", "b", "c", "d"].map { folder.appendingPathComponent($0).path }.joined(separator: ":")
        XCTAssertEqual(ProcessRunner.executablePath("tool", searching: path), wanted, "not the unexecutable file, not the folder, not the later one")
        let result = try ProcessRunner.run("tool", ["one", "two words"], inheriting: ["PATH": path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "\(wanted) one two words\n")
    }

    func testAProgramNotInPathIsSaidByNameAndNothingRuns() {
        let empty = folder.appendingPathComponent("empty").path
        XCTAssertNil(ProcessRunner.executablePath("git", searching: empty))
        XCTAssertThrowsError(try ProcessRunner.run("git", ["--version"], inheriting: ["PATH": empty])) { error in
            XCTAssertEqual("\(error)", "git could not be started (no git in PATH); is it installed?")
            XCTAssertTrue(error is CarrierError, "a sync that could not run (exit 1), not a typing mistake (exit 2)")
        }
        XCTAssertNil(ProcessRunner.executablePath("", searching: "/usr/bin"))
    }

    func testANameWithASlashIsTakenAsItIsAndNoPathFallsBackToTheSystemFolders() throws {
        let tool = try makeFile("tool", in: "x", executable: true)
        XCTAssertEqual(ProcessRunner.executablePath(tool, searching: "/nowhere"), tool)
        XCTAssertEqual(ProcessRunner.executablePath("sh", searching: nil).map { ["/usr/local/bin/sh", "/usr/bin/sh", "/bin/sh"].contains($0) }, true)
    }
}
