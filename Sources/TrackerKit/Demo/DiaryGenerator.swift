import GRDB

/// Fills a database with a realistic diary: daily weights drifting toward a goal with noise,
/// meals from a food list, a memo now and then. Deterministic for a given seed. Used by the
/// benchmarks (10 years) and the demo.
public struct DiaryGenerator {
    public var days: Int
    public var foods: Int
    public var entriesPerDay: Int
    public var endingOn: LocalDate
    public var seed: UInt64 = 42

    public init(days: Int, foods: Int, entriesPerDay: Int, endingOn: LocalDate) {
        self.days = days
        self.foods = foods
        self.entriesPerDay = entriesPerDay
        self.endingOn = endingOn
    }

    /// Everyday foods with believable energy for their serving.
    static let foodList: [(name: String, kcal: Double, serving: ServingType)] = [
        ("Oats", 150, .serving), ("Rice", 205, .cup), ("Chicken breast", 165, .serving), ("Apple", 95, .piece),
        ("Banana", 105, .piece), ("Bread", 80, .piece), ("Egg", 78, .piece), ("Yogurt", 150, .cup), ("Salmon", 230, .serving),
        ("Pasta", 220, .cup), ("Cheese", 110, .oz), ("Milk", 120, .cup), ("Tomato", 22, .piece), ("Potato", 160, .piece),
        ("Lentils", 230, .cup), ("Tofu", 95, .serving), ("Almonds", 165, .oz), ("Coffee", 5, .cup), ("Orange juice", 110, .cup),
        ("Pizza", 285, .piece),
    ]
    static var foodNames: [String] { foodList.map(\.name) }
    static let memos = [
        "Slept badly", "Long walk", "Dinner out with friends", "Felt great", "Stressful day at work",
        "Rest day", "Ran 5 km", "Travel day", "Too much cake", "Back on track",
    ]

    /// Writes everything in one transaction.
    public func fill(_ database: AppDatabase) throws {
        var random = SeededRandom(seed: seed)
        try database.write { db in
            try AppDatabase.storeProfile(
                Profile(
                    name: "Demo", sex: .female, birthDate: LocalDate(iso: "1988-04-12"), heightCm: 168,
                    goalWeightKg: 64, activityLevel: .light), in: db)
            var foodIDs: [Int64] = []
            for index in 0..<foods {
                // Past the list, numbered variants of its foods with a little more or less energy.
                let base = Self.foodList[index % Self.foodList.count]
                let round = index / Self.foodList.count
                let name = round == 0 ? base.name : "\(base.name) \(round + 1)"
                let kcal = round == 0 ? base.kcal : (base.kcal * Double.random(in: 0.8...1.2, using: &random)).rounded()
                foodIDs.append(try SeedRows.addFood(name: name, kcalPerServing: kcal, serving: base.serving, in: db))
            }
            let start = endingOn.adding(days: -(days - 1))
            var weight = 78.0
            for offset in 0..<days {
                let date = start.adding(days: offset)
                weight += (64 - weight) * 0.0015 + random.gaussian(deviation: 0.25)
                let memo: String? = Int.random(in: 0..<10, using: &random) == 0 ? Self.memos.randomElement(using: &random) : nil
                try SeedRows.addDay(date, weightKg: (weight * 10).rounded() / 10, memo: memo, in: db)
                // Different foods each day, as the Log tab keeps one entry a food.
                for foodID in foodIDs.shuffled(using: &random).prefix(entriesPerDay) {
                    try SeedRows.addEntry(on: date, foodId: foodID, servings: Double(Int.random(in: 1...4, using: &random)) / 2, in: db)
                }
            }
        }
    }
}
