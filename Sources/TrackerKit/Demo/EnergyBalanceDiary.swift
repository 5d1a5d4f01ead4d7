/// A synthetic person with a known true expenditure, for testing the measured maintenance: they eat
/// about `intakeKcal` a day (some days not logged), burn `trueExpenditureKcal`, and their scale adds
/// day-to-day water noise. Deterministic for a seed.
public struct EnergyBalanceDiary: Sendable {
    public var days: Int
    public var endingOn: LocalDate
    public var intakeKcal = 2300.0
    public var trueExpenditureKcal = 2600.0
    public var startKg = 85.0
    /// The scale's day-to-day swing (water, food in the gut), standard deviation in kg.
    public var weightNoiseKg = 0.3
    /// The day-to-day swing of what is eaten, standard deviation in kcal (the mean stays `intakeKcal`).
    public var intakeNoiseKcal = 250.0
    /// The share of days with no food logged.
    public var unloggedShare = 0.15
    /// The share of days with a weigh-in (1: every day).
    public var weighInShare = 1.0
    public var seed: UInt64 = 1

    public init(days: Int, endingOn: LocalDate, seed: UInt64 = 1) {
        self.days = days
        self.endingOn = endingOn
        self.seed = seed
    }

    public struct Generated: Sendable {
        public var intake: [DailyValue]
        public var weights: [WeighIn]
    }

    public func generate() -> Generated {
        var random = SeededRandom(seed: seed)
        var intake: [DailyValue] = [], weights: [WeighIn] = []
        var trueKg = startKg
        let start = endingOn.adding(days: 1 - days)
        for offset in 0..<days {
            let date = start.adding(days: offset)
            let reading = WeighIn(date: date, kg: trueKg + random.gaussian(deviation: weightNoiseKg))
            if weighInShare >= 1 || Double.random(in: 0..<1, using: &random) < weighInShare { weights.append(reading) }
            let eaten = max(0, intakeKcal + random.gaussian(deviation: intakeNoiseKcal))
            if Double.random(in: 0..<1, using: &random) >= unloggedShare { intake.append(DailyValue(date: date, value: eaten)) }
            trueKg += (eaten - trueExpenditureKcal) / Expenditure.kcalPerKg
        }
        return Generated(intake: intake, weights: weights)
    }
}
