import TrackerKit

extension CommandContext {
    /// The food the user means: exact name in any case, else the only one it starts or is part of.
    /// Otherwise a refusal naming the argument, with the candidates or "did you mean …?".
    /// `archived`: look among the archived foods only (to restore one).
    func food(matching typed: String, argument: String = "food", archived: Bool = false) throws -> Food {
        guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else { throw BadInput("\(argument): name a food.") }
        let candidates = try database.foods(includingArchived: archived).filter { $0.isArchived == archived }
        let match = NameMatch.find(typed, in: candidates.map(\.name))
        guard case .found(let name) = match, let food = try database.food(named: name) else {
            var problem = match.problem(kind: archived ? "archived food" : "food", typed: typed) ?? ""
            if case .missing(let suggestions) = match, suggestions.isEmpty, !archived {
                let isArchived = try database.foods(matching: typed, includingArchived: true).contains { $0.isArchived }
                problem += isArchived ? ". It is archived: tracker food restore \"\(typed)\" brings it back" : ". Add it with: tracker food add NAME --kcal N"
            }
            throw BadInput("\(argument): \(problem)")
        }
        return food
    }
}
