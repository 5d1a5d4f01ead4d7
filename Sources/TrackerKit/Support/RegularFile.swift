import Foundation

/// Opening a file the user named for reading: only a plain file (or a link to one). A FIFO would
/// block the open forever and a device never ends, so the open does not wait (O_NONBLOCK) and the
/// kind is checked on the open descriptor itself before a byte is read.
public enum RegularFile {
    /// A blocking read-only descriptor on the plain file at `path`.
    /// `followingLinks: false` (sync's carrier) refuses a symbolic link as the last part of the path (O_NOFOLLOW).
    public static func open(_ path: String, followingLinks: Bool = true) throws -> Int32 {
        guard !path.isEmpty else { throw InputError("the path is empty; give the file to read") }
        let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ELOOP && !followingLinks { throw InputError("\(path) is a symbolic link; it is not followed") }
            throw InputError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            close(descriptor)
            throw InputError(
                isFolder
                    ? "\(path) is a folder; give the file inside it"
                    : "\(path) is not a plain file (a FIFO, device or socket); give a file")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// At most the first `count` bytes of the plain file at `path` (to tell what kind of file it is).
    public static func prefix(_ path: String, count: Int) throws -> Data {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let read = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + got, count - got) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            got += read
        }
        return Data(bytes[0..<got])
    }

    /// The whole content of the plain file at `path`, refused before anything is read when it is larger
    /// than `limit` (a disk image dragged in must not fill the memory), and again if it grows past it.
    public static func read(_ path: String, limit: FileLimit, followingLinks: Bool = true) throws -> Data {
        let descriptor = try open(path, followingLinks: followingLinks)
        defer { close(descriptor) }
        var data = Data()
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
        guard Int(info.st_size) <= limit.bytes else { throw limit.refusal(path) }
        // Room for the whole file at once: grown by doubling, 64 MB would briefly take 192.
        if info.st_size > 0 { data.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
            if got == 0 { return data }
            guard data.count + got <= limit.bytes else { throw limit.refusal(path) }
            data.append(contentsOf: chunk[0..<got])
        }
    }
}

/// How much of a file is read at most, and what kind of file that is for, to say so.
public struct FileLimit: Sendable {
    public let bytes: Int
    /// "a weight history": the file is "too large for a weight history".
    public let kind: String

    public init(bytes: Int, kind: String) {
        self.bytes = bytes
        self.kind = kind
    }

    func refusal(_ path: String) -> InputError {
        InputError("\(path) is larger than \(Self.describe(bytes)), too large for \(kind); nothing was read")
    }

    static func describe(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB" }

    /// A CSV of weights, foods or a food diary: decades of daily lines are a few MB.
    public static func csv(_ kind: String) -> FileLimit { FileLimit(bytes: 64 << 20, kind: kind) }
    /// Tracker's JSON export: ten years with every swim and its heart rate is about 65 MB.
    public static let export = FileLimit(bytes: 512 << 20, kind: "a Tracker export")
    /// A file the Data tab's import reads before it knows its kind (a CSV or an export).
    public static let dataTabImport = FileLimit(bytes: 512 << 20, kind: "an import")
    /// A sync segment or snapshot: the first snapshot of ten years with swims is a few MB.
    public static let carrierFile = FileLimit(bytes: 256 << 20, kind: "a sync segment")
}
