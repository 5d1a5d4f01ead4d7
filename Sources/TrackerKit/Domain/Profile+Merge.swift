/// What the profile form edits: the profile and, with it, the units, first weekday and pace.
public struct ProfileAndPreferences: Equatable, Sendable {
    public var profile: Profile
    public var preferences: Preferences

    public init(profile: Profile, preferences: Preferences) {
        self.profile = profile
        self.preferences = preferences
    }

    public static let mergeFields: [MergeField<ProfileAndPreferences>] = [
        MergeField("name", \.profile.name) { "“\(MergeField<Self>.quoted($0))”" },
        MergeField("sex", \.profile.sex) { $0?.rawValue ?? "none" },
        MergeField("birth date", \.profile.birthDate) { $0?.iso ?? "none" },
        MergeField("height", \.profile.heightCm) { $0.map { Format.trimmed($0) + " cm" } ?? "none" },
        MergeField("goal weight", \.profile.goalWeightKg) { $0.map { Format.trimmed($0) + " kg" } ?? "none" },
        MergeField("activity", \.profile.activityLevel) { $0?.rawValue ?? "none" },
        MergeField("weight unit", \.preferences.weightUnit) { $0.rawValue },
        MergeField("height unit", \.preferences.heightUnit) { $0.rawValue },
        MergeField("first weekday", \.preferences.firstWeekday) { "\($0)" },
        MergeField("pace", \.preferences.pace) { $0.rawValue },
    ]
}

extension WorkoutSettings {
    /// The fields the workout options form edits.
    public static let mergeFields: [MergeField<WorkoutSettings>] = [
        MergeField("seconds", \.seconds) { "\($0)" },
        MergeField("rest", \.restSeconds) { "\($0)" },
        MergeField("rounds", \.rounds) { "\($0)" },
    ]
}
