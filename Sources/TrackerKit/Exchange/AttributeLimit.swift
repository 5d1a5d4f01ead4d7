import Foundation

/// Refuses an element with more attributes than any Health export writes, before libxml2 sees it:
/// libxml2 2.9 checks each attribute of a start tag against every earlier one, so one element with
/// 200,000 attributes cost 18.5 s (quadratic). The bytes pass through unchanged (in place when the
/// source holds them); an attribute is counted where a quoted value opens after `=` inside a tag (so a
/// comment's banner of `=====` is not counted).
final class AttributeLimit: ByteSource {
    /// A Health export's elements have at most 13 attributes (a Workout's).
    static let maximum = 100

    private let upstream: ByteSource
    private var inTag = false
    private var quote: UInt8 = 0
    private var count = 0
    /// An `=` was seen in this tag, with only spaces after it so far: the next quote opens a value.
    private var afterEquals = false
    private var offset: Int64 = 0

    init(_ upstream: ByteSource) { self.upstream = upstream }

    /// The source with its bytes checked: as it is when it checks them already (itself, or read ahead
    /// through one on another thread), else wrapped.
    static func guarding(_ source: ByteSource) -> ByteSource {
        if source is AttributeLimit { return source }
        if let ahead = source as? PipelinedSource, ahead.upstream is AttributeLimit { return source }
        return AttributeLimit(source)
    }

    var fractionRead: Double { upstream.fractionRead }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let got = try upstream.read(into: buffer, count: count)
        try scan(UnsafeBufferPointer(start: buffer, count: got))
        return got
    }

    func withNextBytes<T>(scratch: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        try upstream.withNextBytes(scratch: scratch, count: count) { bytes in
            try scan(bytes)
            return try body(bytes)
        }
    }

    private static let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), equals = UInt8(ascii: "=")
    private static let double = UInt8(ascii: "\""), single = UInt8(ascii: "'")

    /// Outside a tag only `<` matters (found with memchr). Every `<` starts a tag afresh, even inside
    /// quotes (well-formed XML has none in a value), so quotes in a comment or CDATA cannot hide the
    /// attributes of the tag after them. So a tag's attributes lie between its `<` and the next `<`, and
    /// each counted one follows its own `=`: bytes up to the next `<` with no more `=` than the limit
    /// cannot break it and are skipped after counting their `=` (a loop the compiler vectorises). Only
    /// the rare stretch with more, or one that runs past the chunk, is followed byte by byte.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        var i = 0
        let end = bytes.count
        while i < end {
            if !inTag {
                guard let found = memchr(base + i, Int32(Self.open), end - i) else { break }
                i = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                startTag()
                continue
            }
            if count == 0 && quote == 0 && !afterEquals, let next = memchr(base + i, Int32(Self.open), end - i) {
                let stop = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
                if Self.equalsSigns(base + i, count: stop - i) <= Self.maximum {
                    i = stop + 1
                    startTag()
                    continue
                }
            }
            i = try follow(base, from: i, end: end)
        }
        offset += Int64(end)
    }

    /// Follows a tag byte by byte from `start` up to the next `<` (after which it returns, the state
    /// being that of a new tag) or the end of the chunk.
    private func follow(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) throws -> Int {
        var i = start
        while i < end {
            let byte = base[i]
            i += 1
            if byte == Self.open {
                startTag()
                return i
            } else if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == Self.close {
                inTag = false
                return i
            } else if byte == Self.double || byte == Self.single {
                quote = byte
                if afterEquals { try countAttribute(at: i - 1) }
                afterEquals = false
            } else if byte == Self.equals {
                afterEquals = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                afterEquals = false
            }
        }
        return i
    }

    private func startTag() {
        inTag = true
        quote = 0
        count = 0
        afterEquals = false
    }

    /// Eight bytes at a time: a byte that is `=` becomes zero after the xor, and the mask marks exactly the
    /// zero bytes (no carry crosses a byte), so counting its bits counts them. A plain loop compiled to a
    /// branch per byte (9 % of an import's time in perf).
    private static func equalsSigns(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var found = 0
        var index = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x3D3D_3D3D_3D3D_3D3D
            found &+= (~(((word & low) &+ low) | word | low)).nonzeroBitCount
            index += 8
        }
        while index < count {
            if bytes[index] == Self.equals { found &+= 1 }
            index += 1
        }
        return found
    }

    private func countAttribute(at index: Int) throws {
        count += 1
        if count > Self.maximum {
            throw ImportError.tooLarge(
                "an element with more than \(Self.maximum) attributes, near byte \(offset + Int64(index)) (a Health export's have at most 13)")
        }
    }
}
