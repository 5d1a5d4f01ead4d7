import Foundation

/// Why a database was opened read-only. Everything but `.requested` is a fallback the user should
/// hear about once: the data can still be read, exported and backed up, but nothing is saved.
public enum ReadOnlyReason: Equatable, Sendable {
    case requested  // a command that only reads
    case noWritePermission
    case readOnlyFileSystem
    case diskFull
    case writeFailed  // the disk refused a write for another reason (I/O error)

    /// What made the file read-only, or nil when read-only is what was asked for.
    public var cause: String? {
        switch self {
        case .requested: return nil
        case .noWritePermission: return "the database or its folder is not writable"
        case .readOnlyFileSystem: return "the file system is read-only"
        case .diskFull: return "the disk is full"
        case .writeFailed: return "the disk could not be written"
        }
    }

    /// The one line a command prints on stderr, e.g. "the disk is full; opened read-only".
    public var notice: String? { cause.map { "\($0); opened read-only" } }
}
