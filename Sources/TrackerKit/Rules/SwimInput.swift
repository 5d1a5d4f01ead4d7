/// The limits of a swim entered by hand, checked alike by the store, the app's form and the command line.
extension Input {
    public static func swimMinutes(_ value: Double) -> Result<Double, InputError> {
        ValueRules.swimSeconds.contains(value * 60) ? .success(value) : .failure(InputError("A swim lasts from 1 second to 1440 minutes."))
    }

    /// The importer's rule for a swim's distance (ValueRules.isSwimDistance): 0 m means not recorded.
    public static func swimMeters(_ value: Double) -> Result<Double, InputError> {
        ValueRules.isSwimDistance(value) ? .success(value) : .failure(InputError("A swim's distance is 0 (not recorded) or 1 to 100000 m."))
    }

    public static func swimKcal(_ value: Double) -> Result<Double, InputError> {
        ValueRules.swimKcal.contains(value) ? .success(value) : .failure(InputError("Calories are 0 to 20000."))
    }

    public static func poolLength(_ value: Double) -> Result<Double, InputError> {
        ValueRules.poolMeters.contains(value) ? .success(value) : .failure(InputError("A pool is from 5 to 1000 m long."))
    }

    /// Distance over time: no one swims faster than 5 m/s (100 m in 20 s).
    public static func swimSpeed(minutes: Double, meters: Double) -> Result<Double, InputError> {
        ValueRules.isPlausibleSwim(seconds: minutes * 60, meters: meters)
            ? .success(meters)
            : .failure(InputError("\(Format.trimmed(meters)) m in \(Format.trimmed(minutes)) minutes is faster than anyone swims (over 5 m/s): check both."))
    }
}
