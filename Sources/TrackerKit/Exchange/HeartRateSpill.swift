import Foundation

/// Heart-rate samples come before the workouts in an export, so while reading them nobody knows
/// which fall inside a swim. They are written to a temporary file (12 bytes each) and matched to the
/// swims afterwards: memory does not grow with the millions of samples a large export holds.
final class HeartRateSpill {
    private let path: String
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var count = 0

    init() throws {
        let template = NSTemporaryDirectory() + "tracker-hr-XXXXXX"
        var bytes = Array(template.utf8CString)
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw ImportError.cannotOpen("no room for a temporary file (\(String(cString: strerror(errno))))") }
        descriptor = fd
        path = String(cString: bytes)
        unlink(path)  // gone when closed, whatever happens
        buffer.reserveCapacity(1 << 16)
    }

    deinit { close(descriptor) }

    func append(seconds: Double, bpm: Float) {
        withUnsafeBytes(of: seconds.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        withUnsafeBytes(of: bpm.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        count += 1
        if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
        buffer.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Reads every sample back, in the order written.
    func forEach(_ body: (Double, Float) -> Void) {
        flush()
        lseek(descriptor, 0, SEEK_SET)
        var chunk = [UInt8](repeating: 0, count: 12 * 8192)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { return }
            chunk.withUnsafeBytes { raw in
                for offset in stride(from: 0, to: got - got % 12, by: 12) {
                    let seconds = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    let bpm = Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
                    body(seconds, bpm)
                }
            }
        }
    }
}
