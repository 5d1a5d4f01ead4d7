import Foundation
@testable import TrackerKit

/// Small Apple Health exports written like real ones (the lines of `../shared/testdata/health-exports`,
/// trimmed), for the swim import tests: each test states only the lines its quirk needs.
enum HealthExportBuilder {
    static func export(_ body: String, exportDate: String = "2025-11-20 09:00:00 +0100") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        ]>
        <HealthData locale="en_GB">
         <ExportDate value="\(exportDate)"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1980-01-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale"/>
        \(body)
        </HealthData>

        """
    }

    /// A `<Workout>`; `children` are its MetadataEntry, WorkoutEvent, WorkoutStatistics and WorkoutActivity lines.
    static func workout(
        _ type: String = "HKWorkoutActivityTypeSwimming", source: String = "Apple Watch", start: String, end: String,
        minutes: Double, extra: String = "", _ children: String
    ) -> String {
        """
         <Workout workoutActivityType="\(type)" duration="\(minutes)" durationUnit="min" sourceName="\(source)" sourceVersion="11.6.1" \
        creationDate="\(end)" startDate="\(start)" endDate="\(end)"\(extra)>
        \(children)
         </Workout>
        """
    }

    static func metadata(_ key: String, _ value: String) -> String { "  <MetadataEntry key=\"\(key)\" value=\"\(value)\"/>" }

    static func lap(_ date: String, minutes: Double?, style: Int? = nil, swolf: Double? = nil) -> String {
        let duration = minutes.map { " duration=\"\($0)\" durationUnit=\"min\"" } ?? ""
        let meta = [style.map { metadata("HKSwimmingStrokeStyle", String($0)) }, swolf.map { metadata("HKSWOLFScore", String($0)) }].compactMap { $0 }
        guard !meta.isEmpty else { return "  <WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"\(date)\"\(duration)/>" }
        return "  <WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"\(date)\"\(duration)>\n" + meta.map { " " + $0 }.joined(separator: "\n")
            + "\n  </WorkoutEvent>"
    }

    static func segment(_ date: String, minutes: Double, swolf: Double? = nil) -> String {
        let head = "  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\"\(date)\" duration=\"\(minutes)\" durationUnit=\"min\""
        guard let swolf else { return head + "/>" }
        return head + ">\n " + metadata("HKSWOLFScore", String(swolf)) + "\n  </WorkoutEvent>"
    }

    static func statistic(_ type: String, start: String, end: String, sum: String, unit: String) -> String {
        "  <WorkoutStatistics type=\"HKQuantityTypeIdentifier\(type)\" startDate=\"\(start)\" endDate=\"\(end)\" sum=\"\(sum)\" unit=\"\(unit)\"/>"
    }

    static func record(
        _ type: String, source: String = "Apple Watch", unit: String, start: String, end: String? = nil, value: String,
        style: Int? = nil
    ) -> String {
        let head =
            " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" creationDate=\"\(end ?? start)\" "
            + "startDate=\"\(start)\" endDate=\"\(end ?? start)\" value=\"\(value)\""
        guard let style else { return head + "/>" }
        return head + ">\n " + metadata("HKSwimmingStrokeStyle", String(style)) + "\n </Record>"
    }

    /// Writes the export to a temporary file and imports it.
    @discardableResult
    static func importing(
        _ xml: String, into db: AppDatabase, today: LocalDate = LocalDate(iso: "2026-11-24")!, options: HealthImportOptions = HealthImportOptions()
    ) throws -> HealthImportSummary {
        let path = NSTemporaryDirectory() + "swim-export-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        return try AppleHealthImporter.run(path: path, into: db, today: today, options: options)
    }
}
