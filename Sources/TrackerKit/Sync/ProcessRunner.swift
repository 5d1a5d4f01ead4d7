import Foundation

/// Runs a program (git) with arguments, never through a shell, and returns its exit status and output.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
    /// The output as bytes (a git blob is not text).
    public var outputData = Data()

    /// The line git printed that says the cause of a failure, for a message: ssh's own line, else git's first
    /// `fatal:`/`error:` or rejected line (the later ones are advice: "and the repository exists.").
    public var reason: String {
        let lines = (errors + "\n" + output).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.first(where: { $0.hasPrefix("ssh:") }) ?? lines.first(where: {
            $0.hasPrefix("fatal:") || $0.hasPrefix("error:") || $0.contains("rejected")
        })
            ?? lines.last ?? "exit status \(status)"
    }

    /// What the remote itself said (`remote: …`: a hook's or the host's reason, "GH006: Protected branch update
    /// failed"), at most five lines of 200 characters, for a rejected push's message.
    public var remoteLines: [String] {
        let said = errors.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            guard line.hasPrefix("remote:") else { return nil }
            let text = line.dropFirst("remote:".count).trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : String(text.prefix(200))
        }
        return Array(said.prefix(5))
    }
}

public enum ProcessRunner {
    /// How long a program may run before it is stopped (a hung ssh or credential helper must not block cron for ever).
    public static let defaultTimeout: TimeInterval = 600

    public static func run(
        _ program: String, _ arguments: [String], environment extra: [String: String] = [:],
        inheriting inherited: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = defaultTimeout
    ) throws -> ProcessResult {
        var environment = inherited
        for (key, value) in extra { environment[key] = value }
        // Found here, not by `/usr/bin/env`: a sync runs git about twenty times, and env was a second program each time.
        guard let executable = executablePath(program, searching: environment["PATH"]) else {
            throw CarrierError(description: "\(program) could not be started (no \(program) in PATH); is it installed?")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CarrierError(description: "\(program) could not be started (\(error.localizedDescription)); is it installed?")
        }
        return ProcessWait(process: process, output: output, errors: errors).result(program: program, timeout: timeout)
    }

    /// Where `program` is, as `env` and the shell look: a name with a slash as it is, else the first executable file of
    /// that name in PATH's folders (an empty entry is the current folder; no PATH, the system's default).
    static func executablePath(_ program: String, searching path: String?) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return program }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + program
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
