import Foundation

/// Runs a program (git) with arguments, never through a shell, and returns its exit status and output.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
    /// The output as bytes (a git blob is not text).
    public var outputData = Data()

    /// The last line git printed about a failure, for a message.
    public var reason: String {
        let lines = (errors + "\n" + output).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") || $0.contains("rejected") }) ?? lines.last ?? "exit status \(status)"
    }
}

public enum ProcessRunner {
    public static func run(_ program: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw InputError("\(program) could not be started (\(error.localizedDescription)); is it installed?")
        }
        // Both pipes are drained before waiting, so a chatty program cannot block on a full pipe.
        let errorData = ReadBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData.data, as: UTF8.self),
            outputData: outputData)
    }
}

/// What the second pipe's reader hands back; written once before `group.leave()`, read after `wait()`.
private final class ReadBox: @unchecked Sendable {
    var data = Data()
}
