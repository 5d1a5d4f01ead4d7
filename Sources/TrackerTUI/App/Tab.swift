/// The six tabs, in tab-bar order.
enum Tab: Int, CaseIterable, Sendable {
    case log, progress, workout, counters, swim, data

    var title: String {
        switch self {
        case .log: return "Log"
        case .progress: return "Progress"
        case .workout: return "Workout"
        case .counters: return "Counters"
        case .swim: return "Swim"
        case .data: return "Data"
        }
    }

    /// The name `tracker show TAB` takes.
    var commandName: String { title.lowercased() }

    init?(commandName: String) {
        guard let tab = Tab.allCases.first(where: { $0.commandName == commandName.lowercased() }) else { return nil }
        self = tab
    }
}
