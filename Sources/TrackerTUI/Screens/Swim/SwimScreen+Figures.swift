import TrackerKit

/// The chosen day's figures against the month's one average (per swim day), and the facts line.
extension SwimScreen {
    /// Zones use the age on the day of the swim shown, not today's.
    var maximumHeartRate: Int {
        SwimStats.maximumHeartRate(setting: maxHeartRateSetting, profileBirthDate: birthDate, today: today, on: detail?.swim.date ?? selected)
    }

    /// The day's rows: the day's totals, the swim shown when there are several, its moving time. Each
    /// comparison also has a compact form (`−7%`: the figure against the month's average) for a narrow panel.
    var dayRows: [DayRow] {
        let swims = swimsOfDay
        let day = SwimStats.Totals(swims), month = SwimStats.Totals(monthSwims), average = month.perSwimDay
        func compare(_ label: String, _ figure: String, _ percent: Double?, more: String, less: String) -> DayRow {
            // A day is compared with other days that have a distance, never with itself alone.
            guard let percent, day.measured.days > 0, month.measured.days > 1 else { return DayRow(label, figure) }
            let rounded = Int(saturating: abs(percent).rounded())
            guard rounded > 0 else { return DayRow(label, figure, note: "about average", compact: "±0%") }
            return DayRow(label, figure, note: "\(rounded)% \(percent > 0 ? more : less) than avg", compact: "\(percent > 0 ? "+" : "−")\(rounded)%")
        }
        let measured = day.meters > 0
        // One swim reads in its pool's unit (yards for a yard pool); several, in the unit of totals.
        let unit = swims.count == 1 ? swimFormat.unit(of: swims[0]) : swimFormat.totals
        let hasKcal = swims.contains { $0.activeKcal != nil }
        var rows: [DayRow] = [
            compare(
                "Duration", SwimStats.durationText(day.seconds), SwimStats.percentDifference(day.measured.seconds, average: average?.seconds),
                more: "longer", less: "shorter"),
            measured
                ? compare(
                    "Distance", SwimFormat.distance(day.meters, in: unit), SwimStats.percentDifference(day.meters, average: average?.meters),
                    more: "farther", less: "shorter")
                : DayRow("Distance", "—", note: "none recorded: not in pace or averages"),
            measured
                ? compare(
                    "Pace", SwimFormat.pace(day.pace, in: unit), SwimStats.paceDifference(day.pace, monthPace: month.pace), more: "slower", less: "faster")
                : DayRow("Pace", "—"),
            hasKcal
                ? compare(
                    "Active", "\(Int(saturating: day.kcal.rounded())) kcal", SwimStats.percentDifference(day.measured.kcal, average: average?.kcal),
                    more: "more", less: "less")
                : DayRow("Active", "—", note: "not recorded"),
        ]
        // With several swims the rows above are the day's; the one the details below describe is named here.
        if swims.count > 1, let swim = selectedSwim {
            rows.append(
                DayRow(
                    "Swim \(swimIndex + 1)", SwimStats.durationText(swim.durationSeconds),
                    note: "\(swimFormat.distance(of: swim)) · pace \(swimFormat.pace(of: swim))", fallback: swimFormat.distance(of: swim)))
        }
        if let detail, let motion = SwimSets.motion(of: detail) {
            let pace = motion.movingPace.map { "at \(SwimFormat.pace($0, in: swimFormat.unit(of: detail.swim)))" }
            rows.append(DayRow("Moving", SwimStats.durationText(motion.movingSeconds), note: pace ?? "", joinsFigure: true))
            rows.append(DayRow("Resting", SwimStats.durationText(motion.restSeconds), note: SwimMotionText.restNote(motion)))
        }
        return rows
    }

    /// Pool, laps, average SWOLF, strokes and source; on a narrow panel strokes go first, then laps and the
    /// pool: the SWOLF and the source stay.
    static func facts(_ detail: SwimDetail, width: Int) -> String {
        var facts: [(text: String, keep: Int)] = []
        switch (detail.swim.location, detail.swim.lapLengthMeters) {
        case (.openWater, _): facts.append(("open water", 2))
        case (_, .some): facts.append((SwimFormat.pool(detail.swim) ?? "pool", 2))
        case (.pool, nil): facts.append(("pool", 2))
        default: break
        }
        if !detail.laps.isEmpty { facts.append(("\(detail.laps.count) laps", 1)) }
        let swolfs = detail.laps.compactMap(\.swolf)
        if !swolfs.isEmpty { facts.append(("SWOLF \(Int(saturating: (swolfs.reduce(0, +) / Double(swolfs.count)).rounded()))", 3)) }
        if let strokes = detail.swim.strokes { facts.append(("\(strokes) strokes", 0)) }
        facts.append((detail.swim.sourceText, 3))
        func joined() -> String { facts.map(\.text).joined(separator: " · ") }
        while TextWidth.of(joined()) > width, let drop = facts.indices.filter({ facts[$0].keep < 3 }).min(by: { facts[$0].keep < facts[$1].keep }) {
            facts.remove(at: drop)
        }
        return joined()
    }
}
