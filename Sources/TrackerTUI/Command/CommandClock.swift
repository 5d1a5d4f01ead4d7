import Foundation
import TrackerKit

/// What one run of a command reads from outside its arguments: the clock, the time zone, and the run that
/// closes the database it opened. `Main` makes one for the process and binds it around `run()`; a test binds
/// its own fixed one. It is a task-local rather than a parameter because argument-parser decodes each command
/// from the arguments and calls its `run()` with none, so there is no way to hand a value down the 50 commands'
/// `run()`s; a task-local is scoped to the `withValue` that binds it, so two runs at once (parallel tests)
/// each see their own and nothing is left set afterwards.
struct CommandEnvironment: Sendable {
    var clock: Clock
    var zone: ZoneOffset
    /// Collects the database the command opened, for `Main` to close; nil when nobody will close it.
    var run: CommandDatabase?

    static let system = CommandEnvironment(clock: .system, zone: .system, run: nil)

    @TaskLocal static var current = CommandEnvironment.system

    /// Runs `body` with this environment in force.
    func bound<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$current.withValue(self, operation: body)
    }
}

/// The one place the command line reads the time: every command's today and now come from here.
extension CommandContext {
    static var clock: Clock { CommandEnvironment.current.clock }
    static var zone: ZoneOffset { CommandEnvironment.current.zone }
    static var now: Date { clock.now() }
    static var today: LocalDate { LocalDate(clock.now(), offset: zone) }
}
