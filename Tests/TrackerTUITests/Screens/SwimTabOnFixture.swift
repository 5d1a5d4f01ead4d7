import Foundation
import TrackerKit
@testable import TrackerTUI

/// The Swim tab at `width`×`height` on a fixture of Tests/TrackerKitTests/Fixtures, imported into a
/// database in memory, with `day` chosen.
func swimTab(on fixture: String, day: String = "2025-09-13", width: Int, height: Int) throws -> AppState {
    let db = try AppDatabase.inMemory()
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/\(fixture)").standardized.path
    _ = try AppleHealthImporter.run(path: path, into: db)
    var state = try makeState(width: width, height: height, database: db)
    state.type(.character("5"), .character("g"))
    state.type(text: day)
    state.type(.enter)
    return state
}
