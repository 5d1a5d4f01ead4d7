/// Every swim with its laps, for what is measured over all of them (personal bests).
extension AppDatabase {
    public func swimDetails(from start: LocalDate? = nil, to end: LocalDate? = nil) throws -> [SwimDetail] {
        try swims(from: start, to: end).compactMap { try swimDetail(id: $0.id) }
    }

    public func swimBests() throws -> SwimBests {
        SwimBests(try swimDetails(), segments: \.segmentOffsets)
    }
}
