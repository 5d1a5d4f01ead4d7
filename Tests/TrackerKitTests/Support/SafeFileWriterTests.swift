import Foundation
import XCTest
import GRDB
@testable import TrackerKit

/// Every file Tracker writes: refused where it must not go, replaced whole or not at all, never
/// through a link, and no temporary file left behind.
final class SafeFileWriterTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "safe-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }
    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    private func mode(_ path: String) throws -> Int { try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int }

    private func assertRefused(
        _ path: String, force: Bool = true, protecting database: String? = nil, _ words: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(
            try SafeFileWriter.write(Data("new".utf8), to: path, force: force, protecting: database),
            file: file, line: line
        ) { error in
            XCTAssertTrue((error as? InputError)?.message.contains(words) == true, "\(error)", file: file, line: line)
        }
    }

    func testWritesANewOwnerOnlyFileAndReplacesOnlyWithForce() throws {
        let path = folder + "/export.json"
        try SafeFileWriter.write(Data("one".utf8), to: path, force: false)
        XCTAssertEqual(try text(path), "one")
        XCTAssertEqual(try mode(path), 0o600)
        assertRefused(path, force: false, "exists")
        XCTAssertEqual(try text(path), "one")
        try SafeFileWriter.write(Data("two".utf8), to: path, force: true)
        XCTAssertEqual(try text(path), "two")
        XCTAssertEqual(try names(), ["export.json"], "no temporary file left")
    }

    func testRefusesWhatIsNotAPlainFileInAnExistingFolder() throws {
        assertRefused("", "empty")
        assertRefused(folder, "is a folder")
        assertRefused(folder + "/", "is a folder")
        assertRefused(folder + "/missing/x.json", "does not exist")
        assertRefused(folder + "/" + String(repeating: "n", count: 256), "too long")
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o600), 0)
        assertRefused(folder + "/fifo", "not a plain file")
        assertRefused("/dev/null", "not a plain file")
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o666, "/dev/null keeps its mode")
    }

    func testNeverWritesThroughALinkNorChangesWhatItPointsTo() throws {
        let target = folder + "/theirs.txt"
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o644)
        XCTAssertEqual(symlink(target, folder + "/link.json"), 0)
        XCTAssertEqual(symlink(folder + "/nowhere", folder + "/dangling.json"), 0)
        assertRefused(folder + "/link.json", "symbolic link")
        assertRefused(folder + "/dangling.json", "symbolic link")
        XCTAssertEqual(try text(target), "theirs")
        XCTAssertEqual(try mode(target), 0o644, "never chmodded")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/nowhere"))
    }

    func testReplacingAFileLeavesItsOtherNamesAndModeAlone() throws {
        let path = folder + "/export.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        XCTAssertEqual(link(path, folder + "/hardlink"), 0)
        try SafeFileWriter.write(Data("new".utf8), to: path, force: true)
        XCTAssertEqual(try text(path), "new")
        XCTAssertEqual(try mode(path), 0o600, "a new file")
        XCTAssertEqual(try text(folder + "/hardlink"), "old", "the old file was not written into")
        XCTAssertEqual(try mode(folder + "/hardlink"), 0o644, "nor chmodded")
    }

    func testTheLiveDatabaseAndItsSidecarsAreNeverTargets() throws {
        let database = folder + "/db.sqlite"
        let live = try AppDatabase.open(path: database)
        try live.logWeight(70, on: LocalDate(iso: "2026-11-20")!)
        XCTAssertEqual(symlink(database, folder + "/alias.sqlite"), 0)
        let spellings = [database, folder + "/./db.sqlite", folder + "/../" + (folder as NSString).lastPathComponent + "/db.sqlite"]
        for path in spellings.flatMap({ base in WriteTarget.databaseSuffixes.map { base + $0 } }) {
            assertRefused(path, protecting: database, "database itself")
            assertRefused(path, protecting: folder + "/alias.sqlite", "database itself")
        }
        XCTAssertEqual(link(database, folder + "/hardlink.sqlite"), 0)
        assertRefused(folder + "/hardlink.sqlite", protecting: database, "database itself")
        unlink(folder + "/hardlink.sqlite")  // a database with two names is not opened at all (DatabaseOpenTests)
        XCTAssertEqual(try AppDatabase.open(path: database).weights().count, 1, "the database is untouched")
        XCTAssertNoThrow(try SafeFileWriter.write(Data("x".utf8), to: folder + "/db.sqlite.json", force: false, protecting: database))
    }

    /// QA: an export named `diary.sqlite-journal` beside another diary was replayed into it or
    /// deleted by it; with --force, `-wal`/`-shm` of a diary open in the app lost committed writes.
    func testTheSidecarNamesOfAnyDatabaseAreRefused() throws {
        let other = folder + "/diary.sqlite"
        try AppDatabase.open(path: other).close()
        for suffix in ["-journal", "-wal", "-shm"] {
            assertRefused(other + suffix, "the name SQLite uses for the \(suffix) file of \(other)")
        }
        XCTAssertEqual(try names(), ["diary.sqlite"], "nothing written beside it")
        try SafeFileWriter.write(Data("ok".utf8), to: folder + "/notes.txt-wal", force: false)  // no notes.txt: an ordinary name
    }

    /// QA: the same folder reached through a bind mount (or any second path) is one folder: the
    /// database's own sidecar names are refused by the folder's device and inode and the name.
    func testTheDatabasesSidecarsAreRecognisedWhateverPathReachesTheirFolder() throws {
        let database = folder + "/d.sqlite"
        try AppDatabase.open(path: database).close()
        let alias = folder + "-alias"
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: folder)
        defer { unlink(alias) }
        XCTAssertTrue(SidecarNames.isSidecar(alias + "/d.sqlite-journal", of: database))
        XCTAssertFalse(SidecarNames.isSidecar(alias + "/e.sqlite-journal", of: database))
    }

    /// QA (second pass): a CSV folder under a sidecar name blocked the diary ("disk I/O error"), and
    /// `export --force` onto another diary replaced it with a page of JSON.
    func testNeitherACSVFolderUnderASidecarNameNorAnExportOverADatabase() throws {
        let diary = folder + "/a.sqlite"
        try AppDatabase.open(path: diary).close()
        for suffix in ["-wal", "-shm", "-journal"] {
            XCTAssertThrowsError(try SafeFileWriter.writeAll([("days.csv", Data("x".utf8))], inFolder: diary + suffix, force: true)) { error in
                XCTAssertTrue("\(error)".contains("a folder there would block it"), "\(error)")
            }
        }
        assertRefused(diary, "is an SQLite database")
        // The same for a CSV file: the rule is the target's, whatever writes to it (not only JSON).
        let csvFolder = folder + "/csv"
        try FileManager.default.createDirectory(atPath: csvFolder, withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: diary, toPath: csvFolder + "/days.csv")
        XCTAssertThrowsError(try SafeFileWriter.writeAll([("days.csv", Data("x".utf8))], inFolder: csvFolder, force: true)) { error in
            XCTAssertTrue("\(error)".contains("is an SQLite database"), "\(error)")
        }
        XCTAssertNoThrow(try AppDatabase.open(path: csvFolder + "/days.csv", readOnly: true).close())
        try FileManager.default.removeItem(atPath: csvFolder)
        XCTAssertEqual(try names(), ["a.sqlite"])
        XCTAssertNoThrow(try AppDatabase.open(path: diary, readOnly: true).weights())
    }

    func testAFailureLeavesThePreviousFileAndNoTemporaryFile() throws {
        let path = folder + "/backup.sqlite"
        try Data("previous".utf8).write(to: URL(fileURLWithPath: path))
        struct Interrupted: Error {}
        XCTAssertThrowsError(
            try SafeFileWriter.replace(path, force: true, protecting: nil) { temporary in
                try Data(repeating: 7, count: 100_000).withUnsafeBytes { try temporary.write($0) }
                throw Interrupted()
            })
        XCTAssertEqual(try text(path), "previous")
        XCTAssertEqual(try names(), ["backup.sqlite"])
    }

    func testLeftoversOfAKilledRunAreRemovedButAWriteInProgressIsNot() throws {
        let stale = folder + "/.export.json.tracker-tmp-AbC123"
        let busy = folder + "/.export.json.tracker-tmp-busy00"
        let unrelated = folder + "/.export.json.tracker-tmp-AbC123-journal"
        for path in [stale, busy, unrelated] { try Data("half".utf8).write(to: URL(fileURLWithPath: path)) }
        let holder = open(busy, O_RDONLY)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX), 0, "another tracker is writing it")
        try SafeFileWriter.write(Data("whole".utf8), to: folder + "/export.json", force: false)
        XCTAssertEqual(try names(), [".export.json.tracker-tmp-AbC123-journal", ".export.json.tracker-tmp-busy00", "export.json"])
    }

    func testSeveralFilesAreAllCheckedBeforeAnyIsWritten() throws {
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/b.csv"))
        XCTAssertEqual(symlink("/etc/passwd", folder + "/c.csv"), 0)
        let files: [(name: String, data: Data)] = [("a.csv", Data("a".utf8)), ("b.csv", Data("b".utf8)), ("c.csv", Data("c".utf8))]
        XCTAssertThrowsError(try SafeFileWriter.writeAll(files, inFolder: folder, force: true))
        XCTAssertEqual(try names(), ["b.csv", "c.csv"], "a.csv was not written")
        XCTAssertEqual(try text(folder + "/b.csv"), "mine")
        unlink(folder + "/c.csv")
        try SafeFileWriter.writeAll(files, inFolder: folder, force: true)
        XCTAssertEqual(try files.map { try text(folder + "/" + $0.name) }, ["a", "b", "c"])
        XCTAssertEqual(try names(), ["a.csv", "b.csv", "c.csv"])
    }

    func testABackupIsRefusedOnTheDatabaseSidecarsAndLeavesNothingWhenItFails() throws {
        let database = folder + "/db.sqlite"
        let live = try AppDatabase.open(path: database)
        try live.logWeight(70, on: LocalDate(iso: "2026-11-20")!)
        for suffix in WriteTarget.databaseSuffixes {
            XCTAssertThrowsError(try live.backup(to: database + suffix, force: true), suffix)
        }
        try live.backup(to: folder + "/copy.sqlite", force: false)
        XCTAssertEqual(try AppDatabase.open(path: folder + "/copy.sqlite").weights().count, 1)
        XCTAssertFalse(try names().contains { $0.contains("tracker-tmp") })
    }

    func testAMissingFolderIsMadeOwnerOnlyAndRemovedAgainIfNothingCouldBeWritten() throws {
        let csv = folder + "/csv"
        try SafeFileWriter.writeAll([("a.csv", Data("a".utf8))], inFolder: csv, force: false)
        XCTAssertEqual(try mode(csv), 0o700)
        XCTAssertEqual(try text(csv + "/a.csv"), "a")
        let refused = folder + "/refused"
        XCTAssertThrowsError(try SafeFileWriter.writeAll([(String(repeating: "n", count: 300), Data())], inFolder: refused, force: false))
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused), "the folder it made is gone")
        XCTAssertThrowsError(try SafeFileWriter.writeAll([("a.csv", Data())], inFolder: folder + "/no/such", force: false))
        XCTAssertThrowsError(try SafeFileWriter.writeAll([("x.csv", Data())], inFolder: csv + "/a.csv", force: true), "a file, not a folder")
        XCTAssertEqual(try names(), ["csv"])
    }

    func testABackupOverAnOldOneIsNotMixedWithTheOldOnesLeftoverWAL() throws {
        let old = folder + "/old.sqlite", copy = folder + "/copy.sqlite"
        let oldDatabase = try AppDatabase.open(path: old)
        try oldDatabase.logWeight(60, on: LocalDate(iso: "2026-01-01")!)
        try oldDatabase.backup(to: copy, force: false)
        do {
            // Someone opened the old backup and wrote to it: the change is still in its -wal.
            let pool = try DatabasePool(path: copy)
            try pool.write { try $0.execute(sql: "UPDATE day SET weightKg = 61") }
            try FileManager.default.copyItem(atPath: copy + "-wal", toPath: folder + "/saved-wal")
            try pool.close()
        }
        try? FileManager.default.removeItem(atPath: copy + "-wal")
        try FileManager.default.moveItem(atPath: folder + "/saved-wal", toPath: copy + "-wal")

        let live = try AppDatabase.open(path: folder + "/db.sqlite")
        try live.logWeight(80, on: LocalDate(iso: "2026-11-20")!)
        // QA: a database with its log beside it may be open in a window right now; replacing it
        // (and its log) would lose that window's writes. So it is refused, and left as it was.
        XCTAssertThrowsError(try live.backup(to: copy, force: true)) { error in
            XCTAssertTrue("\(error)".contains("in use or not closed cleanly"), "\(error)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy + "-wal"), "the old log is left alone")
        try FileManager.default.removeItem(atPath: copy + "-wal")
        try live.backup(to: copy, force: true)
        let restored = try AppDatabase.open(path: copy)
        XCTAssertEqual(try restored.weights().map(\.kg), [80])
        XCTAssertEqual(try restored.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }, "ok")
    }
}
