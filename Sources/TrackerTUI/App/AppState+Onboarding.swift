import TrackerKit

/// First start: the profile form over the app. Esc skips it (remembered, so it does not nag);
/// the Data tab can finish the profile later.
extension AppState {
    static let onboardingSkippedKey = "onboarding.skipped"

    static func needsOnboarding(_ database: AppDatabase) -> Bool {
        guard !database.isReadOnly else { return false }
        let hasProfile = (try? database.profile()) != nil
        let skipped = (try? database.setting(onboardingSkippedKey)) == "1"
        return !hasProfile && !skipped
    }

    mutating func startOnboarding() {
        let preferences = (try? context.database.preferences()) ?? .standard
        onboarding = ProfileForm(title: "Welcome to Tracker: your profile", profile: nil, preferences: preferences, currentWeightKg: nil)
    }

    mutating func handleOnboarding(_ key: Key) -> [Effect] {
        guard var form = onboarding else { return [] }
        switch form.handle(key) {
        case .none:
            onboarding = form
        case .cancel:
            onboarding = nil
            do {
                try context.database.setSetting(Self.onboardingSkippedKey, to: "1")
                message = .info("Skipped. Finish your profile any time in the Data tab (6).")
            } catch {
                message = .error("Skipped for now, but could not remember it (\(error)): this form opens again next time.")
            }
        case .submit:
            guard let result = form.validated(today: context.today) else {
                onboarding = form
                return []
            }
            do {
                try context.database.saveProfile(
                    result.profile, preferences: result.preferences,
                    weighIn: (context.today, result.currentWeightKg))
                onboarding = nil
                message = .info("Welcome, \(result.profile.name ?? "")! Today's weight is logged.")
                reloadCurrent()
            } catch {
                form.form.formError = "Could not save: \(error)"
                onboarding = form
            }
        }
        return []
    }
}
