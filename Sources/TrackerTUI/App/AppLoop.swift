import TrackerKit

/// The one-thread loop: render → flush changes → wait for a key or the next deadline → update → effects.
enum AppLoop {
    static func run(database: AppDatabase, clock: Clock, glyphs: Glyphs, useColor: Bool) throws {
        let session = try TerminalSession(glyphs: glyphs, useColor: useColor)
        defer { session.stop() }
        var writer = ScreenWriter(colors: session.colors)
        var state = AppState(database: database, clock: clock, zone: .system,
                             width: session.width, height: session.height, glyphs: glyphs)
        while true {
            writer.draw(state.render())
            guard let key = KeyDecoder.read(timeoutMs: waitMilliseconds(until: state.nextDeadline(), clock: clock)) else {
                runEffects(state.tick(), session: session, writer: &writer)
                continue
            }
            if key == .resize {
                state.resize(width: session.width, height: session.height)
                writer.invalidate()
            }
            if runEffects(state.handle(key), session: session, writer: &writer) == .quit { return }
        }
    }

    private enum Outcome { case keepGoing, quit }

    @discardableResult
    private static func runEffects(_ effects: [Effect], session: TerminalSession, writer: inout ScreenWriter) -> Outcome {
        for effect in effects {
            switch effect {
            case .quit: return .quit
            case .bell: session.bell()
            case .suspend:
                session.suspend()
                writer.invalidate()
            case .message, .openDay: break
            }
        }
        return .keepGoing
    }

    /// Milliseconds until `deadline`, rounded up so the wake-up is never early; -1 (wait forever) when idle.
    static func waitMilliseconds(until deadline: Duration?, clock: Clock) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = deadline - clock.uptime()
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        let ms = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: ms)
    }
}
