/// Several apps write the same swim: the watch, and apps that copy it (Strava, MySwimPro, a second
/// watch app), starting the same second or a little later, usually without laps or records. Swims
/// whose times overlap are one swim: the richest copy is kept, gaps in it are filled from the others,
/// and their apps are remembered. Records the other copies wrote are theirs, and are not counted twice.
extension HealthDraft {
    mutating func mergeCopies() {
        for index in swims.indices { swims[index].source = source(named: swims[index].sourceName) }
        swims.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var clusters: [[Swim]] = []
        var clusterEnd = -Double.infinity
        for swim in swims {
            if !clusters.isEmpty && (swim.start < clusterEnd || swim.start == clusters[clusters.count - 1][0].start) {
                clusters[clusters.count - 1].append(swim)
                clusterEnd = max(clusterEnd, swim.end)
            } else {
                clusters.append([swim])
                clusterEnd = swim.end
            }
        }
        guard clusters.count < swims.count else { return }
        let records = ownRecordCounts(clusters)
        copiesMerged = swims.count - clusters.count
        swims = clusters.indices.map { Self.merged(clusters[$0], ownRecords: records[$0]) }
        for app in swims.flatMap(\.otherSources) where !copyApps.contains(app) { copyApps.append(app) }
    }

    /// For each copy in each cluster, the distance records its own app wrote during it.
    private func ownRecordCounts(_ clusters: [[Swim]]) -> [[Int]] {
        var counts = clusters.map { [Int](repeating: 0, count: $0.count) }
        let starts = clusters.map { $0[0].start }
        for record in distanceRecords {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= record.start { low = middle + 1 } else { high = middle }
            }
            guard low > 0, clusters[low - 1].count > 1 else { continue }
            for (member, swim) in clusters[low - 1].enumerated()
            where swim.source == record.source && swim.start <= record.start && record.start <= swim.end {
                counts[low - 1][member] += 1
            }
        }
        return counts
    }

    /// The richest copy (laps, then its own records, sets, totals, length of time), with the others' values where it has none.
    private static func merged(_ copies: [Swim], ownRecords: [Int]) -> Swim {
        guard copies.count > 1 else { return copies[0] }
        func richness(_ index: Int) -> [Double] {
            let swim = copies[index]
            return [Double(swim.laps.count), Double(ownRecords[index]), Double(swim.segments.count), swim.strokesFromStatistics == nil ? 0 : 1,
                    swim.distanceMeters == nil ? 0 : 1, swim.durationSeconds]
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
            if copy.source != kept.source {
                kept.copySources.insert(copy.source)
                if !kept.otherSources.contains(copy.sourceName) { kept.otherSources.append(copy.sourceName) }
            }
        }
        return kept
    }
}
