/// How much of one thing a JSON text may hold before `JSONSyntax` refuses it, named by its path
/// (`JSONPathScan`). The import always uses `export`; a test proves each limit with a small one.
public struct JSONLimits: Sendable, Equatable {
    /// Members of one object.
    public var members: Int
    /// Bytes of one text, counted as written (escapes included).
    public var textBytes: Int
    /// Lists inside one list.
    public var listsInList: Int

    public init(members: Int, textBytes: Int, listsInList: Int) {
        self.members = members
        self.textBytes = textBytes
        self.listsInList = listsInList
    }

    /// A Tracker export's limits.
    /// - members: far more than any object of an export holds (a swim has 21 fields, the settings a dozen);
    ///   a million keys would otherwise become a million warnings or settings.
    /// - textBytes: far more than any text of an export holds (a memo is at most 4,000 characters): a 60 MB
    ///   string is refused while it is read, before it is copied into memory.
    /// - listsInList: only a swim's heart-rate samples are lists in a list ([seconds, bpm]), one a second over
    ///   the longest swim the rules allow (48 h) is 172,800; each costs a heap block, 5 million of them 400 MB.
    public static let export = JSONLimits(members: 1_000, textBytes: 1 << 20, listsInList: 200_000)
}
