import Foundation
import XCTest

@testable import TrackerTUI

final class EditorCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracker-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my tools"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// An editor script that writes each argument it got on a line of `args`.
    private func makeEditor() throws -> String {
        let script = folder.appendingPathComponent("my tools/ed.sh").path
        let log = folder.appendingPathComponent("args").path
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(log)'\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        return script
    }

    private func arguments() throws -> [String] {
        try String(contentsOfFile: folder.appendingPathComponent("args").path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testAnEditorWithArgumentsAndAQuotedPathWithBlanksGetsTheFileAsOneArgument() throws {
        let editor = try makeEditor()
        let file = folder.appendingPathComponent("a config; rm -rf $HOME.toml").path
        let words = EditorCommand.arguments(environment: ["EDITOR": "'\(editor)' --wait"], file: file)
        XCTAssertEqual(ProgramRun.wait(words), 0)
        XCTAssertEqual(try arguments(), ["--wait", file])
    }

    func testVisualWinsAndABlankVariableCountsAsUnset() {
        XCTAssertEqual(EditorCommand.chosen(["VISUAL": "nano", "EDITOR": "vim"]), "nano")
        XCTAssertEqual(EditorCommand.chosen(["VISUAL": "  ", "EDITOR": "vim"]), "vim")
        XCTAssertEqual(EditorCommand.chosen([:]), "vi")
    }

    func testAnEditorThatFailsGivesItsStatus() {
        XCTAssertEqual(ProgramRun.wait(EditorCommand.arguments(environment: ["EDITOR": "false"], file: "x")), 1)
    }
}
