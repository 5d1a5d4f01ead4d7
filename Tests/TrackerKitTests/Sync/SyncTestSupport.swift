import Foundation
import XCTest

@testable import TrackerKit

/// A clock the tests move by hand, shared by replicas or one each (to skew).
final class ManualTime: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_764_000_000)) { current = start }

    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// A replica: an in-memory diary synced through a folder in a temporary directory.
final class SyncReplica {
    let database: AppDatabase
    let time: ManualTime
    let folder: String
    /// Each replica is an installation of its own (a machine), its id kept beside the carrier.
    let installation: SyncInstallation

    init(folder: String, time: ManualTime, installation: SyncInstallation? = nil, database given: AppDatabase? = nil) throws {
        database = try given ?? AppDatabase.inMemory(now: { time.now })
        self.time = time
        self.folder = folder
        self.installation = installation ?? SyncInstallation.inTest(besides: folder)
    }

    var setup: SyncSetup { SyncSetup(database: database, carrier: .folder, location: folder, workFolder: folder, installation: installation) }

    @discardableResult
    func sync(compaction: SyncEngine.Compaction = .automatic) throws -> SyncReport {
        let time = time
        return try SyncEngine(database: database, installation: installation, now: { time.now }).run(
            carrier: FolderCarrier(folder: folder), compaction: compaction)
    }

    func export() throws -> String {
        String(decoding: try database.exportDocument().encoded(), as: UTF8.self)
    }

    /// The export without the identities of named records (foods, counters, exercises, pads, programs), which this
    /// machine's own first sync notes even when it receives nothing: what the diary holds.
    func exportOfRecords() throws -> String {
        var document = try database.exportDocument()
        for i in document.foods.indices { document.foods[i].syncId = nil }
        for i in document.counters.indices { document.counters[i].syncId = nil }
        for i in document.exercises.indices { document.exercises[i].syncId = nil }
        for i in document.pads.indices { document.pads[i].syncId = nil }
        document.workoutPrograms = document.workoutPrograms?.map {
            var program = $0; program.syncId = nil; return program
        }
        return String(decoding: try document.encoded(), as: UTF8.self)
    }

    var clock: CounterClock { CounterClock(now: time.now, today: LocalDate(time.now, in: TimeZone(identifier: "UTC")!)) }
}

/// Three (or more) replicas of one diary in one shared folder.
final class SyncGroup {
    let folder: String
    let time = ManualTime()
    var replicas: [SyncReplica] = []
    let phrase: String

    init(count: Int, testCase: XCTestCase) throws {
        folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-sync-test-") + "/carrier"
        let first = try SyncReplica(folder: folder, time: time)
        phrase = try first.setup.initialize()
        replicas = [first]
        for _ in 1..<count {
            let replica = try SyncReplica(folder: folder, time: time)
            try replica.setup.join(phrase: phrase)
            replicas.append(replica)
        }
        let parent = FileSystem.parent(of: folder)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: parent) }
    }

    /// A machine joining now; `holding` fills its diary before the join (a diary that joins with rows of its own).
    func addReplica(holding: (SyncReplica) throws -> Void = { _ in }) throws -> SyncReplica {
        let replica = try SyncReplica(folder: folder, time: time)
        try holding(replica)
        try replica.setup.join(phrase: phrase)
        replicas.append(replica)
        return replica
    }

    /// Every replica syncs twice: afterwards each has everything.
    func settle() throws {
        for _ in 0..<2 {
            for replica in replicas {
                time.advance(1)
                let report = try replica.sync()
                XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
            }
        }
    }

    /// Every file written to the carrier, as bytes.
    func carrierFiles() -> [(path: String, data: Data)] {
        var files: [(String, Data)] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            let path = folder + "/" + name
            if !FileSystem.isDirectory(path), let data = FileManager.default.contents(atPath: path) { files.append((path, data)) }
        }
        return files
    }
}

let utc = TimeZone(identifier: "UTC")!
func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }

extension SyncInstallation {
    /// A new installation whose id file is in the folder beside `folder` (removed with the test's folder).
    static func inTest(besides folder: String) -> SyncInstallation {
        SyncInstallation(path: FileSystem.parent(of: folder) + "/state-\(UUID().uuidString)/tracker/installation")
    }
}
