import Foundation

/// One `foodEntries` item of K-Count's days JSON, in either shape it is met in:
/// nested, as K-Count's FoodEntry encodes it: `{"food": {"calories": 150, "name": "Oats", "servingType": "cup"}, "servingSize": 2}`
/// (the entry's calories are calories × servingSize), or flat: `{"name": "Toast", "calories": 120}` (the calories as
/// logged, one serving). Each field is read on its own, so what is missing or mistyped is named by its JSON path.
struct KCountFoodEntry: Decodable {
    /// A field's value, or why there is none.
    enum Field<Value: Equatable>: Equatable {
        case missing, notOfItsType
        case value(Value)
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// nil for the flat shape; `.notOfItsType` when "food" is there but is not an object.
    var food: Field<Food>?
    var name: Field<String> = .missing, calories: Field<Double> = .missing, servingType: Field<String> = .missing
    var servingSize: Field<Double> = .missing

    struct Food: Equatable {
        var name: Field<String>, calories: Field<Double>, servingType: Field<String>
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        servingSize = Self.field(container, "servingSize")
        if container.contains(Key("food")) {
            if let nested = try? container.nestedContainer(keyedBy: Key.self, forKey: Key("food")) {
                food = .value(Food(name: Self.field(nested, "name"), calories: Self.field(nested, "calories"), servingType: Self.field(nested, "servingType")))
            } else {
                food = .notOfItsType
            }
        } else {
            (name, calories, servingType) = (Self.field(container, "name"), Self.field(container, "calories"), Self.field(container, "servingType"))
        }
    }

    private static func field<Value: Decodable>(_ container: KeyedDecodingContainer<Key>, _ name: String) -> Field<Value> {
        let key = Key(name)
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return .missing }
        guard let value = try? container.decode(Value.self, forKey: key) else { return .notOfItsType }
        return .value(value)
    }

    static let shapes = #"{"food": {"name", "calories", "servingType"}, "servingSize"} or {"name", "calories"}"#

    /// The entry Tracker logs (nil for 0 kcal), or what is missing or mistyped, by its JSON path.
    func entry() -> Result<ImportedEntry?, InputError> {
        switch food {
        case nil:
            return logged(name: name, calories: calories, servingType: servingType, servings: .value(1), at: "")
        case .notOfItsType, .missing:
            return .failure(InputError("“food” must be an object: a food entry is \(Self.shapes)"))
        case .value(let food):
            return logged(name: food.name, calories: food.calories, servingType: food.servingType, servings: servingSize, at: "food.")
        }
    }

    private func logged(name: Field<String>, calories: Field<Double>, servingType: Field<String>, servings: Field<Double>, at path: String)
        -> Result<ImportedEntry?, InputError>
    {
        func problem(_ field: String, _ value: Field<some Any>, _ kind: String) -> InputError? {
            switch value {
            case .missing: InputError("“\(field)” is missing (a food entry is \(Self.shapes))")
            case .notOfItsType: InputError("“\(field)” must be \(kind)")
            case .value: nil
            }
        }
        let problems = [
            problem(path + "name", name, "text"), problem(path + "calories", calories, "a number"), problem("servingSize", servings, "a number"),
            servingType == .notOfItsType ? problem(path + "servingType", servingType, "text") : nil,
        ]
        if let first = problems.compactMap({ $0 }).first { return .failure(first) }
        guard case .value(let name) = name, case .value(let kcal) = calories, case .value(let servings) = servings else {
            return .failure(InputError("not a food entry: a food entry is \(Self.shapes)"))
        }
        let serving = if case .value(let type) = servingType { type } else { "" }
        // Nested: K-Count's calories are per serving; flat: the entry's calories as logged, one serving.
        return ImportedEntryRules.entry(name: name, kcal: path.isEmpty ? kcal : kcal * servings, servings: servings, serving: serving)
    }
}
