import Foundation
import XCTest

@testable import TrackerKit

/// What the app seeds into every new diary (the default exercise list) is not a person's change: a machine
/// that joins with a fresh diary never undoes deletions or a new order made elsewhere (QA s8 F12).
final class SyncSeededDefaultsTests: XCTestCase {
    private func names(_ replica: SyncReplica) throws -> [String] { try replica.database.exercises().map(\.name) }

    func testAFreshMachineJoiningKeepsExercisesDeletedAndReorderedElsewhere() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try group.settle()
        let salute = try XCTUnwrap(a.database.exercise(named: "Sun Salute"))
        try a.database.deleteExercise(id: salute.id)
        let burpee = try XCTUnwrap(a.database.exercise(named: "Burpee"))
        try a.database.moveExercise(id: burpee.id, by: -1)
        try a.database.moveExercise(id: burpee.id, by: -1)
        try group.settle()
        XCTAssertEqual(try names(b), ["Burpee", "Squat", "Step Up"])
        group.time.advance(3600)
        _ = try group.addReplica()
        try group.settle()
        for replica in group.replicas { XCTAssertEqual(try names(replica), ["Burpee", "Squat", "Step Up"]) }
        XCTAssertEqual(try a.export(), try group.replicas[2].export())
    }

    func testADefaultDeletedBeforeSyncWasSetUpStaysDeletedWhenAFreshMachineJoins() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-") + "/carrier"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: FileSystem.parent(of: folder)) }
        let time = ManualTime()
        let a = try SyncReplica(folder: folder, time: time)
        try a.database.deleteExercise(id: try XCTUnwrap(a.database.exercise(named: "Step Up")).id)
        let squat = try XCTUnwrap(a.database.exercise(named: "Squat"))
        try a.database.updateExercise(id: squat.id, name: "Deep Squat", howTo: squat.howTo)
        let phrase = try a.setup.initialize()
        try a.sync()
        time.advance(60)
        let fresh = try SyncReplica(folder: folder, time: time)
        try fresh.setup.join(phrase: phrase)
        try fresh.sync()
        time.advance(1)
        try a.sync()
        XCTAssertEqual(try names(a), ["Deep Squat", "Burpee", "Sun Salute"])
        XCTAssertEqual(try names(fresh), ["Deep Squat", "Burpee", "Sun Salute"])
    }

    func testAChangeMadeOnTheFreshMachineBeforeItJoinedStillTravels() throws {
        let group = try SyncGroup(count: 1, testCase: self)
        let a = group.replicas[0]
        try group.settle()
        group.time.advance(60)
        let fresh = try SyncReplica(folder: group.folder, time: group.time)
        let squat = try XCTUnwrap(fresh.database.exercise(named: "Squat"))
        try fresh.database.setRating(4, exerciseId: squat.id)
        try fresh.setup.join(phrase: group.phrase)
        group.replicas.append(fresh)
        try group.settle()
        XCTAssertEqual(try a.database.exercise(named: "Squat")?.rating, 4)
        XCTAssertEqual(try a.export(), try fresh.export())
    }
}
