import Foundation

/// Waits for a started program: drains both pipes (so a chatty program cannot block on a full one) and stops it,
/// SIGTERM then SIGKILL, when it has not finished within the timeout. The exit is polled rather than waited for
/// with `waitUntilExit`, which can hang in Foundation's run loop after the child has gone (QA s8 M5).
struct ProcessWait {
    let process: Process
    let output: Pipe
    let errors: Pipe

    func result(program: String, timeout: TimeInterval) -> ProcessResult {
        let outputData = ReadBox(), errorData = ReadBox()
        let group = DispatchGroup()
        for (pipe, box) in [(output, outputData), (errors, errorData)] {
            group.enter()
            DispatchQueue.global().async {
                box.data = pipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = group.wait(timeout: .now() + timeout) == .timedOut
        while !timedOut && process.isRunning {
            if Date() > deadline { timedOut = true } else { usleep(2_000) }
        }
        guard timedOut else {
            return ProcessResult(
                status: process.terminationStatus, output: String(decoding: outputData.data, as: UTF8.self),
                errors: String(decoding: errorData.data, as: UTF8.self), outputData: outputData.data)
        }
        stop()
        let seconds = Int(timeout.rounded())
        return ProcessResult(
            status: -1, output: "",
            errors:
                "fatal: \(program) did not finish within \(seconds < 1 ? "\(timeout)" : String(seconds)) s and was stopped (is the network or the remote hanging?)"
        )
    }

    private func stop() {
        let pid = process.processIdentifier
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        for _ in 0..<100 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(pid, SIGKILL) }
    }
}

/// What a pipe's reader hands back; written once before `group.leave()`, read after `wait()`.
final class ReadBox: @unchecked Sendable {
    var data = Data()
}
