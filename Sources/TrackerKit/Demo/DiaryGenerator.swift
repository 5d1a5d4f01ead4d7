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

    static let foodNames = ["Oats", "Rice", "Chicken breast", "Apple", "Banana", "Bread", "Egg", "Yogurt", "Salmon", "Pasta",
                            "Cheese", "Milk", "Tomato", "Potato", "Lentils", "Tofu", "Almonds", "Coffee", "Orange juice", "Pizza"]
    static let memos = ["Slept badly", "Long walk", "Dinner out with friends", "Felt great", "Stressful day at work",
                        "Rest day", "Ran 5 km", "Travel day", "Too much cake", "Back on track"]

    /// Writes everything in one transaction.
    public func fill(_ database: AppDatabase) throws {
        var random = SeededRandom(seed: seed)
        try database.write { db in
            try AppDatabase.storeProfile(Profile(name: "Demo", sex: .female, birthDate: LocalDate(iso: "1988-04-12"), heightCm: 168,
                                          goalWeightKg: 64, activityLevel: .light), in: db)
            var foodIDs: [Int64] = []
            for index in 0..<foods {
                let base = Self.foodNames[index % Self.foodNames.count]
                let name = index < Self.foodNames.count ? base : "\(base) \(index / Self.foodNames.count + 1)"
                try db.execute(sql: "INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES (?, ?, ?, ?)",
                               arguments: [name, Food.nameKey(name), Double(Int.random(in: 40...350, using: &random)),
                                           ServingType.allCases[index % ServingType.allCases.count].rawValue])
                foodIDs.append(db.lastInsertedRowID)
            }
            let start = endingOn.adding(days: -(days - 1))
            var weight = 78.0
            for offset in 0..<days {
                let date = start.adding(days: offset)
                weight += (64 - weight) * 0.0015 + random.gaussian(deviation: 0.25)
                let memo: String? = Int.random(in: 0..<10, using: &random) == 0 ? Self.memos.randomElement(using: &random) : nil
                try db.execute(sql: "INSERT INTO day(date, weightKg, memo) VALUES (?, ?, ?)",
                               arguments: [date.iso, (weight * 10).rounded() / 10, memo])
                for _ in 0..<entriesPerDay {
                    try db.execute(sql: "INSERT INTO foodEntry(date, foodId, servings) VALUES (?, ?, ?)",
                                   arguments: [date.iso, foodIDs.randomElement(using: &random)!, Double(Int.random(in: 1...4, using: &random)) / 2])
                }
            }
        }
    }
}
