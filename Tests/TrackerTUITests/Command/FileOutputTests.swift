import ArgumentParser
import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// What the commands write to files and to standard output: never the database, never through a
/// link or into a device, nothing raw on a terminal, and a failed write said, not swallowed.
final class FileOutputTests: XCTestCase {
    private var folder: String!
    private var path: String { folder + "/db.sqlite" }

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try AppDatabase.openFresh(path: path).logWeight(70, on: LocalDate(iso: "2026-11-20")!)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func exitCode(_ arguments: [String]) -> Int32 { trackerExitCode(arguments, db: path) }

    private func weights() throws -> Int { try AppDatabase.open(path: path).weights().count }

    func testExportAndBackupRefuseTheDatabaseAndEachSidecar() throws {
        let live = try AppDatabase.open(path: path)  // the app open on the same file
        for suffix in ["", "-wal", "-shm", "-journal"] {
            for target in [path + suffix, folder + "/./db.sqlite" + suffix] {
                XCTAssertEqual(exitCode(["export", "--output", target, "--force"]), 2, target)
                XCTAssertEqual(exitCode(["backup", target, "--force"]), 2, target)
            }
        }
        XCTAssertEqual(FileSystem.readPrefix(path, count: 15), Array("SQLite format 3".utf8), "still a database")
        XCTAssertEqual(try live.weights().count, 1, "the database is untouched")
        XCTAssertEqual(try weights(), 1)
    }

    func testForceNeverFollowsALinkNorTouchesADevice() throws {
        let theirs = folder + "/theirs.txt"
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: theirs))
        XCTAssertEqual(symlink(theirs, folder + "/link.json"), 0)
        XCTAssertEqual(exitCode(["export", "--output", folder + "/link.json", "--force"]), 2)
        XCTAssertEqual(exitCode(["backup", folder + "/link.json", "--force"]), 2)
        XCTAssertEqual(try String(contentsOfFile: theirs, encoding: .utf8), "theirs")
        XCTAssertEqual(exitCode(["export", "--output", "/dev/null", "--force"]), 2)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.posixPermissions] as? Int, 0o666)
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o600), 0)
        XCTAssertEqual(exitCode(["export", "--output", folder + "/fifo", "--force"]), 2, "refused, without blocking on the FIFO")
    }

    func testACSVExportIsReplacedWholeAndLeavesNoTemporaryFiles() throws {
        let csv = folder + "/csv"
        XCTAssertEqual(exitCode(["export", "--format", "csv", "--output", csv]), 0)
        XCTAssertEqual(exitCode(["export", "--format", "csv", "--output", csv]), 2, "taken names without --force")
        XCTAssertEqual(exitCode(["export", "--format", "csv", "--output", csv, "--force"]), 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: csv)
        XCTAssertEqual(names.count, 14)
        XCTAssertFalse(names.contains { $0.hasPrefix(".") }, "\(names)")
    }

    func testImportRefusesAFIFOInsteadOfWaitingForever() throws {
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(exitCode(["import", "json", fifo]), 2)
        XCTAssertEqual(exitCode(["import", "apple-health", fifo]), 2)
        XCTAssertEqual(exitCode(["import", "json", "/dev/zero"]), 2)
        XCTAssertThrowsError(try AppleHealthImporter.run(path: fifo, into: try AppDatabase.inMemory()))
    }

    static let hostile = "Evil\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}]0;title\u{07}\u{1B}[2J\u{85}\u{9B}31m\u{202E}txt\u{2066}\u{200F}\u{061C}"

    func testCSVOnATerminalIsSanitizedAndExactElsewhere() {
        let listing = Listing(columns: ["name"], rows: [[.text(Self.hostile)]])
        let shown = listing.render(.csv, forTerminal: true)
        XCTAssertFalse(shown.unicodeScalars.contains { $0.value == 0x1B || (0x80..<0xA0).contains($0.value) || $0 == "\u{202E}" }, shown)
        XCTAssertTrue(shown.contains("Evil^[]52;c;cHduZWQ=^G"))
        XCTAssertTrue(listing.render(.csv).contains(Self.hostile), "a pipe or file gets the exact value")
    }

    func testJSONKeepsTheExactTextButNoControlATerminalWouldObey() throws {
        let text = Listing(columns: ["name"], rows: [[.text(Self.hostile)]]).render(.json)
        XCTAssertTrue(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F || $0 == "\n" }, text)
        for escape in ["\\u001b", "\\u0085", "\\u009b", "\\u202e", "\\u2066", "\\u200f", "\\u061c"] {
            XCTAssertTrue(text.contains(escape), escape)
        }
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: String]]
        XCTAssertEqual(decoded?.first?["name"], Self.hostile)
    }

    func testAnExportKeepsHostileNamesExactYetInert() throws {
        let database = try AppDatabase.inMemory()
        try database.addFood(Food(name: "Soup", kcalPerServing: 100))
        var document = try database.exportDocument()
        document.foods[0].name = Self.hostile + "é日本"
        let data = try document.encoded()
        XCTAssertTrue(data.allSatisfy { $0 != 0x1B && $0 != 0xC2 }, "no ESC, no C1")
        XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("\u{202E}"))
        XCTAssertEqual(try JSONDecoder().decode(ExportDocument.self, from: data), document)
    }

    func testAFailedWriteIsRecordedAndStopsFurtherOutput() throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let writer = OutputWriter(descriptor: full)
        writer.line("hello")
        XCTAssertEqual(writer.failure, ENOSPC)

        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous); close(ends[1]) }
        let piped = OutputWriter(descriptor: ends[1])
        Listing(columns: ["a"], rows: [[.integer(1)]]).print(.csv, to: piped)
        XCTAssertEqual(piped.failure, EPIPE, "the reader left: the caller ends quietly")
    }

    func testErrorMessagesShowNamesFromAZipInCaretNotation() {
        let error = BadInput("\(ImportError.notAHealthExport("the zip holds no HealthData XML (entries: a\u{1B}]0;PWNED\u{07}.txt, b\u{9B}2J)"))")
        let line = StandardError.shown(TrackerCommand.fullMessage(for: error))
        XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }, line)
        XCTAssertTrue(line.contains("a^[]0;PWNED^G.txt"))
    }

    func testTheDemoFolderIsNewAndPrivateEveryTime() throws {
        let first = try FileSystem.makeTemporaryFolder(prefix: "tracker-demo-")
        let second = try FileSystem.makeTemporaryFolder(prefix: "tracker-demo-")
        defer { rmdir(first); rmdir(second) }
        XCTAssertNotEqual(first, second)
        XCTAssertFalse(first.hasSuffix("\(getpid())"), "not a name another user can guess")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: first)[.posixPermissions] as? Int, 0o700)
    }

    func testTheDemoFileIsRefusedOverALinkAndWrittenWhole() throws {
        XCTAssertEqual(symlink(folder + "/victim.sqlite", folder + "/demo.sqlite"), 0)
        XCTAssertEqual(exitCode(["demo", "--output", folder + "/demo.sqlite"]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/victim.sqlite"))
        // Writing a whole demo year takes most of a second: every run of scripts/test does it, plain swift test does not.
        guard TestDepth.isFull else { return }
        XCTAssertEqual(exitCode(["demo", "--output", folder + "/new.sqlite"]), 0)
        XCTAssertGreaterThan(try AppDatabase.open(path: folder + "/new.sqlite").weights().count, 300)
    }
}
