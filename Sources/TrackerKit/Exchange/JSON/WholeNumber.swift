/// A whole-number export field. Foundation on Linux reports a fraction or an out-of-range number
/// (1e300) in an integer field as "not valid JSON" with no path; read here, it names the field. Every
/// integer field of the export is one (or a `NullEncoded` integer, which reads through it):
/// `JSONWholeNumberTests` finds them from the types and tries each.
@propertyWrapper
public struct WholeNumber<Value: FixedWidthInteger & Codable & Sendable>: Codable, Equatable, Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try Self.decode(decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }

    static var notWhole: String { "is not a whole number from \(Value.min) to \(Value.max)" }

    static func decode(_ decoder: any Decoder) throws -> Value {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self) { return value }
        guard let number = try? container.decode(Double.self) else { return try container.decode(Value.self) }
        throw DecodingError.typeMismatch(Value.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(number) \(notWhole)"))
    }
}

/// Lets an optional field (`NullEncoded`) read its integer the same way.
protocol WholeNumberDecodable { static func wholeNumber(_ decoder: any Decoder) throws -> Any }

extension Int: WholeNumberDecodable {
    static func wholeNumber(_ decoder: any Decoder) throws -> Any { try WholeNumber<Int>.decode(decoder) }
}

extension Int64: WholeNumberDecodable {
    static func wholeNumber(_ decoder: any Decoder) throws -> Any { try WholeNumber<Int64>.decode(decoder) }
}
