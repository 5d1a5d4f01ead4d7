import Foundation

/// What carries the segments between machines: a folder another program syncs, or a git remote.
public protocol SyncCarrier: Sendable {
    /// Brings in what other machines have sent (git: fetch, and take the remote's files but this machine's own; a folder: nothing to do).
    /// Returns what it repaired on the way, to tell the user.
    @discardableResult func receive() throws -> [String]
    /// Sends what this machine wrote (git: commit and push; a folder: nothing to do).
    func send(message: String) throws
    /// Replaces the carrier's history by one commit of what it holds now (git, after a compaction); nil where
    /// there is no history (a folder).
    func squashHistory(message: String) throws -> HistorySquash?
}

extension SyncCarrier {
    public func squashHistory(message: String) throws -> HistorySquash? { nil }
}

/// A carrier refused: unreachable, rejected, or not set up. The diary is as it was.
public struct CarrierError: Error, CustomStringConvertible {
    public let description: String
    /// What git said, when git failed.
    var gitSaid: String?

    public init(description: String) { self.description = description }

    init(description: String, gitSaid: String) {
        self.description = description
        self.gitSaid = gitSaid
    }
}

public struct FolderCarrier: SyncCarrier {
    public let folder: String

    @discardableResult public func receive() throws -> [String] {
        guard FileSystem.isDirectory(folder) else {
            throw CarrierError(description: "the sync folder \(folder) is not there (is the drive or share mounted?); nothing was synced")
        }
        return []
    }

    public func send(message: String) throws {}
}

public struct GitCarrier: SyncCarrier {
    public let remote: String
    public let clone: String
    /// This machine's replica id, once it has one: its folder `replicas/<id>/` keeps the local files on receive
    /// (everything else is made exactly the remote's).
    public var replica: String?
    /// Whether bytes found under this machine's folder (name, bytes) open as this machine's own writing with the
    /// diary's key: tells a copied diary's file from a damaged one. Without it, any difference is refused.
    var opensAsOwn: (@Sendable (String, Data) -> Bool)?

    public init(remote: String, clone: String, replica: String? = nil) {
        self.remote = remote
        self.clone = clone
        self.replica = replica
    }

    /// Commits dated in UTC: a commit says when a machine synced, but not its time zone (QA s11 S11-11).
    static let environment = ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "TZ": "UTC"]
    /// Tracker's own name on its commits; and no hook or file-system monitor of the person's (a secret scanner in a
    /// global `core.hooksPath`) runs in Tracker's clone: one that refuses would block every sync (QA s10 S10-16).
    static let identity = [
        "-c", "user.name=Tracker", "-c", "user.email=tracker@localhost", "-c", "commit.gpgsign=false",
        "-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false",
    ]

    func git(_ arguments: [String]) throws -> ProcessResult {
        var environment = Self.environment
        if ProcessInfo.processInfo.environment["GIT_SSH_COMMAND"] == nil { environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes" }
        return try ProcessRunner.run(
            "git", ["-C", clone] + Self.identity + arguments, environment: environment, inheriting: Self.inherited(ProcessInfo.processInfo.environment))
    }

    /// The environment git inherits, without what would point it at another repository: Tracker run from a git hook,
    /// or from a shell with `GIT_DIR` set, must still work in its own clone (QA s10b B2; `git rev-parse --local-env-vars`).
    static func inherited(_ environment: [String: String]) -> [String: String] {
        environment.filter { !repositoryVariables.contains($0.key) }
    }

    static let repositoryVariables: Set<String> = [
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CONFIG", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT", "GIT_OBJECT_DIRECTORY",
        "GIT_DIR", "GIT_WORK_TREE", "GIT_IMPLICIT_WORK_TREE", "GIT_GRAFT_FILE", "GIT_INDEX_FILE", "GIT_NO_REPLACE_OBJECTS",
        "GIT_REPLACE_REF_BASE", "GIT_PREFIX", "GIT_SHALLOW_FILE", "GIT_COMMON_DIR", "GIT_NAMESPACE",
    ]

    /// Clones the remote into the local folder the first time.
    public func prepare() throws {
        try Self.requireNotAnOption(remote)
        if FileSystem.isDirectory(clone + "/.git") { return try keepFilesAsTheyAre() }
        try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
        let result = try git(["clone", "--quiet", "--no-checkout", "--", remote, "."])
        guard result.status == 0 else {
            try? FileManager.default.removeItem(atPath: clone)
            throw CarrierError(description: "the git remote \(remote) could not be reached: \(result.reason); nothing was synced")
        }
        try keepFilesAsTheyAre()
        if try git(["rev-parse", "--verify", "--quiet", "HEAD"]).status == 0 { _ = try git(["reset", "--quiet", "--hard"]) }
    }

    /// Whoever can push could add a `.gitattributes` (`* text eol=crlf`, a filter, an encoding) that makes git
    /// change the segments' bytes on their way in and out (QA s8 F13). `info/attributes` overrides every one
    /// in the tree, so it is written before anything is checked out, and again at each sync.
    static let attributes = "* -text -eol -filter -ident -working-tree-encoding -diff -merge\n"

    private func keepFilesAsTheyAre() throws {
        let folder = clone + "/.git/info", path = folder + "/attributes"
        if (try? String(contentsOfFile: path, encoding: .utf8)) == Self.attributes { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SafeFileWriter.write(Data(Self.attributes.utf8), to: path, force: true)
    }

    /// A URL beginning with `-` would reach git as an option (`--upload-pack=…`): refused by name, whatever the entry point.
    static func requireNotAnOption(_ remote: String) throws {
        guard !remote.hasPrefix("-") else {
            throw InputError("the git URL “\(remote)” begins with “-”, which git would take as an option; give a URL or a path (./\(remote) for a folder)")
        }
    }

    @discardableResult public func receive() throws -> [String] {
        try prepare()
        waitForARunningGC()
        do {
            try fetch()
            try adoptRemote()
            return []
        } catch let failure as CarrierError {
            guard let repaired = try cloneAgainIfDamaged(after: failure) else { throw failure }
            try fetch()
            try adoptRemote()
            return [repaired]
        }
    }

    func fetch() throws {
        let fetched = try git(["fetch", "--quiet", "origin"])
        guard fetched.status == 0 else {
            throw CarrierError(description: "the git remote \(remote) could not be reached: \(fetched.reason); the diary is as it was", gitSaid: fetched.reason)
        }
    }

    /// Commits the working tree (this machine's own files; the rest is the remote's) if anything changed.
    func commitWorkingTree(_ message: String) throws {
        _ = try git(["add", "-A", "--", "."])
        guard try git(["diff", "--cached", "--quiet"]).status != 0 else { return }
        let committed = try git(["commit", "--quiet", "-m", message])
        guard committed.status == 0 else { throw CarrierError(description: "git could not commit in \(clone): \(committed.reason)") }
    }

    public func send(message: String) throws {
        var last = ""
        for _ in 0..<3 {
            try commitWorkingTree(message)
            guard try git(["rev-parse", "--verify", "--quiet", "HEAD"]).status == 0 else { return }
            let pushed = try git(["push", "--quiet", "origin", "HEAD:refs/heads/main"])
            if pushed.status == 0 { return }
            let said = pushed.remoteLines
            last = pushed.reason + (said.isEmpty ? "" : " (the remote said: \(said.joined(separator: " / ")))")
            // Rejected because another machine pushed first: receive again (their files and ours never overlap) and
            // commit this machine's files on top of theirs; the history stays a line.
            guard try git(["fetch", "--quiet", "origin"]).status == 0 else { break }
            try adoptRemote()
        }
        throw CarrierError(
            description: "git push to \(remote) failed: \(last). This machine's changes are saved in \(clone); the next sync sends them")
    }
}
