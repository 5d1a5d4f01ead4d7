import Foundation
import TrackerKit

/// What a screen asks of the app after a key: the loop carries these out.
enum Effect: Equatable, Sendable {
    case quit
    case bell
    /// Flash the screen (a visible cue).
    case flash
    /// Start a program (no shell) with these words and extra environment, without waiting for it.
    case runHook(arguments: [String], environment: [String: String])
    case suspend
    case message(StatusLine.Message)
    /// Show this date on the Log tab.
    case openDay(LocalDate)
}

/// What a screen may use while handling a key: the model and the time.
struct ScreenContext {
    var database: AppDatabase
    var clock: Clock
    var zone: ZoneOffset
    /// Where the screen was last drawn, so mouse clicks can be mapped to what is under them.
    var contentArea: Rect
    /// This machine's configuration (bell, flash, hooks …), never the diary's.
    var config = TrackerConfig()

    var today: LocalDate { LocalDate(clock.now(), offset: zone) }
}

/// What a screen may use while drawing. Rendering is pure: same state and context, same cells.
struct RenderContext {
    var today: LocalDate
    /// The app's time zone, for the times of day a screen shows.
    var zone: ZoneOffset
    var uptime: Duration
    var isReadOnly: Bool
}

/// One tab's state, keys and drawing.
protocol Screen {
    var title: String { get }
    /// This screen's keys for the help overlay, from the same table that dispatches them.
    var helpSections: [HelpSection] { get }
    var statusItems: [StatusLine.Item] { get }
    /// The status line's items for the screen drawn in `area` (a narrow layout may need other keys).
    func statusItems(in area: Rect) -> [StatusLine.Item]
    /// True while a text field or the counter pad takes every key (then 1–6, q, ? go to the screen).
    var capturesAllKeys: Bool { get }
    mutating func handle(_ key: Key, context: ScreenContext) -> [Effect]
    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer)
    /// The next moment (on the monotonic clock) this screen needs a redraw, or nil when idle.
    func nextDeadline(now: Duration) -> Duration?
    /// True while something runs that quitting would cut short (a workout timer): `q` asks first.
    var isBusy: Bool { get }
    /// A short state shown after the tab's title, so it can be followed from any tab ("0:07", "✓").
    func tabBadge(now: Duration, glyphs: Glyphs) -> String?
    /// True while a dialog holds text the user typed and has not saved: Ctrl-C asks before quitting.
    var hasUnsavedInput: Bool { get }
    /// The app is about to be suspended (Ctrl-Z) at `instant`: pause what runs; true when something was paused.
    mutating func pauseForSuspend(at instant: Duration) -> Bool
    /// Called when the deadline passes with no key pressed.
    mutating func tick(context: ScreenContext) -> [Effect]
    /// Called when the tab is shown and after outside changes: reload what the screen displays.
    mutating func reload(context: ScreenContext)
    /// True when `key` would start a change to the database (a form, a tap, a delete): on a read-only
    /// database the app says so at once instead of letting the user fill in a form it cannot save.
    func changesData(_ key: Key) -> Bool
    /// Shows `date` (an `.openDay` effect another screen asked for); screens without days ignore it.
    mutating func show(day date: LocalDate, context: ScreenContext)
    /// Midnight passed while the app was open: a screen that showed `previousDay` as today moves to the
    /// new today; returns what to tell the user (nil: nothing moved).
    mutating func followNewDay(from previousDay: LocalDate, context: ScreenContext) -> String?
}

extension Screen {
    var capturesAllKeys: Bool { false }
    func statusItems(in area: Rect) -> [StatusLine.Item] { statusItems }
    func nextDeadline(now: Duration) -> Duration? { nil }
    var isBusy: Bool { false }
    func tabBadge(now: Duration, glyphs: Glyphs) -> String? { nil }
    var hasUnsavedInput: Bool { false }
    mutating func tick(context: ScreenContext) -> [Effect] { [] }
    mutating func pauseForSuspend(at instant: Duration) -> Bool { false }
    mutating func reload(context: ScreenContext) {}
    mutating func show(day date: LocalDate, context: ScreenContext) {}
    mutating func followNewDay(from previousDay: LocalDate, context: ScreenContext) -> String? { nil }
    func changesData(_ key: Key) -> Bool { false }
}
