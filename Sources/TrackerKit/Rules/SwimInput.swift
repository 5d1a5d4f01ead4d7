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

extension Input {
    /// A distance typed by hand covers at least one length of the pool (25 m when none is given): 1.5 m
    /// is `1,5` meant as 1.5 km, or a slip. 0 still means not recorded.
    public static func swimDistance(_ meters: Double, poolMeters: Double?) -> Result<Double, InputError> {
        swimMeters(meters).flatMap { meters in
            let length = poolMeters ?? 25
            guard meters == 0 || meters >= length else {
                // Short enough for the form's error line at 60 columns.
                let pool = poolMeters == nil ? "a 25 m pool" : "the \(Format.trimmed(length)) m pool"
                return .failure(InputError("\(Format.trimmed(meters)) m is under one length of \(pool)."))
            }
            return .success(meters)
        }
    }
}
