extension SwimStats {
    /// A swim's maximum heart rate from the stored profile: a birth date the onboarding would refuse (an age
    /// outside 16–100 today, like an export that says you were born on the day it was made) is not used.
    public static func maximumHeartRate(setting: Int?, profileBirthDate: LocalDate?, today: LocalDate, on day: LocalDate) -> Int {
        maximumHeartRate(setting: setting, birthDate: profileBirthDate.flatMap { ValueRules.isPlausibleBirthDate($0, today: today) ? $0 : nil }, on: day)
    }
}
