import Foundation

extension GitCarrier {
    /// How many of this machine's files in the clone the remote does not have yet, as of the last fetch or push
    /// (a push the remote rejected leaves them there): for `sync status`. Nil when the clone is not there.
    func unpushedOwnFiles(replica: String) -> Int? {
        guard FileSystem.isDirectory(clone + "/.git") else { return nil }
        let folder = "replicas/\(replica)/"
        var names = Set<String>()
        let pushed = (try? git(["rev-parse", "--verify", "--quiet", "refs/remotes/origin/main"]))?.status == 0
        let compared = pushed ? ["diff", "--name-only", "refs/remotes/origin/main", "--", folder] : ["ls-files", "--", folder]
        for listing in [compared, ["ls-files", "--others", "--", folder]] {
            guard let result = try? git(listing), result.status == 0 else { return nil }
            names.formUnion(result.output.split(whereSeparator: \.isNewline).map(String.init))
        }
        return names.count
    }
}
