import TrackerKit

/// Builds the six tab screens in tab order.
enum ScreenFactory {
    static func makeScreens(today: LocalDate) -> [any Screen] {
        Tab.allCases.map { tab in
            switch tab {
            case .log:
                LogScreen(today: today)
            case .progress:
                ProgressScreen(today: today)
            case .workout:
                WorkoutScreen(today: today)
            case .counters:
                CountersScreen()
            case .swim:
                SwimScreen(today: today)
            case .data:
                DataScreen()
            }
        }
    }
}
