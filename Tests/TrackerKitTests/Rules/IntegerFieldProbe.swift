import Foundation

/// The JSON path of every integer field a Decodable type reads, found by running its own decoder
/// against a decoder that answers every question: one element in each list, one key in each
/// dictionary, a value for every optional. A field added later is found without editing a list.
enum IntegerFieldProbe {
    static func paths<T: Decodable>(of type: T.Type) throws -> [String] {
        let found = Found()
        _ = try T(from: ProbeDecoder(codingPath: [], found: found))
        return found.paths
    }

    final class Found {
        var paths: [String] = []
        func note(_ path: [any CodingKey]) {
            let text = path.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
            if !paths.contains(text) { paths.append(text) }
        }
    }

    struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    /// Gives a plain value, noting the path when the value is an integer.
    static func answer<T>(_ type: T.Type, at path: [any CodingKey], _ found: Found) throws -> T {
        switch type {
        case is Bool.Type: return true as! T
        case is String.Type: return "x" as! T
        case is Double.Type: return 0.0 as! T
        case is Float.Type: return Float(0) as! T
        default:
            guard let integer = type as? any FixedWidthInteger.Type else { throw ProbeError.unexpected("\(type)") }
            found.note(path)
            return integer.init(0) as! T
        }
    }

    enum ProbeError: Error { case unexpected(String) }

    struct ProbeDecoder: Decoder {
        var codingPath: [any CodingKey]
        let found: Found
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Keyed<Key>(codingPath: codingPath, found: found))
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(codingPath: codingPath, found: found) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(codingPath: codingPath, found: found) }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var codingPath: [any CodingKey]
        let found: Found
        /// One key for a dictionary (a struct's decoder never asks).
        var allKeys: [Key] { [Key(stringValue: "k")].compactMap { $0 } }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            if type is any FixedWidthInteger.Type || type is Bool.Type || type is String.Type || type is Double.Type || type is Float.Type {
                return try answer(type, at: codingPath + [key], found)
            }
            return try T(from: ProbeDecoder(codingPath: codingPath + [key], found: found))
        }
        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            KeyedDecodingContainer(Keyed<N>(codingPath: codingPath + [key], found: found))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            Unkeyed(codingPath: codingPath + [key], found: found)
        }
        func superDecoder() throws -> any Decoder { ProbeDecoder(codingPath: codingPath, found: found) }
        func superDecoder(forKey key: Key) throws -> any Decoder { ProbeDecoder(codingPath: codingPath + [key], found: found) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey]
        let found: Found
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }
        init(codingPath: [any CodingKey], found: Found) {
            self.codingPath = codingPath
            self.found = found
        }
        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            defer { currentIndex += 1 }
            let path = codingPath + [Index(currentIndex)]
            if type is any FixedWidthInteger.Type || type is Bool.Type || type is String.Type || type is Double.Type || type is Float.Type {
                return try answer(type, at: path, found)
            }
            return try T(from: ProbeDecoder(codingPath: path, found: found))
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) throws -> KeyedDecodingContainer<N> {
            defer { currentIndex += 1 }
            return KeyedDecodingContainer(Keyed<N>(codingPath: codingPath + [Index(currentIndex)], found: found))
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            defer { currentIndex += 1 }
            return Unkeyed(codingPath: codingPath + [Index(currentIndex)], found: found)
        }
        mutating func superDecoder() throws -> any Decoder {
            defer { currentIndex += 1 }
            return ProbeDecoder(codingPath: codingPath + [Index(currentIndex)], found: found)
        }
    }

    struct Single: SingleValueDecodingContainer {
        var codingPath: [any CodingKey]
        let found: Found
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if type is any FixedWidthInteger.Type || type is Bool.Type || type is String.Type || type is Double.Type || type is Float.Type {
                return try answer(type, at: codingPath, found)
            }
            return try T(from: ProbeDecoder(codingPath: codingPath, found: found))
        }
    }
}
