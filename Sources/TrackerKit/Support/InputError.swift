/// A problem with something the user typed, in words to show beside it.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// Set when the input names a file that exists and may be replaced only when asked (`--force`, or
    /// the app's own choice), so each front end can say how.
    public var existingPath: String?
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    public static func fileExists(_ path: String) -> InputError {
        var error = InputError("\(path) exists; add --force to replace it.")
        error.existingPath = path
        return error
    }
}
