import ArgumentParser
import TrackerKit

/// `tracker bench expenditure`: how close the measured maintenance comes to a synthetic person's true
/// expenditure (eating 2,300 kcal, burning 2,600), over many seeds and several scale swings.
struct BenchExpenditure: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expenditure", abstract: "Accuracy of the measured maintenance on synthetic diaries.")

    @Option(help: "Diaries per swing.") var seeds: Int = 200
    @Option(help: "Days of diary (the estimate uses the last 28).") var days: Int = 28

    func run() throws {
        guard seeds > 0, days >= Expenditure.defaultDays else { throw ValidationError("--seeds above 0, --days at least 28") }
        let today = CommandContext.today
        say("\(seeds) diaries of \(days) days: 2300 kcal eaten (±250 a day, 15 % of days unlogged), true expenditure 2600")
        for noise in [0.2, 0.3, 0.4, 0.5] {
            var errors: [Double] = []
            for seed in 1...seeds {
                var diary = EnergyBalanceDiary(days: days, endingOn: today, seed: UInt64(seed))
                diary.weightNoiseKg = noise
                let generated = diary.generate()
                if case .estimate(let estimate) = Expenditure.estimate(intake: generated.intake, weights: generated.weights, endingOn: today) {
                    errors.append(abs(estimate.kcal - diary.trueExpenditureKcal) / diary.trueExpenditureKcal * 100)
                }
            }
            errors.sort()
            guard !errors.isEmpty else { continue }
            let within = errors.filter { $0 <= 5 }.count * 100 / errors.count
            say(
                "  scale swing \(Format.decimal(noise, places: 1)) kg: mean error \(Format.decimal(errors.reduce(0, +) / Double(errors.count), places: 1)) %, "
                    + "median \(Format.decimal(errors[errors.count / 2], places: 1)) %, p95 \(Format.decimal(errors[errors.count * 95 / 100], places: 1)) %, "
                    + "within ±5 %: \(within) %")
        }
    }
}
