/// The figures of an imported swim a user sees (time, distance, kcal, pool, place, strokes),
/// rounded as stored, to tell a newer export's copy that changed from one that is the same.
struct SwimFigures: Equatable {
    var values: [Double?]
    var texts: [String?]

    init(_ swim: HealthDraft.Swim) {
        values = [
            swim.durationSeconds, swim.distanceMeters ?? 0, swim.activeKcal, swim.lapLengthMeters,
            swim.strokes > 0 ? Double(swim.strokes) : nil,
        ].map(Self.rounded)
        texts = [swim.location?.rawValue, swim.lapLengthMeters == nil ? nil : swim.poolUnit?.rawValue]
    }

    init(storedSwim id: Int64, in rows: SwimImportRows) throws {
        let stored = try rows.figures(ofSwim: id)
        values = stored.values.map(Self.rounded)
        texts = stored.texts
    }

    /// To a hundredth: what SQLite gives back of a Double is the Double, but 25 yd in metres is not a short decimal.
    private static func rounded(_ value: Double?) -> Double? {
        value.map { ($0 * 100).rounded() / 100 }
    }
}
