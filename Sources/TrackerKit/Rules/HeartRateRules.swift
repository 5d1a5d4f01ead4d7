extension SwimStats {
    /// A swim's maximum heart rate from the stored profile: a birth date the onboarding would refuse (an age
    /// outside 16–100 today, like an export that says you were born on the day it was made) is not used.
    public static func maximumHeartRate(setting: Int?, profileBirthDate: LocalDate?, today: LocalDate, on day: LocalDate) -> Int {
        maximumHeartRate(setting: setting, birthDate: profileBirthDate.flatMap { ValueRules.isPlausibleBirthDate($0, today: today) ? $0 : nil }, on: day)
    }
}

extension ValueRules {
    /// A watch's heart-rate summary within the rules: nil without an average in range; a minimum or
    /// maximum out of range, or on the wrong side of the average, is left out.
    public static func watchHeartRate(_ summary: WatchHeartRate?) -> WatchHeartRate? {
        guard let summary, let average = heartRateBpm.kept(summary.average) else { return nil }
        let minimum = heartRateBpm.kept(summary.minimum).flatMap { $0 <= average ? $0 : nil }
        let maximum = heartRateBpm.kept(summary.maximum).flatMap { $0 >= average ? $0 : nil }
        return WatchHeartRate(average: average, minimum: minimum, maximum: maximum)
    }
}
