import Foundation
@testable import TrackerTUI

/// What `body` writes to file descriptor 1, through a temporary file (a pipe could fill and block).
func standardOutput(_ body: () throws -> Void) throws -> String {
    let file = NSTemporaryDirectory() + "tracker-stdout-\(UUID().uuidString)"
    let descriptor = open(file, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    let saved = dup(STDOUT_FILENO)
    defer { unlink(file) }
    dup2(descriptor, STDOUT_FILENO)
    defer {
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(descriptor)
    }
    try body()
    return try String(contentsOfFile: file, encoding: .utf8)
}

/// Runs `tracker ARGUMENTS --db PATH` in-process and returns what it printed.
func trackerOutput(_ arguments: [String], db path: String) throws -> String {
    try standardOutput {
        var command = try TestCommandParse.tracker(NegativeNumbers.asValues(arguments + ["--db", path]))
        try command.runAtTestTime()
    }
}
