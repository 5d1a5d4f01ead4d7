/// Recognises the argument lists that just open the app: none, `--db PATH` or `--db=PATH`.
/// Anything else (help, version, subcommands, mistakes) goes to argument-parser.
enum QuickLaunch {
    /// `.some(nil)`: open the app on the default database; `.some(path)`: on `path`; nil: not a plain launch.
    static func databasePath(arguments: [String]) -> String?? {
        switch arguments.count {
        case 0:
            return .some(nil)
        case 1 where arguments[0].hasPrefix("--db=") && arguments[0].count > 5:
            return .some(String(arguments[0].dropFirst(5)))
        case 2 where arguments[0] == "--db" && !arguments[1].isEmpty && !arguments[1].hasPrefix("-"):
            return .some(arguments[1])
        default:
            return nil
        }
    }
}
