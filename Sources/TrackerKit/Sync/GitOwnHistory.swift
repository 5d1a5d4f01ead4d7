import Foundation

/// Which part of a git remote's history Tracker wrote (QA s8b M-b6). Tracker commits as `Tracker <tracker@localhost>`
/// (`GitCarrier.identity`); a commit by anyone else that changes files other than Tracker's, and everything before it,
/// is never rewritten by a squash, and
/// `sync init` takes a remote only when its `main` holds no file Tracker did not write but a hosting site's starter
/// files (a README, a licence, .gitignore, .gitattributes), which then stay as they are.
extension GitCarrier {
    /// Where a squash may start.
    enum SquashBase: Equatable {
        /// Tracker wrote every commit: the squashed commit has no parent.
        case none
        /// The newest commit Tracker did not write: the squashed commit goes on top of it, keeping it and its past
        /// (`commitsBelow`: how many commits of that past, it included, Tracker did not write).
        case kept(commit: String, commitsBelow: Int)
        /// A commit Tracker did not write sits among its own (merged in from the side): nothing is rewritten.
        case mixed(commit: String)
    }

    static let ownAuthor = "Tracker\ttracker@localhost"

    /// The commits of `HEAD`'s line down to the first one Tracker did not write; `.mixed` when the commits above that
    /// one are not all Tracker's.
    func squashBase() throws -> SquashBase {
        guard let foreign = try commits("HEAD", firstParent: true).first(where: { !(try isTrackers($0)) })?.id else { return .none }
        if let mixed = try commits("\(foreign)..HEAD", firstParent: false).first(where: { !(try isTrackers($0)) }) { return .mixed(commit: mixed.id) }
        // Counted as the message says: the commits Tracker did not write, not its own earlier squash below a user's commit.
        let below = try commits(foreign, firstParent: false).filter { !(try isTrackers($0)) }.count
        return .kept(commit: foreign, commitsBelow: below)
    }

    private struct Commit {
        let id: String
        let parents: Int
        let author: String
    }

    private func commits(_ range: String, firstParent: Bool) throws -> [Commit] {
        let listed = try git(["log"] + (firstParent ? ["--first-parent"] : []) + ["--format=%H%x09%P%x09%an%x09%ae", range])
        guard listed.status == 0 else { throw failure("log", listed) }
        return listed.output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            return parts.count == 3 ? Commit(id: parts[0], parents: parts[1].split(separator: " ").count, author: parts[2]) : nil
        }
    }

    /// Tracker's: written by Tracker, or (not a merge) changing only Tracker's files, as removing a dead machine's
    /// folder by hand does: nobody's own history is in it.
    private func isTrackers(_ commit: Commit) throws -> Bool {
        if commit.author == Self.ownAuthor { return true }
        guard commit.parents <= 1 else { return false }
        let changed = try git(["diff-tree", "--no-commit-id", "--name-only", "-r", "-z", "--root", commit.id])
        guard changed.status == 0 else { throw failure("diff-tree", changed) }
        return changed.output.split(separator: "\0").allSatisfy { Self.isTrackers(String($0)) }
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
                + "and Tracker never rewrites a history it did not write; a new repository, or one a hosting site made with only a README, licence or .gitignore, is fine. Nothing was set up"
        )
    }
}
