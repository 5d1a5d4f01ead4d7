/// One thing wrong in the configuration file, where it is: the option keeps its default and the app starts anyway.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    /// 1-based; 0 when the problem is the file as a whole (unreadable, too large).
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line), column \(column): \(message)" : message }
}
