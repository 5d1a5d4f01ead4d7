import Foundation
import XCTest

@testable import TrackerKit

final class SyncModelTests: XCTestCase {
    func testStampsSortAsTextAsTheyCompare() throws {
        let stamps = [
            SyncStamp(millis: 5, counter: 0, replica: "bbbbbbbbbbbbbbbb"), SyncStamp(millis: 5, counter: 0, replica: "aaaaaaaaaaaaaaaa"),
            SyncStamp(millis: 1_764_000_000_000, counter: 2, replica: "aaaaaaaaaaaaaaaa"), SyncStamp(millis: 5, counter: 10, replica: "aaaaaaaaaaaaaaaa"),
        ]
        XCTAssertEqual(stamps.sorted().map(\.description), stamps.map(\.description).sorted())
        for stamp in stamps { XCTAssertEqual(SyncStamp(stamp.description), stamp) }
        XCTAssertNil(SyncStamp("12.00001.r"))
    }

    func testTheClockNeverGoesBackAndMovesPastWhatItSees() {
        let time = ManualTime(Date(timeIntervalSince1970: 1000))
        var clock = HybridLogicalClock(replica: "aaaaaaaaaaaaaaaa", latest: nil, now: { time.now })
        let first = clock.tick()
        time.advance(-60)  // the wall clock jumps back
        let second = clock.tick()
        XCTAssertLessThan(first, second)
        clock.observe(SyncStamp(millis: 5_000_000, counter: 7, replica: "bbbbbbbbbbbbbbbb"))
        let third = clock.tick()
        XCTAssertGreaterThan(third, SyncStamp(millis: 5_000_000, counter: 7, replica: "bbbbbbbbbbbbbbbb"))
        XCTAssertGreaterThan(clock.largestSkew, 3_000_000)
    }

    func testARecordStateReadsBackAsItWasStored() throws {
        var state = SyncRecordState()
        state.f = ["memo": "t:a:b 12:3 体重 \n-", "weightKg": nil, "_present": "i:1", "": "t:"]
        state.s = ["memo": "0000000000000005.00000.aaaaaaaaaaaaaaaa", "weightKg": "0000000000000006.00000.aaaaaaaaaaaaaaaa"]
        XCTAssertEqual(SyncRecordState(storedText: state.storedText), state)
        XCTAssertNil(SyncRecordState(storedText: "99:short"))
    }

    func testMergeKeepsTheLatestPerFieldAndAFinalRemoval() {
        var state = SyncRecordState()
        let early = SyncStamp(millis: 1, counter: 0, replica: "aaaaaaaaaaaaaaaa"), late = SyncStamp(millis: 2, counter: 0, replica: "aaaaaaaaaaaaaaaa")
        XCTAssertTrue(state.merge(SyncChange(table: "day", id: "d", stamp: late, fields: ["memo": "t:late"]), removalIsFinal: false))
        XCTAssertFalse(state.merge(SyncChange(table: "day", id: "d", stamp: early, fields: ["memo": "t:early"]), removalIsFinal: false))
        XCTAssertEqual(state.f["memo"], "t:late")
        var entry = SyncRecordState()
        _ = entry.merge(SyncChange(table: "foodEntry", id: "e", stamp: late, fields: ["_present": SyncRecordState.absent]), removalIsFinal: true)
        XCTAssertFalse(entry.merge(SyncChange(table: "foodEntry", id: "e", stamp: late, fields: ["_present": SyncRecordState.present]), removalIsFinal: true))
        XCTAssertTrue(entry.wasRemoved)
    }
}
