import Foundation

/// An exclusive lock on a git clone for the length of one sync (flock: released by the kernel if
/// the process dies). While it is held no other Tracker uses the clone, so a git lock file found
/// there was left by a sync that was killed, and is removed. Waiting for it is bounded (`waitSeconds`).
struct CarrierLock {
    private let descriptor: Int32

    /// How long a sync waits for another one (a cron run meeting the app's) before giving up and saying so: long
    /// enough for a first sync of years on a slow machine, bounded for one stopped with Ctrl-Z.
    static let waitSeconds: Double = 120

    init(configuration: SyncConfiguration) throws {
        guard configuration.carrier == .git, FileSystem.isDirectory(configuration.workFolder + "/.git") else {
            self.init(descriptor: -1)  // a folder carrier: nothing to lock
            return
        }
        try self.init(lockFile: configuration.workFolder + "/.git/tracker-sync.lock", waitSeconds: Self.waitSeconds)
        for stale in [
            "index.lock", "HEAD.lock", "refs/heads/main.lock", "refs/remotes/origin/main.lock", "shallow.lock", "packed-refs.lock",
        ] {
            unlink(configuration.workFolder + "/.git/" + stale)
        }
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    init(lockFile path: String, waitSeconds: Double) throws {
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw InputError("cannot lock \(path) (\(String(cString: strerror(errno))))") }
        let deadline = Date().addingTimeInterval(waitSeconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw CarrierError(
                    description: "another sync of this diary is running (or was stopped with Ctrl-Z) and holds \(path); nothing was done. "
                        + "Let it finish, then sync again.")
            }
            usleep(100_000)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
