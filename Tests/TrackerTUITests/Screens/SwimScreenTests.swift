import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

final class SwimScreenTests: XCTestCase {
    private var db: AppDatabase!
    private var state: AppState!
    private let modern = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../TrackerKitTests/Fixtures/modern.xml").standardized.path

    override func setUpWithError() throws {
        db = try AppDatabase.inMemory()
        state = try makeState(width: 120, height: 40, database: db)
        state.type(.character("5"))
    }

    private var swim: SwimScreen { state.screens[Tab.swim.rawValue] as! SwimScreen }

    private func goTo(_ date: String) {
        state.type(.character("g"))
        state.type(text: date)
        state.type(.enter)
    }

    func testEmptyStateSaysHowToStart() {
        XCTAssertTrue(state.screenText.contains("No swims yet"))
        XCTAssertTrue(state.screenText.contains("Press i to import"))
        XCTAssertTrue(state.screenText.contains("FIT files"))
    }

    func testImportFromTheTabThenTheDayReport() throws {
        state.type(.character("i"))
        state.type(text: "/no/such/export.zip")
        state.type(.enter)
        XCTAssertTrue(state.screenText.contains("No file at /no/such/export.zip"))
        state.type(.control("u"))
        state.type(text: modern)
        state.type(.enter)
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else { return XCTFail("not running") }
        job.wait()
        _ = state.tick()
        XCTAssertTrue(state.screenText.contains("Read: nothing is written yet. An import would bring:"), state.screenText)
        XCTAssertTrue(state.screenText.contains("Swims: 1 added"))
        XCTAssertEqual(try db.swims().count, 0, "the preview writes nothing")
        state.type(.enter)
        job.wait()
        _ = state.tick()
        XCTAssertEqual(state.message, .info("Import finished: 1 swims, 2 weights."), "the finished import says so")
        XCTAssertTrue(state.screenText.contains("Swims: 1 added"))
        state.type(.enter)
        XCTAssertEqual(swim.selected.iso, "2026-11-19", "after an import the latest swim is shown")
        let text = state.screenText
        XCTAssertTrue(text.contains("Duration  3:00"), text)
        XCTAssertTrue(text.contains("Distance  75 m"))
        XCTAssertTrue(text.contains("Pace      4:00/100 m"))
        XCTAssertTrue(text.contains("25 m pool · 3 laps · SWOLF 52 · 55 strokes · from Apple Health"))
        // Time-weighted: 60 s at (120+140)/2 and 90 s at (140+160)/2 make 142, not the plain mean 140.
        XCTAssertTrue(text.contains("Heart rate avg 142 · min 120 · max 160 · zones of 182"), text)
        XCTAssertTrue(text.contains("November 2026: 1 swim · 75 m"))
        XCTAssertTrue(text.contains("Streak 0 days · best 1"))
    }

    /// Issue 26 items 2 and 12: the preview names a swim logged by hand that the export holds, and asks.
    func testThePreviewAsksAboutASwimLoggedByHand() throws {
        try db.addSwim(on: LocalDate(iso: "2026-11-19")!, minutes: 3, meters: 75, at: Date(timeIntervalSince1970: 1_795_000_000))
        state.type(.character("i"))
        state.type(text: modern)
        state.type(.enter)
        guard case .importing(let dialog) = swim.modal, case .running(let job, _) = dialog.stage else { return XCTFail("not running") }
        job.wait()
        _ = state.tick()
        let joined = state.screenText.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │|")) }.joined(separator: " ")
        XCTAssertTrue(
            joined.contains("1 swim you logged by hand is in the export (2026-11-19): kept yours, not added again (r takes the export's, b keeps both)"),
            state.screenText)
        XCTAssertTrue(joined.contains("Enter imports · r takes the export's · b keeps both · Esc cancels"), state.screenText)
        state.type(.character("b"))
        job.wait()
        _ = state.tick()
        XCTAssertEqual(try db.swims().count, 2)
        XCTAssertEqual(Set(try db.swims().map(\.source)), [.manual, .appleHealth], "b keeps both")
    }

    func testManualSwimsAddEditDeleteAndStreaks() throws {
        state.type(.character("a"), .tab)
        state.type(text: "45")
        state.type(.tab)
        state.type(text: "1500")
        state.type(.control("s"))
        XCTAssertEqual(try db.swims().map(\.distanceMeters), [1500])
        XCTAssertTrue(state.screenText.contains("Streak 1 day · best 1"))
        XCTAssertTrue(state.screenText.contains("Active    —              not recorded"), "no calories given: not 0 kcal")
        XCTAssertFalse(state.screenText.contains("0 kcal"))
        state.type(.left, .character("a"), .tab)
        state.type(text: "abc")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Minutes must be a number, like 72.5."))
        state.type(.control("u"))
        state.type(text: "30")
        state.type(.tab)
        state.type(text: "1000")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("Streak 2 days"))
        state.type(.character("e"), .tab, .tab, .control("u"))
        state.type(text: "1200")
        state.type(.control("s"))
        XCTAssertEqual(try db.swims().map(\.distanceMeters), [1200, 1500])
        state.type(.character("t"), .character("a"), .tab)
        state.type(text: "20")
        state.type(.tab)
        state.type(text: "500")
        state.type(.control("s"))
        XCTAssertTrue(state.screenText.contains("swim 1 of 2 (n: next)"))
        XCTAssertTrue(state.screenText.contains("Duration  1:05:00"), "the day's total")
        state.type(.character("n"))
        XCTAssertTrue(state.screenText.contains("Swim 2    20:00"), "and the swim the details describe")
        XCTAssertTrue(state.screenText.contains("500 m · pace 4:00/100 m"))
        state.type(.character("d"))
        XCTAssertTrue(state.screenText.contains("(20:00, 500 m)?"), "the prompt says which swim")
        state.type(.character("n"))
        XCTAssertTrue(state.screenText.contains("Streak 2 days"), "two swims in a day count as one day")
        state.type(.character("d"), .character("y"))
        XCTAssertEqual(try db.swims().count, 2)
    }

    func testEveryBadFieldIsNamedAtOnceUnderItself() throws {
        state.type(.character("a"), .tab)
        state.type(text: "0")
        state.type(.tab)
        state.type(text: "-5")
        state.type(.tab)
        state.type(text: "-1")
        state.type(.tab)
        state.type(text: "0")
        state.type(.control("s"))
        let text = state.screenText
        XCTAssertTrue(text.contains("A swim lasts from 1 second to 1440 minutes."))
        XCTAssertTrue(text.contains("A swim's distance is 0 (not recorded) or 1 to 100000 m."), text)
        XCTAssertTrue(text.contains("Calories are 0 to 20000."))
        XCTAssertTrue(text.contains("A pool is from 5 to 1000 m long."))
        XCTAssertEqual(try db.swims().count, 0)
    }

    func testFutureDaysAndBadDates() {
        state.type(.right, .character("a"))
        XCTAssertTrue(state.screenText.contains("in the future"))
        goTo("2026-02-30")
        XCTAssertTrue(state.screenText.contains("is not a date"))
    }

    /// A pool swim on 2026-11-20 with `laps` freestyle laps of 30 s and no heart rate.
    private func addSwim(laps: Int) throws {
        let swim = try db.addSwim(
            on: LocalDate(iso: "2026-11-20")!, minutes: Double(laps) / 2, meters: Double(laps * 25), poolLength: 25,
            at: Date(timeIntervalSince1970: 1_795_000_000))
        try db.write { d in
            for lap in 0..<laps {
                try d.execute(
                    sql: "INSERT INTO swimLap(swimId, offsetSeconds, durationSeconds, strokeStyle, swolf) VALUES (?, ?, 30, ?, ?)",
                    arguments: [swim.id, Double(lap * 30), StrokeStyle.freestyle.rawValue, 40 + lap % 7])
            }
            try d.execute(
                sql: "INSERT INTO swimStroke(swimId, style, meters) VALUES (?, ?, ?)", arguments: [swim.id, StrokeStyle.freestyle.rawValue, laps * 25])
        }
    }

    /// A fresh app at `width`×`height` on the Swim tab, showing 2026-11-20 with a swim of `laps` laps.
    private func showSwim(laps: Int, width: Int, height: Int) throws {
        try addSwim(laps: laps)
        state = try makeState(width: width, height: height, database: db)
        state.type(.character("5"))
        goTo("2026-11-20")
    }

    func testLapsThatDoNotFitArePagedWithPgDnAndPgUp() throws {
        try showSwim(laps: 54, width: 100, height: 30)
        XCTAssertTrue(state.screenText.contains("Heart rate: none recorded"), state.screenText)
        XCTAssertFalse(state.screenText.contains("Lap  time"), "too short for heart rate and 54 laps: one at a time")
        state.type(.pageDown)
        let text = state.screenText
        XCTAssertTrue(text.contains("Lap  time /100m stroke"), "the first PgDn brings the laps up")
        XCTAssertTrue(text.contains(" 1.  0:30  2:00 free"), text)
        guard let match = text.firstMatch(of: /laps 1–(\d+) of 54 · PgDn more/), let perPage = Int(match.1) else { return XCTFail(text) }
        XCTAssertFalse(text.contains("\(perPage + 1).  0:30"))
        var pages = 1
        while state.screenText.contains("PgDn more") && pages < 20 {
            state.type(.pageDown)
            pages += 1
            XCTAssertTrue(state.screenText.contains("laps \((pages - 1) * perPage + 1)–"), state.screenText)
        }
        XCTAssertEqual(pages, (54 + perPage - 1) / perPage)
        XCTAssertTrue(state.screenText.contains("54.  0:30  2:00 free      44"), state.screenText)
        XCTAssertTrue(state.screenText.contains("of 54 · PgUp earlier"))
        state.type(.pageDown)
        XCTAssertTrue(state.screenText.contains("54.  0:30"), "PgDn on the last page stays there")
        state.type(.pageUp)
        let shownFirst = (pages - 2) * perPage + 1
        XCTAssertTrue(state.screenText.contains("laps \(shownFirst)–"), "one PgUp, one page back")
        state.resize(width: 80, height: 24)
        guard let small = state.screenText.firstMatch(of: /laps (\d+)–(\d+) of 54/), let from = Int(small.1), let to = Int(small.2) else {
            return XCTFail(state.screenText)
        }
        XCTAssertTrue((from...to).contains(shownFirst), "after a resize the page holds the lap that was first on screen")
        state.resize(width: 100, height: 30)
        state.type(.right, .left)
        XCTAssertTrue(state.screenText.contains("laps 1–\(perPage) of 54 · PgDn more"), "another day and back: the first page")
    }

    func testLapsThatFitShowBesideTheHeartRateOnATallTerminal() throws {
        try showSwim(laps: 10, width: 120, height: 40)
        let text = state.screenText
        XCTAssertTrue(text.contains("Heart rate: none recorded"))
        XCTAssertTrue(text.contains("10.  0:30  2:00 free      42"), text)
        XCTAssertFalse(text.contains("PgDn"))
    }

    func testTheStatusLineOffersOnlyWhatWorksForTheDay() throws {
        try showSwim(laps: 10, width: 80, height: 24)
        var status = state.statusItemsText
        XCTAssertTrue(status.contains("v heart rate / laps") && status.contains("e edit"), status)
        XCTAssertFalse(status.contains("n next swim"), "one swim that day")
        state.type(.right)
        status = state.statusItemsText
        XCTAssertFalse(status.contains("d delete") || status.contains("v heart"), "no swim on the day: " + status)
        XCTAssertTrue(status.contains("a add"))
    }
}
