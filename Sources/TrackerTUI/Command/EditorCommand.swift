/// How `config edit` starts the user's editor: as git does, the variable is read by the shell (so
/// `code --wait` and a quoted path with blanks both work) and the file is passed as one argument that the shell
/// never reads.
enum EditorCommand {
    static func arguments(environment: [String: String], file: String) -> [String] {
        let editor = chosen(environment)
        return ["/bin/sh", "-c", "\(editor) \"$@\"", editor, file]
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`; a variable that is set but empty counts as unset.
    static func chosen(_ environment: [String: String]) -> String {
        [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
    }
}
