import TrackerKit

extension CommandContext {
    /// The food the user means: exact name in any case, else the only one it starts or is part of.
    /// Otherwise a refusal naming the argument, with the candidates or "did you mean …?".
    func food(matching typed: String, argument: String = "food") throws -> Food {
        guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else { throw BadInput("\(argument): name a food.") }
        let match = NameMatch.find(typed, in: try database.foods().map(\.name))
        guard case .found(let name) = match, let food = try database.food(named: name) else {
            var problem = match.problem(kind: "food", typed: typed) ?? ""
            if case .missing(let suggestions) = match, suggestions.isEmpty { problem += ". Add it with: tracker food add NAME --kcal N" }
            throw BadInput("\(argument): \(problem)")
        }
        return food
    }
}
