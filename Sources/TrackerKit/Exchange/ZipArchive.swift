import CLibXML2
import Foundation

/// Just enough of the zip format to stream one entry out of a Health export: the central
/// directory (with zip64 for exports over 4 GB) and stored or deflated entries.
public struct ZipArchive {
    public struct Entry: Equatable {
        public var name: String
        public var method: UInt16
        public var compressedSize: Int64
        public var uncompressedSize: Int64
        var localHeaderOffset: Int64
        /// The CRC-32 the directory records: what the bytes read must add up to.
        var crc32: UInt32 = 0
    }

    let file: FileByteSource
    public let entries: [Entry]

    public init(path: String) throws {
        file = try FileByteSource(path: path)
        entries = try Self.readDirectory(file)
    }

    static func little<T: FixedWidthInteger>(_ bytes: [UInt8], _ at: Int, as: T.Type) -> T {
        var value: T = 0
        for index in 0..<MemoryLayout<T>.size { value |= T(bytes[at + index]) << (8 * index) }
        return value
    }

    private static func readDirectory(_ file: FileByteSource) throws -> [Entry] {
        let tailSize = Int(min(file.fileSize, 65_557))
        let tail = try file.pread(at: file.fileSize - Int64(tailSize), count: tailSize)
        guard
            let eocd = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
                tail[$0] == 0x50 && tail[$0 + 1] == 0x4B && tail[$0 + 2] == 0x05 && tail[$0 + 3] == 0x06
            })
        else { throw ImportError.notAHealthExport("not a zip file (no central directory); a truncated download?") }
        var count = Int64(little(tail, eocd + 10, as: UInt16.self))
        var directorySize = Int64(little(tail, eocd + 12, as: UInt32.self))
        var directoryOffset = Int64(little(tail, eocd + 16, as: UInt32.self))
        // Zip64: the locator sits just before the end record.
        let locator = eocd - 20
        if locator >= 0, tail[locator] == 0x50, tail[locator + 1] == 0x4B, tail[locator + 2] == 0x06, tail[locator + 3] == 0x07 {
            let recordOffset = Int64(little(tail, locator + 8, as: UInt64.self))
            let record = try file.pread(at: recordOffset, count: 56)
            guard record.count == 56, little(record, 0, as: UInt32.self) == 0x0606_4B50 else {
                throw ImportError.notAHealthExport("a damaged zip64 directory")
            }
            count = Int64(little(record, 32, as: UInt64.self))
            directorySize = Int64(little(record, 40, as: UInt64.self))
            directoryOffset = Int64(little(record, 48, as: UInt64.self))
        }
        guard directoryOffset >= 0, directorySize >= 0, directoryOffset + directorySize <= file.fileSize,
            directorySize < 512 * 1024 * 1024
        else { throw ImportError.notAHealthExport("a damaged zip directory; a truncated download?") }
        let directory = try file.pread(at: directoryOffset, count: Int(directorySize))
        var entries: [Entry] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, little(directory, at, as: UInt32.self) == 0x0201_4B50 else {
                throw ImportError.notAHealthExport("a damaged zip directory")
            }
            let (method, crc) = (little(directory, at + 10, as: UInt16.self), little(directory, at + 16, as: UInt32.self))
            var compressed = Int64(little(directory, at + 20, as: UInt32.self))
            var uncompressed = Int64(little(directory, at + 24, as: UInt32.self))
            let nameLength = Int(little(directory, at + 28, as: UInt16.self))
            let extraLength = Int(little(directory, at + 30, as: UInt16.self))
            let commentLength = Int(little(directory, at + 32, as: UInt16.self))
            var offset = Int64(little(directory, at + 42, as: UInt32.self))
            guard at + 46 + nameLength + extraLength <= directory.count else { throw ImportError.notAHealthExport("a damaged zip directory") }
            let name = String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            // Zip64 extra field: the 64-bit values, in order, for each 32-bit field that is 0xFFFFFFFF.
            var extra = at + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = little(directory, extra, as: UInt16.self), size = Int(little(directory, extra + 2, as: UInt16.self))
                if id == 0x0001 {
                    var field = extra + 4
                    if uncompressed == 0xFFFF_FFFF, field + 8 <= extraEnd { uncompressed = Int64(little(directory, field, as: UInt64.self)); field += 8 }
                    if compressed == 0xFFFF_FFFF, field + 8 <= extraEnd { compressed = Int64(little(directory, field, as: UInt64.self)); field += 8 }
                    if offset == 0xFFFF_FFFF, field + 8 <= extraEnd { offset = Int64(little(directory, field, as: UInt64.self)) }
                }
                extra += 4 + size
            }
            entries.append(Entry(name: name, method: method, compressedSize: compressed, uncompressedSize: uncompressed, localHeaderOffset: offset, crc32: crc))
            at += 46 + nameLength + extraLength + commentLength
        }
        return entries
    }

    /// A stream of the entry's bytes, inflated as they are read. It refuses to produce more than
    /// the size the directory declares (a zip bomb), and at most `limit` bytes in any case.
    public func open(_ entry: Entry, limit: Int64 = 64 * 1024 * 1024 * 1024) throws -> ByteSource {
        guard entry.method == 0 || entry.method == 8 else {
            throw ImportError.notAHealthExport("\(entry.name) uses a compression method Tracker does not read (\(entry.method))")
        }
        guard entry.uncompressedSize <= limit else { throw ImportError.tooLarge("\(entry.name) would inflate to \(entry.uncompressedSize) bytes") }
        // Health exports are text and compress 10 to 30 times; far beyond that is a bomb, not data.
        if entry.uncompressedSize > 256 * 1024 * 1024 && entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > 200 {
            throw ImportError.tooLarge("\(entry.name) would inflate \(entry.uncompressedSize / entry.compressedSize) times (a zip bomb?)")
        }
        let header = try file.pread(at: entry.localHeaderOffset, count: 30)
        guard header.count == 30, Self.little(header, 0, as: UInt32.self) == 0x0403_4B50 else {
            throw ImportError.notAHealthExport("a damaged zip entry")
        }
        let dataOffset = entry.localHeaderOffset + 30 + Int64(Self.little(header, 26, as: UInt16.self)) + Int64(Self.little(header, 28, as: UInt16.self))
        return try ZipEntrySource(file: file, entry: entry, dataOffset: dataOffset)
    }
}

/// Inflates one entry a chunk at a time: memory stays the same whatever the entry's size. At the end
/// of the entry its bytes must add up to the CRC-32 and the size the directory records: a byte changed
/// in a stored entry would otherwise import a wrong number without a word.
final class ZipEntrySource: ByteSource {
    private let file: FileByteSource
    private let entry: ZipArchive.Entry
    private var readOffset: Int64
    private var compressedLeft: Int64
    private var produced: Int64 = 0
    private var crc: uLong = 0
    private var stream = z_stream()
    private static let inputSize = 256 * 1024
    /// A fixed buffer (its address never moves, so zlib may keep pointing into it).
    private let input = UnsafeMutablePointer<UInt8>.allocate(capacity: ZipEntrySource.inputSize)
    private var finished = false

    init(file: FileByteSource, entry: ZipArchive.Entry, dataOffset: Int64) throws {
        self.file = file
        self.entry = entry
        readOffset = dataOffset
        compressedLeft = entry.compressedSize
        if entry.method == 8 {
            guard tracker_inflate_init_raw(&stream) == Z_OK else { throw ImportError.cannotOpen("zlib could not start") }
        }
    }

    deinit {
        if entry.method == 8 { inflateEnd(&stream) }
        input.deallocate()
    }

    var fractionRead: Double {
        entry.compressedSize > 0 ? Double(entry.compressedSize - compressedLeft) / Double(entry.compressedSize) : 1
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        if finished { return 0 }
        if entry.method == 0 {
            let wanted = Int(min(Int64(count), compressedLeft))
            guard wanted > 0 else { finished = true; return 0 }
            let got = Foundation.pread(file.fileDescriptor, buffer, wanted, off_t(readOffset))
            guard got > 0 else { throw ImportError.notAHealthExport("the zip entry ends early; a truncated download?") }
            readOffset += Int64(got)
            compressedLeft -= Int64(got)
            if compressedLeft == 0 { finished = true }
            return try account(got, at: buffer)
        }
        stream.next_out = buffer
        stream.avail_out = UInt32(count)
        while stream.avail_out > 0 {
            if stream.avail_in == 0 {
                guard compressedLeft > 0 else {
                    throw ImportError.notAHealthExport("the compressed data ends early; a truncated download?")
                }
                let wanted = Int(min(Int64(Self.inputSize), compressedLeft))
                let got = Foundation.pread(file.fileDescriptor, input, wanted, off_t(readOffset))
                guard got > 0 else { throw ImportError.notAHealthExport("the zip entry ends early; a truncated download?") }
                readOffset += Int64(got)
                compressedLeft -= Int64(got)
                stream.next_in = input
                stream.avail_in = UInt32(got)
            }
            let status = inflate(&stream, Z_NO_FLUSH)
            if status == Z_STREAM_END { finished = true; break }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw ImportError.notAHealthExport("the compressed data is damaged (zlib \(status))")
            }
            if status == Z_BUF_ERROR && stream.avail_in == 0 && compressedLeft == 0 {
                throw ImportError.notAHealthExport("the compressed data ends early; a truncated download?")
            }
        }
        return try account(count - Int(stream.avail_out), at: buffer)
    }

    private func account(_ bytes: Int, at buffer: UnsafeMutablePointer<UInt8>) throws -> Int {
        produced += Int64(bytes)
        if produced > entry.uncompressedSize {
            throw ImportError.tooLarge("\(entry.name) inflates to more than the \(entry.uncompressedSize) bytes it declares (a zip bomb?)")
        }
        crc = crc32(crc, buffer, uInt(bytes))
        if finished && (produced != entry.uncompressedSize || UInt32(truncatingIfNeeded: crc) != entry.crc32) {
            throw ImportError.damaged("\(entry.name) does not match its CRC-32 (a damaged or altered download?)")
        }
        return bytes
    }
}
