/// An object's members by key, found once when the container is made; keys the type does not know
/// are passed over (so a flood of unknown keys costs no memory).
struct ByteJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ByteJSONDecoder
    private var members: [String: Int] = [:]
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    init(_ decoder: ByteJSONDecoder) {
        self.decoder = decoder
        var members: [String: Int] = [:]
        for (name, value) in decoder.json.members(of: decoder.offset) where members[name] == nil && Key(stringValue: name) != nil {
            members[name] = value
        }
        self.members = members
    }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func value(_ key: Key) throws -> ByteJSONDecoder {
        guard let offset = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return ByteJSONDecoder(decoder.json, at: offset, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: value(key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try value(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
}

/// A list read element by element, in order; nothing is counted or collected ahead.
struct ByteJSONUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ByteJSONDecoder
    private var position: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { nil }
    var isAtEnd: Bool { decoder.json[position] == 0x5D }

    init(_ decoder: ByteJSONDecoder) {
        self.decoder = decoder
        position = decoder.json.skipSpace(decoder.offset + 1)
    }

    private func element() throws -> ByteJSONDecoder {
        let path = codingPath + [JSONIndexKey(intValue: currentIndex)]
        guard !isAtEnd else { throw DecodingError.valueNotFound(Any.self, .init(codingPath: path, debugDescription: "Unkeyed container is at end.")) }
        return ByteJSONDecoder(decoder.json, at: position, codingPath: path)
    }

    /// Reads the current element with `read` and moves past it only if that succeeded.
    private mutating func take<T>(_ read: (ByteJSONDecoder) throws -> T) throws -> T {
        let value = try read(element())
        position = decoder.json.next(after: position)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try element().decodeNil() else { return false }
        return try take { _ in true }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try take { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take { try T(from: $0) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try take { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try take { try $0.unkeyedContainer() } }
    mutating func superDecoder() throws -> any Decoder { try take { $0 } }
}
