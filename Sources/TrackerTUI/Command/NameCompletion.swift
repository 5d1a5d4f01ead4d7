import ArgumentParser
import Foundation
import TrackerKit

/// Shell completion of the user's own names (`tracker eat <Tab>`): the shell calls `tracker` back,
/// which reads the database named by `--db` on the line (or the default) without changing it.
enum NameCompletion {
    static let foods = CompletionKind.custom { words, _, prefix in names(words: words, prefix: prefix) { try $0.foods().map(\.name) } }
    static let counters = CompletionKind.custom { words, _, prefix in names(words: words, prefix: prefix) { try $0.counters().map(\.name) } }

    static func names(words: [String], prefix: String, _ read: (AppDatabase) throws -> [String]) -> [String] {
        let path = StoreOptions.resolve(databasePath(in: words), config: CommandConfig.load(explicitPath: nil))
        guard FileSystem.exists(path), let database = try? AppDatabase.open(path: path, readOnly: true) else { return [] }
        defer { database.close() }
        let wanted = Food.searchKey(prefix)
        return ((try? read(database)) ?? []).filter { Food.searchKey($0).hasPrefix(wanted) }
    }

    /// `--db PATH` or `--db=PATH` among the words typed so far.
    static func databasePath(in words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            if word.hasPrefix("--db=") { return String(word.dropFirst(5)) }
            if word == "--db", index + 1 < words.count { return words[index + 1] }
        }
        return nil
    }
}
