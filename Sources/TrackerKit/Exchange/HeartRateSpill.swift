import Foundation

/// Heart-rate samples come before the workouts in an export, so while reading them nobody knows
/// which fall inside a swim. They are written to a temporary file (16 bytes each: time, bpm, the app) and matched to the
/// swims afterwards: memory does not grow with the millions of samples a large export holds.
/// A write that fails (a full or small temporary folder) fails the whole import: keeping only the
/// samples that fitted would store swims with a third of their heart rate, for good.
final class HeartRateSpill {
    typealias WriteCall = (Int32, UnsafeRawPointer, Int) -> Int

    private let descriptor: Int32
    private let folder: String
    private let writeCall: WriteCall
    private var buffer: [UInt8] = []
    private var failure: HeartRateSpillError?
    private(set) var count = 0
    private static let sampleBytes = 16

    init(folder: String = NSTemporaryDirectory(), write writeCall: @escaping WriteCall = { Glibc.write($0, $1, $2) }) throws {
        self.folder = folder
        self.writeCall = writeCall
        let template = (folder.hasSuffix("/") ? folder : folder + "/") + "tracker-hr-XXXXXX"
        var bytes = Array(template.utf8CString)
        let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw HeartRateSpillError(folder: folder, reason: Self.lastError()) }
        descriptor = fd
        unlink(String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))  // gone when closed, whatever happens
        buffer.reserveCapacity(1 << 16)
    }

    deinit { close(descriptor) }

    /// `source` is the index of the app that wrote the sample (-1: not known).
    func append(seconds: Double, bpm: Float, source: Int = -1) {
        withUnsafeBytes(of: seconds.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        withUnsafeBytes(of: bpm.bitPattern.littleEndian) { buffer.append(contentsOf: $0) }
        withUnsafeBytes(of: Int32(clamping: source).littleEndian) { buffer.append(contentsOf: $0) }
        count += 1
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes the buffer whole (a short write is continued), or remembers why it could not.
    private func flush() {
        guard failure == nil else { buffer.removeAll(keepingCapacity: true); return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = writeCall(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failure = HeartRateSpillError(folder: folder, reason: written == 0 ? "nothing could be written" : Self.lastError())
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Reads every sample back, in the order written; throws if any could not be written.
    func forEach(_ body: (Double, Float) -> Void) throws {
        try forEachWithSource { seconds, bpm, _ in body(seconds, bpm) }
    }

    /// Every sample with the index of the app that wrote it.
    func forEachWithSource(_ body: (Double, Float, Int) -> Void) throws {
        flush()
        if let failure { throw failure }
        lseek(descriptor, 0, SEEK_SET)
        var chunk = [UInt8](repeating: 0, count: Self.sampleBytes * 8192)
        var samplesRead = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            chunk.withUnsafeBytes { raw in
                for offset in stride(from: 0, to: got - got % Self.sampleBytes, by: Self.sampleBytes) {
                    let seconds = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                    let bpm = Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
                    let source = Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 12, as: Int32.self))
                    body(seconds, bpm, Int(source))
                }
            }
            samplesRead += got / Self.sampleBytes
        }
        guard samplesRead == count else {
            throw HeartRateSpillError(folder: folder, reason: "read back \(samplesRead) of \(count) samples")
        }
    }

    private static func lastError() -> String {
        String(validatingCString: strerror(errno)) ?? "error \(errno)"
    }
}

/// The temporary file for heart-rate samples could not be written: nothing is imported.
struct HeartRateSpillError: Error, Equatable, CustomStringConvertible {
    var folder: String
    var reason: String

    var description: String {
        "Cannot write the temporary file for heart-rate samples in \(folder) (\(reason)). Nothing was imported. "
            + "Free some space there, or set TMPDIR to a folder with room."
    }
}
