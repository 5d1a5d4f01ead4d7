import Foundation

/// Bytes read in order, a chunk at a time: a file, or a zip entry being inflated.
public protocol ByteSource: AnyObject {
    /// Fills up to `count` bytes at `buffer`; returns how many (0 at the end).
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int
    /// How far through the input we are, 0…1, for a progress bar.
    var fractionRead: Double { get }
    /// Hands `body` the next bytes (none at the end): in place when the source holds them already,
    /// else read into `scratch` (room for `count`). Saves the XML parser a copy of every byte.
    func withNextBytes<T>(scratch: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T
}

extension ByteSource {
    public func withNextBytes<T>(scratch: UnsafeMutablePointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        try body(UnsafeBufferPointer(start: scratch, count: try read(into: scratch, count: count)))
    }
}

public enum ImportError: Error, Equatable, CustomStringConvertible {
    case cannotOpen(String)
    case notAHealthExport(String)
    case malformed(line: Int, detail: String)
    case tooLarge(String)
    case damaged(String)
    /// The file stops before the export does (an interrupted download, an empty export.xml in a zip).
    case endsEarly(String)
    case cancelled

    public var description: String {
        switch self {
        case .cannotOpen(let why): return "Cannot read the file: \(why)"
        case .notAHealthExport(let why): return "This is not an Apple Health export: \(why)"
        case .malformed(let line, let detail): return "The export is damaged at line \(line): \(detail). Nothing was imported."
        case .tooLarge(let why): return "Refused: \(why). Nothing was imported."
        case .damaged(let why): return "The file is damaged: \(why). Nothing was imported."
        case .endsEarly(let why): return "The file ends early: it is incomplete (\(why)); export it again. Nothing was imported."
        case .cancelled: return "Import cancelled. Nothing was imported."
        }
    }
}

/// A plain file, read with POSIX calls.
public final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let size: Int64
    private var position: Int64 = 0

    public init(path: String) throws {
        do {
            descriptor = try RegularFile.open(path)
        } catch let error as InputError {
            throw ImportError.cannotOpen(error.message)
        }
        var info = stat()
        fstat(descriptor, &info)
        size = Int64(info.st_size)
    }

    deinit { close(descriptor) }

    public func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let got = Foundation.read(descriptor, buffer, count)
        guard got >= 0 else { throw ImportError.cannotOpen(String(cString: strerror(errno))) }
        position += Int64(got)
        return got
    }

    public var fractionRead: Double { size > 0 ? Double(position) / Double(size) : 1 }

    /// Reads `count` bytes at `offset` without moving the stream (for the zip directory).
    func pread(at offset: Int64, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { Foundation.pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        guard got >= 0 else { throw ImportError.cannotOpen(String(cString: strerror(errno))) }
        return Array(bytes.prefix(got))
    }

    var fileSize: Int64 { size }
    var fileDescriptor: Int32 { descriptor }
}
