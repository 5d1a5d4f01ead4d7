import Foundation

/// Which part of a git remote's history Tracker wrote (QA s8b M-b6). Tracker commits as `Tracker <tracker@localhost>`
/// (`GitCarrier.identity`); a commit by anyone else, and everything before it, is never rewritten by a squash, and
/// `sync init` takes a remote only when its `main` holds no file Tracker did not write but a hosting site's starter
/// files (a README, a licence, .gitignore, .gitattributes), which then stay as they are.
extension GitCarrier {
    /// Where a squash may start.
    enum SquashBase: Equatable {
        /// Tracker wrote every commit: the squashed commit has no parent.
        case none
        /// The newest commit Tracker did not write: the squashed commit goes on top of it, keeping it and its past.
        case kept(commit: String, commitsBelow: Int)
        /// A commit Tracker did not write sits among its own (merged in from the side): nothing is rewritten.
        case mixed(commit: String)
    }

    static let ownAuthor = "Tracker\ttracker@localhost"

    /// The commits of `HEAD`'s line down to the first one Tracker did not write; `.mixed` when the commits above that
    /// one are not all Tracker's.
    func squashBase() throws -> SquashBase {
        let line = try git(["log", "--first-parent", "--format=%H%x09%an%x09%ae", "HEAD"])
        guard line.status == 0 else { throw failure("log", line) }
        let commits = line.output.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        guard let foreign = commits.first(where: { $0.count == 2 && $0[1] != Self.ownAuthor })?.first else { return .none }
        let above = try git(["log", "--format=%H%x09%an%x09%ae", "\(foreign)..HEAD"])
        guard above.status == 0 else { throw failure("log", above) }
        for commit in above.output.split(separator: "\n") {
            let parts = commit.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 && parts[1] != Self.ownAuthor { return .mixed(commit: parts[0]) }
        }
        let below = Int(try git(["rev-list", "--count", foreign]).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        return .kept(commit: foreign, commitsBelow: below)
    }

    /// The files of the fetched `main` that Tracker did not write and that are not a hosting site's starter files:
    /// `sync init` refuses a remote holding any (a dotfiles or notes repository is not the diary's).
    func foreignFiles() throws -> [String] {
        guard try objectId(Self.originMain) != nil else { return [] }
        let listed = try git(["ls-tree", "-r", "-z", "--name-only", Self.originMain])
        guard listed.status == 0 else { throw failure("ls-tree", listed) }
        return listed.output.split(separator: "\0").map(String.init).filter { !Self.isTrackers($0) && !Self.isStarterFile($0) }
    }

    static func isTrackers(_ path: String) -> Bool { path == "tracker-diary.json" || path.hasPrefix("replicas/") }

    /// What GitHub, GitLab and the like offer to put in a new repository: kept, and never squashed away.
    static func isStarterFile(_ path: String) -> Bool {
        guard !path.contains("/") else { return false }
        let name = path.lowercased()
        return ["readme", "license", "licence", "copying"].contains { name == $0 || name.hasPrefix($0 + ".") }
            || name == ".gitignore" || name == ".gitattributes"
    }
}

extension SyncSetup {
    /// `sync init --git` on a remote whose `main` already holds someone's files: refused before anything is set up,
    /// and the clone made for it removed.
    func refuseForeignRemote() throws {
        guard carrier == .git else { return }
        let files = try GitCarrier(remote: location, clone: workFolder).foreignFiles()
        guard !files.isEmpty else { return }
        try? FileManager.default.removeItem(atPath: workFolder)
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
        throw InputError(
            "\(location) is not empty: use an empty repository for the diary. Its main branch holds files Tracker did not write (\(shown)), "
                + "and Tracker never rewrites a history it did not write; a new repository, or one a hosting site made with only a README, licence or .gitignore, is fine. Nothing was set up")
    }
}
