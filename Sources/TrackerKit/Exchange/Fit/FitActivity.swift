/// What a FIT activity file holds for its swims, gathered message by message: sessions, laps,
/// lengths and heart-rate records, the maker of the device, and the offset of its local time.
struct FitActivity {
    static let wanted: Set<UInt16> = [FitGlobal.fileID, FitGlobal.session, FitGlobal.lap, FitGlobal.record, FitGlobal.activity, FitGlobal.length]

    var manufacturer: Int?
    /// `activity.local_timestamp − activity.timestamp`, when the device wrote both.
    var localOffset: Int?
    var sessions: [FitMessage] = []
    var laps: [FitMessage] = []
    var lengths: [FitMessage] = []
    /// Unix seconds and beats per minute.
    var heartRate: [(seconds: Double, bpm: Double)] = []

    init(bytes: [UInt8]) throws {
        try FitDecoder.decode(bytes, wanted: Self.wanted) { message in add(message) }
    }

    private mutating func add(_ message: FitMessage) {
        switch message.global {
        case FitGlobal.fileID: manufacturer = manufacturer ?? message.value(1).map { Int($0) }
        case FitGlobal.session: sessions.append(message)
        case FitGlobal.lap: laps.append(message)
        case FitGlobal.length: lengths.append(message)
        case FitGlobal.record:
            if let bpm = message.value(3), let seconds = message.date(FitField.timestamp) { heartRate.append((seconds, bpm)) }
        case FitGlobal.activity:
            // Local time as the watch showed it; a whole number of quarter hours within a day of UTC.
            if let time = message.timestamp, let local = message.value(5) {
                let offset = Int(local) - Int(time)
                if abs(offset) <= 18 * 3600 { localOffset = (Double(offset) / 900).rounded().toInt * 900 }
            }
        default: break
        }
    }

    /// The maker's name, as the swim's app: Garmin, COROS, Suunto, Wahoo, Polar…
    var makerName: String {
        switch manufacturer {
        case 1, 2: return "Garmin"
        case 23: return "Suunto"
        case 32: return "Wahoo"
        case 123: return "Polar"
        case 129, 294: return "COROS"
        case 339: return "Zepp"
        case 348: return "Huawei"
        case .some(let number): return "FIT device (maker \(number))"
        case nil: return "FIT device"
        }
    }
}

extension Double {
    /// The nearest whole number, saturating at Int's range (NaN is 0).
    fileprivate var toInt: Int { isNaN ? 0 : Int(Swift.max(Swift.min(self, Double(Int32.max)), Double(Int32.min))) }
}
