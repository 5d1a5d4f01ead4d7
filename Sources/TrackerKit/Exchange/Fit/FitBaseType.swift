/// A field's base type (FIT protocol, table 4-6): its size and the value that means "no value".
struct FitBaseType: Equatable {
    enum Kind { case enumeration, signed, unsigned, unsignedZ, string, float, bytes }

    let kind: Kind
    let size: Int

    /// Nil for a base-type byte the protocol does not define (the field is then read as bytes and not used).
    init?(_ byte: UInt8) {
        switch byte & 0x1F {
        case 0x00: (kind, size) = (.enumeration, 1)
        case 0x01: (kind, size) = (.signed, 1)
        case 0x02: (kind, size) = (.unsigned, 1)
        case 0x03: (kind, size) = (.signed, 2)
        case 0x04: (kind, size) = (.unsigned, 2)
        case 0x05: (kind, size) = (.signed, 4)
        case 0x06: (kind, size) = (.unsigned, 4)
        case 0x07: (kind, size) = (.string, 1)
        case 0x08: (kind, size) = (.float, 4)
        case 0x09: (kind, size) = (.float, 8)
        case 0x0A: (kind, size) = (.unsignedZ, 1)
        case 0x0B: (kind, size) = (.unsignedZ, 2)
        case 0x0C: (kind, size) = (.unsignedZ, 4)
        case 0x0D: (kind, size) = (.bytes, 1)
        case 0x0E: (kind, size) = (.signed, 8)
        case 0x0F: (kind, size) = (.unsigned, 8)
        case 0x10: (kind, size) = (.unsignedZ, 8)
        default: return nil
        }
    }

    /// The first value of a field's bytes as a number; nil when it holds the invalid value of its
    /// type, is not a number (string, bytes), or is shorter than the type.
    func number(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Double? {
        guard bytes.count >= size else { return nil }
        var raw: UInt64 = 0
        let first = bytes.startIndex
        for index in 0..<size {
            let byte = UInt64(bytes[first + (bigEndian ? index : size - 1 - index)])
            raw = raw << 8 | byte
        }
        let bits = size * 8
        let allOnes: UInt64 = bits == 64 ? .max : (1 << UInt64(bits)) - 1
        switch kind {
        case .enumeration, .unsigned:
            return raw == allOnes ? nil : Double(raw)
        case .unsignedZ:
            return raw == 0 ? nil : Double(raw)
        case .signed:
            let invalid = allOnes >> 1
            guard raw != invalid else { return nil }
            let shift = UInt64(64 - bits)
            return Double(Int64(bitPattern: raw << shift) >> Int64(shift))
        case .float:
            guard raw != allOnes else { return nil }
            let value = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
            return value.isFinite ? value : nil
        case .string, .bytes:
            return nil
        }
    }
}
