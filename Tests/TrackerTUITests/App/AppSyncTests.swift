import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 29: the app syncs on start and on quit when the configuration file's `[sync]` says so; a start sync that
/// fails is said on the status line and the app opens all the same.
final class AppSyncTests: XCTestCase {
    private let location = ConfigLocation(path: "/home/me/.config/tracker/config.toml", source: .standard)

    func testTheSyncSectionTurnsOnEachMomentAndIsCheckedLikeEveryOption() {
        let good = ConfigReader.read("[sync]\non_start = true\n", location: location, environment: [:])
        XCTAssertEqual(good.problems, [])
        XCTAssertEqual(AppSync.Moments(flag: false, config: good.config), .init(onStart: true, onQuit: false))
        XCTAssertEqual(AppSync.Moments(flag: false, config: TrackerConfig()).any, false)
        XCTAssertEqual(AppSync.Moments(flag: true, config: TrackerConfig()), .init(onStart: true, onQuit: true))

        let bad = ConfigReader.read("[sync]\non_start = \"yes\"\non_quit = true\nevery = 5\n", location: location, environment: [:])
        let shown = bad.problems.map(\.description)
        XCTAssertEqual(shown.count, 2, "\(shown)")
        XCTAssertTrue(shown[0].hasPrefix("line 2, column 1: on_start is true or false"), shown[0])
        XCTAssertTrue(shown[1].contains("every"), shown[1])
        XCTAssertFalse(bad.config.syncOnStart, "a refused value keeps the default")
        XCTAssertTrue(bad.config.syncOnQuit, "the good line still applies")
        XCTAssertTrue(ConfigShow.optionLines(bad.config).contains("sync.on_quit = true"))
    }

    func testAStartSyncThatFailsIsAnErrorOnTheStatusLineAndTheAppOpens() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-appsync-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = AppSync.once(folder + "/never-set-up.sqlite", installation: SyncInstallation(path: folder + "/state/installation"))
        XCTAssertTrue(outcome.failed)
        guard case .error(let text)? = AppSync.statusMessage(outcome, when: "on start") else { return XCTFail("no error") }
        XCTAssertTrue(text.hasPrefix("Sync on start failed: sync is not set up"), text)
        XCTAssertTrue(text.hasSuffix("first. The diary opened as it was on this machine."), text)

        var state = try makeState()
        state.sayAtStart(.error(text))
        XCTAssertEqual(state.message, .error(text))
        state.sayAtStart(.info("Synced on start: something"))
        XCTAssertEqual(state.message, .error(text), "information never hides a problem already said")
    }

    func testAStartSyncThatBroughtSomethingSaysSoAndOneWithNothingToDoIsQuiet() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-appsync-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let carrier = folder + "/carrier", laptop = folder + "/laptop.sqlite", desktop = folder + "/desktop.sqlite"
        let here = SyncInstallation(path: folder + "/state/installation")
        let first = try AppDatabase.open(path: laptop)
        let phrase = try SyncSetup(database: first, carrier: .folder, location: carrier, workFolder: carrier, installation: here).initialize()
        try first.logWeight(80.5, on: LocalDate(iso: "2026-11-20")!)
        first.close()
        XCTAssertFalse(AppSync.once(laptop, installation: here).failed)
        let second = try AppDatabase.open(path: desktop)
        try SyncSetup(database: second, carrier: .folder, location: carrier, workFolder: carrier, installation: here).join(phrase: phrase)
        second.close()

        XCTAssertFalse(AppSync.once(desktop, installation: here).failed, "the first sync after joining reads the laptop's diary")
        XCTAssertNil(AppSync.statusMessage(AppSync.once(desktop, installation: here), when: "on start"), "nothing new: nothing said")
        let reopened = try AppDatabase.open(path: laptop)
        try reopened.logWeight(79.9, on: LocalDate(iso: "2026-11-21")!)
        reopened.close()
        XCTAssertFalse(AppSync.once(laptop, installation: here).failed)
        guard case .info(let text)? = AppSync.statusMessage(AppSync.once(desktop, installation: here), when: "on start") else { return XCTFail("no message") }
        XCTAssertTrue(text.hasPrefix("Synced on start: Sent 0 changes; received 1 in 1 segment."), text)
        let check = try AppDatabase.open(path: desktop)
        defer { check.close() }
        XCTAssertEqual(try check.dayDetail(LocalDate(iso: "2026-11-21")!).weightKg, 79.9)
    }

    func testAStartSyncOfADiaryCopiedFromAnotherMachineSaysSoOnTheStatusLine() throws {
        let folder = try FileSystem.makeTemporaryFolder(prefix: "tracker-appsync-test-")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let carrier = folder + "/carrier", laptop = folder + "/laptop.sqlite"
        let database = try AppDatabase.open(path: laptop)
        _ = try SyncSetup(
            database: database, carrier: .folder, location: carrier, workFolder: carrier, installation: SyncInstallation(path: folder + "/a/installation")
        )
        .initialize()
        database.close()
        // The file rsynced to another machine: that machine's installation opens it.
        let outcome = AppSync.once(laptop, installation: SyncInstallation(path: folder + "/b/installation"))
        XCTAssertTrue(outcome.failed)
        guard case .error(let text)? = AppSync.statusMessage(outcome, when: "on start") else { return XCTFail("no error") }
        XCTAssertTrue(text.hasPrefix("Sync on start failed: this diary was set up to sync on another installation of Tracker"), text)
        XCTAssertTrue(text.contains("tracker sync reset-machine"), text)
    }
}
