import ArgumentParser
import Foundation
import Glibc
import TrackerKit

/// The one-thread loop: render → flush changes → wait for a key or the next deadline → update → effects.
enum AppLoop {
    /// How often an idle loop wakes to look for changes made by another process (a cheap pragma).
    static let idlePollMilliseconds: Int32 = 1000

    static func run(
        database: AppDatabase, clock: Clock, glyphs: Glyphs, useColor: Bool, config: LoadedConfig, remembersTab: Bool = true,
        startMessage: StatusLine.Message? = nil
    ) throws {
        let session = try TerminalSession(glyphs: glyphs, useColor: useColor, mouse: config.config.mouse)
        defer { session.stop() }
        var writer = ScreenWriter(colors: session.colors)
        var state = AppState(
            database: database, clock: clock, zone: .system, width: session.width, height: session.height, glyphs: glyphs, config: config,
            lastTab: remembersTab ? LastTab.read(environment: ProcessInfo.processInfo.environment) : nil, startMessage: startMessage)
        state.watchForOutsideChanges()
        defer { state.changeWatch?.close() }
        defer { if remembersTab { LastTab.write(state.tab, environment: ProcessInfo.processInfo.environment) } }
        var afterWrite = AfterWriteHook(database: database, clock: clock)
        defer { afterWrite.finish(state.context.config.afterWriteHook) }
        var hooks = HookRunner()
        var needsDraw = true
        while true {
            if GracefulStop.isRequested { return }
            for problem in hooks.reapFinished() {
                state.message = .error(problem)
                needsDraw = true
            }
            if let stoppedAt = ExternalStop.takeResumed() {
                state.suspending(at: stoppedAt)
                writer.invalidate()
                needsDraw = true
            }
            if state.reloadIfChangedElsewhere() { needsDraw = true }
            if state.reloadConfigIfChanged() { needsDraw = true }
            afterWrite.runIfDue(state.context.config.afterWriteHook)
            if state.reloadIfNewDay() { needsDraw = true }
            // A paste arrives as thousands of keys: drawing after each one took ~2 ms a key (9 s for 4,000).
            if needsDraw && !InputWait.system.hasInput(on: STDIN_FILENO) { writer.draw(state.render()) }
            needsDraw = true
            let (timeout, wakesForDeadline) = wakeUp(untilDeadline: waitMilliseconds(until: state.nextDeadline(), clock: clock))
            let read = KeyDecoder.read(timeoutMs: timeout)
            // Stopped from outside while waiting: pause as of the stop before a deadline that passed meanwhile is acted on.
            let resumed = ExternalStop.takeResumed()
            if let resumed {
                state.suspending(at: resumed)
                writer.invalidate()
            }
            guard let key = read else {
                // Gone without a SIGHUP (setsid, a closed pty): quietly, with a failure status.
                if session.isHungUp { throw ExitCode.failure }
                if wakesForDeadline {
                    runEffects(state.tick(), state: &state, hooks: &hooks, session: session, writer: &writer)
                } else if resumed == nil {
                    needsDraw = false  // only looked for outside changes: nothing new to draw unless one came
                }
                continue
            }
            if key == .resize {
                state.resize(width: session.width, height: session.height)
                writer.invalidate()
            }
            if runEffects(state.handle(key), state: &state, hooks: &hooks, session: session, writer: &writer) == .quit { return }
        }
    }

    private enum Outcome { case keepGoing, quit }

    @discardableResult
    private static func runEffects(
        _ effects: [Effect], state: inout AppState, hooks: inout HookRunner, session: TerminalSession, writer: inout ScreenWriter
    ) -> Outcome {
        for effect in effects {
            switch effect {
            case .quit: return .quit
            case .bell: session.bell()
            case .flash: break  // AppState draws it as frames
            case .runHook(let arguments, let environment):
                if let problem = hooks.run(arguments, environment: environment).problem { state.message = .error(problem) }
            case .suspend:
                state.suspending(at: state.context.clock.uptime())
                session.suspend()
                writer.invalidate()
            case .message, .openDay: break
            }
        }
        return .keepGoing
    }

    /// How long to wait for a key: until the deadline when it comes within the idle poll (then a
    /// timeout means the deadline passed), else one idle poll (a timeout then only means: look for
    /// outside changes). Never forever, so another process's writes show without a key.
    static func wakeUp(untilDeadline: Int32) -> (timeoutMs: Int32, forDeadline: Bool) {
        let forDeadline = untilDeadline >= 0 && untilDeadline <= idlePollMilliseconds
        return (forDeadline ? untilDeadline : idlePollMilliseconds, forDeadline)
    }

    /// Milliseconds until `deadline`, rounded up so the wake-up is never early; -1 (wait forever) when idle.
    static func waitMilliseconds(until deadline: Duration?, clock: Clock) -> Int32 {
        guard let deadline else { return -1 }
        return InputWait.milliseconds(until: deadline, now: clock.uptime())
    }
}
