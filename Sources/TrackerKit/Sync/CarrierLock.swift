import Foundation

/// An exclusive lock on a git clone for the length of one sync (flock: released by the kernel if
/// the process dies). While it is held no other Tracker uses the clone, so a git lock file found
/// there was left by a sync that was killed, and is removed.
struct CarrierLock {
    private let descriptor: Int32

    init(configuration: SyncConfiguration) throws {
        guard configuration.carrier == .git, FileSystem.isDirectory(configuration.workFolder + "/.git") else {
            descriptor = -1
            return
        }
        let path = configuration.workFolder + "/.git/tracker-sync.lock"
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw InputError("cannot lock \(path) (\(String(cString: strerror(errno))))") }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        for stale in ["index.lock", "HEAD.lock", "refs/heads/main.lock", "refs/remotes/origin/main.lock", "shallow.lock"] {
            unlink(configuration.workFolder + "/.git/" + stale)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
