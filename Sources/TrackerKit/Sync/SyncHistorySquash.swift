import Crypto
import Foundation

/// After a compaction on git, the carrier's history is squashed (`GitCarrier.squashHistory`) once every machine
/// takes a rewritten history; what happened is said in the report, and a failure never fails the sync.
extension SyncEngine {
    func squashHistory(_ carrier: any SyncCarrier, _ configuration: SyncConfiguration, report: inout SyncReport) {
        guard configuration.carrier == .git else { return }
        var compaction = SyncCompaction(store: configuration.store, configuration: configuration)
        compaction.notMachines = Set(report.unknownFolders)
        let others = compaction.machinesNotReadingRewrittenHistory()
        guard others.isEmpty else {
            report.historyWaits = others
            return
        }
        do {
            report.historySquash = try carrier.squashHistory(message: "tracker: history squashed by \(configuration.replica)")
        } catch {
            report.historyProblem = "\(error)"
        }
    }
}

extension GitCarrier {
    /// The carrier of this machine: its own folder is kept on receive, and a file there is told apart as its own
    /// writing (a copied diary) or damage by opening it with the diary's key.
    static func forMachine(_ configuration: SyncConfiguration) -> GitCarrier {
        var carrier = GitCarrier(remote: configuration.location, clone: configuration.workFolder, replica: configuration.replica)
        let keyData = configuration.keyData, diary = configuration.diary, replica = configuration.replica
        carrier.opensAsOwn = { name, data in
            let snapshot = name.hasSuffix(".snap")
            guard snapshot || name.hasSuffix(".seg"), let number = Int(name.prefix(8)) else { return false }
            do {
                _ = try SegmentCodec.open(data, key: SymmetricKey(data: keyData), diary: diary, replica: replica, sequence: number, snapshot: snapshot)
                return true
            } catch SegmentCodec.Failure.newerFormat {
                return true  // cannot be told apart: treated as written under this id
            } catch {
                return false
            }
        }
        return carrier
    }

    /// Before `sync reset-machine`: the clone takes the files last fetched as they are, this machine's own folder
    /// too (a refused receive kept its own), so what the old id wrote is read from what the carrier holds.
    static func takeCarrierAsItIs(_ configuration: SyncConfiguration?) throws {
        guard let configuration, configuration.carrier == .git else { return }
        try GitCarrier(remote: configuration.location, clone: configuration.workFolder).adoptRemote()
    }
}

extension SyncReport {
    var historyLines: [String] {
        var lines: [String] = []
        switch historySquash {
        case .squashed(let before)?:
            lines.append("Squashed the carrier's git history into one commit (it had \(before)); the remote and this clone no longer keep removed files.")
        case .squashedAbove(let before, let below)?:
            lines.append(
                "Squashed Tracker's part of the carrier's git history into one commit (it had \(before)), on top of the \(below) commit\(below == 1 ? "" : "s") Tracker did not write (kept as they are)."
            )
        case .refusedByRemote(let reason)?:
            lines.append(
                "The git remote refuses to have its history rewritten (\(reason)), so the history keeps growing; allow force-push on main for this repository (docs/sync.md, “Squashing the history”). Syncing is not affected."
            )
        case nil: break
        }
        if !historyWaits.isEmpty {
            lines.append(
                "History not squashed: machine \(historyWaits.joined(separator: ", ")) has not synced with a Tracker that takes a rewritten git history (an older one would bring the old history back); update Tracker there and sync once."
            )
        }
        if let historyProblem { lines.append("History not squashed: \(historyProblem). Syncing is not affected.") }
        return lines
    }
}
