import Foundation

/// A block as one line of text, the same on the command line (`--block`) and in the app's program
/// form: `8 x Burpee:40 rest 20` is 8 rounds of 40 s Burpee with 20 s rest between intervals;
/// `3 x Squat + Lunge:45` takes the work and rest lengths not given from the program's.
public enum WorkoutBlockText {
    /// The block `text` describes; exercises are as typed (the caller matches them to the list).
    public static func block(_ text: String, work: Int, rest: Int) throws -> WorkoutProgram.Block {
        var body = text.trimmingCharacters(in: .whitespaces)
        guard !body.isEmpty else { throw InputError("A block needs at least one exercise, like 8 x Burpee:40 rest 20.") }
        var rounds = 1
        if let match = body.range(of: #"^[0-9]+\s*[x×]\s+"#, options: .regularExpression) {
            let digits = body[match].prefix { $0.isNumber }
            guard let value = Int(digits) else { throw InputError("“\(digits)” rounds is too many.") }
            rounds = value
            body = String(body[match.upperBound...])
        }
        var restSeconds = rest
        if let match = body.range(of: #"\s+rest\s+[0-9]+$"#, options: [.regularExpression, .caseInsensitive]) {
            let digits = body[match].split(separator: " ").last.map(String.init) ?? ""
            guard let value = Int(digits) else { throw InputError("Rest “\(digits)” is not a number of seconds.") }
            restSeconds = value
            body = String(body[..<match.lowerBound])
        }
        let items = body.components(separatedBy: " + ").map { item($0.trimmingCharacters(in: .whitespaces)) }
        guard !items.contains(where: { $0.exercise.isEmpty }) else { throw InputError("A block needs at least one exercise, like 8 x Burpee:40 rest 20.") }
        return WorkoutProgram.Block(items: items, workSeconds: work, restSeconds: restSeconds, rounds: rounds)
    }

    /// `Squat:45` → Squat for 45 s; `Squat` → the block's work length.
    public static func item(_ text: String) -> WorkoutProgram.Item {
        if let colon = text.lastIndex(of: ":"), let seconds = Int(text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)) {
            return WorkoutProgram.Item(exercise: String(text[..<colon]).trimmingCharacters(in: .whitespaces), seconds: seconds)
        }
        return WorkoutProgram.Item(exercise: text)
    }

    /// The line that reads back as `block` (every length written out).
    public static func text(_ block: WorkoutProgram.Block) -> String {
        let items = block.items.map { "\($0.exercise):\($0.seconds ?? block.workSeconds)" }.joined(separator: " + ")
        return "\(block.rounds) x \(items) rest \(block.restSeconds)"
    }
}
