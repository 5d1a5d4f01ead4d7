import Crypto
import Foundation

/// Receiving on git without merging: the local clone is a cache of the remote plus this machine's own files.
/// HEAD and the index move to origin/main (whether it went forward or was rewritten by a squash), every file
/// outside `replicas/<me>/` is made exactly the remote's, and this machine's folder keeps the local files. So
/// the history stays a line, and a rewritten one is taken as it is. Killed at any step, the next receive does
/// every step again; this machine's own files are never removed here.
extension GitCarrier {
    static let originMain = "refs/remotes/origin/main"

    func adoptRemote() throws {
        // Every step runs even when nothing came in: a receive killed after the reset left HEAD at the remote's
        // commit with the files not yet taken, and only the full steps put them right.
        guard try objectId(Self.originMain) != nil else { return }
        let own = replica.map { "replicas/\($0)" }
        let fromOrigin = try ownFilesToTakeFromOrigin(own)
        // Unrelated to what this clone held: another machine squashed the history.
        let rewritten = try git(["merge-base", "HEAD", Self.originMain]).status == 1
        try run(["reset", "--quiet", "--mixed", Self.originMain])
        let everythingElse = own.map { [".", ":(exclude)\($0)"] } ?? ["."]
        let checkedOut = try git(["checkout", "--quiet", Self.originMain, "--"] + everythingElse)
        // A remote holding nothing outside this machine's folder matches no path: nothing to check out.
        guard checkedOut.status == 0 || checkedOut.reason.contains("did not match") else { throw failure("checkout", checkedOut) }
        try run(["clean", "-f", "-d", "-q", "--"] + everythingElse)
        if !fromOrigin.isEmpty { try run(["checkout", "--quiet", Self.originMain, "--"] + fromOrigin) }
        // The old commits are unreachable here too: the clone shrinks as the remote did.
        if rewritten { pruneLocalHistory() }
    }

    /// This machine's files that the remote holds and the local folder should take: those absent locally (a clone
    /// restored from an old backup must never delete its own files from the remote; compaction removes those a
    /// snapshot covers) and those damaged locally. A file the remote holds with other bytes that also open as
    /// this machine's writing means a second installation writes under this id: refused, nothing changed.
    private func ownFilesToTakeFromOrigin(_ own: String?) throws -> [String] {
        guard let own else { return [] }
        let listed = try git(["ls-tree", "-r", "-z", Self.originMain, "--", own + "/"])
        guard listed.status == 0 else { throw failure("ls-tree", listed) }
        var take: [String] = []
        for entry in listed.output.split(separator: "\0") {
            // "<mode> blob <id>\t<path>"
            let parts = entry.split(separator: "\t", maxSplits: 1)
            let header = parts.first?.split(separator: " ") ?? []
            // A link (mode 120000) is never taken: this machine's own file, or the removal of the link, is sent instead.
            guard parts.count == 2, header.count == 3, header[1] == "blob", header[0] != "120000" else { continue }
            let path = String(parts[1]), name = String(path.split(separator: "/").last ?? "")
            guard let local = try? CarrierPaths.read(clone + "/" + path, under: clone) else {
                take.append(path)
                continue
            }
            if Self.blobId(local) == header[2] { continue }
            let blob = try git(["cat-file", "blob", String(header[2])])
            guard blob.status == 0 else { throw failure("cat-file", blob) }
            if blob.outputData == local { continue }
            let originIsOwn = opensAsOwn?(name, blob.outputData) ?? true
            let localIsOwn = opensAsOwn?(name, local) ?? true
            if originIsOwn && localIsOwn { throw OwnSegments.copied(clone + "/" + path) }
            // Damaged on the remote: the local file is sent again. Damaged here: the remote's is taken.
            if originIsOwn { take.append(path) }
        }
        return take
    }

    /// The id git gives a file's bytes (SHA-1 object ids; with another hash the bytes themselves are compared).
    static func blobId(_ data: Data) -> Substring {
        var hasher = Insecure.SHA1()
        hasher.update(data: Data("blob \(data.count)\0".utf8))
        hasher.update(data: data)
        return Substring(hasher.finalize().map { String(format: "%02x", $0) }.joined())
    }

    /// Drops what only the reflogs still reach (a squashed history) and packs the rest; best effort.
    func pruneLocalHistory() {
        _ = try? git(["reflog", "expire", "--expire=now", "--all"])
        _ = try? git(["gc", "--prune=now", "--quiet"])
    }

    func objectId(_ name: String) throws -> String? {
        let result = try git(["rev-parse", "--verify", "--quiet", name])
        return result.status == 0 ? result.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    func run(_ arguments: [String]) throws {
        let result = try git(arguments)
        guard result.status == 0 else { throw failure(arguments[0], result) }
    }

    func failure(_ step: String, _ result: ProcessResult) -> CarrierError {
        CarrierError(
            description: "git \(step) failed in \(clone) (\(result.reason)); the diary is as it was, and the next sync tries again", gitSaid: result.reason)
    }
}
