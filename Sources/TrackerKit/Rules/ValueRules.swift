/// The one set of limits every stored number keeps, whatever wrote it: the app's forms, the command
/// line, a JSON import or an Apple Health import. The store checks them on every write, the JSON
/// validator names the path of a value that breaks them, and the Apple Health import skips (and
/// counts) such records, so nothing out of range is ever stored for a screen to trip over.
public enum ValueRules {
    /// A body weight: 0.0001 kg would show as "0.0 kg" and a BMI of 0.
    public static let weightKg = ValueRange.from(1, upTo: 1000)
    public static let heightCm = ValueRange.from(60, upTo: 240)
    /// K-Count's goal limits, 30–200 kg or 66–440 lb (66 lb is 29.94 kg).
    public static let goalWeightKg = ValueRange.from(29.9, upTo: 200)
    /// A food's energy per serving, a quick-add, or a day's imported food energy (one entry).
    public static let kcal = ValueRange.above(0, upTo: 20_000)
    /// Servings: 0.01, the smallest amount the screens and tables show (two places); 0.0001 would show as "0".
    public static let servings = ValueRange.from(0.01, upTo: 1000)

    /// A swim lasts at least a second (a "0:00" swim with 63 laps is a damaged record) and at most a day.
    public static let swimSeconds = ValueRange.from(1, upTo: 86_400)
    public static let swimMeters = ValueRange.from(0, upTo: 100_000)
    public static let swimKcal = ValueRange.from(0, upTo: 20_000)
    /// The smallest counter-current pools are about 5 m; a 1 cm "pool" is a typing mistake.
    public static let poolMeters = ValueRange.from(5, upTo: 1000)
    /// Metres a second: the 50 m world record is about 2.4 m/s, so 5 m/s (100 m in 20 s) is no swim.
    public static let swimSpeed = ValueRange.from(0, upTo: 5)
    /// Laps and heart-rate samples are placed by their offset from the swim's start: within the
    /// swim's day, either side (a watch's clock may put a lap event a moment before the start).
    public static let offsetSeconds = ValueRange.from(-86_400, upTo: 2 * 86_400)
    public static let lapSeconds = ValueRange.from(0, upTo: 86_400)
    public static let swolf = ValueRange.from(0, upTo: 10_000)
    public static let heartRateBpm = ValueRange.above(0, upTo: 300)
    public static let strokes = ValueRange.from(0, upTo: 1_000_000)

    /// Completions of one exercise logged at once (`workout log --times N`).
    public static let exerciseTimes = ValueRange.from(1, upTo: 1000)

    public static let memoLength = 4000
    /// Age limits of the profile (K-Count), on the day it is checked.
    public static let ages = 16...100

    /// A day something can be logged on: from 1900 to today.
    public static func isLoggable(_ date: LocalDate, today: LocalDate) -> Bool {
        date >= Input.earliestDate && date <= today
    }

    /// A birth date giving an age of 16–100 on `today`.
    public static func isPlausibleBirthDate(_ date: LocalDate, today: LocalDate) -> Bool {
        date >= Input.earliestDate && date <= today && ages.contains(Energy.age(birthDate: date, on: today))
    }

    /// A swim's distance, for every entry point: 0 when it was not recorded (the Swim tab leaves such a
    /// swim out of pace and averages), else at least 1 m (0.001 m would show a pace of 100000:00/100 m).
    public static func isSwimDistance(_ meters: Double) -> Bool {
        meters == 0 || (meters >= 1 && swimMeters.contains(meters))
    }

    /// A stored distance read back within that rule (a hand-edited file may hold 1e-300 m): under 1 m reads as 0.
    public static func storedSwimDistance(_ meters: Double) -> Double {
        let kept = swimMeters.clamped(meters)
        return kept < 1 ? 0 : kept
    }

    /// A swim's distance over its time is a speed a person can swim.
    public static func isPlausibleSwim(seconds: Double, meters: Double) -> Bool {
        seconds > 0 && swimSpeed.contains(meters / seconds)
    }

    /// A whole count from a stored or imported number (strokes): nil when it is not in range.
    public static func strokeCount(_ value: Double) -> Int? {
        strokes.contains(value) ? Int(value.rounded()) : nil
    }
}
