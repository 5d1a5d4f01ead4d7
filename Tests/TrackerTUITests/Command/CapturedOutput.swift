import Foundation
import XCTest
@testable import TrackerTUI

/// Runs `body` with the process's stdout (and stdin, when given) pointed at temporary files, and
/// returns what was written: how in-process CLI tests read a command's output.
func capturingStandardOutput(input: String? = nil, _ body: () throws -> Void) rethrows -> String {
    let folder = NSTemporaryDirectory()
    let outputPath = folder + "tracker-out-\(UUID().uuidString)"
    XCTAssertTrue(FileManager.default.createFile(atPath: outputPath, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    fflush(nil)
    let savedOutput = dup(STDOUT_FILENO)
    let output = open(outputPath, O_WRONLY | O_TRUNC)
    dup2(output, STDOUT_FILENO)
    close(output)
    var savedInput: Int32 = -1
    if let input {
        let inputPath = folder + "tracker-in-\(UUID().uuidString)"
        XCTAssertTrue(FileManager.default.createFile(atPath: inputPath, contents: Data(input.utf8)))
        savedInput = dup(STDIN_FILENO)
        let source = open(inputPath, O_RDONLY)
        dup2(source, STDIN_FILENO)
        close(source)
        try? FileManager.default.removeItem(atPath: inputPath)
    }
    defer {
        dup2(savedOutput, STDOUT_FILENO)
        close(savedOutput)
        if savedInput >= 0 { dup2(savedInput, STDIN_FILENO); close(savedInput) }
    }
    try body()
    return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
}
