import Crypto
import Foundation

/// The diary's sync key as people write it down: 32 random bytes in Crockford base32 (no I, L, O, U),
/// in groups of four, with a last group that checks for typos. Case, spaces and dashes are ignored
/// when read back, and O/I/L are read as 0/1/1.
public enum RecoveryPhrase {
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

    public static func newKey() -> SymmetricKey { SymmetricKey(size: .bits256) }

    public static func phrase(for key: SymmetricKey) -> String {
        let bytes = key.withUnsafeBytes { Array($0) }
        var symbols = base32(bytes)
        symbols += checksum(bytes)
        return stride(from: 0, to: symbols.count, by: 4).map { String(symbols[$0..<min($0 + 4, symbols.count)]) }.joined(separator: "-")
    }

    /// The key a phrase stands for; throws a message saying what is wrong with it.
    public static func key(from phrase: String) throws -> SymmetricKey {
        var symbols: [Character] = []
        for character in phrase.uppercased() {
            if character == " " || character == "-" || character == "\n" || character == "\t" { continue }
            let read: Character = character == "O" ? "0" : (character == "I" || character == "L") ? "1" : character
            guard alphabet.contains(read) else { throw InputError("the recovery phrase has \"\(character)\", which is not one of its letters or digits") }
            symbols.append(read)
        }
        guard symbols.count == 56 else { throw InputError("the recovery phrase has \(symbols.count) letters and digits; it has 56 (14 groups of 4)") }
        let bytes = try fromBase32(Array(symbols.prefix(52)))
        guard checksum(bytes) == Array(symbols.suffix(4)) else {
            throw InputError("the recovery phrase does not check out: a letter or digit is mistyped (its last group checks the others)")
        }
        return SymmetricKey(data: bytes)
    }

    private static func base32(_ bytes: [UInt8]) -> [Character] {
        var symbols: [Character] = [], buffer = 0, bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                symbols.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
        }
        if bits > 0 { symbols.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return symbols
    }

    private static func fromBase32(_ symbols: [Character]) throws -> [UInt8] {
        var bytes: [UInt8] = [], buffer = 0, bits = 0
        for symbol in symbols {
            guard let value = alphabet.firstIndex(of: symbol) else { throw InputError("the recovery phrase is not readable") }
            buffer = ((buffer << 5) | value) & 0xFFFF
            bits += 5
            if bits >= 8 {
                bytes.append(UInt8((buffer >> (bits - 8)) & 0xFF))
                bits -= 8
            }
        }
        return Array(bytes.prefix(32))
    }

    private static func checksum(_ bytes: [UInt8]) -> [Character] {
        Array(base32(Array(SHA256.hash(data: bytes))).prefix(4))
    }
}
