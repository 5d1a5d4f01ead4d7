import Foundation

/// What squashing a git carrier's history did.
public enum HistorySquash: Sendable, Equatable {
    /// The remote's main is one parentless commit now; it replaced this many.
    case squashed(commitsBefore: Int)
    /// Tracker's commits above the newest one it did not write became one commit on top of it; the commits
    /// Tracker did not write (`below` of them, a hosting site's README commit) are kept as they are.
    case squashedAbove(commitsBefore: Int, below: Int)
    /// The remote refuses to have main rewritten (a protected branch, `receive.denyNonFastForwards`): the history
    /// stays a line and keeps growing.
    case refusedByRemote(String)
}

/// Squashing: after this machine compacted its own files, the remote's history is replaced by one parentless
/// commit of the tree it holds now, pushed with a lease on the commit it was built from, so a push another
/// machine made meanwhile is never overwritten (the lease fails; this machine receives it and builds again).
/// Then the local clone drops the old history too. Killed at any moment: the remote's main is either the old
/// line or the new commit (a ref update is atomic), and the next receive takes whichever it is.
extension GitCarrier {
    static let squashTries = 3

    public func squashHistory(message: String) throws -> HistorySquash? {
        var last = ""
        for _ in 0..<Self.squashTries {
            try commitWorkingTree(message)
            guard let base = try objectId(Self.originMain), try objectId("HEAD") != nil else { return nil }
            let kept = try squashBase()
            var parent: [String] = [], range = "HEAD"
            switch kept {
            case .none: break
            case .kept(let commit, _): (parent, range) = (["-p", commit], "\(commit)..HEAD")
            case .mixed(let commit):
                throw CarrierError(
                    description:
                        "main holds commit \(commit.prefix(12)) that Tracker did not write among its own, and Tracker never rewrites a history it did not write"
                )
            }
            let before = Int(try git(["rev-list", "--count", range]).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            let tree = try git(["rev-parse", "--verify", "HEAD^{tree}"])
            let commit = try git(["commit-tree", tree.output.trimmingCharacters(in: .whitespacesAndNewlines)] + parent + ["-m", message])
            guard tree.status == 0, commit.status == 0 else { throw failure("commit-tree", commit.status == 0 ? tree : commit) }
            let squashed = commit.output.trimmingCharacters(in: .whitespacesAndNewlines)
            let pushed = try git(["push", "--porcelain", "--force-with-lease=refs/heads/main:\(base)", "origin", "\(squashed):refs/heads/main"])
            if pushed.status == 0 {
                try run(["reset", "--quiet", "--soft", squashed])
                try run(["update-ref", Self.originMain, squashed])
                pruneLocalHistory()
                if case .kept(_, let below) = kept { return .squashedAbove(commitsBefore: before, below: below) }
                return .squashed(commitsBefore: before)
            }
            let said = pushed.output + pushed.errors
            if let refusal = said.split(separator: "\n").first(where: { $0.contains("[remote rejected]") }) {
                let said = refusal[refusal.range(of: "[remote rejected]")!.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
                return .refusedByRemote("remote rejected: " + said)
            }
            guard said.contains("stale info") else {
                throw CarrierError(description: "git could not push the squashed history to \(remote): \(pushed.reason); the remote is as it was")
            }
            // Another machine pushed since: take its files and build the commit again on what the remote holds now.
            last = pushed.reason
            try fetch()
            try adoptRemote()
        }
        throw CarrierError(description: "the history was not squashed: other machines kept pushing (\(last)); the next compaction tries again")
    }
}
