import Foundation
import XCTest
@testable import TrackerKit

/// The real watchOS 11 pool swim (../shared/testdata/health-exports/nicolasreyrolle_watchos11_workout_swimming.xml):
/// its laps and Segment events, as offsets from its start (15:39:17), durations from the export lines.
enum RealWatchSwim {
    static let start = Date(timeIntervalSince1970: 1_757_774_357)  // 2025-09-13 15:39:17 +0100
    static let durationSeconds = 39.12815843423208 * 60
    /// (offset s, duration min, stroke style, SWOLF)
    static let lapLines: [(Double, Double, Int, Double?)] = [
        (7, 1.096330326795578, 4, 96.77981960773468), (75, 1.313229093949, 4, 114.79374563694),
        (281, 1.284610609213511, 4, 113.0766365528107), (360, 1.309556877613068, 4, 113.5734126567841),
        (451, 1.406862123807271, 4, 124.4117274284363), (536, 1.390229419867198, 4, 121.4137651920319),
        (729, 1.298752246300379, 4, 114.9251347780228), (807, 1.353137439489365, 4, 116.1882463693619),
        (1167, 1.144728014866511, 2, 94.68368089199066), (1317, 1.327356433868408, 4, 120.6413860321045),
        (1618, 1.347311659653982, 4, 118.8386995792389), (1701, 1.327522677183151, 4, 116.6513606309891),
        (2028, 1.362115430831909, 4, 122.7269258499146), (2152, 1.280777303377787, 4, 111.8466382026672),
        (2232, 0.20525723695755, 0, nil),
    ]
    static let segmentLines: [(Double, Double)] = [
        (0, 2.565596975882848), (281, 2.627101369698842), (451, 2.803910994529724), (729, 2.656549125909805), (1167, 1.144728014866511),
        (1317, 1.327356433868408), (1618, 2.720741947491964), (2028, 1.362115430831909), (2152, 1.543126481771469),
    ]

    static var laps: [SwimLap] {
        lapLines.map { SwimLap(offsetSeconds: $0.0, durationSeconds: $0.1 * 60, strokeStyle: StrokeStyle(rawValue: $0.2), swolf: $0.3) }
    }
    static var segments: [ClosedRange<Double>] { segmentLines.map { $0.0...($0.0 + $0.1 * 60) } }
    static var swim: Swim {
        Swim(
            id: 1, startedAt: start, date: LocalDate(iso: "2025-09-13")!, durationSeconds: durationSeconds, distanceMeters: 750,
            activeKcal: 277.588, location: .pool, lapLengthMeters: 50, source: .appleHealth, strokes: 509)
    }
}

final class SwimMotionAndSetsTests: XCTestCase {
    static func detail(laps: [SwimLap] = RealWatchSwim.laps) -> SwimDetail {
        let swim = RealWatchSwim.swim
        return SwimDetail(
            swim: swim, laps: laps, heartRate: [], metersByStroke: [:],
            segments: RealWatchSwim.segments.map { DateInterval(start: swim.startedAt + $0.lowerBound, end: swim.startedAt + $0.upperBound) })
    }

    func testTheRealSwimSwamEighteenMinutesAndRestedTwentyAsItsSetsShow() throws {
        let motion = try XCTUnwrap(SwimSets.motion(of: Self.detail()))
        XCTAssertEqual(SwimStats.durationText(motion.movingSeconds), "18:45")
        XCTAssertEqual(SwimStats.durationText(motion.restSeconds), "20:22")
        XCTAssertEqual(SwimStats.paceText(motion.movingPace), "2:30", "per 100 m of swimming, turns included")
        let sets = SwimSets.sets(of: Self.detail())
        XCTAssertEqual(motion.restBeforeFirstSet + sets.compactMap(\.restAfterSeconds).reduce(0, +), motion.restSeconds, accuracy: 1e-6)
        XCTAssertEqual(
            motion.movingSeconds + motion.restSeconds, RealWatchSwim.swim.durationSeconds, accuracy: 1e-6, "no pause events: elapsed is the duration")
        XCTAssertEqual(SwimStats.paceText(RealWatchSwim.swim.pace), "5:13", "the whole swim, rests included")
    }

    func testNoLapTimeMeansNoMotion() {
        var detail = Self.detail(laps: [])
        detail.segments = []
        XCTAssertNil(SwimSets.motion(of: detail))
        detail.laps = [SwimLap(offsetSeconds: 0, durationSeconds: 0, strokeStyle: nil, swolf: nil)]
        XCTAssertNil(SwimSets.motion(of: detail))
    }

    func testTheRealSwimsSetsFromItsSegments() throws {
        let sets = SwimSets.sets(laps: RealWatchSwim.laps, segments: RealWatchSwim.segments, lapMeters: 50)
        XCTAssertEqual(sets.map(\.laps.count), [2, 2, 2, 2, 1, 1, 2, 1, 2])
        XCTAssertEqual(sets.compactMap(\.meters), [100, 100, 100, 100, 50, 50, 100, 50, 100])
        let first = sets[0]
        XCTAssertEqual(first.seconds, 2.565596975882848 * 60, accuracy: 1e-9, "the segment's time, from the swim's start")
        XCTAssertEqual(SwimStats.paceText(first.pace), "2:34")
        XCTAssertEqual(first.swolf ?? 0, 105.79, accuracy: 0.01, "the laps' average (the watch says 105.79 for the segment)")
        XCTAssertEqual(first.restAfterSeconds ?? 0, 281 - 2.565596975882848 * 60, accuracy: 1e-9)
        XCTAssertNil(sets.last?.restAfterSeconds, "no rest after the last set")
        XCTAssertEqual(sets.last?.swolf ?? 0, 111.8466382026672, accuracy: 1e-9, "a lap without SWOLF does not count as 0")
    }

    func testWithoutSegmentsThePausesBetweenLapsMakeTheSameSets() {
        let fromSegments = SwimSets.sets(laps: RealWatchSwim.laps, segments: RealWatchSwim.segments, lapMeters: 50)
        let fromPauses = SwimSets.sets(laps: RealWatchSwim.laps, segments: [], lapMeters: 50)
        XCTAssertEqual(fromPauses.map(\.laps), fromSegments.map(\.laps))
        XCTAssertEqual(fromPauses[0].startSeconds, 7, "a set found from its laps starts with its first lap")
        XCTAssertNil(SwimSets.sets(laps: RealWatchSwim.laps, segments: [], lapMeters: nil)[0].pace, "no pool length: no distance, no pace")
        XCTAssertEqual(SwimSets.sets(laps: [], segments: RealWatchSwim.segments, lapMeters: 50), [])
    }

    func testLapPaceAndHeartRate() {
        let lap = SwimLap(offsetSeconds: 60, durationSeconds: 30, strokeStyle: .freestyle, swolf: 45)
        XCTAssertEqual(SwimSets.pace(of: lap, lapMeters: 25), 120)
        XCTAssertNil(SwimSets.pace(of: lap, lapMeters: nil))
        let samples = [(50.0, 100.0), (60, 120), (90, 140), (100, 200)].map { HeartRateSample(offsetSeconds: $0.0, bpm: $0.1) }
        XCTAssertEqual(SwimSets.heartRate(during: lap, samples: samples), 130, "only the samples within the lap")
        XCTAssertNil(SwimSets.heartRate(during: lap, samples: [HeartRateSample(offsetSeconds: 5, bpm: 90)]))
    }
}

final class SwimAveragesAndZonesTests: XCTestCase {
    private func swim(_ day: String, minutes: Double, meters: Double, kcal: Double? = nil) -> Swim {
        Swim(
            id: 0, startedAt: Date(timeIntervalSince1970: 0), date: LocalDate(iso: day)!, durationSeconds: minutes * 60, distanceMeters: meters,
            activeKcal: kcal, location: .pool, lapLengthMeters: 25, source: .manual, strokes: nil)
    }

    func testASwimWithoutDistanceIsLeftOutOfPaceAndAverages() throws {
        let month = [
            swim("2026-11-02", minutes: 30, meters: 1300), swim("2026-11-05", minutes: 25, meters: 1100),
            swim("2026-11-09", minutes: 40, meters: 0),
        ]
        let totals = SwimStats.Totals(month)
        XCTAssertEqual(SwimStats.paceText(totals.pace), "2:18", "55 min for 2400 m; the 40-minute 0 m swim would make it 3:58")
        XCTAssertEqual(totals.withoutDistance, 1)
        XCTAssertEqual(totals.swims, 3)
        XCTAssertEqual(totals.seconds, 95 * 60, "its time still counts in the month's time")
        XCTAssertEqual(try XCTUnwrap(totals.perSwimDay).meters, 1200)
        XCTAssertEqual(try XCTUnwrap(totals.perSwimDay).seconds, 27.5 * 60)
        XCTAssertNil(SwimStats.Totals([swim("2026-11-09", minutes: 40, meters: 0)]).perSwimDay)
    }

    func testTheFormAndTheImportShareOneRuleForZeroMetres() throws {
        // The importer keeps a swim without distance (ValueRules.swimMeters); the form takes one too: 0 m means
        // "not recorded", and the screen leaves it out of pace and averages.
        XCTAssertEqual(try Input.swimMeters(0).get(), 0)
        XCTAssertTrue(ValueRules.swimMeters.contains(0))
        XCTAssertThrowsError(try Input.swimMeters(-1).get())
        XCTAssertThrowsError(try Input.swimMeters(0.5).get(), "half a metre is no distance anyone records")
        XCTAssertFalse(ValueRules.isSwimDistance(0.5), "the importer's rule too")
        XCTAssertThrowsError(try Input.swimMeters(100_001).get())
        let db = try AppDatabase.inMemory()
        let swim = try db.addSwim(on: LocalDate(iso: "2026-11-09")!, minutes: 40, meters: 0, at: Date(timeIntervalSince1970: 1_795_000_000))
        XCTAssertNil(swim.pace)
        XCTAssertEqual(SwimStats.Totals(try db.swims()).withoutDistance, 1)
    }

    func testOneAverageIsPerSwimDaySoAThousandMetreSwimIsAverage() throws {
        // Two 500 m swims on one day and a 1000 m swim on another: the old per-swim average (667 m) called
        // the 1000 m day "50 % farther", while the day's comparison used per swim day.
        let month = [
            swim("2026-11-02", minutes: 10, meters: 500), swim("2026-11-02", minutes: 10, meters: 500),
            swim("2026-11-05", minutes: 20, meters: 1000),
        ]
        let average = try XCTUnwrap(SwimStats.Totals(month).perSwimDay)
        XCTAssertEqual(SwimStats.percentDifference(1000, average: average.meters), 0)
        XCTAssertEqual(SwimStats.percentDifference(300, average: 250), 20, "more than average is +")
        XCTAssertNil(SwimStats.percentDifference(300, average: nil))
        XCTAssertNil(SwimStats.percentDifference(300, average: 0))
    }

    func testTimeInZonesIsSwimlightsRuleExactly() {
        // Max 200: zone tops 148, 168, 176, 190, 200.
        let chain: [(Double, Double)] = [(0, 140), (30, 148.9), (90, 170), (100, 180), (110, 201), (120, 150), (800, 150), (810, 150), (820, 160), (815, 150)]
        let zones = SwimStats.timeInZones(chain.map { HeartRateSample(offsetSeconds: $0.0, bpm: $0.1) }, maximum: 200)
        // 30 s to the later sample's zone (148.9 truncates to 148: zone 1); 60 s to 170's zone 3; 10 s to 180's
        // zone 4; 201 is dropped so 20 s go from 100 to 120 (150: zone 2); the 680 s gap breaks the chain and
        // 800 does not restart it: 810 starts it, 10 s to 160 (zone 2); the negative gap breaks it again.
        XCTAssertEqual(zones, [30, 30, 60, 10, 0])
        XCTAssertNil(SwimStats.zone(of: 201, maximum: 200), "above the maximum: no zone")
        XCTAssertEqual(SwimStats.zone(of: 148, maximum: 200), 0)
    }

    func testZonesUseTheAgeOnTheSwimsDay() {
        let birth = LocalDate(iso: "1986-06-01")
        XCTAssertEqual(SwimStats.maximumHeartRate(setting: nil, birthDate: birth, on: LocalDate(iso: "2016-05-31")!), 191, "29 on that day")
        XCTAssertEqual(SwimStats.maximumHeartRate(setting: nil, birthDate: birth, on: LocalDate(iso: "2026-11-21")!), 180)
        XCTAssertEqual(
            SwimStats.maximumHeartRate(setting: nil, birthDate: LocalDate(iso: "2026-11-21"), on: LocalDate(iso: "2026-11-21")!), 190,
            "born on the swim's day (an export's placeholder): Swimlight's 190")
        XCTAssertEqual(SwimStats.maximumHeartRate(setting: 201, birthDate: birth, on: LocalDate(iso: "2026-11-21")!), 201)
        let today = LocalDate(iso: "2026-11-21")!
        XCTAssertEqual(
            SwimStats.maximumHeartRate(setting: nil, profileBirthDate: LocalDate(iso: "2020-11-20"), today: today, on: today), 190,
            "a stored birth date giving age 6 (a JSON import, say) is not used: not 214")
        XCTAssertEqual(SwimStats.maximumHeartRate(setting: nil, profileBirthDate: birth, today: today, on: LocalDate(iso: "2016-05-31")!), 191)
    }
}

final class SwimTrendsAndBestsTests: XCTestCase {
    private func swim(_ id: Int64, _ day: String, meters: Double, pool: Double? = 25) -> Swim {
        Swim(
            id: id, startedAt: Date(timeIntervalSince1970: 0), date: LocalDate(iso: day)!, durationSeconds: 3600, distanceMeters: meters,
            activeKcal: nil, location: .pool, lapLengthMeters: pool, source: .appleHealth, strokes: nil)
    }

    func testWeeklyAndMonthlyBarsAndTheYearSoFar() {
        let today = LocalDate(iso: "2026-11-25")!  // a Wednesday
        let swims = [
            swim(1, "2025-11-30", meters: 999), swim(2, "2026-01-05", meters: 1000), swim(3, "2026-11-23", meters: 1500),
            swim(4, "2026-11-25", meters: 500), swim(5, "2026-11-22", meters: 700),
        ]
        let weeks = SwimTrends.weekly(swims, today: today, firstWeekday: 1, count: 3)
        XCTAssertEqual(weeks.map(\.start.iso), ["2026-11-09", "2026-11-16", "2026-11-23"])
        XCTAssertEqual(weeks.map(\.meters), [0, 700, 2000], "Sunday the 22nd closes the week that starts on Monday the 16th")
        XCTAssertEqual(SwimTrends.weekly(swims, today: today, firstWeekday: 7, count: 1).map(\.meters), [2700], "weeks from Sunday")
        let months = SwimTrends.monthly(swims, today: today, count: 12)
        XCTAssertEqual(months.first?.start.iso, "2025-12-01")
        XCTAssertEqual(months.last?.meters, 2700)
        XCTAssertEqual(months.map(\.meters).reduce(0, +), 3700, "November 2025 is past the last 12 months")
        XCTAssertEqual(SwimTrends.yearToDate(swims, today: today), 3700)
    }

    func testWeeksInARow() {
        let today = LocalDate(iso: "2026-11-25")!
        let days = ["2026-11-03", "2026-11-12", "2026-11-14", "2026-11-17", "2026-10-01", "2026-10-08", "2026-10-15", "2026-10-22"].map { LocalDate(iso: $0)! }
        XCTAssertEqual(
            SwimTrends.weekStreaks(days: days, today: today, firstWeekday: 1), Streaks(current: 3, best: 4),
            "no swim yet this week: the run up to last week counts")
        XCTAssertEqual(SwimTrends.weekStreaks(days: days, today: LocalDate(iso: "2026-12-02")!, firstWeekday: 1).current, 0)
        let old = ["1969-12-22", "1969-12-29", "1970-01-05"].map { LocalDate(iso: $0)! }
        XCTAssertEqual(
            SwimTrends.weekStreaks(days: old, today: LocalDate(iso: "1970-01-07")!, firstWeekday: 1), Streaks(current: 3, best: 3),
            "weeks before 1970 are numbered alike")
    }

    func testPersonalBestsFromLapsWithinSets() throws {
        let real = SwimDetail(swim: RealWatchSwim.swim, laps: RealWatchSwim.laps, heartRate: [], metersByStroke: [:])
        // A 25 m pool swim: 4 laps of 25 s back to back (100 m in 1:40 with turns), a rest, then 4 faster laps split by a rest.
        let laps = [0.0, 26, 52, 78, 200, 222, 300, 322].map {
            SwimLap(offsetSeconds: $0, durationSeconds: $0 >= 200 ? 20 : 25, strokeStyle: .freestyle, swolf: 40)
        }
        let short = SwimDetail(swim: swim(2, "2026-11-20", meters: 200), laps: laps, heartRate: [], metersByStroke: [:])
        let yards = SwimDetail(
            swim: swim(3, "2026-11-21", meters: 1600, pool: 22.86),
            laps: (0..<70).map { SwimLap(offsetSeconds: Double($0) * 20, durationSeconds: 20, strokeStyle: nil, swolf: nil) },
            heartRate: [], metersByStroke: [:])
        let bests = SwimBests([real, short, yards], segments: { $0.swim.id == 1 ? RealWatchSwim.segments : [] })
        func best(_ label: String) -> SwimBests.Best? { bests.fastest[SwimBests.distances.firstIndex { $0.label == label }!] }
        let hundred = try XCTUnwrap(best("100 m"))
        XCTAssertEqual(
            hundred.value, 103,
            "four laps in a row, 0 to 103 s; the faster laps are split by a rest, and the real swim's last lap (50 m in 12 s) is a cut-off piece")
        XCTAssertEqual(hundred.date.iso, "2026-11-20")
        XCTAssertNil(best("400 m"), "no set of 400 m: the yard pool's laps are not a whole 400 m")
        XCTAssertEqual(bests.longest?.value, 1600)
        XCTAssertEqual(bests.longest?.date.iso, "2026-11-21")
        XCTAssertEqual(bests.bestSwolf?.value, 40)
        XCTAssertEqual(bests.bestSwolf?.poolMeters, 25)
        XCTAssertTrue(SwimBests([], segments: { _ in [] }).isEmpty)
    }

    /// Issue 26 item 4: the distances a swimmer races, yards in a yard pool, and the best SWOLF per pool.
    func testBestsAtEveryRaceDistanceInMetresAndYardsAndSwolfPerPool() throws {
        func lapsBackToBack(_ count: Int, seconds: Double, swolf: Double?) -> [SwimLap] {
            (0..<count).map { SwimLap(offsetSeconds: Double($0) * seconds, durationSeconds: seconds, strokeStyle: .freestyle, swolf: swolf) }
        }
        var yardSwim = swim(1, "2026-11-20", meters: 70 * 22.86, pool: 22.86)
        yardSwim.poolUnit = .yards
        let yards = SwimDetail(swim: yardSwim, laps: lapsBackToBack(70, seconds: 20, swolf: 35), heartRate: [], metersByStroke: [:])
        let metres = SwimDetail(
            swim: swim(2, "2026-11-21", meters: 1650, pool: 50), laps: lapsBackToBack(33, seconds: 50, swolf: 80), heartRate: [], metersByStroke: [:])
        let bests = SwimBests([yards, metres], segments: { _ in [] })
        let shown = Dictionary(uniqueKeysWithValues: zip(SwimBests.distances.map(\.label), bests.fastest.map { $0?.value }))
        XCTAssertEqual(
            shown,
            [
                "50 m": 50, "100 m": 100, "200 m": 200, "400 m": 400, "800 m": 800, "1000 m": 1000, "1500 m": 1500, "mile": 1650,
                "50 yd": 40, "100 yd": 80, "200 yd": 160, "500 yd": 400, "1000 yd": 800, "1650 yd": 1320,
            ])
        XCTAssertEqual(bests.swolfByPool.map(\.value), [35, 80], "one best SWOLF per pool length, shortest pool first")
        XCTAssertEqual(bests.swolfByPool.map { SwimFormat.bestPool($0) }, ["25 yd", "50 m"])
        XCTAssertEqual(bests.bestSwolf?.value, 35)
        XCTAssertEqual(SwimBestDistance.mile.laps(in: 25), 65, "the mile in a 25 m pool: 1625 m")
        XCTAssertNil(SwimBestDistance(length: 100, unit: .meters).laps(in: 100.0 / 3 + 0.1))
    }
}
