import ArgumentParser
import Foundation
import TrackerKit

/// `tracker sync`: the diary on every machine, through a git remote or a synced folder, encrypted.
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Sync this diary with your other machines through a git remote or a synced folder, end-to-end encrypted.",
        discussion: """
            Each machine writes only its own encrypted files in the carrier, so git never has a conflict and a synced folder never gets a conflicted copy. Counter taps add up, deleted entries stay deleted, and for everything else the latest change wins per field (docs/sync.md).

            Examples:
              tracker sync init --git me@host:diary-sync.git
              tracker sync init --folder ~/Sync/tracker
              tracker sync join --git me@host:diary-sync.git   (another machine)
              tracker sync                                     (also from cron)
              tracker sync --compact                           (compact now)
              tracker sync status
              tracker sync move --git me@newhost:diary-sync.git   (the carrier moved)
              tracker sync phrase                              (show the recovery phrase again)

            To stop syncing one machine, stop running `tracker sync` there (cron, [sync] on_start and on_quit); its diary keeps everything.
            """,
        subcommands: [
            SyncNow.self, SyncInit.self, SyncJoin.self, SyncStatusCommand.self, SyncMoveCommand.self, SyncPhraseCommand.self, SyncResetMachine.self,
        ], defaultSubcommand: SyncNow.self)
}

struct SyncNow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now", abstract: "Send this machine's changes and receive the others' (what `tracker sync` alone does).",
        discussion: """
            Exit status 0 when everything was exchanged; 1 when the carrier could not be reached, a file was refused or a --compact failed (each is named; the diary keeps everything it had).

            Each sync that has changes adds one file of this machine's to the carrier. Compacting writes everything this machine has sent as one snapshot file and then removes the files it stands for, only its own; other machines read the snapshot from wherever they had got to, missing and doubling nothing. A sync compacts on its own once this machine has added at least 100 files since its last compaction and they weigh at least as much as its snapshot, unless another machine runs a Tracker too old to read snapshots (the sync says which). With git a compaction then squashes the remote's history into one commit, pushed with a lease so that no other machine's push is overwritten, once every machine runs a Tracker that takes a rewritten history; a remote that refuses force-pushes on main (a protected branch) keeps a growing history, and the sync says so (docs/sync.md).
            """
    )

    @Flag(help: "Compact this machine's files in the carrier into one snapshot now, whatever their number.") var compact = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        let report = try SyncEngine(database: database, installation: store.installation, now: { CommandContext.now }).run(
            compaction: compact ? .now : .automatic)
        for line in report.lines { StandardError.line(line) }
        if !report.succeeded { throw ExitCode.failure }
    }
}

/// The carrier named on the command line: exactly one of --git and --folder.
struct CarrierOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A git remote any git accepts (ssh, https, file, a path to a bare repository).", valueName: "url")) var git: String?
    @Option(help: ArgumentHelp("A folder another program carries (Syncthing, Dropbox, a network share).", valueName: "dir")) var folder: String?

    func validate() throws {
        guard (git == nil) != (folder == nil) else { throw ValidationError("name the carrier: either --git URL or --folder DIR") }
        if git?.isEmpty == true || folder?.isEmpty == true { throw ValidationError("the carrier is empty; give a git URL or a folder") }
        if let git, git.hasPrefix("-") {
            throw ValidationError("the git URL “\(git)” begins with “-”, which git would take as an option; give a URL or a path (./\(git) for a folder)")
        }
    }

    func setup(_ database: AppDatabase, databasePath: String, installation: SyncInstallation) -> SyncSetup {
        if let git {
            return SyncSetup(
                database: database, carrier: .git, location: Self.gitLocation(git), workFolder: databasePath + ".sync-git", installation: installation)
        }
        let path = URL(fileURLWithPath: folder ?? "").standardizedFileURL.path
        return SyncSetup(database: database, carrier: .folder, location: path, workFolder: path, installation: installation)
    }

    /// A relative path to a folder that is there (`rel.git`, `../sync.git`) made absolute, as `--folder` is: git runs in the
    /// clone, elsewhere, and cron runs from another folder. URLs (`scheme://`, `host:path`) are kept as given.
    static func gitLocation(_ git: String) -> String {
        guard !git.hasPrefix("/"), !git.contains("://"), !git.contains(":") || git.hasPrefix("./") || git.hasPrefix("../"),
            FileSystem.isDirectory(git)
        else { return git }
        return URL(fileURLWithPath: git).standardizedFileURL.path
    }
}

struct SyncInit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Start syncing this diary: makes its key, shows it once as a recovery phrase, and sends everything.",
        discussion:
            "Write the recovery phrase down: every other machine joins with it, and without it the carrier's files cannot be read by anyone, you included.")

    @OptionGroup var carrier: CarrierOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        let phrase = try carrier.setup(database, databasePath: store.resolvedPath, installation: store.installation).initialize()
        say("Recovery phrase (shown only now; write it down, every other machine joins with it):")
        say("")
        say("    \(phrase)")
        say("")
        try SyncSetup.notePhraseShown(database)
        let report = try store.syncNow(database)
        let setup = carrier.setup(database, databasePath: store.resolvedPath, installation: store.installation)
        say("On another machine: tracker sync join --\(setup.carrier.rawValue) \(ShellQuote.quote(setup.location))")
        if !report.succeeded { throw ExitCode.failure }
    }
}

struct SyncJoin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join", abstract: "Join a diary synced from another machine: asks for its recovery phrase, then merges both.",
        discussion:
            "The phrase is read from $TRACKER_SYNC_PHRASE when set, else from standard input: typed at the prompt without being shown (asked again, up to three times, when it does not check out), or piped in by a script. What this diary already holds is kept and merged in, but for a day or field the synced diary has too (a weight, a memo, a food's calories, a setting) the synced diary's value is kept; the join says how many."
    )

    @OptionGroup var carrier: CarrierOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        let phrase = try PhraseInput.read()  // a mistyped phrase is refused (asked again at a terminal) before anything is created
        let database = try store.open()
        try carrier.setup(database, databasePath: store.resolvedPath, installation: store.installation).join(phrase: phrase)
        let report = try store.syncNow(database)
        if !report.succeeded { throw ExitCode.failure }
        say("Joined. Run `tracker sync` to send and receive from now on.")
    }
}

struct SyncStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show where this diary syncs to and what this machine has applied.")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open(reading: true)
        guard let status = try SyncStatus.read(database) else {
            say("Sync is not set up for this diary. Start with: tracker sync init --git URL | --folder DIR")
            return
        }
        let configuration = status.configuration
        say("Carrier: \(configuration.carrier.rawValue) \(configuration.location)")
        if configuration.carrier == .git { say("Local clone: \(configuration.workFolder)") }
        say("Diary: \(configuration.diary)")
        say("This machine: \(configuration.replica), \(configuration.sequence) segment\(configuration.sequence == 1 ? "" : "s") written")
        say("Its files in the carrier: \(status.ownFiles.describe)")
        say("Key: on this machine (`tracker sync phrase` shows its recovery phrase again)")
        say("Records synced: \(status.records)")
        for (replica, sequence) in status.otherReplicas.sorted(by: { $0.key < $1.key }) {
            say("From \(replica): \(sequence) segment\(sequence == 1 ? "" : "s") applied")
        }
        for name in status.unwritten { say("Not written here: \(name); received, kept, and tried again at every sync.") }
        if !status.unwritten.isEmpty { say(status.unwrittenAdvice) }
        for folder in status.unknownFolders {
            say("Unknown folder: \(folder) was not written with this diary's key (no machine of it; not waited for): remove it (docs/sync.md).")
        }
        for line in status.waiting { say("Not complete: \(line); that machine's later segments wait for it (the last sync found this).") }
        if let unpushed = status.unpushed, unpushed > 0 {
            say(
                "Not pushed yet: \(unpushed) of this machine's files in the local clone; the last push did not reach the remote, and the next `tracker sync` pushes \(unpushed == 1 ? "it" : "them")."
            )
        }
        if status.pendingOutbox { say("A segment is waiting to be put in the carrier: the next `tracker sync` does it.") }
    }
}

extension StoreOptions {
    /// This installation of Tracker, by the process's environment (`$XDG_STATE_HOME/tracker/installation`).
    var installation: SyncInstallation { .standard(environment: ProcessInfo.processInfo.environment) }
}

extension StoreOptions {
    /// Syncs `database` now (after `sync init`, `join` or `move`) and says the report on standard error.
    func syncNow(_ database: AppDatabase) throws -> SyncReport {
        let report = try SyncEngine(database: database, installation: installation, now: { CommandContext.now }).run()
        for line in report.lines { StandardError.line(line) }
        return report
    }
}
