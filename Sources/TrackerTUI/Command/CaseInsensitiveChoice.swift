import ArgumentParser
import TrackerKit

/// A fixed set of words an option takes (`--unit`, `--serving`, `--format`): any case is accepted
/// (`KG`, `Cup`), and help lists exactly the values the option takes.
protocol CaseInsensitiveChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension CaseInsensitiveChoice {
    public init?(argument: String) {
        let wanted = argument.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// `kg or lb`, `table, csv or json`: for help texts and messages.
    static var choicesText: String {
        let values = allValueStrings
        return values.count < 2 ? values.joined() : values.dropLast().joined(separator: ", ") + " or " + values.last!
    }
}

extension WeightUnit: CaseInsensitiveChoice {}
extension ServingType: CaseInsensitiveChoice {}
extension Sex: CaseInsensitiveChoice {}
extension ActivityLevel: CaseInsensitiveChoice {}
