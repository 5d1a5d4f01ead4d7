/// An optional export field that is always written: `null` when absent, so every record has every
/// field and an export of an import is the same bytes. Reading accepts the field missing or null.
@propertyWrapper
public struct NullEncoded<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
        } else if let decode = Value.self as? any WholeNumberDecodable.Type {
            wrappedValue = try decode.wholeNumber(decoder) as? Value
        } else {
            wrappedValue = try container.decode(Value.self)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A missing key reads as nil, as for a plain optional (the synthesized decoder would refuse it).
    public func decode<Value>(_ type: NullEncoded<Value>.Type, forKey key: Key) throws -> NullEncoded<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullEncoded(wrappedValue: nil)
    }
}
