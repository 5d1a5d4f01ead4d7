import Glibc

/// Bytes copied in advance to memory that is never freed, so a signal handler can write them
/// without allocating (write(2) is async-signal-safe; Swift arrays are not).
struct PreparedBytes {
    private let start: UnsafeMutablePointer<UInt8>
    private let count: Int

    init(_ bytes: [UInt8]) {
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        start.initialize(from: bytes, count: bytes.count)
        count = bytes.count
    }

    func write(to descriptor: Int32) {
        if count > 0 { _ = Glibc.write(descriptor, start, count) }
    }
}
