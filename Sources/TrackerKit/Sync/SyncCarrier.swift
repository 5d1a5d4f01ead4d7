import Foundation

/// What carries the segments between machines: a folder another program syncs, or a git remote.
public protocol SyncCarrier: Sendable {
    /// Brings in what other machines have sent (git: fetch and merge; a folder: nothing to do).
    func receive() throws
    /// Sends what this machine wrote (git: commit and push; a folder: nothing to do).
    func send(message: String) throws
}

/// A carrier refused: unreachable, rejected, or not set up. The diary is as it was.
public struct CarrierError: Error, CustomStringConvertible {
    public let description: String
}

public struct FolderCarrier: SyncCarrier {
    public let folder: String

    public func receive() throws {
        guard FileSystem.isDirectory(folder) else {
            throw CarrierError(description: "the sync folder \(folder) is not there (is the drive or share mounted?); nothing was synced")
        }
    }

    public func send(message: String) throws {}
}

public struct GitCarrier: SyncCarrier {
    public let remote: String
    public let clone: String

    static let environment = ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]
    static let identity = ["-c", "user.name=Tracker", "-c", "user.email=tracker@localhost", "-c", "commit.gpgsign=false"]

    func git(_ arguments: [String]) throws -> ProcessResult {
        var environment = Self.environment
        if ProcessInfo.processInfo.environment["GIT_SSH_COMMAND"] == nil { environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes" }
        return try ProcessRunner.run("git", ["-C", clone] + Self.identity + arguments, environment: environment)
    }

    /// Clones the remote into the local folder the first time.
    public func prepare() throws {
        try Self.requireNotAnOption(remote)
        if FileSystem.isDirectory(clone + "/.git") { return }
        try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
        let result = try git(["clone", "--quiet", "--", remote, "."])
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: clone)
            throw CarrierError(description: "the git remote \(remote) could not be reached: \(result.reason); nothing was synced")
        }
    }

    /// A URL beginning with `-` would reach git as an option (`--upload-pack=…`): refused by name, whatever the entry point.
    static func requireNotAnOption(_ remote: String) throws {
        guard !remote.hasPrefix("-") else {
            throw InputError("the git URL “\(remote)” begins with “-”, which git would take as an option; give a URL or a path (./\(remote) for a folder)")
        }
    }

    public func receive() throws {
        try prepare()
        let fetched = try git(["fetch", "--quiet", "origin"])
        guard fetched.status == 0 else {
            throw CarrierError(description: "the git remote \(remote) could not be reached: \(fetched.reason); the diary is as it was")
        }
        try mergeRemote()
    }

    private func mergeRemote() throws {
        guard try git(["rev-parse", "--verify", "--quiet", "refs/remotes/origin/main"]).status == 0 else { return }
        let merged = try git(["merge", "--quiet", "--no-edit", "--allow-unrelated-histories", "refs/remotes/origin/main"])
        guard merged.status == 0 else {
            _ = try? git(["merge", "--abort"])
            throw CarrierError(description: "git could not merge what other machines pushed (\(merged.reason)) in \(clone); the diary is as it was")
        }
    }

    public func send(message: String) throws {
        _ = try git(["add", "-A", "--", "."])
        if try git(["diff", "--cached", "--quiet"]).status != 0 {
            let committed = try git(["commit", "--quiet", "-m", message])
            guard committed.status == 0 else { throw CarrierError(description: "git could not commit in \(clone): \(committed.reason)") }
        }
        guard try git(["rev-parse", "--verify", "--quiet", "HEAD"]).status == 0 else { return }
        var last = ""
        for _ in 0..<3 {
            let pushed = try git(["push", "--quiet", "origin", "HEAD:refs/heads/main"])
            if pushed.status == 0 { return }
            last = pushed.reason
            // Rejected because another machine pushed first: their files and ours never overlap, so
            // fetching and merging always succeeds, and the push goes again.
            guard try git(["fetch", "--quiet", "origin"]).status == 0 else { break }
            try mergeRemote()
        }
        throw CarrierError(
            description: "git push to \(remote) failed: \(last). This machine's changes are saved and committed in \(clone); the next sync sends them")
    }
}
