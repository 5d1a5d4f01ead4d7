import Foundation
import XCTest
import TrackerKit
@testable import TrackerTUI

/// Issue 28: the configuration file. Problems are named at their line and column and never stop anything; keys are
/// rebound through the one key table; the hook, bell and flash come from here, never from a diary.
final class ConfigFileTests: XCTestCase {
    private let location = ConfigLocation(path: "/home/me/.config/tracker/config.toml", source: .standard)

    private func read(_ text: String) -> ConfigReader.Result {
        ConfigReader.read(text, location: location, environment: ["HOME": "/home/me"])
    }

    func testAGoodFileSetsEveryKindOfOption() {
        let result = read(
            """
            [app]
            database = "~/diary.sqlite"
            start_tab = "Swim"
            mouse = false
            [workout]
            bell = false
            [hooks]
            workout_phase = ["paplay", "/usr/share/sounds/bell one.oga"]
            after_write = ["git", "-C", "/home/me/diary", "commit", "-qam", "tracker"]
            [theme]
            name = "high-contrast"
            [colors]
            accent = "#ff8800"
            today = 208
            weekend = "bright-blue"
            [keys.log]
            weight = "V"
            """)
        XCTAssertEqual(result.problems, [])
        let config = result.config
        XCTAssertEqual(config.database, "/home/me/diary.sqlite")
        XCTAssertEqual(config.startTab, "swim")
        XCTAssertFalse(config.mouse)
        XCTAssertFalse(config.bell)
        XCTAssertTrue(config.flash, "not in the file: the default")
        XCTAssertEqual(config.workoutPhaseHook, ["paplay", "/usr/share/sounds/bell one.oga"])
        XCTAssertEqual(config.afterWriteHook.first, "git")
        XCTAssertEqual(config.theme, "high-contrast")
        XCTAssertEqual(config.colours, ["accent": .rgb(red: 255, green: 136, blue: 0), "today": .indexed(208), "weekend": .indexed(12)])
        XCTAssertEqual(config.keys, [.init(scope: "log", action: "weight", key: .character("V"), line: 17, column: 1)])
    }

    /// QA M3: a dotted key making an unknown table had no position ("c.toml: unknown section “a”").
    func testAnUnknownSectionMadeByADottedKeyIsNamedAtItsLine() {
        let shown = read("a.b.c.d = 1\n[app]\nmouse = false\n").problems.map(\.description)
        XCTAssertEqual(shown, ["line 1, column 1: unknown section “a”; did you mean app?"])
    }

    func testEachProblemIsNamedAtItsLineAndTheRestStillApplies() {
        let result = read(
            """
            [app]
            start_tab = "lgo"
              mous = true
            [workout]
            bell = "no"
            flash = false
            [hooks]
            workout_phase = "sh -c 'id > proof'"
            [colours]
            accent = "red"
            """)
        let shown = result.problems.map(\.description)
        guard shown.count == 5 else { return XCTFail(shown.joined(separator: "\n")) }
        XCTAssertTrue(shown[0].hasPrefix("line 2, column 1: start_tab is one of last, log"), shown[0])
        XCTAssertEqual(shown[1], "line 3, column 3: unknown option “mous” in [app]; did you mean mouse?")
        XCTAssertTrue(shown[2].hasPrefix("line 5, column 1: bell is true or false"), shown[2])
        XCTAssertTrue(shown[3].hasPrefix("line 8, column 1: workout_phase is a list"), shown[3])
        XCTAssertTrue(shown[4].hasPrefix("line 9, column 1: unknown section “colours”; did you mean colors?"), shown[4])
        XCTAssertEqual(result.config.startTab, "last", "a broken option keeps its default")
        XCTAssertTrue(result.config.bell)
        XCTAssertFalse(result.config.flash, "a good option next to broken ones applies")
        XCTAssertEqual(result.config.workoutPhaseHook, [], "a hook is never a shell command line")
    }

    func testASyntaxErrorIsNamedAndEverythingKeepsItsDefault() {
        let result = read("[app]\nmouse = false\nbell = \n")
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems[0].line, 3)
        XCTAssertEqual(result.config, TrackerConfig())
        XCTAssertEqual(read("a = \"x\\u0000y\"").problems.first?.message, "an escaped NUL character (\\u0000): not read")
        XCTAssertEqual(read(String(repeating: "#", count: ConfigReader.maximumBytes + 1)).problems.first?.line, 0)
    }

    func testKeysATerminalCannotSendAreRefused() {
        for (text, expected) in [
            ("ctrl+m", "enter"), ("ctrl+i", "tab"), ("ctrl+c", "terminal's own"), ("ctrl+1", "a letter"), ("shift+w", "shifted key"),
            ("f13", "F1–F12"), ("ww", "not a key"), ("\t", "not a key"),
        ] {
            guard case .failure(let error) = ConfigKey.parse(text) else { return XCTFail("\(text) accepted") }
            XCTAssertTrue(error.message.contains(expected), "\(text): \(error.message)")
        }
        XCTAssertEqual(try ConfigKey.parse("Ctrl+E").get(), .control("e"))
        XCTAssertEqual(try ConfigKey.parse("F5").get(), .function(5))
        XCTAssertEqual(try ConfigKey.parse("space").get(), .character(" "))
        XCTAssertEqual(try ConfigKey.parse("PageDown").get(), .named("pagedown"))
    }

    func testARebindingChangesTheTableItsHelpAndStatusLine() {
        let rebinding = TrackerConfig.KeyRebinding(scope: "log", action: "weight", key: .character("V"), line: 2, column: 1)
        XCTAssertEqual(KeyTables.problems([rebinding]), [])
        let remap = KeyRemap([rebinding])
        let bindings = remap.apply(LogScreen.calendarKeys.defaults, scope: "log")
        let weight = bindings.first { $0.action == "weight" }
        XCTAssertEqual(weight?.keys, [.character("V")])
        XCTAssertEqual(weight?.label, "V")
        XCTAssertEqual(KeyTable(bindings).command(for: .character("V")), .weight)
        XCTAssertNil(KeyTable(bindings).command(for: .character("w")), "the old key is free")
        XCTAssertEqual(remap.apply(LogScreen.calendarKeys.defaults, scope: "progress").map(\.keys), LogScreen.calendarKeys.defaults.map(\.keys))
    }

    func testCollisionsAndUnknownActionsAreRefusedWithTheirLine() {
        let problems = KeyTables.problems([
            .init(scope: "log", action: "weight", key: .character("f"), line: 3, column: 1),
            .init(scope: "log", action: "wieght", key: .character("Z"), line: 4, column: 1),
            .init(scope: "counters", action: "add", key: .character("?"), line: 6, column: 3),
            .init(scope: "global", action: "quit", key: .character("w"), line: 8, column: 1),
        ])
        let shown = problems.map(\.description)
        guard shown.count == 4 else { return XCTFail(shown.joined(separator: "\n")) }
        XCTAssertTrue(shown[0].hasPrefix("line 3, column 1: f is already “food”"), shown[0])
        XCTAssertTrue(shown[1].hasPrefix("line 4, column 1: unknown action “wieght” in [keys.log]; did you mean weight"), shown[1])
        XCTAssertTrue(shown[2].hasPrefix("line 6, column 3: ? works on every tab (toggle_help)"), shown[2])
        XCTAssertTrue(shown[3].hasPrefix("line 8, column 1: w is already"), shown[3])
    }

    func testALoadedFileWithACollisionAppliesOnlyTheGoodRebindings() throws {
        let folder = NSTemporaryDirectory() + "config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/config.toml"
        try "[keys.log]\nweight = \"V\"\nmemo = \"f\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        var loaded = LoadedConfig(location: ConfigLocation(path: path, source: .option))
        XCTAssertEqual(loaded.problems.map(\.line), [3])
        XCTAssertEqual(loaded.keyRemap.keys, ["log": ["weight": .character("V")]])
        XCTAssertFalse(loaded.reloadIfChanged(), "unchanged")
        try "[workout]\nflash = false\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(loaded.reloadIfChanged(), "a changed file is read again")
        XCTAssertFalse(loaded.config.flash)
        XCTAssertEqual(loaded.problems, [])
    }

    func testTheTemplateHoldsEveryOptionCommentedOutAndParsesToTheDefaults() {
        let text = ConfigTemplate.text(keyActions: KeyTables.actionsByScope)
        for option in ConfigCatalog.options { XCTAssertTrue(text.contains("# \(option.key) = \(option.defaultText)"), option.path) }
        let uncommented = text.split(separator: "\n").map {
            $0.hasPrefix("# ") && $0.contains(" = ") && !$0.contains("(") ? String($0.dropFirst(2)) : String($0)
        }
        .filter { !$0.hasPrefix("# [keys") }.joined(separator: "\n")
        let result = read(uncommented)
        XCTAssertEqual(result.problems, [], uncommented)
        XCTAssertEqual(result.config, TrackerConfig())
    }

    func testTheStartTabNamesAreTheTabs() {
        XCTAssertEqual(ConfigCatalog.tabNames, Tab.allCases.map(\.commandName))
    }

    func testTheFirstStartSaysHowToKeepAHookTheMigrationRemoved() throws {
        XCTAssertEqual(
            MovedSettingsNotice.statusLine([MovedSetting(key: "workout.hook", value: "paplay \"/a b.oga\"")], configPath: "/c.toml"),
            "Hook left the diary, not run. To keep it: [hooks] workout_phase = [\"paplay\", \"/a b.oga\"] in /c.toml")
    }

    func testWritesOfThisProcessAreCountedForTheAfterWriteHook() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertEqual(db.ownWriteCount, 0)
        _ = try db.allSettings()
        XCTAssertEqual(db.ownWriteCount, 0, "a read is no write")
        try db.addQuickEntry(label: "Tea", kcal: 20, on: LocalDate(iso: "2026-11-20")!)
        XCTAssertEqual(db.ownWriteCount, 1)
        try db.setUserSettings([])
        XCTAssertEqual(db.ownWriteCount, 1, "a transaction that changed nothing does not count")
    }
}

/// Issue 28: themes and colours by role; what a terminal lacks is drawn as the nearest it has.
final class ThemeTests: XCTestCase {
    /// The styles as `config`'s theme makes them (bound for `body` only, as the app binds it for a frame).
    private func inTheme(_ config: TrackerConfig, _ body: () -> Void) { Theme.$active.withValue(Theme(config), operation: body) }

    func testTheStandardThemeIsTodaysColours() {
        inTheme(TrackerConfig()) {
            XCTAssertEqual(Style.accent, Style(foreground: .cyan))
            XCTAssertEqual(Style.today, Style(foreground: .yellow, bold: true, underline: true))
            XCTAssertEqual(Style.selected, Style(reverse: true))
            XCTAssertEqual(Style.tabActive, Style(foreground: .black, background: .cyan, bold: true))
        }
    }

    func testABuiltInThemeWithRolesOverIt() {
        var config = TrackerConfig()
        config.theme = "light"
        config.colours = ["today": .indexed(208), "chart2": .rgb(red: 255, green: 0, blue: 0), "selection": .indexed(4)]
        inTheme(config) {
            XCTAssertEqual(Style.accent.foreground, .blue, "light: no cyan text on a white background")
            XCTAssertEqual(Style.today.foreground, Color(rawValue: 208))
            XCTAssertEqual(Style.chart(1).foreground, Color(rawValue: 196), "#ff0000 is the palette's pure red")
            XCTAssertEqual(Style.selected.background, .blue)
            XCTAssertTrue(Style.selected.withoutColor.reverse, "without colour the selection is still reverse video")
        }
        XCTAssertEqual(Style.accent.foreground, .cyan, "outside the binding the standard theme is back")
    }

    func testMonochromeAndHighContrast() {
        var config = TrackerConfig()
        config.theme = "monochrome"
        inTheme(config) {
            XCTAssertNil(Style.accent.foreground)
            XCTAssertTrue(Style.today.underline && Style.today.bold, "roles keep their look without colour")
        }
        config.theme = "high-contrast"
        inTheme(config) {
            XCTAssertEqual(Style.error.foreground, Color(rawValue: 9))
            XCTAssertEqual(Style.selected, Style(foreground: .black, background: Color(rawValue: 15)))
        }
    }

    func testAColourTheTerminalLacksIsTheNearestItHas() {
        XCTAssertEqual(Color(rawValue: 196).available(in: 256), Color(rawValue: 196))
        XCTAssertEqual(Color(rawValue: 196).available(in: 16), Color(rawValue: 9), "bright red")
        XCTAssertEqual(Color(rawValue: 196).available(in: 8), .red)
        XCTAssertEqual(Color(rawValue: 14).available(in: 8), .cyan)
        XCTAssertEqual(Color.nearest256(0x80, 0x80, 0x80), 244, "a grey is a grey")
        var pairs = ColorPairs(available: 64, colours: 8)
        XCTAssertEqual(pairs.pair(foreground: Color(rawValue: 196), background: nil), pairs.pair(foreground: .red, background: nil))
    }
}
