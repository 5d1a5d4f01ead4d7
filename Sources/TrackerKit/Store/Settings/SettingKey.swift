import GRDB

/// A catalogued setting read as its type: the one way Tracker reads a setting. The stored text goes
/// through the catalogue's rule, and a value never set, or one no rule accepts (a hand edit), reads as
/// the catalogue's default.
public struct SettingKey<Value: Sendable>: Sendable {
    public let key: String
    let decode: @Sendable (String) -> Value?

    public static var weightUnit: SettingKey<WeightUnit> { .init(key: "units.weight") { WeightUnit(rawValue: $0) } }
    public static var heightUnit: SettingKey<HeightUnit> { .init(key: "units.height") { HeightUnit(rawValue: $0) } }
    /// ISO weekday the week starts on: 1 = Monday … 7 = Sunday.
    public static var firstWeekday: SettingKey<Int> { .init(key: "calendar.firstWeekday") { Int($0) } }
    public static var pace: SettingKey<WeightPace> { .init(key: "diet.pace") { WeightPace(rawValue: $0) } }
    public static var maintenanceSource: SettingKey<MaintenanceSource> { .init(key: "diet.maintenance") { MaintenanceSource(rawValue: $0) } }
    public static var workoutSeconds: SettingKey<Int> { .init(key: "workout.seconds") { Int($0) } }
    public static var workoutRest: SettingKey<Int> { .init(key: "workout.rest") { Int($0) } }
    public static var workoutRounds: SettingKey<Int> { .init(key: "workout.rounds") { Int($0) } }
    public static var tabataWork: SettingKey<Int> { .init(key: "workout.tabataWork") { Int($0) } }
    public static var tabataRest: SettingKey<Int> { .init(key: "workout.tabataRest") { Int($0) } }
    public static var tabataRounds: SettingKey<Int> { .init(key: "workout.tabataRounds") { Int($0) } }
    public static var workoutWarningSeconds: SettingKey<Int> { .init(key: "workout.warningSeconds") { Int($0) } }
    /// Nil for "auto" (from the age).
    public static var maxHeartRate: SettingKey<Int?> { .init(key: "swim.maxHeartRate") { $0 == "auto" ? .some(nil) : Int($0).map { .some($0) } } }
    /// The unit of swim totals (a yard pool's own swims show yards whatever it says).
    public static var swimDistanceUnit: SettingKey<SwimDistanceUnit> { .init(key: "swim.distanceUnit") { SwimDistanceUnit(setting: $0) } }
}

extension AppDatabase {
    public func value<Value>(_ setting: SettingKey<Value>) throws -> Value {
        try read { db in try Self.value(setting, in: db) }
    }

    static func value<Value>(_ setting: SettingKey<Value>, in db: Database) throws -> Value {
        guard let definition = SettingsCatalog.definition(setting.key) else { preconditionFailure("\(setting.key) is not in the catalogue") }
        let stored = try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM setting WHERE key = ?"), arguments: [setting.key])
        if let stored, case .success(let normalized) = definition.normalize(stored), let value = setting.decode(normalized) { return value }
        guard case .success(let normalized) = definition.normalize(definition.defaultValue), let value = setting.decode(normalized) else {
            preconditionFailure("the default of \(setting.key) does not pass its own rule")
        }
        return value
    }

    /// Saves several catalogued settings in one transaction, each checked by its rule first: a
    /// refused value is named by its key and nothing is saved.
    public func setUserSettings(_ values: [(key: String, text: String)]) throws {
        var normalized: [(String, String)] = []
        for (key, text) in values {
            guard let definition = SettingsCatalog.definition(key) else { throw InputError("Unknown setting “\(key)”.") }
            normalized.append((key, try definition.normalize(text).get()))
        }
        try write { db in
            for (key, value) in normalized {
                try db.execute(
                    sql: "INSERT INTO setting(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key, value])
            }
        }
    }
}
