import Foundation

/// One element of a JSON array decoded on its own: a bad element is nil (and named by its place)
/// instead of failing the whole array.
struct Lenient<Value: Decodable>: Decodable {
    var value: Value?
    init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
}

/// Tells K-Count's foods JSON (objects with a name and no date) from its days JSON.
enum KCountFoodJSONSniff {
    private struct Keys: Decodable {
        var name: String?
        var date: String?
    }

    static func isFoodArray(_ data: Data) -> Bool {
        guard let elements = try? ByteJSON.decode([Lenient<Keys>].self, from: data), !elements.isEmpty else { return false }
        return elements.allSatisfy { $0.value?.name != nil && $0.value?.date == nil }
    }
}
