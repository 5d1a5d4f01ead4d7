import ArgumentParser
import Foundation
import TrackerKit

/// `tracker show TAB`: what a tab shows, as plain text, with no terminal needed.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print what a tab shows, as plain text, without a terminal.",
        discussion: """
            TAB is one of: \(Tab.allCases.map(\.commandName).joined(separator: ", ")).

            Examples:
              tracker show log
              tracker show progress --size 120x40
              tracker show log --size 40x20
            """
    )

    @Argument(help: ArgumentHelp("The tab to print.", valueName: "tab"))
    var tab: String

    @Option(help: ArgumentHelp("Width x height in cells, e.g. 100x30.", valueName: "WxH"))
    var size: String = "100x30"

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard Tab(commandName: tab) != nil else {
            throw ValidationError("Unknown tab '\(tab)'. Choose one of: \(Tab.allCases.map(\.commandName).joined(separator: ", ")).")
        }
        guard let screen = ScreenSize(parsing: size), !LayoutClass.isTooSmall(width: screen.width, height: screen.height) else {
            throw ValidationError(
                "--size must be WIDTHxHEIGHT from \(LayoutClass.minimumWidth)x\(LayoutClass.narrowMinimumHeight) (or \(LayoutClass.regularWidth)x\(LayoutClass.regularMinimumHeight) from \(LayoutClass.regularWidth) columns) to 1000x1000, e.g. 100x30 or 40x20 (got '\(size)')."
            )
        }
    }

    func run() throws {
        let glyphs = TextEncoding.setUpLocale()
        let path = store.resolvedPath
        // Showing only reads: a missing file shows as a new, empty one, and an existing one is left as it was.
        let exists = FileSystem.exists(path)
        let database = exists ? try AppDatabase.open(path: path, readOnly: true) : try AppDatabase.inMemory()
        // A mistyped --db must not look like a diary whose data was lost.
        if !exists { StandardError.line("note: there is no database at \(path); showing a new, empty one (nothing was created)") }
        let screenSize = ScreenSize(parsing: size)!
        var state = AppState(
            database: database, clock: CommandContext.clock, zone: CommandContext.zone,
            width: screenSize.width, height: screenSize.height, glyphs: glyphs)
        state.onboarding = nil  // the tab itself, not the first-start profile form over it
        state.select(Tab(commandName: tab)!)
        OutputWriter.standard.line(state.render().text)
    }
}

/// `100x30` → 100 columns, 30 rows.
struct ScreenSize: Equatable {
    var width: Int
    var height: Int

    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            (20...1000).contains(w), (5...1000).contains(h)
        else { return nil }
        width = w
        height = h
    }
}
