import ArgumentParser
import Foundation
import TrackerKit

/// What a scripting command needs: the database, today, the user's units.
struct CommandContext {
    let database: AppDatabase
    let today: LocalDate
    let preferences: Preferences

    init(_ store: StoreOptions, reading: Bool = false) throws {
        database = try store.open(reading: reading)
        today = Self.today
        preferences = try database.preferences()
    }

    /// An empty diary in memory, for a preview that must not create the user's file.
    init(inMemory: Void) throws {
        database = try AppDatabase.inMemory()
        today = Self.today
        preferences = try database.preferences()
    }

    /// `--date`, defaulting to today; for writes it may not be in the future.
    func date(_ text: String?, forWriting: Bool = true, argument: String = "--date") throws -> LocalDate {
        guard let text else { return today }
        let result = forWriting ? Input.logDate(text, today: today) : Input.date(text, today: today)
        return try checked(result, argument: argument)
    }
}

/// Turns a refused input into a bad-input error (exit code 2) that names the argument.
func checked<T>(_ result: Result<T, InputError>, argument: String) throws -> T {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw BadInput("\(argument): \(error.message)")
    }
}

/// Store refusals of what the user asked for (a duplicate name) are bad input too, named by the
/// argument they concern.
func asBadInput<T>(argument: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as InputError { throw BadInput("\(argument): \(error.message)") }
}
