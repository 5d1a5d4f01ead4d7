import Foundation

extension Food {
    /// Names in the order people expect: ignoring case and accents, numbers by value ("item 2" before "item 10").
    public static func naturalOrder(_ a: String, _ b: String) -> Bool {
        switch a.compare(b, options: [.caseInsensitive, .diacriticInsensitive, .numeric, .widthInsensitive]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return a < b
        }
    }
}
