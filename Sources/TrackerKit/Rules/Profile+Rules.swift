extension Profile {
    /// The profile's numbers and name within the shared rules; checked by the store on every save.
    /// (A birth date's age limits depend on today, so the front ends check those; the store keeps
    /// out only dates no one alive was born on.)
    func checkStoredValues() throws {
        if let name { _ = try Input.name(name, .person).get() }
        if let heightCm { _ = try ValueRules.heightCm.check(heightCm, "a height (cm)") }
        if let goalWeightKg { _ = try ValueRules.goalWeightKg.check(goalWeightKg, "a goal weight (kg)") }
        if let birthDate, birthDate < Input.earliestDate { throw InputError("\(birthDate.iso) is before 1900: check the year.") }
    }
}
