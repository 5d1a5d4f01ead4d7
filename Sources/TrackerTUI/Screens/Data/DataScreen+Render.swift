import TrackerKit

extension DataScreen {
    /// "a", "a and b", "a, b and c".
    static func list(_ parts: [String]) -> String {
        parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    func render(in area: Rect, context: RenderContext, into buffer: inout Buffer) {
        if LayoutClass(area).isNarrow {
            renderNarrow(in: area, into: &buffer)
            if let modal { modal.dialog.draw(in: area, context: context, into: &buffer) }
            return
        }
        drawSectionBar(in: Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1), into: &buffer)
        let body = Rect(x: area.x + 1, y: area.y + 2, width: area.width - 2, height: area.height - 2)
        switch section {
        case .foods: drawFoods(in: body, into: &buffer)
        case .days: drawDays(in: body, into: &buffer)
        case .profile: drawProfile(in: body, into: &buffer)
        case .settings: drawSettings(in: body, into: &buffer)
        }
        if let modal { modal.dialog.draw(in: area, context: context, into: &buffer) }
    }

    private func drawSectionBar(in rect: Rect, into buffer: inout Buffer) {
        var x = rect.x
        for candidate in Section.allCases {
            let label = " \(candidate.title) "
            x += buffer.put(label, x: x, y: rect.y, style: candidate == section ? .selected : .muted, clip: rect) + 1
        }
        buffer.put("←→ section", x: x + 1, y: rect.y, style: .muted, clip: rect)
    }

    func drawFoods(in rect: Rect, into buffer: inout Buffer) {
        let filter = foodQuery.isEmpty ? "" : "matching “\(foodQuery)” · "
        let archived = archivedFoods == 0 ? "" : showArchived ? " · archived shown (v hides)" : " · \(archivedFoods) archived (v shows)"
        buffer.put(
            "\(foods.count) \(foods.count == 1 ? "food" : "foods") · \(filter)sorted \(foodSort.rawValue)\(archived)", x: rect.x, y: rect.y, style: .muted,
            clip: rect)
        let nameWidth = min(max(10, rect.width - 23), 50)  // on a wide screen the kcal stays near the name
        let columns = "\(TextWidth.pad("Name", to: nameWidth))  \(TextWidth.pad("kcal", to: 7, alignRight: true))  Serving"
        buffer.put(columns, x: rect.x, y: rect.y + 1, style: .title, clip: rect)
        let list = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        let none =
            archivedFoods > 0 && !showArchived
            ? "No foods listed: \(archivedFoods) archived (v shows them)."
            : "No foods yet. Press a to add one, or add them while logging (Log tab, f)."
        let empty =
            foodQuery.isEmpty
            ? none
            : "No food matches “\(foodQuery)”. Press / to change the search."
        ListView.draw(
            count: foods.count,
            row: { index in
                let food = foods[index]
                return TextWidth.pad(food.name, to: nameWidth) + "  " + TextWidth.pad(Format.trimmed(food.kcalPerServing), to: 7, alignRight: true)
                    + "  " + food.serving.rawValue + (food.isArchived ? "  (archived)" : "")
            }, state: foodList, in: list, emptyText: empty, into: &buffer)
    }

    private func drawDays(in rect: Rect, into buffer: inout Buffer) {
        let filter = dayQuery.isEmpty ? "" : "matching “\(dayQuery)” · "
        buffer.put("\(dayTotal) \(dayTotal == 1 ? "day" : "days") · \(filter)\(daySort.rawValue)", x: rect.x, y: rect.y, style: .muted, clip: rect)
        buffer.put(Self.dayColumns("Date", "Weight", "Eaten", "Entries", "Memo"), x: rect.x, y: rect.y + 1, style: .title, clip: rect)
        let unit = preferences.weightUnit
        let list = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - 2)
        let empty =
            dayQuery.isEmpty
            ? "No days yet. Log a weight, food or memo on the Log tab (1)."
            : "No day matches “\(dayQuery)”. Search by date, like 2026-11 or -21."
        ListView.draw(
            count: dayTotal,
            row: { index in
                guard let day = day(at: index) else { return "…" }
                return Self.dayColumns(
                    CalendarNames.readable(day.date), day.weightKg.map { unit.format(kilograms: $0) } ?? "",
                    day.entryCount == 0 ? "" : Format.kcal(day.eatenKcal),
                    day.entryCount == 0 ? "" : String(day.entryCount), day.hasMemo ? "✎" : "")
            }, state: dayList, in: list, emptyText: empty, into: &buffer)
    }

    /// One row of My Days, headings included, so the headings sit over their values.
    static func dayColumns(_ date: String, _ weight: String, _ eaten: String, _ entries: String, _ memo: String) -> String {
        TextWidth.pad(date, to: 16) + "  " + TextWidth.pad(weight, to: 10, alignRight: true) + "  "
            + TextWidth.pad(eaten, to: 11, alignRight: true) + "  " + TextWidth.pad(entries, to: 7, alignRight: true) + "  " + memo
    }

    private func drawProfile(in rect: Rect, into buffer: inout Buffer) {
        guard let profile else {
            buffer.put("No profile yet.", x: rect.x, y: rect.y, style: .title, clip: rect)
            let hint = "Press e to enter your name, height, weight and goal: the Log tab then shows your maintenance calories and BMI."
            for (index, line) in TextWidth.wrap(hint, width: rect.width, maxLines: max(1, rect.height - 2)).enumerated() {
                buffer.put(line, x: rect.x, y: rect.y + 2 + index, clip: rect)
            }
            return
        }
        let weightUnit = preferences.weightUnit
        let age = profile.birthDate.map { " (age \(Energy.age(birthDate: $0, on: today)))" } ?? ""
        let current = latestWeight.map { "\(weightUnit.format(kilograms: $0.kg)) (\(CalendarNames.readable($0.date)))" }
        let rows: [(String, String?)] = [
            ("Name", profile.name),
            ("Sex", profile.sex?.rawValue.capitalizedFirst),
            ("Birth date", profile.birthDate.map { $0.iso + age }),
            ("Height", profile.heightCm.map { preferences.heightUnit.format(centimeters: $0) }),
            ("Current weight", current),
            ("Goal weight", profile.goalWeightKg.map { weightUnit.format(kilograms: $0) }),
            ("Activity", profile.activityLevel.map { "\($0.title) ×\(Format.trimmed($0.factor, maxPlaces: 3))" }),
        ]
        for (index, row) in rows.enumerated() {
            buffer.put(TextWidth.pad(row.0, to: 16), x: rect.x, y: rect.y + index, style: .muted, clip: rect)
            let value = TextWidth.truncate(row.1 ?? "not set", to: rect.width - 17, ellipsis: buffer.glyphs.ellipsis)
            buffer.put(value, x: rect.x + 17, y: rect.y + index, style: row.1 == nil ? .muted : .plain, clip: rect)
        }
        buffer.put("e edits (nothing changes until you save)", x: rect.x, y: rect.y + rows.count + 1, style: .muted, clip: rect)
    }

    private func drawSettings(in rect: Rect, into buffer: inout Buffer) {
        // Every catalogued setting, as the form and `tracker settings list` show them.
        let rows = SettingsCatalog.all.map { definition in
            (definition.label, definition.shown(settingValues[definition.key] ?? definition.defaultValue, unit: preferences.weightUnit))
        }
        for (index, row) in rows.enumerated() {
            buffer.put(TextWidth.pad(row.0, to: 16), x: rect.x, y: rect.y + index, style: .muted, clip: rect)
            buffer.put(row.1, x: rect.x + 17, y: rect.y + index, clip: rect)
        }
        // The diary's settings only: the machine's live in config.toml, which the diary never carries. Hints below the
        // list, shown whole where they fit (the status line says e edits too).
        let machine = "Keys, colours, hooks, bell, flash: this machine's config.toml (tracker config edit)"
        let hints = ["e edits"] + TextWidth.wrap(machine, width: rect.width, maxLines: 3)
        guard rows.count + 1 + hints.count <= rect.height else { return }
        for (index, hint) in hints.enumerated() { buffer.put(hint, x: rect.x, y: rect.y + rows.count + 1 + index, style: .muted, clip: rect) }
    }
}
