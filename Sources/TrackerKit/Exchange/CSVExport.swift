import Foundation

/// The data as one RFC 4180 CSV file per kind: ISO dates, SI units, and the user's unit in its own
/// column where it helps. Days with food but no weight are included. Text cells a spreadsheet would run
/// as a formula are neutralised unless `exactText` (`CSV.neutralized`).
public enum CSVExport {
    public static func files(_ d: ExportDocument, exactText: Bool = false) -> [(name: String, text: String)] {
        (diaryFiles(d) + activityFiles(d) + programAndPadFiles(d)).map { ($0.name, CSV.document($0.rows, exactText: exactText)) }
    }

    private static func csv(_ header: [String], _ rows: [[String]]) -> [[String]] { [header] + rows }
    private static func n(_ value: Double?) -> String { value.map { Format.trimmed($0, maxPlaces: 6) } ?? "" }

    /// Days, foods and food entries.
    private static func diaryFiles(_ d: ExportDocument) -> [(name: String, rows: [[String]])] {
        // total_kcal: what the day's entries add up to as the app shows them (K-Count's "Total Calories").
        let days = csv(
            ["date", "weight_kg", "weight", "weight_unit", "memo", "entries", "total_kcal"],
            d.days.map {
                [
                    $0.date, n($0.weightKg), n($0.weight), $0.weightUnit ?? "", $0.memo ?? "", String($0.entries.count),
                    n(ShownTotal.kcal($0.entries.map { $0.kcal ?? 0 })),
                ]
            })
        let foods = csv(
            ["name", "kcal_per_serving", "serving", "archived"],
            d.foods.map { [$0.name, n($0.kcalPerServing), $0.serving, $0.archived == true ? "yes" : "no"] })
        // kcal: as the app shows the entry, so a day's entries add up to its total_kcal; kcal_exact: as logged (247.5).
        let entries = csv(
            ["date", "food", "label", "servings", "kcal", "source", "kcal_per_serving", "serving", "kcal_exact"],
            d.days.flatMap { day in
                day.entries.map {
                    [
                        day.date, $0.food ?? "", $0.label ?? "", n($0.servings), n($0.kcal.map { ShownTotal.kcal([$0]) }), $0.source ?? "",
                        n($0.kcalPerServing), $0.serving ?? "", n($0.kcal),
                    ]
                }
            })
        return [("days.csv", days), ("foods.csv", foods), ("food_entries.csv", entries)]
    }

    /// Workouts, counters and swims.
    private static func activityFiles(_ d: ExportDocument) -> [(name: String, rows: [[String]])] {
        let workouts = csv(["date", "exercise", "count"], d.workouts.map { [$0.date, $0.exercise, String($0.count)] })
        let exercises = csv(
            ["position", "name", "how_to", "rating"],
            d.exercises.enumerated().map { [String($0.offset + 1), $0.element.name, $0.element.howTo, String($0.element.rating)] })
        let counters = csv(
            ["name", "count", "start", "step", "created_at", "pinned", "goal", "reset"],
            d.counters.map {
                [
                    $0.name, String($0.count), String($0.start), String($0.step), $0.createdAt, $0.pinned ? "yes" : "no", $0.goal.map(String.init) ?? "",
                    $0.resetPeriod ?? "",
                ]
            })
        let changes = csv(
            ["counter", "at", "date", "delta", "count_after", "kind"],
            d.counters.flatMap { counter in
                counter.changes.map { [counter.name, $0.at, $0.date, String($0.delta), String($0.countAfter), $0.kind] }
            })
        let swims = csv(
            [
                "started_at", "date", "duration_s", "distance_m", "active_kcal", "location", "lap_length_m", "source", "strokes",
                "watch_hr_avg", "watch_hr_min", "watch_hr_max",
            ],
            d.swims.map {
                [
                    $0.startedAt, $0.date, n($0.durationSeconds), n($0.distanceMeters), n($0.activeKcal), $0.location ?? "", n($0.lapLengthMeters), $0.source,
                    $0.strokes.map(String.init) ?? "", n($0.watchHeartRateAverage), n($0.watchHeartRateMinimum), n($0.watchHeartRateMaximum),
                ]
            })
        let laps = csv(
            ["swim_started_at", "offset_s", "duration_s", "stroke_style", "swolf"],
            d.swims.flatMap { swim in
                swim.laps.map {
                    [swim.startedAt, n($0.offsetSeconds), n($0.durationSeconds), $0.strokeStyle.flatMap { StrokeStyle(rawValue: $0)?.name } ?? "", n($0.swolf)]
                }
            })
        let heart = csv(["swim_started_at", "offset_s", "bpm"], d.swims.flatMap { swim in swim.heartRate.map { [swim.startedAt, n($0[0]), n($0[1])] } })
        return [
            ("exercises.csv", exercises), ("workouts.csv", workouts), ("counters.csv", counters), ("counter_changes.csv", changes), ("swims.csv", swims),
            ("swim_laps.csv", laps),
            ("swim_heart_rate.csv", heart),
        ]
    }

    /// Interval programs, a row each (work_s, rest_s and rounds are the first block's; `blocks` says how
    /// many), every block in a file of its own and every block's exercises in another, and each pad's
    /// finished counts, a row per key.
    private static func programAndPadFiles(_ d: ExportDocument) -> [(name: String, rows: [[String]])] {
        let programs = d.workoutPrograms ?? []
        let programRows = csv(
            ["name", "get_ready_s", "warm_up_s", "work_s", "rest_s", "rounds", "cool_down_s", "block_rest_s", "blocks"],
            programs.map {
                [
                    $0.name, String($0.getReadySeconds), String($0.warmUpSeconds), String($0.workSeconds), String($0.restSeconds), String($0.rounds),
                    String($0.coolDownSeconds), String($0.blockRestSeconds ?? 0), String(1 + ($0.moreBlocks ?? []).count),
                ]
            })
        let blocks = csv(
            ["program", "block", "work_s", "rest_s", "rounds", "exercises"],
            programs.flatMap { program in
                programBlocks(program).enumerated().map { block in
                    let b = block.element
                    return [program.name, String(block.offset + 1), String(b.workSeconds), String(b.restSeconds), String(b.rounds), String(b.exercises.count)]
                }
            })
        let exercises = csv(
            ["program", "position", "exercise", "seconds", "block"],
            programs.flatMap { program in
                programBlocks(program).enumerated().flatMap { block in
                    block.element.exercises.enumerated().map {
                        [program.name, String($0.offset + 1), $0.element.exercise, $0.element.seconds.map(String.init) ?? "", String(block.offset + 1)]
                    }
                }
            })
        let sessions = csv(
            ["pad", "finished_at", "target", "key", "counter", "count"],
            d.pads.flatMap { pad in
                (pad.sessions ?? []).flatMap { session in
                    session.cells.map { [pad.name, session.finishedAt, session.target.map(String.init) ?? "", $0.key, $0.counter, String($0.count)] }
                }
            })
        return [
            ("workout_programs.csv", programRows), ("workout_program_blocks.csv", blocks), ("workout_program_exercises.csv", exercises),
            ("pad_sessions.csv", sessions),
        ]
    }

    /// A program's blocks in order: the first is held in the program's own fields, the others in `moreBlocks`.
    private static func programBlocks(_ program: ExportDocument.WorkoutProgramJSON) -> [ExportDocument.ProgramBlockJSON] {
        [
            ExportDocument.ProgramBlockJSON(
                workSeconds: program.workSeconds, restSeconds: program.restSeconds, rounds: program.rounds, exercises: program.exercises)
        ] + (program.moreBlocks ?? [])
    }
}
