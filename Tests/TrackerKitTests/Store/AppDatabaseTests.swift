import Foundation
import GRDB
import XCTest
@testable import TrackerKit

final class AppDatabaseTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tracker-db-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        chmod(folder, 0o700)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    func testInMemoryDatabaseHasTheSchema() throws {
        let database = try AppDatabase.inMemory()
        try database.setSetting("log.firstWeekday", to: "1")
        XCTAssertEqual(try database.setting("log.firstWeekday"), "1")
        try database.setSetting("log.firstWeekday", to: "7")
        XCTAssertEqual(try database.allSettings(), ["log.firstWeekday": "7"])
        XCTAssertNil(try database.setting("missing"))
    }

    func testCreatesFolderAndFileOwnerOnly() throws {
        FilePermissions.restrictNewFiles()
        let path = folder + "/nested/deeper/tracker.sqlite"
        let database = try AppDatabase.open(path: path)
        try database.setSetting("a", to: "b")
        XCTAssertEqual(try mode(folder + "/nested/deeper"), 0o700)
        XCTAssertEqual(try mode(path), 0o600)
        XCTAssertFalse(database.isReadOnly)
    }

    func testLooserModeOnAnExistingFileIsTightened() throws {
        let path = folder + "/loose.sqlite"
        _ = try AppDatabase.open(path: path)
        chmod(path, 0o644)
        _ = try AppDatabase.open(path: path)
        XCTAssertEqual(try mode(path), 0o600)
    }

    func testReopeningKeepsData() throws {
        let path = folder + "/keep.sqlite"
        try AppDatabase.open(path: path).setSetting("units.weight", to: "lb")
        XCTAssertEqual(try AppDatabase.open(path: path).setting("units.weight"), "lb")
    }

    func testATextFileIsRefusedAndLeftUntouched() throws {
        let path = folder + "/notes.txt"
        let original = Data("my precious notes, not a database\n".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.open(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .notADatabase(path: path))
            XCTAssertTrue("\(error)".contains("not a Tracker database"))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testACorruptDatabaseGivesAClearErrorAndIsNotOverwritten() throws {
        let path = folder + "/corrupt.sqlite"
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xAB, count: 4096))
        try bytes.write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.open(path: path)) { error in
            guard let storeError = error as? StoreError else { return XCTFail("\(error)") }
            switch storeError {
            case .corrupt, .notADatabase: break
            default: XCTFail("unexpected \(storeError)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes)
    }

    func testADatabaseFromANewerTrackerIsRefusedUntouched() throws {
        let path = folder + "/newer.sqlite"
        _ = try AppDatabase.open(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v999-from-the-future')")
        }
        _ = try queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.open(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .newerSchema(path: path))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertFalse(FileSystem.exists(path + "-wal") || FileSystem.exists(path + "-shm"), "no files left beside a refused one")
    }

    func testOpeningAFileWithMode0444LeavesSidecarsTheOwnerCanWriteLater() throws {
        let path = folder + "/locked.sqlite"
        try AppDatabase.open(path: path).setSetting("kept", to: "yes")
        chmod(path, 0o444)
        let database = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertEqual(try database.setting("kept"), "yes")
        for sidecar in ["-wal", "-shm"] where FileSystem.exists(path + sidecar) {
            var info = stat()
            stat(path + sidecar, &info)
            XCTAssertEqual(info.st_mode & 0o777, 0o600, "SQLite gave \(sidecar) the database's 0444; it must stay writable")
        }
        chmod(path, 0o600)
        XCTAssertNoThrow(try AppDatabase.open(path: path).setSetting("kept", to: "again"), "made writable, it takes writes")
    }

    func testAFolderGivenAsTheDatabaseIsNamedAsSuch() throws {
        XCTAssertThrowsError(try AppDatabase.open(path: folder)) { error in
            XCTAssertEqual(error as? StoreError, .cannotOpen(path: folder, reason: "it is a folder, not a file"))
        }
    }

    func testReadOnlyModeReadsButRefusesWritesAndChangesNothing() throws {
        let path = folder + "/forced.sqlite"
        try AppDatabase.open(path: path).setSetting("kept", to: "yes")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let database = try AppDatabase.open(path: path, readOnly: true)
        XCTAssertTrue(database.isReadOnly)
        XCTAssertEqual(try database.setting("kept"), "yes")
        XCTAssertThrowsError(try database.setSetting("kept", to: "no")) { error in
            XCTAssertEqual(error as? StoreError, .readOnly)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testAFileWithoutWritePermissionIsDetectedAsReadOnly() throws {
        try XCTSkipUnless(Self.permissionsBindRoot(folder), "running as root, which ignores file modes")
        let path = folder + "/ro.sqlite"
        try AppDatabase.open(path: path).setSetting("kept", to: "yes")
        chmod(path, 0o400)
        chmod(folder, 0o500)
        let database = try AppDatabase.open(path: path)
        XCTAssertTrue(database.isReadOnly)
        XCTAssertEqual(try database.setting("kept"), "yes")
        XCTAssertThrowsError(try database.setSetting("kept", to: "no")) { error in
            XCTAssertEqual(error as? StoreError, .readOnly)
        }
    }

    /// Root passes every permission check, so a read-only file can only be tested as another user.
    private static func permissionsBindRoot(_ folder: String) -> Bool {
        let probe = folder + "/probe"
        _ = FileManager.default.createFile(atPath: probe, contents: Data())
        chmod(probe, 0o400)
        defer { chmod(probe, 0o600); unlink(probe) }
        return access(probe, W_OK) != 0
    }

    func testLocationPrefersFlagThenEnvironmentThenXDG() {
        XCTAssertEqual(DatabaseLocation.resolve(explicitPath: "/a.sqlite", environment: ["TRACKER_DB": "/b.sqlite"]), "/a.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(explicitPath: nil, environment: ["TRACKER_DB": "/b.sqlite", "XDG_DATA_HOME": "/x"]), "/b.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]), "/x/tracker/tracker.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/h"]), "/h/.local/share/tracker/tracker.sqlite")
        XCTAssertEqual(
            DatabaseLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]), "/h/.local/share/tracker/tracker.sqlite",
            "XDG says relative paths are invalid and must be ignored")
    }
}

extension AppDatabaseTests {
    func testAnotherProgramsSQLiteFileIsRefusedUntouched() throws {
        let path = folder + "/other-app.sqlite"
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES ('keep me')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AppDatabase.open(path: path)) { error in
            XCTAssertEqual(error as? StoreError, .foreignDatabase(path: path))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testAnEmptyFileBecomesADatabase() throws {
        let path = folder + "/empty.sqlite"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        try AppDatabase.open(path: path).setSetting("a", to: "1")
        XCTAssertEqual(try AppDatabase.open(path: path).setting("a"), "1")
    }
}
