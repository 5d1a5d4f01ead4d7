import Foundation

/// Finds and reads the FIT files of a path: the file itself, or every `.fit` file in a folder and
/// the folders in it (a watch's `GARMIN/Activity`, an unpacked export), in name order.
enum FitFiles {
    /// A swim's FIT file is kilobytes; a day-long activity a few megabytes.
    static let maximumBytes = 64 << 20
    static let maximumFiles = 100_000

    static func paths(_ path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw InputError("no file or folder at \(path)") }
        guard isFolder.boolValue else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else { throw InputError("cannot read the folder \(path)") }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            guard name.lowercased().hasSuffix(".fit") else { continue }
            if walker.fileAttributes?[.type] as? FileAttributeType != .typeRegular { continue }
            found.append(path.hasSuffix("/") ? path + name : path + "/" + name)
            if found.count > maximumFiles { throw InputError("\(path) holds more than \(maximumFiles) FIT files; import one folder of them at a time") }
        }
        return found.sorted()
    }

    /// The bytes of a plain file of at most `maximumBytes` (a FIFO, device or larger file is refused).
    static func read(_ path: String) throws -> [UInt8] {
        let descriptor = try RegularFile.open(path)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw InputError("cannot read \(path)") }
        guard info.st_size <= maximumBytes else { throw InputError("it is larger than \(maximumBytes >> 20) MB, too large for an activity") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }  // a file that shrank while read is read as it is
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}
