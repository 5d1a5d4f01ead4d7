/// A number on a day: kcal eaten, a budget, an expenditure estimate.
public struct DailyValue: Equatable, Sendable {
    public var date: LocalDate
    public var value: Double

    public init(date: LocalDate, value: Double) {
        self.date = date
        self.value = value
    }
}

extension DailyValue {
    /// Averages per week or month, dated at the bucket's middle, as the weight chart averages weights.
    public static func averages(_ values: [DailyValue], by resolution: WeightTrend.Resolution) -> [DailyValue] {
        WeightTrend.averages(values.map { WeighIn(date: $0.date, kg: $0.value) }, by: resolution)
            .map { DailyValue(date: $0.date, value: $0.kg) }
    }
}
