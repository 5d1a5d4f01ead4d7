import Foundation

/// Pads, their finished counts and swims (issue 29, "records"), in the order they are merged.
extension SyncTable {
    static let records: [SyncTable] = [
        SyncTable(
            name: "pad", key: "id", identity: .named, fields: ["name", "target"], references: [:],
            children: [
                SyncChild(field: "keys", table: "padKey", parent: "padId", columns: ["key", "counterId"], order: "key", references: ["counterId": "counter"])
            ]
        ),
        SyncTable(
            name: "padSession", key: "id", identity: .minted, fields: ["padId", "finishedAt", "target", "cells", "restartChanges"],
            references: ["padId": "pad"], listReferences: ["restartChanges": "counterChange"]),
        SyncTable(
            name: "swim", key: "id", identity: .derived,
            fields: [
                "startedAt", "endedAt", "date", "durationSeconds", "distanceMeters", "activeKcal", "location", "lapLengthMeters", "source", "strokes",
                "timeZone", "utcOffsetSeconds", "poolUnit", "otherSources", "watchHeartRateAverage", "watchHeartRateMinimum", "watchHeartRateMaximum",
                "recordedBy", "pausedSeconds", "sourceApp",
            ], references: [:],
            children: [
                SyncChild(
                    field: "laps", table: "swimLap", parent: "swimId", columns: ["offsetSeconds", "durationSeconds", "strokeStyle", "swolf"], order: "rowid"),
                SyncChild(field: "strokeMeters", table: "swimStroke", parent: "swimId", columns: ["style", "meters"], order: "style"),
                SyncChild(field: "heartRate", table: "swimHeartRate", parent: "swimId", columns: ["offsetSeconds", "bpm"], order: "rowid"),
                SyncChild(field: "segments", table: "swimSegment", parent: "swimId", columns: ["offsetSeconds", "durationSeconds", "swolf"], order: "rowid"),
            ]),
    ]
}
