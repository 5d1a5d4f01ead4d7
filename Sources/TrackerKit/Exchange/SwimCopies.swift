import Foundation
/// Several apps write the same swim: the watch, and apps that copy it (Strava, MySwimPro, a second
/// watch app), starting the same second or a little later, usually without laps or records. Swims
/// whose times overlap are one swim: the richest copy is kept, gaps in it are filled from the others,
/// and their apps are remembered. Records the other copies wrote are theirs, and are not counted twice.
extension HealthDraft {
    mutating func mergeCopies(spill: HeartRateSpill? = nil) throws {
        for index in swims.indices { swims[index].source = source(named: swims[index].sourceName) }
        swims.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var clusters: [[Swim]] = []
        var open: [(cluster: Int, end: Double)] = []
        for swim in swims {
            // Only clusters still open at this start can hold a copy of it (swims come by their start).
            open.removeAll { $0.end <= swim.start }
            if let index = open.firstIndex(where: { clusters[$0.cluster].contains { Self.areCopies($0, swim) } }) {
                clusters[open[index].cluster].append(swim)
                open[index].end = max(open[index].end, swim.end)
            } else {
                clusters.append([swim])
                open.append((clusters.count - 1, swim.end))
            }
        }
        guard clusters.count < swims.count else { return }
        let records = ownRecordCounts(clusters), samples = try ownHeartRateCounts(clusters, spill: spill)
        copiesMerged = swims.count - clusters.count
        swims = clusters.indices.map { Self.merged(clusters[$0], ownRecords: records[$0], ownSamples: samples[$0]) }
        for app in swims.flatMap(\.otherSources) where !copyApps.contains(app) { copyApps.append(app) }
    }

    /// Two swims are copies of one by the rule every import shares (`SwimIdentity.areCopies`).
    static func areCopies(_ a: Swim, _ b: Swim) -> Bool {
        guard a.start <= a.end, b.start <= b.end else { return false }
        return SwimIdentity.areCopies(a.start...a.end, b.start...b.end)
    }

    /// For each copy in each cluster, the distance records its own app wrote during it.
    private func ownRecordCounts(_ clusters: [[Swim]]) -> [[Int]] {
        var counts = clusters.map { [Int](repeating: 0, count: $0.count) }
        let copies = clusters.indices.filter { clusters[$0].count > 1 }.flatMap { cluster in clusters[cluster].indices.map { (cluster, $0) } }
        let index = IntervalIndex(copies.map { (clusters[$0.0][$0.1].start, clusters[$0.0][$0.1].end) })
        for record in distanceRecords {
            for position in index.containing(record.start) where clusters[copies[position].0][copies[position].1].source == record.source {
                counts[copies[position].0][copies[position].1] += 1
            }
        }
        return counts
    }

    /// For each copy in each cluster, the heart-rate samples its own app wrote during it.
    private func ownHeartRateCounts(_ clusters: [[Swim]], spill: HeartRateSpill?) throws -> [[Int]] {
        var counts = clusters.map { [Int](repeating: 0, count: $0.count) }
        guard let spill else { return counts }
        let copies = clusters.indices.filter { clusters[$0].count > 1 }.flatMap { cluster in clusters[cluster].indices.map { (cluster, $0) } }
        let index = IntervalIndex(copies.map { (clusters[$0.0][$0.1].start, clusters[$0.0][$0.1].end) })
        try spill.forEachWithSource { seconds, _, source in
            for position in index.containing(seconds) where clusters[copies[position].0][copies[position].1].source == source {
                counts[copies[position].0][copies[position].1] += 1
            }
        }
        return counts
    }

    /// The richest copy (laps, then its own records, sets, the watch's heart-rate summary, its own heart-rate samples, a watch's,
    /// totals, length of time), with the others' values where it has none.
    private static func merged(_ copies: [Swim], ownRecords: [Int], ownSamples: [Int]) -> Swim {
        guard copies.count > 1 else { return copies[0] }
        func richness(_ index: Int) -> [Double] {
            let swim = copies[index]
            return [
                Double(swim.laps.count), Double(ownRecords[index]), Double(swim.segments.count), swim.watchHeartRate == nil ? 0 : 1,
                Double(ownSamples[index]), isWatch(swim.sourceName) ? 1 : 0, swim.strokesFromStatistics == nil ? 0 : 1, swim.distanceMeters == nil ? 0 : 1,
                swim.durationSeconds,
            ]
        }
        let best = copies.indices.max { richness($0).lexicographicallyPrecedes(richness($1)) }!
        var kept = copies[best]
        for (index, copy) in copies.enumerated() where index != best {
            kept.distanceMeters = kept.distanceMeters ?? copy.distanceMeters
            kept.activeKcal = kept.activeKcal ?? copy.activeKcal
            kept.location = kept.location ?? copy.location
            if kept.lapLengthMeters == nil { (kept.lapLengthMeters, kept.poolUnit) = (copy.lapLengthMeters, copy.poolUnit) }
            kept.timeZone = kept.timeZone ?? copy.timeZone
            kept.strokesFromStatistics = kept.strokesFromStatistics ?? copy.strokesFromStatistics
            kept.watchHeartRate = kept.watchHeartRate ?? copy.watchHeartRate
            if copy.source != kept.source {
                kept.copySources.insert(copy.source)
                if let name = Input.appName(copy.sourceName), !kept.otherSources.contains(name) { kept.otherSources.append(name) }
            }
        }
        return kept
    }

    /// A watch measured the swim (an app copied it): `Apple Watch`, `Jane’s Apple Watch`, `Garmin Watch`.
    static func isWatch(_ sourceName: String) -> Bool {
        sourceName.range(of: "watch", options: .caseInsensitive) != nil
    }
}
