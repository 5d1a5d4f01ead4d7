import Foundation

/// The few file operations start-up needs, on plain POSIX calls: Foundation's FileManager
/// costs megabytes of memory the first time it is touched, and start-up is measured.
public enum FileSystem {
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` itself is a plain file (not a link, FIFO, device or folder).
    public static func isRegularFileNoFollow(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// True when something is at `path`, a link included (even one that points nowhere).
    public static func existsNoFollow(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// True when `path` itself is a symbolic link (wherever it points, if anywhere).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `/a/b/c.sqlite` → `/a/b`; `c.sqlite` → `.`.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Creates `path` and any missing parents with `mode`. Returns false if it could not.
    public static func makeDirectories(_ path: String, mode: mode_t) -> Bool {
        if isDirectory(path) { return true }
        let parentPath = parent(of: path)
        if parentPath != path && !isDirectory(parentPath) {
            guard makeDirectories(parentPath, mode: mode) else { return false }
        }
        if mkdir(path, mode) == 0 { return true }
        let failure = errno  // the reason said to the user, not the stat's that follows
        if isDirectory(path) { return true }
        errno = failure
        return false
    }

    /// A new, empty, owner-only folder in the temporary folder, named `PREFIX` + 6 random characters
    /// (mkdtemp): never an existing folder or link someone else planted under a name they could guess.
    public static func makeTemporaryFolder(prefix: String, in folder: String? = nil) throws -> String {
        let base = temporaryBase(folder)
        var template = Array((base + "/" + prefix + "XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw InputError("cannot make a temporary folder in \(base): \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// `folder`, else TMPDIR, else /tmp, without a trailing slash.
    public static func temporaryBase(_ folder: String? = nil) -> String {
        var base = folder ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The first `count` bytes of a file (fewer if it is shorter), or nil if it cannot be read.
    public static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
        guard got >= 0 else { return nil }
        return Array(bytes.prefix(got))
    }

    public static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }
}
