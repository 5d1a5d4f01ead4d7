import ArgumentParser
import Foundation
import TrackerKit

struct MemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memo", abstract: "Set a day's memo, or add a line to it (an empty text removes it).",
        discussion: """
            A text of - reads the memo from standard input (up to \(ValueRules.memoLength) characters, UTF-8).

            Examples:
              tracker memo "Slept badly"
              tracker memo --append "Walked 5 km" --date yesterday
              fortune | tracker memo -
              tracker memo "" --date 2026-11-20
            """)

    @Argument(help: "The memo, or - to read it from standard input.") var text: String
    @Option(help: .init(DateHelp.day)) var date: String?
    @Flag(help: "Add the text as a new line under the day's memo instead of replacing it.") var append = false
    @OptionGroup var store: StoreOptions

    func run() throws {
        let memo = text == "-" ? try StandardInput.text(limit: ValueRules.memoLength, argument: "text") : text
        guard memo.count <= ValueRules.memoLength else { throw BadInput("text: a memo can have at most \(ValueRules.memoLength) characters.") }
        _ = try checked(Input.memo(memo), argument: "text")
        let context = try CommandContext(store)
        let removing = !append && memo.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        // Removing is not logging: a memo that came by sync from a machine whose clock was ahead can go (QA s8 M9).
        let day = try context.date(date, forWriting: !removing)
        try asBadInput(argument: "text") {
            if append { try context.database.appendMemo(memo, on: day) } else { try context.database.setMemo(memo, on: day) }
        }
        say(removing ? "Memo removed for \(day.iso)." : append ? "Memo line added for \(day.iso)." : "Memo saved for \(day.iso).")
    }
}

/// Text piped to a command (`memo -`): read to its end, but never more than a memo can hold (a
/// `yes |` or `/dev/zero` is refused, not buffered), and UTF-8 only. One final line break is dropped.
enum StandardInput {
    static func text(limit characters: Int, argument: String, descriptor: Int32 = STDIN_FILENO) throws -> String {
        // A terminal would wait for Ctrl-D with no prompt; `-` is for text piped in.
        guard isatty(descriptor) == 0 else { throw BadInput("\(argument): - reads the memo from a pipe or file, e.g. echo \"Slept well\" | tracker memo -") }
        let byteLimit = characters * 4 + 4
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while data.count <= byteLimit {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw BadInput("\(argument): cannot read standard input (\(String(cString: strerror(errno)))).") }
            if got == 0 { break }
            data.append(contentsOf: chunk[0..<got])
        }
        guard data.count <= byteLimit else { throw BadInput("\(argument): standard input holds more than a memo can (\(characters) characters).") }
        guard var text = String(data: data, encoding: .utf8) else { throw BadInput("\(argument): standard input is not UTF-8 text.") }
        if text.hasSuffix("\r\n") { text.removeLast() } else if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
