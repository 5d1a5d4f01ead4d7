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

    /// The whole content of the plain file at `path`.
    public static func read(_ path: String, followingLinks: Bool = true) throws -> Data {
        let descriptor = try open(path, followingLinks: followingLinks)
        defer { close(descriptor) }
        var data = Data()
        var info = stat()
        // Room for the whole file at once: grown by doubling, 64 MB would briefly take 192.
        if fstat(descriptor, &info) == 0, info.st_size > 0 { data.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw InputError("cannot read \(path): \(String(cString: strerror(errno)))") }
            if got == 0 { return data }
            data.append(contentsOf: chunk[0..<got])
        }
    }
}
