import GRDB

/// The demo's year of food and weight, made from the energy balance so its figures agree: Sam burns what the
/// formula says (Mifflin-St Jeor × 1.375 on the day's true weight), eats about 300 kcal a day less (more at
/// weekends, less on a strict month), and the true weight moves by the difference ÷ 7,700 kcal/kg. The scale
/// adds a 0.35 kg day-to-day swing; about one day in eight has no weigh-in and one in ten no food logged.
/// So intake, trend and measured maintenance agree with the formula within the method's error, and the
/// goal (64 kg) is approached at a pace the time-to-goal lines show. Deterministic.
struct DemoDiary {
    var days: Int
    var endingOn: LocalDate
    var profile: Profile
    var startKg = 84.0
    var seed: UInt64

    /// Meals as foods and servings from `DiaryGenerator.foodList`; a day is a breakfast, a lunch, a dinner and a snack.
    static let breakfasts: [[(String, Double)]] = [
        [("Oats", 1), ("Milk", 1), ("Coffee", 1)], [("Egg", 2), ("Bread", 2), ("Coffee", 1)], [("Yogurt", 1), ("Banana", 1)],
    ]
    static let lunches: [[(String, Double)]] = [
        [("Chicken breast", 1), ("Rice", 1), ("Tomato", 2)], [("Lentils", 1), ("Bread", 1)], [("Pasta", 1.5), ("Cheese", 1)],
    ]
    static let dinners: [[(String, Double)]] = [
        [("Salmon", 1), ("Potato", 2)], [("Tofu", 1.5), ("Rice", 1)], [("Pizza", 2)], [("Chicken breast", 1), ("Pasta", 1)],
    ]
    static let snacks: [[(String, Double)]] = [[("Apple", 1)], [("Almonds", 1)], [("Orange juice", 1)], [("Banana", 1), ("Yogurt", 0.5)]]

    func fill(_ db: Database, foods: [String: (id: Int64, kcal: Double)]) throws {
        var random = SeededRandom(seed: seed)
        let start = endingOn.adding(days: 1 - days)
        var trueKg = startKg
        for offset in 0..<days {
            let date = start.adding(days: offset)
            let burned = (Energy.maintenance(profile: profile, weightKg: trueKg, on: date) ?? 2000)
            let weekend = [6, 7].contains(date.isoWeekday)
            let strict = (date.month == 1 || date.month == 9)
            let target = burned - (strict ? 550 : 300) + (weekend ? 250 : 0) + random.gaussian(deviation: 200)
            let meal = meals(target: target, foods: foods, random: &random)
            let eaten = meal.reduce(0) { $0 + $1.servings * (foods[$1.name]?.kcal ?? 0) }
            let weighed = Int.random(in: 0..<8, using: &random) != 0 || offset == days - 1
            let logged = Int.random(in: 0..<10, using: &random) != 0 || offset >= days - 3
            if weighed || logged {
                let shown = ((trueKg + random.gaussian(deviation: 0.35)) * 10).rounded() / 10
                try SeedRows.addDay(date, weightKg: weighed ? shown : nil, in: db)
            }
            if logged {
                for item in meal {
                    guard let food = foods[item.name] else { continue }
                    try SeedRows.addEntry(on: date, foodId: food.id, servings: item.servings, in: db)
                }
            }
            trueKg += (eaten - burned) / Expenditure.kcalPerKg
        }
    }

    /// A breakfast, lunch, dinner and snack, their servings scaled (in quarters) toward the day's target; one entry a food.
    private func meals(target: Double, foods: [String: (id: Int64, kcal: Double)], random: inout SeededRandom) -> [(name: String, servings: Double)] {
        var chosen: [(name: String, servings: Double)] = []
        for options in [Self.breakfasts, Self.lunches, Self.dinners, Self.snacks] {
            for (name, servings) in options[Int.random(in: 0..<options.count, using: &random)] {
                if let index = chosen.firstIndex(where: { $0.name == name }) { chosen[index].servings += servings } else { chosen.append((name, servings)) }
            }
        }
        let base = chosen.reduce(0) { $0 + $1.servings * (foods[$1.name]?.kcal ?? 0) }
        let scale = base > 0 ? target / base : 1
        return chosen.map { ($0.name, max(0.25, ($0.servings * scale * 4).rounded() / 4)) }
    }
}
