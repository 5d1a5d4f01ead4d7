import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Random and hostile input through `update` on every screen, with a fixed seed: nothing may crash,
/// every frame must render, and the data must stay consistent.
final class FuzzTests: XCTestCase {
    private static let special: [Key] = [
        .up, .down, .left, .right, .shiftLeft, .shiftRight, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
        .backspace, .delete, .insert, .function(1), .function(5), .function(12), .unknown, .alt("x"), .alt("["),
        .control("a"), .control("e"), .control("l"), .control("s"), .control("u"), .control("d"),
    ]
    private static let text: [Character] =
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -+=[]/?.,:;'\"!@#$%^&*()_~`\\|<>{}") + [
            "é", "漢", "😀", "\u{1B}", "\u{7}", "\u{202E}", "\u{0}", "\u{301}",
        ]

    func testRandomKeysOnEveryScreen() throws {
        let db = try DemoDiary.copy(days: ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" ? 365 : 35)
        let time = TestTime()
        var state = try makeState(width: 100, height: 30, database: db, time: time)
        var random = SeededRandom(seed: 2026)
        var keys = 0
        // 300 keys in plain `swift test`, 2,000 in scripts/test (TRACKER_TEST_FULL=1), 15,000 with TRACKER_FUZZ_LONG=1.
        let rounds = ProcessInfo.processInfo.environment["TRACKER_FUZZ_LONG"] == "1" ? 15_000 : TestDepth.isFull ? 2_000 : 300
        for round in 0..<rounds {
            let key: Key
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<45: key = .character(Self.text.randomElement(using: &random)!)
            case 45..<80: key = Self.special.randomElement(using: &random)!
            case 80..<86: key = .character(Character(String(Int.random(in: 1...6, using: &random))))
            case 86..<90:
                key = .mouse(
                    MouseEvent(
                        x: Int.random(in: -2...210, using: &random), y: Int.random(in: -2...70, using: &random),
                        kind: [.press, .release, .scrollUp, .scrollDown].randomElement(using: &random)!))
            case 90..<93:
                state.resize(width: Int.random(in: 1...220, using: &random), height: Int.random(in: 1...70, using: &random))
                key = .resize
            case 93..<95:
                // A huge paste: hundreds of characters at once.
                for _ in 0..<300 { _ = state.handle(.character(Self.text.randomElement(using: &random)!)) }
                key = .enter
            case 95..<98:
                time.uptime += .milliseconds(Int64.random(in: 1...40_000, using: &random))
                time.now = time.now.addingTimeInterval(Double.random(in: 0...3600, using: &random))
                _ = state.tick()
                key = .unknown
            default:
                key = .control(["q", "c", "z"].randomElement(using: &random)!)
            }
            if key == .control("z") || key == .control("c") { continue }  // the loop's business, not update's
            let effects = state.handle(key)
            if effects.contains(.quit) { state.quitConfirmation = nil }
            keys += 1
            let frame = state.render()
            XCTAssertEqual(frame.cells.count, state.width * state.height)
            if round % 500 == 0 { try assertInvariants(db, round: round, time: time) }
        }
        try assertInvariants(db, round: -1, time: time)
        XCTAssertGreaterThan(keys, rounds * 8 / 10)
    }

    private func assertInvariants(_ db: AppDatabase, round: Int, time: TestTime) throws {
        XCTAssertEqual(try db.consistencyProblems(), [], "round \(round)")
        let today = LocalDate(time.now, offset: .utc)
        XCTAssertLessThanOrEqual(try db.latestLoggedDate() ?? today, today, "round \(round): nothing logged in the future")
    }
}
