import Crypto
import Foundation

/// The identity a minted record (an entry, a tap, a pad's finished count, the workout log) takes when its diary first
/// syncs (`sync init` or `join`): made from the record itself, not from the clock, so the same never-synced diary file
/// copied to two machines gives the same identities on both and merges to one copy of each (QA s8b F6b). It is a stamp's
/// shape: the record's own time (a tap's moment, an entry's day), then the row's number and a hash of the table, the
/// row's number, every carried value (references as global ids) and the diary file's origin (`Schema.addDiaryOrigin`: a
/// copy shares it, a diary made apart does not, so two fresh diaries that each logged the same coffee keep both). The time keeps the synced order of a counter's changes the order they
/// were made in; the hash tells apart everything but the same row with the same values, which a copy has.
/// Records made after the first sync are minted from the clock as before.
enum SyncFirstIdentity {
    static func id(of table: SyncTable, localKey: String, values: [String: String?], origin: String) -> String {
        var text = origin + "\u{0}" + table.name + "\u{0}" + localKey
        for field in table.carriedFields { text += "\u{0}" + field + ((values[field] ?? nil).map { "=v" + $0 } ?? "=null") }
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in SHA256.hash(data: Data(text.utf8)).prefix(8) { hex += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        // The row number first: changes of one millisecond (a tap and the pad count that restarts it) keep the order made.
        let row = String(repeating: "0", count: max(0, 12 - localKey.utf8.count)) + localKey
        return SyncStamp(millis: millis(of: values), counter: 0, replica: row + "-" + String(decoding: hex, as: UTF8.self)).description
    }

    /// When the record came to be, as far as it says (ms, within the stamp's 16 digits); 0 when it does not.
    private static func millis(of values: [String: String?]) -> Int64 {
        for field in ["at", "finishedAt", "startedAt"] {
            if let text = SyncValue.textValue(values[field] ?? nil), let date = Timestamp.date(text) { return bounded(date.timeIntervalSince1970 * 1000) }
        }
        if let text = SyncValue.textValue(values["date"] ?? nil), let day = LocalDate(iso: text) { return bounded(Double(day.daysSinceEpoch) * 86_400_000) }
        return 0
    }

    private static func bounded(_ millis: Double) -> Int64 {
        guard millis.isFinite else { return 0 }
        return Int64(min(max(0, millis.rounded(.down)), 9e15))
    }
}
