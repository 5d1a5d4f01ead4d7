import ArgumentParser
import TrackerKit

/// `tracker bench expenditure`: how close the measured maintenance comes to a synthetic person's true
/// expenditure (eating 2,300 kcal, burning 2,600), over many seeds and several scale swings, and how often
/// its stated 95 % range holds the truth when weigh-ins are daily, some days, or only at both ends.
struct BenchExpenditure: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expenditure", abstract: "Accuracy of the measured maintenance on synthetic diaries.")

    @Option(help: "Diaries per swing.") var seeds: Int = 200
    @Option(help: "Days of diary (the estimate uses the last 28).") var days: Int = 28

    func run() throws {
        guard seeds > 0, days >= Expenditure.defaultDays else { throw ValidationError("--seeds above 0, --days at least 28") }
        let today = CommandContext.today
        say("\(seeds) diaries of \(days) days: 2300 kcal eaten (±250 a day, 15 % of days unlogged), true expenditure 2600")
        for noise in [0.2, 0.3, 0.4, 0.5] {
            let results = (1...seeds).compactMap { estimate(seed: $0, noise: noise, weighIns: .daily, today: today) }
            let errors = results.map { abs($0.estimate.kcal - $0.truth) / $0.truth * 100 }.sorted()
            guard !errors.isEmpty else { continue }
            let within = errors.filter { $0 <= 5 }.count * 100 / errors.count
            say(
                "  scale swing \(Format.decimal(noise, places: 1)) kg: mean error \(Format.decimal(errors.reduce(0, +) / Double(errors.count), places: 1)) %, "
                    + "median \(Format.decimal(errors[errors.count / 2], places: 1)) %, p95 \(Format.decimal(errors[errors.count * 95 / 100], places: 1)) %, "
                    + "within ±5 %: \(within) %")
        }
        say("The stated range (95 %) against the truth:")
        for weighIns in WeighIns.allCases {
            for noise in [0.3, 0.5] {
                let results = (1...seeds).compactMap { estimate(seed: $0, noise: noise, weighIns: weighIns, today: today) }
                guard !results.isEmpty else { continue }
                let held = results.filter { abs($0.estimate.kcal - $0.truth) <= $0.estimate.uncertaintyKcal }.count
                let usable = results.filter(\.estimate.isUsable)
                let heldUsable = usable.filter { abs($0.estimate.kcal - $0.truth) <= $0.estimate.uncertaintyKcal }.count
                let ranges = results.map(\.estimate.uncertaintyKcal).sorted()
                say(
                    "  \(weighIns.rawValue), swing \(Format.decimal(noise, places: 1)) kg: range holds the truth in \(held * 100 / results.count) % "
                        + "(median ±\(Int(ranges[ranges.count / 2].rounded())) kcal); used for the budget in \(usable.count * 100 / results.count) %"
                        + (usable.isEmpty ? "" : ", holding it in \(heldUsable * 100 / usable.count) % of those"))
            }
        }
    }

    enum WeighIns: String, CaseIterable {
        case daily = "daily weigh-ins"
        case someDays = "weigh-ins on 40 % of days"
        case weekly = "weigh-ins on 1 day in 7"
        case ends = "first and last day only"
    }

    private func estimate(seed: Int, noise: Double, weighIns: WeighIns, today: LocalDate) -> (estimate: Expenditure.Estimate, truth: Double)? {
        var diary = EnergyBalanceDiary(days: days, endingOn: today, seed: UInt64(seed))
        diary.weightNoiseKg = noise
        diary.weighInShare = weighIns == .someDays ? 0.4 : weighIns == .weekly ? 1.0 / 7 : 1
        var generated = diary.generate()
        if weighIns == .ends, let first = generated.weights.first, let last = generated.weights.last { generated.weights = [first, last] }
        guard case .estimate(let estimate) = Expenditure.estimate(intake: generated.intake, weights: generated.weights, endingOn: today) else { return nil }
        return (estimate, diary.trueExpenditureKcal)
    }
}
