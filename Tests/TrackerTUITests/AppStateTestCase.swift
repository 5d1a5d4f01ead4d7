import TrackerKit
import XCTest

@testable import TrackerTUI

/// The app at 100×30 on a new in-memory diary, on the tests' fixed clock (Sat 21 Nov 2026 12:00 UTC): the setup
/// most screen tests share. A subclass calls `openApp` from its `setUpWithError`.
class AppStateTestCase: XCTestCase {
    let today = LocalDate(iso: "2026-11-21")!
    var db: AppDatabase!
    var time: TestTime!
    var state: AppState!

    /// `prepare` fills the diary before the app opens it (a profile, a setting); `keys` are typed once it is open.
    func openApp(keys: Key..., prepare: (AppDatabase) throws -> Void = { _ in }) throws {
        db = try AppDatabase.inMemory()
        time = TestTime()
        try prepare(db)
        state = try makeState(width: 100, height: 30, database: db, time: time)
        for key in keys { state.type(key) }
    }
}
