import Crypto
import Foundation

/// The identity a minted record (an entry, a tap, a pad's finished count, the workout log) takes when its diary first
/// syncs (`sync init` or `join`): made from the record itself, not from the clock, so the same never-synced diary file
/// copied to two machines gives the same identities on both and merges to one copy of each (QA s8b F6b). It is a stamp's
/// shape: the record's own time (a tap's moment, an entry's day), then the row's number and a hash of the table, the
/// row's number, the row's birth token (`Schema.addSyncBirths`: a copy shares the tokens of the rows it was copied with,
/// rows added after the copying get tokens of their own) and the diary file's origin (`Schema.addDiaryOrigin`: a copy
/// shares it, a diary made apart does not, so two fresh diaries that each logged the same coffee keep both). The time
/// keeps the synced order of a counter's changes the order they were made in.
/// Records made after the first sync are minted from the clock as before.
enum SyncFirstIdentity {
    /// A row whose birth the diary kept (`Schema.addSyncBirths`): its token stands for its values, so an edit made on one
    /// copy before the first sync keeps the identity, and a deleted row's identity can still be sent as removed (QA s9 N8).
    static func id(of table: SyncTable, birth: SyncBirth, origin: String) -> String {
        let text = origin + "\u{0}" + table.name + "\u{0}" + birth.localKey + "\u{0}birth=" + birth.token
        return stamp(text, localKey: birth.localKey, millis: millis(of: [SyncBirthTable.named(table.name)?.time ?? "date": birth.time.map(SyncValue.text)]))
    }

    /// A row without a birth (a diary that synced before, set up again): made from its values, as before births were kept.
    static func id(of table: SyncTable, localKey: String, values: [String: String?], origin: String) -> String {
        var text = origin + "\u{0}" + table.name + "\u{0}" + localKey
        for field in table.carriedFields { text += "\u{0}" + field + ((values[field] ?? nil).map { "=v" + $0 } ?? "=null") }
        return stamp(text, localKey: localKey, millis: millis(of: values))
    }

    private static func stamp(_ text: String, localKey: String, millis: Int64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        for byte in SHA256.hash(data: Data(text.utf8)).prefix(8) { hex += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        // The row number first: changes of one millisecond (a tap and the pad count that restarts it) keep the order made.
        let row = String(repeating: "0", count: max(0, 12 - localKey.utf8.count)) + localKey
        return SyncStamp(millis: millis, counter: 0, replica: row + "-" + String(decoding: hex, as: UTF8.self)).description
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
