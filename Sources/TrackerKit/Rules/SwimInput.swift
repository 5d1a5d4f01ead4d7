/// The limits of a swim entered by hand, checked alike by the store, the app's form and the command line.
extension Input {
    public static func swimMinutes(_ value: Double) -> Result<Double, InputError> {
        value.isFinite && value > 0 && value <= 1440 ? .success(value) : .failure(InputError("A swim lasts more than 0 and at most 1440 minutes."))
    }

    public static func swimMeters(_ value: Double) -> Result<Double, InputError> {
        value.isFinite && value > 0 && value <= 100_000 ? .success(value) : .failure(InputError("A swim needs its distance: more than 0, at most 100000 m."))
    }

    public static func swimKcal(_ value: Double) -> Result<Double, InputError> {
        value.isFinite && value >= 0 && value <= 20_000 ? .success(value) : .failure(InputError("Calories are 0 to 20000."))
    }

    public static func poolLength(_ value: Double) -> Result<Double, InputError> {
        value.isFinite && value > 0 && value <= 1000 ? .success(value) : .failure(InputError("A pool is more than 0 and at most 1000 m long."))
    }
}
