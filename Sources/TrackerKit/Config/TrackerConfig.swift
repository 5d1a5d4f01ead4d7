/// This machine's configuration, read from the file (`ConfigReader`): every option has its default until the file
/// sets it well. Nothing here comes from, or goes into, a diary or an export.
public struct TrackerConfig: Equatable, Sendable {
    /// The diary to open when neither --db nor TRACKER_DB names one (expanded), nil for the standard place.
    public var database: String?
    /// "last" or a tab's name.
    public var startTab = "last"
    public var mouse = true
    public var bell = true
    public var flash = true
    public var workoutPhaseHook: [String] = []
    public var afterWriteHook: [String] = []
    /// `[sync] on_start` and `on_quit`: sync around a session of the app, as `tracker --sync` does.
    public var syncOnStart = false
    public var syncOnQuit = false
    public var theme = "default"
    /// Colours by role ("accent", "chart1" …) that override the theme's.
    public var colours: [String: ConfigColour] = [:]
    /// Keys rebound, in the order the file gives them.
    public var keys: [KeyRebinding] = []

    public init() {}

    public var workoutCues: WorkoutCues.Machine { WorkoutCues.Machine(bell: bell, flash: flash, hook: workoutPhaseHook) }

    /// One `[keys.SCOPE] action = "key"` line; where it is written, so a refusal by the key tables names it.
    public struct KeyRebinding: Equatable, Sendable {
        public var scope: String
        public var action: String
        public var key: ConfigKey
        public var line: Int
        public var column: Int

        public init(scope: String, action: String, key: ConfigKey, line: Int, column: Int) {
            self.scope = scope
            self.action = action
            self.key = key
            self.line = line
            self.column = column
        }
    }
}
