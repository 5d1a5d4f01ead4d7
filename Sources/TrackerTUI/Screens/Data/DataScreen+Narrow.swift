import TrackerKit

/// The Data tab on a narrow screen (LayoutClass.narrow): the section names without "My", My Days with
/// the columns that matter (date, weight, kcal eaten, memo; the entry count is on the Log), and the
/// profile and settings with a value that does not fit beside its label on the row below it.
extension DataScreen {
    func renderNarrow(in area: Rect, into buffer: inout Buffer) {
        let bar = Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1)
        var x = bar.x
        for candidate in Section.allCases {
            let label = " \(candidate.title.replacingOccurrences(of: "My ", with: "")) "
            x += buffer.put(label, x: x, y: bar.y, style: candidate == section ? .selected : .muted, clip: bar) + 1
        }
        let body = Rect(x: area.x + 1, y: area.y + 2, width: area.width - 2, height: area.height - 2)
        switch section {
        case .foods: drawFoods(in: body, into: &buffer)
        case .days: drawNarrowDays(in: body, into: &buffer)
        case .profile: drawLabelledRows(narrowProfileRows, footer: profile == nil ? "" : "e edits (nothing changes until you save)", in: body, into: &buffer)
        case .settings:
            let rows = SettingsCatalog.all.map { ($0.label, Optional($0.shown(settingValues[$0.key] ?? $0.defaultValue, unit: preferences.weightUnit))) }
            drawLabelledRows(rows, footer: "e edits", in: body, into: &buffer)
        }
    }

    /// Date, weight, kcal and ✎: 15 + 1 + 8 + 1 + 9 + 2 + 1 columns, 37 of the 38 a 40-column screen gives.
    static func narrowDayColumns(_ date: String, _ weight: String, _ eaten: String, _ memo: String) -> String {
        TextWidth.pad(date, to: 15) + " " + TextWidth.pad(weight, to: 8, alignRight: true) + " " + TextWidth.pad(eaten, to: 9, alignRight: true) + "  " + memo
    }

    private func drawNarrowDays(in rect: Rect, into buffer: inout Buffer) {
        let filter = dayQuery.isEmpty ? "" : " matching “\(dayQuery)”"
        buffer.put("\(dayTotal) \(dayTotal == 1 ? "day" : "days")\(filter) · \(daySort.rawValue)", x: rect.x, y: rect.y, style: .muted, clip: rect)
        buffer.put(Self.narrowDayColumns("Date", "Weight", "Eaten", "✎"), x: rect.x, y: rect.y + 1, style: .title, clip: rect)
        let unit = preferences.weightUnit
        let empty =
            dayQuery.isEmpty ? "No days yet. Log a weight, food or memo on the Log tab (1)." : "No day matches “\(dayQuery)”. Search by date, like 2026-11."
        ListView.draw(
            count: dayTotal,
            row: { index in
                guard let day = day(at: index) else { return "…" }
                return Self.narrowDayColumns(
                    CalendarNames.readable(day.date), day.weightKg.map { unit.format(kilograms: $0) } ?? "",
                    day.entryCount == 0 ? "" : Format.kcal(day.eatenKcal), day.hasMemo ? "✎" : "")
            }, state: dayList, in: Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2), emptyText: empty, into: &buffer)
    }

    private var narrowProfileRows: [(String, String?)] {
        guard let profile else { return [] }
        let weightUnit = preferences.weightUnit
        let age = profile.birthDate.map { " (age \(Energy.age(birthDate: $0, on: today)))" } ?? ""
        return [
            ("Name", profile.name),
            ("Sex", profile.sex?.rawValue.capitalizedFirst),
            ("Birth date", profile.birthDate.map { $0.iso + age }),
            ("Height", profile.heightCm.map { preferences.heightUnit.format(centimeters: $0) }),
            ("Current weight", latestWeight.map { "\(weightUnit.format(kilograms: $0.kg)) (\(CalendarNames.readable($0.date)))" }),
            ("Goal weight", profile.goalWeightKg.map { weightUnit.format(kilograms: $0) }),
            ("Activity", profile.activityLevel.map { "\($0.title) ×\(Format.trimmed($0.factor, maxPlaces: 3))" }),
        ]
    }

    /// `Label           value`, or the value alone on the next row (indented) when it would be cut.
    private func drawLabelledRows(_ rows: [(String, String?)], footer: String, in rect: Rect, into buffer: inout Buffer) {
        guard profile != nil || section != .profile else {
            let lines =
                ["No profile yet.", ""]
                + TextWidth.wrap(
                    "Press e to enter your name, height, weight and goal: the Log tab then shows your maintenance calories and BMI.", width: rect.width,
                    maxLines: 6)
            for (index, line) in lines.enumerated() { buffer.put(line, x: rect.x, y: rect.y + index, style: index == 0 ? .title : .plain, clip: rect) }
            return
        }
        var y = rect.y
        for (label, value) in rows {
            let text = value ?? "not set", style: Style = value == nil ? .muted : .plain
            buffer.put(TextWidth.pad(label, to: 15), x: rect.x, y: y, style: .muted, clip: rect)
            if 16 + TextWidth.of(text) > rect.width { y += 1 }
            let x = 16 + TextWidth.of(text) > rect.width ? rect.x + 2 : rect.x + 16
            buffer.put(TextWidth.truncate(text, to: rect.maxX - x, ellipsis: buffer.glyphs.ellipsis), x: x, y: y, style: style, clip: rect)
            y += 1
        }
        buffer.put(footer, x: rect.x, y: y + 1, style: .muted, clip: rect)
    }
}
