import ArgumentParser
import Foundation
import TrackerKit

/// `tracker sync reset-machine`: a new machine id for a diary that was copied rather than joined.
struct SyncResetMachine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-machine", abstract: "Give this machine a new sync id, keeping its diary, and send everything it holds again.",
        discussion:
            "For a synced diary that was copied to this machine (a backup restored, cp, rsync) while the machine it came from still syncs: both would write as one machine and overwrite each other's files, which `tracker sync` refuses. Nothing in the diary changes; the next `tracker sync` sends every record under the new id and reads what the old id wrote that this diary does not have."
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        let (old, new) = try SyncMachineReset(database: database, installation: store.installation).run()
        say("This machine was \(old) and is now \(new). Run `tracker sync` to send everything this diary holds under the new id.")
    }
}
