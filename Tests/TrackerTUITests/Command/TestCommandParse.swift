import ArgumentParser
import Foundation
@testable import TrackerTUI

/// How the in-process command tests parse `tracker ARGUMENTS`. In a debug build argument-parser checks
/// every command definition on the way down from the root on every parse (`ArgumentSet.init` runs
/// `_validate` under `#if DEBUG`), which made a parse from the root cost about 17 ms and was the largest
/// single cost of the command tests. The definitions do not change within a run, so:
/// - the first parse of each command type goes through the root (`TrackerCommand.parseAsRoot`), so
///   argument-parser's check and the routing of every command a test uses still run; only a command
///   the root has once answered with (not help, not a group's default) is parsed directly after that;
/// - later ones parse the named command from its own arguments (what the root hands it);
/// - anything the command refuses is parsed again from the root, so every refusal is the binary's.
enum TestCommandParse {
    static func tracker(_ arguments: [String]) throws -> ParsableCommand {
        var command: ParsableCommand.Type = TrackerCommand.self
        var words = arguments[...]
        while let word = words.first, let next = command.configuration.subcommands.first(where: { $0._commandName == word }) {
            command = next
            words.removeFirst()
        }
        guard command != TrackerCommand.self, parsedFromTheRoot.contains(command) else {
            let parsed = try TrackerCommand.parseAsRoot(arguments)
            if type(of: parsed) == command { parsedFromTheRoot.insert(command) }
            return parsed
        }
        do {
            return try command.parseAsRoot(Array(words))
        } catch {
            return try TrackerCommand.parseAsRoot(arguments)
        }
    }

    private static let parsedFromTheRoot = CommandTypes()
}

/// The command types parsed from the root so far in this test process.
private final class CommandTypes: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<ObjectIdentifier> = []

    func contains(_ type: ParsableCommand.Type) -> Bool { lock.withLock { names.contains(ObjectIdentifier(type)) } }
    func insert(_ type: ParsableCommand.Type) { _ = lock.withLock { names.insert(ObjectIdentifier(type)) } }
}

extension TestCommandParse {
    /// `TrackerCommand.parseChecked` (mistyped commands named, negative numbers kept as values), parsed as above.
    static func checked(_ arguments: [String]) throws -> ParsableCommand {
        try CommandSpelling.check(arguments)
        return try tracker(NegativeNumbers.asValues(arguments))
    }
}
