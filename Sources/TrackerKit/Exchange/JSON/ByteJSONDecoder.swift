import Foundation

/// Decodes a `Decodable` straight from JSON bytes, the way `JSONDecoder` does (same errors, same
/// coding paths), without first building a tree of the whole file: a 64 MB export costs about its
/// own size in memory, not 17 times it. The text is checked by `JSONSyntax` first.
public enum ByteJSON {
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONSyntax.check(data)
        return try decodeChecked(type, from: data)
    }

    /// For a text `JSONSyntax.check` has passed.
    static func decodeChecked<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in try decodeChecked(type, from: JSONBytes(bytes: raw)) }
    }

    static func decodeChecked<T: Decodable>(_ type: T.Type, from json: JSONBytes) throws -> T {
        try T(from: ByteJSONDecoder(json, at: json.root, codingPath: []))
    }
}

/// A list element's place in a coding path (`[3]`).
struct JSONIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// The decoder of one value, which is also its single-value container.
final class ByteJSONDecoder: Decoder, SingleValueDecodingContainer {
    let json: JSONBytes
    let offset: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ json: JSONBytes, at offset: Int, codingPath: [any CodingKey]) {
        self.json = json
        self.offset = offset
        self.codingPath = codingPath
    }

    private var byte: UInt8 { json[offset] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard byte == 0x7B else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(ByteJSONKeyedContainer<Key>(self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard byte == 0x5B else { throw mismatch([Any].self) }
        return ByteJSONUnkeyedContainer(self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// What `JSONDecoder` throws for a value of another kind: null is "not found", anything else a mismatch.
    func mismatch(_ type: Any.Type) -> DecodingError {
        if byte == 0x6E {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found another kind of value instead."))
    }

    func decodeNil() -> Bool { byte == 0x6E }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch byte {
        case 0x74: return true
        case 0x66: return false
        default: throw mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard byte == 0x22 else { throw mismatch(type) }
        return json.string(at: offset)
    }

    private var isNumber: Bool { byte == 0x2D || (0x30...0x39).contains(byte) }

    func decode(_ type: Double.Type) throws -> Double {
        guard isNumber, let value = Double(json.scalarText(at: offset)) else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float {
        let value = try decode(Double.self)
        guard let float = Float(exactly: value) ?? (abs(value) <= Double(Float.greatestFiniteMagnitude) ? Float(value) : nil) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Number \(value) does not fit in Float."))
        }
        return float
    }

    /// A whole number in `T`'s range: digits, or a number with a point or exponent that is exactly one.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard isNumber else { throw mismatch(type) }
        let text = json.scalarText(at: offset)
        if let value = T(text) ?? Double(text).flatMap({ T(exactly: $0) }) { return value }
        throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Number \(text) is not representable in Swift."))
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
