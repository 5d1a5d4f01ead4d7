import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The clone is a cache of the remote plus this machine's unsent files (which the diary sends again when they are
/// missing from the remote), so a damaged clone is made again rather than left to fail every sync (QA s11 S11-5).
extension GitCarrier {
    /// A sync killed during its `git gc` leaves the gc running on its own, without the sync's lock: the next sync waits
    /// for it, as git's own lock asks, instead of writing objects the gc may be removing.
    func waitForARunningGC(upTo seconds: Double = 120) {
        var waited = 0.0
        while Self.runningGC(in: clone) != nil, waited < seconds {
            usleep(50_000)
            waited += 0.05
        }
    }

    /// The process id in the clone's `gc.pid` when it is a process running on this machine (git writes "pid host").
    static func runningGC(in clone: String) -> Int32? {
        guard let text = try? String(contentsOfFile: clone + "/.git/gc.pid", encoding: .utf8) else { return nil }
        let parts = text.split(whereSeparator: \.isWhitespace)
        guard parts.count >= 2, let pid = Int32(parts[0]), pid > 0, String(parts[1]) == Self.hostName else { return nil }
        return kill(pid, 0) == 0 || errno == EPERM ? pid : nil
    }

    /// The name git writes in `gc.pid`.
    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// After git failed in the clone: when the remote answers, the clone is what is damaged, and it is made again from the
    /// remote (the damaged one kept beside it, as `<clone>.damaged`, until the next repair). Returns what to tell the user,
    /// or nil when the remote does not answer (the failure stands).
    func cloneAgainIfDamaged(after failure: CarrierError) throws -> String? {
        guard try git(["ls-remote", "--heads", "--", remote]).status == 0 else { return nil }
        let damaged = clone + ".damaged"
        try? FileManager.default.removeItem(atPath: damaged)
        try FileManager.default.moveItem(atPath: clone, toPath: damaged)
        try prepare()
        return
            "This machine's copy of the git carrier (\(clone)) was damaged (git said: \(failure.gitSaid ?? failure.description)); it was made again from the remote, "
            + "which is sound. The damaged copy is kept in \(damaged) until the next repair."
    }
}
