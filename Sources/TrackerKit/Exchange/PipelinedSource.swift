import Foundation

/// Reads (and inflates) ahead on a second thread, so the XML parser never waits for zlib: on two
/// cores a zipped export imports about as fast as the bare XML. At most `depth` chunks are held.
final class PipelinedSource: ByteSource, @unchecked Sendable {
    let upstream: ByteSource
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var finished = false
    private var failure: Error?
    private var stopped = false
    private var current: [UInt8] = []
    private var position = 0
    private var fraction = 0.0
    private let chunkSize: Int
    private let depth: Int

    init(_ upstream: ByteSource, chunkSize: Int = 256 * 1024, depth: Int = 8) {
        self.upstream = upstream
        self.chunkSize = chunkSize
        self.depth = depth
        let thread = Thread { [self] in produce() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit { stop() }

    /// Tells the reading thread to stop (when the parser gives up early).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func produce() {
        while true {
            // Each chunk is inflated straight into the array the parser will read.
            var count = 0
            let result = Result {
                try [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, initialized in
                    count = try upstream.read(into: buffer.baseAddress!, count: chunkSize)
                    initialized = count
                }
            }
            condition.lock()
            while chunks.count >= depth && !stopped { condition.wait() }
            if stopped { condition.unlock(); return }
            switch result {
            case .success(let chunk) where count > 0:
                chunks.append(chunk)
                fraction = upstream.fractionRead
            case .success:
                finished = true
            case .failure(let error):
                failure = error
                finished = true
            }
            condition.broadcast()
            let done = finished
            condition.unlock()
            if done { return }
        }
    }

    var fractionRead: Double {
        condition.lock()
        defer { condition.unlock() }
        return fraction
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        try withNextBytes(scratch: buffer, count: count) { bytes in
            if bytes.count > 0 { buffer.update(from: bytes.baseAddress!, count: bytes.count) }
            return bytes.count
        }
    }

    /// The rest of the current chunk, up to `count` bytes, in place.
    func withNextBytes<T>(scratch: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        if position == current.count {
            condition.lock()
            while chunks.isEmpty && !finished { condition.wait() }
            if chunks.isEmpty {
                let error = failure
                condition.unlock()
                if let error { throw error }
                return try body(UnsafeBufferPointer(start: scratch, count: 0))
            }
            current = chunks.removeFirst()
            position = 0
            condition.broadcast()
            condition.unlock()
        }
        let n = min(count, current.count - position)
        defer { position += n }
        return try current.withUnsafeBufferPointer { try body(UnsafeBufferPointer(start: $0.baseAddress! + position, count: n)) }
    }
}
