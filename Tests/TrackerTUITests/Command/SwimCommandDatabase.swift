import Foundation
import TrackerKit
@testable import TrackerTUI

/// A database file holding one imported fixture (from Tests/TrackerKitTests/Fixtures), for running
/// `tracker swim …` against it; `remove()` deletes it with its sidecars.
struct SwimCommandDatabase {
    let path = NSTemporaryDirectory() + "tracker-swim-cli-\(UUID().uuidString).sqlite"

    init(fixture name: String) throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../TrackerKitTests/Fixtures/\(name)").standardized.path
        _ = try AppleHealthImporter.run(path: fixture, into: try AppDatabase.openFresh(path: path))
    }

    func remove() {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    func output(_ arguments: [String]) throws -> String {
        try standardOutput {
            var command = try TestCommandParse.tracker(arguments + ["--db", path])
            try command.runAtTestTime()
        }
    }

    func json(_ arguments: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try output(arguments).utf8))
    }
}
