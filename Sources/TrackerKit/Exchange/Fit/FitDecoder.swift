/// Reads FIT files (the FIT protocol, rev. 2.x): the file header with its optional CRC, definition
/// and data messages on sixteen local message types, either byte order, compressed-timestamp
/// headers, developer fields (skipped), and the CRC-16 of each file; chained files are read in turn.
/// Every step reads at least one byte and is bounds-checked, so time and memory follow the file's size.
struct FitDecoder {
    private struct FieldDefinition {
        var number: UInt8
        var size: Int
        var type: FitBaseType?
    }

    private struct Definition {
        var global: UInt16
        var bigEndian: Bool
        var fields: [FieldDefinition]
        /// Bytes of developer fields after the fields, skipped.
        var developerBytes: Int
    }

    private let bytes: [UInt8]
    private let wanted: Set<UInt16>
    private var definitions = [Definition?](repeating: nil, count: 16)
    private var lastTimestamp: UInt32?

    /// Calls `visit` with each data message whose global number is in `wanted`, in file order.
    static func decode(_ bytes: [UInt8], wanted: Set<UInt16>, visit: (FitMessage) throws -> Void) throws {
        var decoder = FitDecoder(bytes: bytes, wanted: wanted)
        var start = 0
        repeat {
            start = try decoder.decodeFile(at: start, visit: visit)
        } while start < bytes.count
    }

    private init(bytes: [UInt8], wanted: Set<UInt16>) {
        self.bytes = bytes
        self.wanted = wanted
    }

    /// Reads the file starting at `start`; returns where the next chained file would start.
    private mutating func decodeFile(at start: Int, visit: (FitMessage) throws -> Void) throws -> Int {
        let available = bytes.count - start
        guard available >= 12, bytes[start + 8] == 0x2E, bytes[start + 9] == 0x46, bytes[start + 10] == 0x49, bytes[start + 11] == 0x54 else {
            // A file cut inside its header still starts with the header's size (12 or 14).
            let cutHeader = start == 0 && available < 12 && available > 0 && (bytes[0] == 12 || bytes[0] == 14)
            if start > 0 { throw FitError.damaged(offset: start, detail: "what follows the end of the file is not another FIT file") }
            throw cutHeader ? FitError.endsEarly : FitError.notFit
        }
        let headerSize = Int(bytes[start])
        guard headerSize >= 12 else { throw FitError.notFit }
        guard available >= headerSize else { throw FitError.endsEarly }
        if headerSize >= 14 {
            let stated = UInt16(bytes[start + 12]) | UInt16(bytes[start + 13]) << 8
            guard stated == 0 || stated == FitCRC.of(bytes[start..<start + 12]) else { throw FitError.checksum }
        }
        let dataSize = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8 | Int(bytes[start + 6]) << 16 | Int(bytes[start + 7]) << 24
        // A file the watch never finished writing states no size (0) or more than is there.
        guard dataSize > 0, dataSize <= available - headerSize - 2 else { throw FitError.endsEarly }
        let end = start + headerSize + dataSize
        let stated = UInt16(bytes[end]) | UInt16(bytes[end + 1]) << 8
        guard stated == FitCRC.of(bytes[start..<end]) else { throw FitError.checksum }
        definitions = [Definition?](repeating: nil, count: 16)
        lastTimestamp = nil
        var offset = start + headerSize
        while offset < end {
            offset = try decodeRecord(at: offset, end: end, visit: visit)
        }
        return end + 2
    }

    private mutating func decodeRecord(at offset: Int, end: Int, visit: (FitMessage) throws -> Void) throws -> Int {
        let header = bytes[offset]
        if header & 0x80 != 0 {
            let timeOffset = UInt32(header & 0x1F)
            if let last = lastTimestamp {
                var time = (last & ~0x1F) &+ timeOffset
                if timeOffset < last & 0x1F { time = time &+ 0x20 }
                lastTimestamp = time
            }
            return try decodeData(local: Int((header >> 5) & 0x03), at: offset + 1, end: end, compressedTime: lastTimestamp, visit: visit)
        }
        if header & 0x40 != 0 {
            return try decodeDefinition(local: Int(header & 0x0F), developer: header & 0x20 != 0, at: offset + 1, end: end)
        }
        return try decodeData(local: Int(header & 0x0F), at: offset + 1, end: end, compressedTime: nil, visit: visit)
    }

    private mutating func decodeDefinition(local: Int, developer: Bool, at start: Int, end: Int) throws -> Int {
        guard end - start >= 5 else { throw FitError.damaged(offset: start - 1, detail: "a message definition runs past the end of the data") }
        guard bytes[start + 1] <= 1 else { throw FitError.damaged(offset: start + 1, detail: "unknown byte order \(bytes[start + 1])") }
        let bigEndian = bytes[start + 1] == 1
        let (low, high) = (UInt16(bytes[start + 2]), UInt16(bytes[start + 3]))
        let global = bigEndian ? high | low << 8 : low | high << 8
        let count = Int(bytes[start + 4])
        var offset = start + 5
        guard end - offset >= count * 3 else { throw FitError.damaged(offset: start - 1, detail: "a message definition runs past the end of the data") }
        var fields: [FieldDefinition] = []
        fields.reserveCapacity(count)
        for index in 0..<count {
            let at = offset + index * 3
            fields.append(FieldDefinition(number: bytes[at], size: Int(bytes[at + 1]), type: FitBaseType(bytes[at + 2])))
        }
        offset += count * 3
        var developerBytes = 0
        if developer {
            guard offset < end else { throw FitError.damaged(offset: start - 1, detail: "a message definition runs past the end of the data") }
            let developerCount = Int(bytes[offset])
            offset += 1
            guard end - offset >= developerCount * 3 else {
                throw FitError.damaged(offset: start - 1, detail: "a message definition runs past the end of the data")
            }
            for index in 0..<developerCount { developerBytes += Int(bytes[offset + index * 3 + 1]) }
            offset += developerCount * 3
        }
        definitions[local] = Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
        return offset
    }

    private mutating func decodeData(local: Int, at start: Int, end: Int, compressedTime: UInt32?, visit: (FitMessage) throws -> Void) throws -> Int {
        guard let definition = definitions[local] else {
            throw FitError.damaged(offset: start - 1, detail: "a message of local type \(local) comes before its definition")
        }
        let size = definition.fields.reduce(definition.developerBytes) { $0 + $1.size }
        guard end - start >= size else { throw FitError.damaged(offset: start - 1, detail: "a message runs past the end of the data") }
        let keep = wanted.contains(definition.global)
        var timestamp = compressedTime
        var values: [(number: UInt8, value: Double)] = []
        var offset = start
        for field in definition.fields {
            let slice = bytes[offset..<offset + field.size]
            offset += field.size
            guard keep || field.number == FitField.timestamp, let type = field.type, let value = type.number(slice, bigEndian: definition.bigEndian) else {
                continue
            }
            if field.number == FitField.timestamp, type.size == 4, let time = UInt32(exactly: value) {
                timestamp = time
                lastTimestamp = time
            } else if keep {
                values.append((field.number, value))
            }
        }
        if keep { try visit(FitMessage(global: definition.global, timestamp: timestamp, fields: values)) }
        return offset + definition.developerBytes
    }
}
