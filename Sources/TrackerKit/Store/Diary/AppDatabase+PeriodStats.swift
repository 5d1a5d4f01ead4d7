/// Statistics per week or month, read once for the command line (`tracker counter stats`,
/// `tracker workout stats`) and the app's statistics views alike.
extension AppDatabase {
    /// A counter's taps per period, newest first (corrections left out), with the days that met a goal
    /// counted upwards (a count-down goal is about the count, not the day's taps).
    public func counterPeriodStats(_ counter: Counter, by period: StatsPeriod, firstWeekday: Int) throws -> [PeriodStat] {
        let days = try countedPerDay(counterId: counter.id, limit: 100_000).map { (date: $0.date, total: $0.counted) }
        let goal = counter.goal.flatMap { goal in CounterGoalRules.countsDown(to: goal, step: counter.step, start: counter.restartAt) ? nil : goal }
        return PeriodStat.group(days, by: period, firstWeekday: firstWeekday, reached: goal.map { goal in { $0 >= goal } })
    }

    /// Exercises done per period, newest first, in all and per exercise.
    public func workoutPeriodStats(by period: StatsPeriod, firstWeekday: Int) throws -> [WorkoutPeriodStat] {
        WorkoutPeriodStat.group(try workoutHistory(), by: period, firstWeekday: firstWeekday)
    }
}
