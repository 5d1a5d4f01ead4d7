import Foundation

/// K-Count's serving types.
public enum ServingType: String, CaseIterable, Codable, Sendable {
    case serving, piece, cup, gram, oz, lb, ml, tbsp, tsp
}

public struct Food: Equatable, Codable, Sendable, Identifiable {
    public var id: Int64?
    public var name: String
    public var kcalPerServing: Double
    public var serving: ServingType
    /// Hidden from the picker and the food list (its entries stay); restorable.
    public var isArchived: Bool

    public init(id: Int64? = nil, name: String, kcalPerServing: Double, serving: ServingType = .serving, isArchived: Bool = false) {
        self.id = id
        self.name = name
        self.kcalPerServing = kcalPerServing
        self.serving = serving
        self.isArchived = isArchived
    }

    /// `NameKey.of`, under the name the shipped migrations call it by.
    public static func nameKey(_ name: String) -> String { NameKey.of(name) }

    /// What a search compares: the name's key (`NameKey`) with accents folded too, so `CAFE` finds
    /// “Café”, `fi` finds “ﬁsh”, and `cafe` typed decomposed (as macOS pastes it) finds it too.
    public static func searchKey(_ text: String) -> String {
        NameKey.of(text).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}

/// One line of a day's food: a food and how many servings, or a quick-add with its own calories.
public struct FoodEntry: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var date: LocalDate
    public var food: Food?
    public var label: String?
    public var servings: Double
    /// Calories of the whole entry: servings × the calories per serving it was logged with, or the quick-add amount.
    public var kcal: Double

    public var title: String { food?.name ?? label ?? "Quick add" }
    public var isQuickAdd: Bool { food == nil }

    public init(id: Int64, date: LocalDate, food: Food?, label: String?, servings: Double, kcal: Double) {
        self.id = id
        self.date = date
        self.food = food
        self.label = label
        self.servings = servings
        self.kcal = kcal
    }
}
