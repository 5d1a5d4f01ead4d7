import Foundation
import XCTest
@testable import TrackerKit

/// The parse hands its elements to `HealthElements` on a second thread (`HealthEventRelay`): what it reads
/// must not depend on how the elements are cut into batches, nor on the parsing thread waiting for the other.
final class HealthEventRelayTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// Every element its own batch (each grows past 8 bytes to hold its attributes, and the parsing thread
    /// waits whenever 4 are queued) reads what batches of 32 KB read.
    func testTinyBatchesReadWhatLargeOnesRead() throws {
        let fixtures = ["modern.xml", "legacy-2015.xml", "out-of-range.xml", "swim-copies-hostile.xml", "watchos11-pool-sets.xml", "yard-and-metre-pools.xml"]
        for name in fixtures {
            let large = try outcome(path: fixture(name), batchBytes: 32 * 1024)
            let tiny = try outcome(path: fixture(name), batchBytes: 8)
            XCTAssertEqual(tiny, large, name)
            XCTAssertFalse(large.hasPrefix("error"), "\(name) is read: \(large.prefix(300))")
            XCTAssertTrue(large.contains("swim ") || large.contains("weight "), "\(name) gives swims or weights: \(large.prefix(300))")
        }
    }

    /// What the replaying thread sees is what libxml2 gave: a value with `&amp;` in it (rewritten by libxml2),
    /// the line of a number that is not one, and the records of types Tracker skips left out.
    func testValuesLinesAndSkippedRecordsSurviveTheHandOver() throws {
        let xml = HealthExportBuilder.export(
            [
                HealthExportBuilder.record("StepCount", unit: "count", start: "2025-11-01 08:00:00 +0100", value: "12"),
                HealthExportBuilder.record("BodyMass", unit: "kg", start: "2025-11-01 08:00:00 +0100", value: "72kg"),
                HealthExportBuilder.record("BodyMass", unit: "kg", start: "2025-11-02 08:00:00 +0100", value: "71.5"),
                HealthExportBuilder.record(
                    "HeartRate", source: "Tom &amp; Jerry", unit: "count/min", start: "2025-11-02 09:00:00 +0100", value: "120"),
            ].joined(separator: "\n"))
        let path = NSTemporaryDirectory() + "relay-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let unreadableLine = xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("72kg") }! + 1
        for batchBytes in [8, 32 * 1024] {
            let spill = try HeartRateSpill()
            let (source, _) = try AppleHealthImporter.openSource(path)
            defer { (source as? PipelinedSource)?.stop() }
            let draft = try AppleHealthParser(source: source, progress: nil, spill: spill, relayBatchBytes: batchBytes).parse()
            XCTAssertEqual(draft.weights.count, 1, "the weight that is a number")
            XCTAssertEqual(draft.unreadableNumbers.examples.map(\.line), [unreadableLine], "batches of \(batchBytes)")
            XCTAssertEqual(draft.unreadableNumbers.examples.map(\.text), ["72kg"])
            XCTAssertEqual(draft.sourceNames, ["Tom & Jerry"], "batches of \(batchBytes)")
            XCTAssertEqual(draft.heartRateSamples, 1)
        }
    }

    /// A parse that fails part-way (a file cut short) ends the replaying thread and says so as before.
    func testAFileCutShortIsRefusedWithTheReplayingThreadEnded() throws {
        let whole = try String(contentsOfFile: fixture("modern.xml"), encoding: .utf8)
        let path = NSTemporaryDirectory() + "relay-cut-\(UUID().uuidString).xml"
        try Data(whole.utf8.prefix(whole.utf8.count * 2 / 3)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        for batchBytes in [8, 32 * 1024] {
            let (source, _) = try AppleHealthImporter.openSource(path)
            defer { (source as? PipelinedSource)?.stop() }
            XCTAssertThrowsError(try AppleHealthParser(source: source, progress: nil, spill: try HeartRateSpill(), relayBatchBytes: batchBytes).parse()) {
                XCTAssertTrue("\($0)".contains("ends early"), "\($0)")
            }
        }
    }

    /// Of a `<Record>` the relay copies only what `HealthElements` reads (not `device`, `creationDate`,
    /// `sourceVersion`, nor the elements inside but a stroke style's `<MetadataEntry>`): that reads what copying
    /// everything reads, on the fixtures and on records that carry all of those.
    func testTheTrimmedRelayReadsWhatCopyingEverythingReads() throws {
        let device = "device=\"&lt;&lt;HKDevice: 0x28&gt;, name:Apple Watch, manufacturer:Apple Inc.&gt;\" sourceVersion=\"9.1\""
        let start = "2025-11-03 07:00:00 +0100", end = "2025-11-03 07:30:00 +0100"
        let body = [
            " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple Watch\" \(device) unit=\"count/min\" "
                + "creationDate=\"2025-11-03 08:00:00 +0100\" startDate=\"2025-11-03 07:10:00 +0100\" endDate=\"2025-11-03 07:10:00 +0100\" value=\"131\">\n"
                + "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"2\"/>\n </Record>",
            " <Record type=\"HKQuantityTypeIdentifierSwimmingStrokeCount\" sourceName=\"Apple Watch\" \(device) unit=\"count\" "
                + "creationDate=\"\(end)\" startDate=\"2025-11-03 07:01:00 +0100\" endDate=\"2025-11-03 07:01:40 +0100\" value=\"18\">\n"
                + "  <Other><MetadataEntry key=\"HKSwimmingStrokeStyle\" value=\"3\"/></Other>\n"
                + "  <MetadataEntry key=\"HKSwimmingStrokeStyle\" value=\"2\"/>\n </Record>",
            " <Record type=\"HKQuantityTypeIdentifierDistanceSwimming\" sourceName=\"Apple Watch\" \(device) unit=\"m\" "
                + "creationDate=\"\(end)\" startDate=\"2025-11-03 07:01:00 +0100\" endDate=\"2025-11-03 07:01:40 +0100\" value=\"25\"/>",
            " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" \(device) unit=\"kg\" creationDate=\"\(start)\" "
                + "startDate=\"\(start)\" endDate=\"\(start)\" value=\"71.5\"><MetadataEntry key=\"k\" value=\"v\"/></Record>",
            HealthExportBuilder.workout(start: start, end: end, minutes: 30, HealthExportBuilder.lap("2025-11-03 07:01:00 +0100", minutes: 0.7, style: 2)),
        ].joined(separator: "\n")
        let path = NSTemporaryDirectory() + "relay-trim-\(UUID().uuidString).xml"
        try Data(HealthExportBuilder.export(body).utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let trimmed = try outcome(path: path, batchBytes: 32 * 1024)
        XCTAssertEqual(trimmed, try outcome(path: path, batchBytes: 32 * 1024, relayAll: true))
        XCTAssertTrue(trimmed.contains(" 18 Optional(2)"), "the stroke style of the record's own MetadataEntry, not the nested one: \(trimmed)")
        XCTAssertTrue(trimmed.contains("weight 2025-11-03"), trimmed)
        XCTAssertTrue(trimmed.contains("heart rate 1,"), trimmed)
        for name in ["modern.xml", "legacy-2015.xml", "out-of-range.xml", "swim-copies-hostile.xml", "watchos11-pool-sets.xml", "watchos11-pool-swim.xml"] {
            XCTAssertEqual(
                try outcome(path: fixture(name), batchBytes: 32 * 1024), try outcome(path: fixture(name), batchBytes: 32 * 1024, relayAll: true), name)
        }
    }

    private func outcome(path: String, batchBytes: Int, relayAll: Bool = false) throws -> String {
        let spill = try HeartRateSpill()
        let (source, _) = try AppleHealthImporter.openSource(path)
        defer { (source as? PipelinedSource)?.stop() }
        let draft: HealthDraft
        do {
            draft = try AppleHealthParser(source: source, progress: nil, spill: spill, relayBatchBytes: batchBytes, relayAll: relayAll).parse()
        } catch {
            return "error: \(error)"
        }
        var lines: [String] = []
        for (day, weight) in draft.weights.sorted(by: { $0.key < $1.key }) { lines.append("weight \(day.iso) \(weight.seconds) \(weight.kg)") }
        for (day, kcal) in draft.dietaryKcal.sorted(by: { $0.key < $1.key }) { lines.append("food \(day.iso) \(kcal)") }
        for record in draft.distanceRecords { lines.append("distance \(record.start) \(record.end) \(record.meters) \(record.source)") }
        for (key, stroke) in draft.strokeRecords.sorted(by: { $0.key < $1.key }) {
            lines.append("strokes \(key) \(stroke.count) \(String(describing: stroke.style))")
        }
        for swim in draft.swims { lines.append("swim \(swim)") }
        lines.append("sources \(draft.sourceNames)")
        lines.append("birth \(draft.birthDate?.iso ?? "-") sex \(String(describing: draft.sex)) refused \(draft.refusedBirthDate?.iso ?? "-")")
        lines.append("heart rate \(draft.heartRateSamples), out of range \(draft.outOfRange), unreadable \(draft.unreadableNumbers.listed)")
        lines.append("incomplete \(draft.recovery.incompleteRecords)")
        try spill.forEachWithSource { seconds, bpm, source in lines.append("sample \(seconds) \(bpm) \(source)") }
        return lines.joined(separator: "\n")
    }
}
