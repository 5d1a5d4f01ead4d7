/// One week or month of workouts: the exercises done in all (as `PeriodStat`) and per exercise.
public struct WorkoutPeriodStat: Equatable, Sendable {
    public var stat: PeriodStat
    /// Each exercise done in the period, in the order the history first names it; counts sum to `stat.total`.
    public var exercises: [ExercisePeriodCount]

    public init(stat: PeriodStat, exercises: [ExercisePeriodCount]) {
        self.stat = stat
        self.exercises = exercises
    }

    /// Groups workout days into periods, newest first, with the same grouping as every other statistic.
    public static func group(_ days: [WorkoutDay], by period: StatsPeriod, firstWeekday: Int) -> [WorkoutPeriodStat] {
        let totals = PeriodStat.group(days.map { (date: $0.date, total: Int64($0.total)) }, by: period, firstWeekday: firstWeekday, reached: nil)
        var names: [String] = []
        for name in days.flatMap({ $0.counts.map(\.name) }) where !names.contains(name) { names.append(name) }
        var perExercise: [LocalDate: [ExercisePeriodCount]] = [:]
        for name in names {
            let done = days.map { day in (date: day.date, total: Int64(day.counts.filter { $0.name == name }.reduce(0) { $0 + $1.count })) }
            for stat in PeriodStat.group(done, by: period, firstWeekday: firstWeekday, reached: nil) where stat.total != 0 {
                perExercise[stat.start, default: []].append(ExercisePeriodCount(name: name, count: stat.total))
            }
        }
        return totals.map { WorkoutPeriodStat(stat: $0, exercises: perExercise[$0.start] ?? []) }
    }
}

public struct ExercisePeriodCount: Equatable, Sendable {
    public var name: String
    public var count: Int64

    public init(name: String, count: Int64) {
        self.name = name
        self.count = count
    }
}
