import Glibc

/// Runs the workout's phase hook: a program started directly (no shell, so nothing in the
/// setting is interpreted), its input and output on /dev/null so it cannot draw over the screen,
/// never waited for, so a slow or hung hook cannot hold up the countdown.
/// A hook that cannot start or that fails is said once on the status line (`problem`), never again
/// for the same program in this run, and never holds up the timer. The app's loop owns one.
struct HookRunner {
    /// Hooks started and not yet reaped: pid → program.
    private var running: [pid_t: String] = [:]
    /// Programs whose problem has been said.
    private var reported: Set<String> = []

    /// Starts the hook; its pid, or the words to show when it could not start (said once per program).
    @discardableResult
    mutating func run(_ arguments: [String], environment extra: [String: String]) -> (pid: pid_t?, problem: String?) {
        let program = arguments.first ?? ""
        switch Self.spawn(arguments, environment: extra) {
        case .success(let pid):
            running[pid] = program
            return (pid, nil)
        case .failure(let failure):
            let code = failure.code
            let why = code == ENOENT ? "no such program" : code == EACCES ? "not allowed to run it" : String(cString: strerror(code))
            return (nil, once(program, "Workout hook “\(program)” could not start: \(why)."))
        }
    }

    /// Collects hooks that have ended, so none is left a zombie; never blocks. Returns what to say
    /// about one that failed (a status other than 0, or a signal), once per program.
    mutating func reapFinished() -> [String] {
        var status: Int32 = 0
        var problems: [String] = []
        while case let pid = waitpid(-1, &status, WNOHANG), pid > 0 {
            if let problem = ended(pid, status: status) { problems.append(problem) }
        }
        return problems
    }

    /// A hook the runner started has ended with this wait status: what to say if it failed (once per program).
    mutating func ended(_ pid: pid_t, status: Int32) -> String? {
        guard let program = running.removeValue(forKey: pid) else { return nil }
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        if exited && code == 0 { return nil }
        return once(program, "Workout hook “\(program)” \(exited ? "ended with status \(code)" : "was killed by signal \(status & 0x7f)").")
    }

    private mutating func once(_ program: String, _ text: String) -> String? {
        reported.insert(program).inserted ? text : nil
    }

    /// Starts `arguments[0]` (looked up on PATH) with the rest as its arguments; returns its pid,
    /// or nil when it could not be started.
    @discardableResult
    static func launch(_ arguments: [String], environment extra: [String: String]) -> pid_t? {
        try? spawn(arguments, environment: extra).get()
    }

    struct SpawnFailure: Error { var code: Int32 }

    private static func spawn(_ arguments: [String], environment extra: [String: String]) -> Result<pid_t, SpawnFailure> {
        guard let program = arguments.first, !program.isEmpty else { return .failure(SpawnFailure(code: ENOENT)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: a Ctrl-C or Ctrl-Z meant for Tracker does not reach it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var environment: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if !extra.keys.contains(where: { text.hasPrefix($0 + "=") }) { environment.append(text) }
            index += 1
        }
        environment += extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let result = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in posix_spawnp(&pid, program, &actions, &attributes, argv, envp) }
        }
        return result == 0 ? .success(pid) : .failure(SpawnFailure(code: result))
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// A program run in the foreground with the terminal (an editor), waited for; its exit status, or 127 when it could not start.
enum ProgramRun {
    static func wait(_ arguments: [String]) -> Int32 {
        guard let program = arguments.first else { return 127 }
        var pid: pid_t = 0
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        guard posix_spawnp(&pid, program, nil, nil, &pointers, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
