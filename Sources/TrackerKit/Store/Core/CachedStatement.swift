import GRDB

extension Database {
    /// Runs a statement compiled once per connection. For writes repeated in loops (the demo and
    /// benchmark generators, imports, a day's weight): compiling the same SQL each time was most of
    /// their cost.
    func executeCached(sql: String, arguments: StatementArguments) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }
}
