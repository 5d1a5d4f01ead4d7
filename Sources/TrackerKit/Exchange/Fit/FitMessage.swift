/// One data message of a FIT file, as the swim reader needs it: its global number, when it was
/// written (its `timestamp` field, or a compressed-timestamp header), and the first value of each
/// numeric field that holds one (invalid values left out).
struct FitMessage {
    let global: UInt16
    /// Seconds since the FIT epoch (1989-12-31T00:00:00Z); nil when the message says nothing of when.
    let timestamp: UInt32?
    let fields: [(number: UInt8, value: Double)]

    func value(_ number: UInt8) -> Double? {
        fields.first { $0.number == number }?.value
    }

    /// The FIT epoch in Unix seconds.
    static let epoch: Double = 631_065_600
    /// Values below this are seconds since the device powered on, not dates (FIT `date_time`).
    static let firstDate: Double = 0x1000_0000

    /// A `date_time` field as Unix seconds; nil when it is not a date.
    func date(_ number: UInt8) -> Double? {
        guard let raw = number == FitField.timestamp ? timestamp.map(Double.init) : value(number), raw >= Self.firstDate else { return nil }
        return raw + Self.epoch
    }
}

/// Global message and field numbers of the FIT profile that the swim reader uses.
enum FitField {
    static let timestamp: UInt8 = 253
}

enum FitGlobal {
    static let fileID: UInt16 = 0
    static let session: UInt16 = 18
    static let lap: UInt16 = 19
    static let record: UInt16 = 20
    static let activity: UInt16 = 34
    static let length: UInt16 = 101
}

/// Why a FIT file could not be read.
enum FitError: Error, Equatable, CustomStringConvertible {
    case notFit
    case endsEarly
    case checksum
    case damaged(offset: Int, detail: String)

    var description: String {
        switch self {
        case .notFit: return "this is not a FIT file (it does not start with a FIT header)"
        case .endsEarly: return "the file ends early: it is incomplete; copy it from the watch or export it again"
        case .checksum: return "the file is damaged: its checksum does not match its content; copy it from the watch or export it again"
        case .damaged(let offset, let detail): return "the file is damaged at byte \(offset): \(detail)"
        }
    }
}
