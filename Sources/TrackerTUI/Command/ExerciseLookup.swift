import TrackerKit

extension CommandContext {
    /// The exercise of the user's list that `typed` names in any case, as spelled there; otherwise a
    /// refusal naming the argument, with "did you mean …?" and the list. Programs and the log take only
    /// listed exercises, so a typo is not saved as an exercise of its own.
    func exercise(named typed: String, argument: String = "exercise") throws -> Exercise {
        guard !typed.trimmingCharacters(in: .whitespaces).isEmpty else { throw BadInput("\(argument): name an exercise.") }
        let exercises = try database.exercises()
        if let found = exercises.first(where: { NameKey.of($0.name) == NameKey.of(typed) }) { return found }
        let match = NameMatch.find(typed, in: exercises.map(\.name))
        let close: String
        switch match {
        case .found(let name): close = "no exercise named “\(typed)”; did you mean \(name)?"
        default:
            let problem = match.problem(kind: "exercise", typed: typed) ?? ""
            close = problem.hasSuffix(".") || problem.hasSuffix("?") ? problem : problem + "."
        }
        throw BadInput("\(argument): \(close) Yours: \(exercises.map(\.name).joined(separator: ", ")).")
    }
}
