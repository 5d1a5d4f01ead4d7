/// What earlier versions kept in the diary that now belongs to this machine, and where it lives now.
public enum MachineSettings {
    /// The configuration file, as the messages name it.
    public static let configurationFile = "config.toml"

    /// Old diary key → the configuration option that took its place.
    public static let movedToConfiguration: [String: String] = [
        "workout.hook": "[hooks] workout_phase",
        "workout.bell": "[workout] bell",
        "workout.flash": "[workout] flash",
        "app.tab": "[app] start_tab",
    ]

    /// Where the migration leaves what it removed until the next start has said it (`AppDatabase.takeMovedSettings`).
    static let noticeKey = "notice.movedToConfiguration"

    /// Keys an older Tracker wrote into the diary for itself (not settings a person chose): older exports hold them.
    static let olderAppState: Set<String> = ["onboarding.skipped", "workout.page"]
}
