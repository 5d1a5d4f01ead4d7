/// A tab whose feature has not been built yet: it says what the tab will hold, and says plainly
/// that it is not there yet, rather than showing controls that do nothing.
struct UnbuiltTabScreen: Screen {
    var title: String
    var purpose: [String]

    var helpSections: [HelpSection] { [] }
    var statusItems: [StatusLine.Item] { [.init(keys: "1-6", label: "switch tab")] }

    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect] { [] }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        EmptyState.draw(title: title, lines: purpose + ["", "Not built yet in this version of Tracker."], in: area, into: &buffer)
    }
}
