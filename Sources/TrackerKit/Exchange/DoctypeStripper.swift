/// Removes the DOCTYPE (and its internal subset) before the root element, keeping every newline so
/// line numbers in errors still match the file. The DTD carries nothing an importer needs; some iOS
/// versions write one strict parsers reject, and it is where entity bombs would be declared.
final class DoctypeStripper: ByteSource {
    private enum State { case prolog, doctype, subset, subsetClosing, passthrough }

    private let upstream: ByteSource
    private var state = State.prolog
    private var pending: [UInt8] = []
    private var carry: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private static let keyword = Array("<!DOCTYPE".utf8)

    init(_ upstream: ByteSource) { self.upstream = upstream }

    var fractionRead: Double { upstream.fractionRead }

    /// Whether an element began: a file that ends before one has no root, whatever the XML parser calls it.
    var reachedElement: Bool { state == .passthrough }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        if !carry.isEmpty {
            let n = min(count, carry.count)
            carry.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: n) }
            carry.removeFirst(n)
            return n
        }
        if state == .passthrough { return try upstream.read(into: buffer, count: count) }
        while carry.isEmpty {
            let got = try chunk.withUnsafeMutableBufferPointer { try upstream.read(into: $0.baseAddress!, count: $0.count) }
            if got == 0 {
                carry += pending
                pending = []
                break
            }
            for index in 0..<got {
                if state == .passthrough { carry += chunk[index..<got]; break }
                process(chunk[index])
            }
        }
        guard !carry.isEmpty else { return 0 }
        return try read(into: buffer, count: count)
    }

    /// Past the prolog the bytes are the upstream's own, handed over in place when it can.
    func withNextBytes<T>(scratch: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        if carry.isEmpty && state == .passthrough { return try upstream.withNextBytes(scratch: scratch, count: count, body) }
        return try body(UnsafeBufferPointer(start: scratch, count: try read(into: scratch, count: count)))
    }

    private func process(_ byte: UInt8) {
        switch state {
        case .prolog:
            if pending.isEmpty {
                if byte == UInt8(ascii: "<") { pending = [byte] } else { carry.append(byte) }
                return
            }
            pending.append(byte)
            if pending == Array(Self.keyword.prefix(pending.count)) {
                if pending.count == Self.keyword.count { pending = []; state = .doctype }
                return
            }
            let first = pending.count >= 2 ? pending[1] : 0
            let isElement = first == UInt8(ascii: "_") || first >= 0x80 || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
            carry += pending
            pending = []
            if isElement { state = .passthrough }
        case .doctype:
            if byte == UInt8(ascii: "\n") { carry.append(byte) }
            if byte == UInt8(ascii: "[") { state = .subset } else if byte == UInt8(ascii: ">") { state = .prolog }
        case .subset, .subsetClosing:
            if byte == UInt8(ascii: "\n") { carry.append(byte) }
            if byte == UInt8(ascii: "]") {
                state = .subsetClosing
            } else if state == .subsetClosing && byte == UInt8(ascii: ">") {
                state = .prolog
            } else if state == .subsetClosing && !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) {
                state = .subset
            }
        case .passthrough:
            carry.append(byte)
        }
    }
}
