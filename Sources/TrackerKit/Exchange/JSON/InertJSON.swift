import Foundation

/// JSON that stays exact yet cannot act on a terminal it is printed to: JSON encoders escape only
/// the C0 controls, so this also writes DEL, the C1 controls (U+0080–U+009F, where a terminal may
/// read U+009B as CSI) and the bidi controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) as
/// `\uXXXX`. Outside strings JSON has only ASCII, so every such character is inside a string, where
/// the escape decodes to the very same text.
public enum InertJSON {
    public static func escape(_ data: Data) -> Data {
        var output = Data()
        output.reserveCapacity(data.count)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // Bytes that stay as they are go over in runs, not one by one (a megabyte text took seconds in a debug build).
            var index = 0, runStart = 0
            while index < bytes.count {
                // Below DEL is ASCII, never escaped here (a JSON encoder has escaped the C0 controls).
                if bytes[index] < 0x7F {
                    index += 1
                    continue
                }
                let (scalar, length) = escapedScalar(bytes, at: index)
                if let scalar {
                    output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append(contentsOf: Array(String(format: "\\u%04x", scalar).utf8))
                    runStart = index + length
                }
                index += length
            }
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        return output
    }

    public static func escape(_ text: String) -> String {
        String(decoding: escape(Data(text.utf8)), as: UTF8.self)
    }

    /// The scalar at `index` if it must be escaped, and how many bytes to move on by.
    private static func escapedScalar(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (UInt32?, Int) {
        let first = bytes[index]
        if first == 0x7F { return (0x7F, 1) }
        if first == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
            return (UInt32(bytes[index + 1]), 2)
        }
        if first == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C { return (0x061C, 2) }
        if first == 0xE2, index + 2 < bytes.count {
            let scalar = (UInt32(first & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
            if ControlCharacters.isBidiControl(scalar), bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 { return (scalar, 3) }
        }
        return (nil, 1)
    }
}
