import ArgumentParser
import Foundation
import TrackerKit

/// Entry point: owner-only files from the first moment, and exit codes the issues promise
/// (0 ok, 2 bad input, 1 any other failure).
@main
enum Main {
    static func main() {
        FilePermissions.restrictNewFiles()
        // The one run of this process: the real clock and zone, and the database its command opens.
        CommandEnvironment(clock: .system, zone: .system, run: CommandDatabase()).bound(run)
    }

    private static func run() {
        do {
            // Opening the app is the launch people wait for: its two common forms skip
            // argument-parser, whose reflection costs megabytes of memory at start-up.
            if let databasePath = QuickLaunch.databasePath(arguments: Array(CommandLine.arguments.dropFirst())) {
                try TrackerCommand.launch(explicitPath: databasePath)
                GracefulStop.finish()
                return
            }
            let arguments = Array(CommandLine.arguments.dropFirst())
            // --demo opens the app on a throwaway year; with a subcommand it would quietly act on the real file.
            if arguments.contains("--demo") && arguments.count > 1 {
                throw BadInput("--demo opens the app on made-up data and takes nothing else; for a demo file to script against: tracker demo --output FILE")
            }
            var command = try TrackerCommand.parseChecked(arguments)
            try command.run()
            CommandEnvironment.current.run?.finish(failed: false)
            GracefulStop.finish()  // `--demo` ended by a signal: its files are gone, now die of it
            OutputWriter.standard.exitIfFailed()
        } catch {
            exit(withError: error)
        }
    }

    static func exit(withError error: any Error) -> Never {
        let code = exitCode(for: error)
        if code == 0 { TrackerCommand.exit(withError: error) }  // --help, --version: argument-parser prints them
        let message = CommandErrorText.line(for: error)
        if !message.isEmpty { StandardError.line(message) }
        CommandEnvironment.current.run?.finish(failed: true)
        Foundation.exit(code)
    }

    /// 0 for help and version, 2 for anything wrong with what was typed, 1 for everything else.
    static func exitCode(for error: any Error) -> Int32 {
        let code = TrackerCommand.exitCode(for: error)
        if code.rawValue == 0 { return 0 }
        // TrackerKit refuses values breaking its rules with InputError: bad input too, wherever it is caught.
        return code == .validationFailure || error is ValidationError || error is BadInput || error is InputError ? 2 : 1
    }
}

/// An error in what the user typed on the command line: reported on stderr, exit code 2.
struct BadInput: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
