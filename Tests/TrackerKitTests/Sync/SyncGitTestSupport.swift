import Foundation
import XCTest

@testable import TrackerKit

/// Machines of one diary synced through a real git remote: a bare repository in a temporary folder, a clone
/// per machine (what `tracker sync init --git` / `join --git` make), each diary in memory unless a file is asked for.
final class GitMachines {
    let root: String
    let bare: String
    let time = ManualTime()
    var machines: [AppDatabase] = []
    /// Each machine's installation of Tracker (its id kept in a state folder of its own).
    var installations: [SyncInstallation] = []
    var phrase = ""
    /// Automatic compaction's least number of segments (the app's is 100; a test makes it small to get compactions soon).
    var compactionAfter = SyncCompaction.defaultMinimumSegments

    init(count: Int, testCase: XCTestCase, denyRewrites: Bool = false) throws {
        root = try FileSystem.makeTemporaryFolder(prefix: "tracker-git-sync-test-")
        bare = root + "/remote.git"
        let parent = root
        testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: parent) }
        try Self.git(["init", "--bare", "--quiet", bare])
        if denyRewrites { try Self.git(["-C", bare, "config", "receive.denyNonFastForwards", "true"]) }
        let time = time
        for index in 0..<count { _ = try add(AppDatabase.inMemory(now: { time.now }), clone: "clone-\(index)") }
    }

    /// Sets a diary up on the remote (the first one initializes it) and returns its index.
    @discardableResult
    func add(_ database: AppDatabase, clone: String) throws -> Int {
        let installation = SyncInstallation.inTest(besides: root + "/" + clone)
        let setup = SyncSetup(database: database, carrier: .git, location: bare, workFolder: root + "/" + clone, installation: installation)
        machines.append(database)
        installations.append(installation)
        if machines.count > 1 {
            try setup.join(phrase: phrase)
            return machines.count - 1
        }
        phrase = try setup.initialize()
        try sync(0)  // pushes the manifest, so that others can join
        return 0
    }

    @discardableResult
    func sync(_ index: Int, compaction: SyncEngine.Compaction = .automatic) throws -> SyncReport {
        time.advance(1)
        var engine = SyncEngine(database: machines[index], installation: installations[index], now: { [time] in time.now })
        engine.automaticCompactionAfter = compactionAfter
        return try engine.run(compaction: compaction)
    }

    /// Every machine syncs twice, each sync succeeding: afterwards each has everything.
    func settle() throws {
        for _ in 0..<2 {
            for index in machines.indices {
                let report = try sync(index)
                XCTAssertTrue(report.succeeded, report.lines.joined(separator: "\n"))
            }
        }
    }

    func export(_ index: Int) throws -> String { String(decoding: try machines[index].exportDocument().encoded(), as: UTF8.self) }

    func configuration(_ index: Int) throws -> SyncConfiguration {
        try XCTUnwrap(SyncEngine(database: machines[index], installation: installations[index]).configuration())
    }

    /// The commits reachable from the remote's main.
    func commitCount() throws -> Int { Int(try Self.git(["-C", bare, "rev-list", "--count", "main"]))! }

    /// The paths the remote's main holds under a folder.
    func files(under folder: String) throws -> [String] {
        try Self.git(["-C", bare, "ls-tree", "-r", "--name-only", "main", "--", folder]).split(separator: "\n").map { String($0.split(separator: "/").last!) }
    }

    /// The bare repository's objects after `git gc --prune=now`, in bytes.
    func packedSize() throws -> Int {
        try Self.git(["-C", bare, "gc", "--prune=now", "--quiet"])
        let objects = bare + "/objects"
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: objects)
        while let name = enumerator?.nextObject() as? String {
            total += (try? FileManager.default.attributesOfItem(atPath: objects + "/" + name)[.size] as? Int) ?? 0
        }
        return total
    }

    @discardableResult
    static func git(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run("git", arguments, environment: ["LC_ALL": "C"])
        guard result.status == 0 else { throw CarrierError(description: "git \(arguments.joined(separator: " ")): \(result.errors)") }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
