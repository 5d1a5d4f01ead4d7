import Foundation

@testable import TrackerKit

/// A test's own new diary file without running every migration again (TrackerTUITests has the same helper).
extension AppDatabase {
    /// Writes the bytes of a new diary, made once per process by `open` on a missing path in a folder of its
    /// own (so the very file a first start makes, then removed), to `path`, and opens it as usual (which makes it the owner's only, as for any file).
    /// Creating and migrating a file costs ~30 ms of CPU in a debug build; this a few.
    static func openFresh(path: String) throws -> AppDatabase {
        try FreshDiaryFile.bytes.get().write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        let database = try open(path: path)
        // A new file, not a copy of the template: an origin of its own, as a first start gives it.
        try database.writer.write { try Schema.addDiaryOrigin($0, renewing: true) }
        return database
    }
}

private enum FreshDiaryFile {
    static let bytes = Result<Data, Error> {
        let folder = NSTemporaryDirectory() + "tracker-fresh-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/diary.sqlite"
        let db = try AppDatabase.open(path: path)
        db.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
