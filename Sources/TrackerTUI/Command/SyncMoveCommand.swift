import ArgumentParser
import Foundation
import TrackerKit

/// `tracker sync move`: a new address for this diary's carrier (QA s10 S10-2).
struct SyncMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Sync this machine through a new carrier address from now on (a git host or a folder that moved).",
        discussion:
            "The new carrier must hold this diary (its files copied there: `git push --mirror`, rsync) or nothing; one that holds another diary is refused. The diary's manifest is written there if it is missing, and the sync that follows writes every file of this machine's that the new carrier lacks again. Run it on every machine. The old carrier is left as it is; remove it yourself once every machine has moved. A set-up that never finished (the first `sync init` failed) can simply be run again with another carrier instead."
    )

    @OptionGroup var carrier: CarrierOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        let setup = carrier.setup(database, databasePath: store.resolvedPath, installation: store.installation)
        let old = try setup.move()
        say("This diary now syncs through \(setup.location) (it synced through \(old)).")
        let report = try store.syncNow(database)
        if !report.succeeded { throw ExitCode.failure }
    }
}

/// `tracker sync phrase`: the recovery phrase again, on a machine that holds the key (QA s10 S10-10).
struct SyncPhraseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrase", abstract: "Show this diary's recovery phrase again (it is made from the key this machine holds).",
        discussion:
            "Asks before showing it, unless --yes. It is written only to a terminal, unless --to-pipe: whoever has the phrase and can read the carrier reads the whole diary. There is no command yet that changes the key: if the phrase leaked, keep the carrier's files from whoever has it (a private remote, a share only you reach) and see docs/sync.md, Recovery from the phrase."
    )

    @Flag(help: "Show it without asking.") var yes = false
    @Flag(help: "Write it even when standard output is not a terminal (a pipe or a file).") var toPipe = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        guard toPipe || isatty(STDOUT_FILENO) == 1 else {
            throw BadInput("standard output is not a terminal; the phrase is shown only on one, unless --to-pipe")
        }
        let database = try store.open(reading: true)
        guard let configuration = try SyncEngine(database: database, installation: store.installation).configuration() else {
            throw BadInput("sync is not set up for this diary, so it has no recovery phrase; start with `tracker sync init`")
        }
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else { throw BadInput("add --yes to show the phrase without a question") }
            StandardError.line("Show the recovery phrase, the key to the whole diary, on this screen? [y/N] ")
            guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased().trimmingCharacters(in: .whitespaces)) else {
                say("Not shown.")
                return
            }
        }
        say(RecoveryPhrase.phrase(for: configuration.key))
        // Opened to read: the note that it was shown takes a connection that writes.
        if try SyncSetup.phraseNeverShown(database) { try SyncSetup.notePhraseShown(try store.open()) }
    }
}
