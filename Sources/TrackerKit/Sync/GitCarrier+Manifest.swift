import Foundation

extension GitCarrier {
    /// The manifest the remote's `main` holds now (fetched), nil when it holds none: how `sync init` checks that the
    /// remote names its diary after the push, whatever another machine pushed at the same moment.
    func remoteManifest() throws -> SyncManifest? {
        let fetched = try git(["fetch", "--quiet", "origin"])
        guard fetched.status == 0 else { throw CarrierError(description: "the git remote \(remote) could not be reached: \(fetched.reason)") }
        let shown = try git(["show", "refs/remotes/origin/main:tracker-diary.json"])
        guard shown.status == 0, shown.output.utf8.count < 64 * 1024 else { return nil }
        guard let manifest = try? JSONDecoder().decode(SyncManifest.self, from: Data(shown.output.utf8)), manifest.application == "tracker-sync" else {
            throw CarrierError(description: "the remote's tracker-diary.json is not a Tracker sync manifest")
        }
        return manifest
    }
}
