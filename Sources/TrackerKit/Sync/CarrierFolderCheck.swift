import Foundation

/// What `sync init`, `join` and `move` say of a folder they cannot use, in plain words rather than Foundation's
/// ("Error Domain=NSCocoaErrorDomain Code=642 …"; QA s10 S10-2), and the folders they refuse before writing anything.
enum CarrierFolderCheck {
    /// Refuses a carrier folder that is a file, or that holds the diary itself, its data folder or its git clone:
    /// a program that carries the folder (Syncthing) would then carry the live SQLite file (QA s10 S10-7).
    static func requireUsable(_ folder: String, diary databasePath: String?) throws {
        if FileSystem.exists(folder), !FileSystem.isDirectory(folder) {
            throw InputError("\(folder) is a file, not a folder; name a folder for the carrier (it is made if it is not there)")
        }
        guard let databasePath else { return }
        let carrier = SyncBinding.canonical(folder), diary = SyncBinding.canonical(databasePath)
        if diary == carrier || diary.hasPrefix(carrier == "/" ? "/" : carrier + "/") {
            throw InputError(
                "\(folder) holds this diary (\(databasePath)); the carrier must be a folder of its own that does not hold the diary: "
                    + "whatever carries it (Syncthing, Dropbox) would carry the live diary file and could damage it (docs/sync.md)")
        }
    }

    /// A file-system error as a sentence naming `path` ("… is read-only"), or the error itself when it is no such error.
    static func plain(_ error: Error, at path: String) -> Error {
        guard let code = posixCode(of: error) else { return error }
        let what = (error as NSError).userInfo[NSFilePathErrorKey] as? String ?? path
        switch code {
        case EROFS: return InputError("\(what) is on a read-only file system; name a folder that can be written")
        case EACCES, EPERM: return InputError("\(what) cannot be written: permission denied; name a folder you can write")
        case EEXIST, ENOTDIR: return InputError("\(what) is a file, not a folder; name a folder for the carrier")
        case ENOSPC, EDQUOT: return InputError("\(what) cannot be written: the disk is full")
        case ENOENT: return InputError("\(what) cannot be made there (no such file or folder); name a folder that can hold files")
        default: return InputError("\(what) cannot be written: \(String(cString: strerror(code)))")
        }
    }

    private static func posixCode(of error: Error) -> Int32? {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        guard nsError.domain == NSCocoaErrorDomain else { return nil }
        switch nsError.code {
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: return EACCES
        case CocoaError.fileWriteFileExists.rawValue: return EEXIST
        case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
        case CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue: return ENOENT
        default: return nil
        }
    }
}
