import ArgumentParser
import XCTest
import TrackerKit
@testable import TrackerTUI

/// What `tracker` prints on stderr for a refusal: one line, naming the argument, with "did you mean".
final class CommandErrorTextTests: XCTestCase {
    private func refusal(_ arguments: [String]) -> (code: Int32, text: String) {
        do {
            var command = try TrackerCommand.parseChecked(arguments + ["--db", "/nonexistent/x.sqlite"])
            try command.runAtTestTime()
            return (0, "")
        } catch {
            return (Main.exitCode(for: error), CommandErrorText.line(for: error))
        }
    }

    func testABadChoiceIsOneLineWithTheChoicesAndASuggestion() {
        let serving = refusal(["food", "add", "Oats", "--kcal", "150", "--serving", "cpu"])
        XCTAssertEqual(serving.code, 2)
        XCTAssertEqual(
            serving.text,
            "Error: --serving: “cpu” is not one of serving, piece, cup, gram, oz, lb, ml, tbsp, tsp; did you mean cup? (see: tracker food add --help)")
        let period = refusal(["progress", "--period", "5Y"])
        XCTAssertFalse(period.text.contains("\n"), period.text)
        XCTAssertTrue(period.text.hasPrefix("Error: --period: “5Y” is not one of 1W, 1M"), period.text)
    }

    func testEveryKindOfParseErrorIsOneLine() {
        for arguments in [
            ["food", "add"], ["food", "add", "X", "--kcal"], ["food", "add", "X", "--kcal", "5", "--colour", "red"],
            ["food", "add", "X", "--kcal", "5", "extra"], ["weight", "list", "--format", "xml"], ["weight", "add", "1", "--unit", "stone"],
        ] {
            let refused = refusal(arguments)
            XCTAssertEqual(refused.code, 2, "\(arguments)")
            XCTAssertFalse(refused.text.contains("\n"), "\(arguments): \(refused.text)")
            XCTAssertTrue(refused.text.hasPrefix("Error: "), refused.text)
        }
    }

    func testAnyErrorOfSeveralLinesIsOneLine() {
        struct Several: Error, CustomStringConvertible { var description: String { "first part\nsecond part" } }
        XCTAssertEqual(CommandErrorText.line(for: Several()), "Error: first part second part")
    }

    func testChoicesTakeAnyCase() throws {
        XCTAssertNoThrow(try TrackerCommand.parseChecked(["food", "add", "Oats", "--kcal", "150", "--serving", "CUP"]))
        XCTAssertNoThrow(try TrackerCommand.parseChecked(["weight", "add", "70", "--unit", "Lb"]))
        XCTAssertNoThrow(try TrackerCommand.parseChecked(["weight", "list", "--format", "JSON"]))
        XCTAssertNoThrow(try TrackerCommand.parseChecked(["progress", "--period", "all"]))
    }

    func testAMistypedCommandIsNamedWithWhatItCouldBe() {
        XCTAssertEqual(refusal(["wieght", "add", "70"]).text, "Error: tracker: no command “wieght”; did you mean weight?")
        XCTAssertEqual(refusal(["food", "edti", "Oats"]).text, "Error: tracker food: no command “edti”; did you mean edit?")
        XCTAssertEqual(refusal(["--db", "x", "fod"]).code, 2)
        XCTAssertTrue(refusal(["zzzzzzzz"]).text.contains("Commands: show, weight"), refusal(["zzzzzzzz"]).text)
        XCTAssertEqual(refusal(["wieght"]).code, 2)
        XCTAssertNoThrow(try CommandSpelling.check(["--generate-completion-script", "bash"]), "a shell's name is not a command")
        XCTAssertNoThrow(try CommandSpelling.check(["bench", "check", "--db", "x"]), "hidden commands still run")
        XCTAssertFalse(refusal(["benc"]).text.contains("bench"), "but are not suggested")
        XCTAssertEqual(refusal(["settings", "get", "units.wieght"]).text, "Error: key: unknown setting “units.wieght”; did you mean units.weight?")
        XCTAssertNoThrow(try CommandSpelling.check(["---completion", "eat", "--", "customArg:0", "oa"]))
    }
}
