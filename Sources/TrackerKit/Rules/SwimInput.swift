/// The limits of a swim entered by hand, checked alike by the store, the app's form and the command line.
extension Input {
    public static func swimMinutes(_ value: Double) -> Result<Double, InputError> {
        ValueRules.swimSeconds.contains(value * 60) ? .success(value) : .failure(InputError("A swim lasts from 1 second to 1440 minutes."))
    }

    /// A swim entered by hand needs its distance, at least 1 m (its pace is shown).
    public static func swimMeters(_ value: Double) -> Result<Double, InputError> {
        value >= 1 && ValueRules.swimMeters.contains(value) ? .success(value) : .failure(InputError("A swim needs its distance: from 1 to 100000 m."))
    }

    public static func swimKcal(_ value: Double) -> Result<Double, InputError> {
        ValueRules.swimKcal.contains(value) ? .success(value) : .failure(InputError("Calories are 0 to 20000."))
    }

    public static func poolLength(_ value: Double) -> Result<Double, InputError> {
        ValueRules.poolMeters.contains(value) ? .success(value) : .failure(InputError("A pool is from 5 to 1000 m long."))
    }

    /// Distance over time: no one swims faster than 5 m/s (100 m in 20 s).
    public static func swimSpeed(minutes: Double, meters: Double) -> Result<Double, InputError> {
        ValueRules.isPlausibleSwim(seconds: minutes * 60, meters: meters) ? .success(meters)
            : .failure(InputError("\(Format.trimmed(meters)) m in \(Format.trimmed(minutes)) minutes is faster than anyone swims (over 5 m/s): check both."))
    }
}
