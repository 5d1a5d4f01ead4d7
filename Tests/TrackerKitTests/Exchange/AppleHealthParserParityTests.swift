import Foundation
import XCTest
@testable import TrackerKit

/// Issue 18: the SAX2 parser must find exactly what the reader-based parser it replaced found
/// (`ReaderHealthParser`, kept in the tests for this): the same draft, the same heart-rate samples
/// spilled, or the same error with the same line, on every fixture, on hand-made edge cases, on every
/// truncation of a good export, and whatever size the chunks it is fed.
/// Big exports can be compared too: `TRACKER_PARITY_EXPORTS=/tmp/h100/export.zip:/tmp/h100/export.xml`.
final class AppleHealthParserParityTests: XCTestCase {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    func testEveryFixtureGivesTheSameResult() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixture("")).sorted()
        XCTAssertGreaterThanOrEqual(files.count, 9)
        for file in files { try assertSameResult(path: fixture(file)) }
    }

    func testChunkBoundariesDoNotMatter() throws {
        for file in ["modern.xml", "legacy-2015.xml", "out-of-range.xml", "broken-dtd.xml", "control-character.xml", "billion-laughs.xml"] {
            for chunkSize in [1, 2, 7, 100, 4096] { try assertSameResult(path: fixture(file), chunkSize: chunkSize) }
        }
    }

    func testEveryTruncationGivesTheSameError() throws {
        let modern = try Data(contentsOf: URL(fileURLWithPath: fixture("modern.xml")))
        // Every 41st byte in the full run; a quick run cuts every 163rd, still at every kind of place (tag, attribute, text).
        for length in stride(from: 0, to: modern.count, by: TestDepth.isFull ? 41 : 163) {
            try assertSameResult(xml: modern.prefix(length), label: "modern.xml cut at \(length)")
        }
    }

    func testEdgeCasesGiveTheSameResult() throws {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
        let weight = "type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2026-11-18 07:00:00 +0100\" endDate=\"2026-11-18 07:00:00 +0100\""
        let heart =
            "type=\"HKQuantityTypeIdentifierHeartRate\" unit=\"count/min\" startDate=\"2026-11-19 07:00:10 +0100\" endDate=\"2026-11-19 07:00:10 +0100\""
        let swim =
            "workoutActivityType=\"HKWorkoutActivityTypeSwimming\" duration=\"3\" durationUnit=\"min\" sourceName=\"W&amp;atch\" startDate=\"2026-11-19 07:00:00 +0100\" endDate=\"2026-11-19 07:03:00 +0100\""
        let cases: [(String, String)] = [
            (
                "entities and character references in values",
                "<Record \(weight) value=\"7&#50;.5\" sourceName=\"&lt;&lt;HKDevice&gt;&gt; &quot;A&quot; &#x41;\"/>"
            ),
            (
                "an entity in the type",
                "<Record type=\"HKQuantityTypeIdentifier&#66;odyMass\" unit=\"kg\" startDate=\"2026-11-18 07:00:00 +0100\" endDate=\"2026-11-18 07:00:00 +0100\" value=\"70\"/>"
            ),
            (
                "a prefixed type is not the type",
                "<Record xmlns:x=\"urn:x\" x:type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2026-11-18 07:00:00 +0100\" endDate=\"2026-11-18 07:00:00 +0100\" value=\"70\"/>"
            ),
            ("a prefixed element", "<h:Record xmlns:h=\"urn:h\" \(weight) value=\"71\"/>"),
            (
                "a type with spaces, tabs and newlines in it",
                "<Record type=\" HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" value=\"70\" startDate=\"2026-11-18 07:00:00 +0100\" endDate=\"2026-11-18 07:00:00 +0100\"/><Record type=\"HKQuantityTypeIdentifier&#9;BodyMass\" value=\"1\"/>"
            ),
            (
                "values that are not numbers or dates",
                "<Record \(weight) value=\"72kg\"/><Record \(weight) value=\"\"/><Record \(heart) value=\"0x50\"/><Record \(heart) value=\"nan\"/><Record \(heart) value=\"1e400\"/><Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2026-11-18\" endDate=\"2026-11-18 07:00:00 +0100\" value=\"70\"/>"
            ),
            ("a long number", "<Record \(heart) value=\"\(String(repeating: "0", count: 300))90.\(String(repeating: "5", count: 300))\"/>"),
            (
                "missing attributes and units",
                "<Record type=\"HKQuantityTypeIdentifierBodyMass\" value=\"70\"/><Record type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"2026-11-19 07:00:10 +0100\" endDate=\"2026-11-19 07:00:10 +0100\" value=\"80\"/><Record/>"
            ),
            (
                "records inside correlations, workouts and other records",
                "<Correlation type=\"HKCorrelationTypeIdentifierFood\"><Record \(weight) value=\"99\"/></Correlation><Record \(weight) value=\"70\"><Record \(weight) value=\"98\"/><MetadataEntry key=\"HKSwimmingStrokeStyle\" value=\"2\"/></Record><Workout \(swim)><Record \(weight) value=\"97\"/></Workout>"
            ),
            (
                "a swim with every kind of child",
                "<Workout \(swim) totalDistance=\"100\" totalDistanceUnit=\"yd\" totalEnergyBurned=\"400\" totalEnergyBurnedUnit=\"kJ\"><MetadataEntry key=\"HKSwimmingLocationType\" value=\"2\"/><MetadataEntry key=\"HKLapLength\" value=\"25 yd\"/><WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"2026-11-19 07:00:20 +0100\" duration=\"30\" durationUnit=\"s\"><MetadataEntry key=\"HKSwimmingStrokeStyle\" value=\"3\"/><MetadataEntry key=\"HKSWOLFScore\" value=\"4e1\"/><Extra><MetadataEntry key=\"HKSWOLFScore\" value=\"1\"/></Extra></WorkoutEvent><WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"bad\"/><WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"2026-11-19 07:01:00 +0100\"><MetadataEntry key=\"HKSWOLFScore\" value=\"9\"/></WorkoutEvent><WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"2026-11-19 07:01:20 +0100\"/><WorkoutStatistics type=\"HKQuantityTypeIdentifierDistanceSwimming\" sum=\"90\" unit=\"m\"/><WorkoutStatistics type=\"HKQuantityTypeIdentifierActiveEnergyBurned\" sum=\"x\" unit=\"kcal\"><MetadataEntry key=\"HKLapLength\" value=\"50 m\"/></WorkoutStatistics></Workout>"
            ),
            (
                "a running workout's children are skipped",
                "<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" startDate=\"2026-11-19 08:00:00 +0100\" endDate=\"2026-11-19 08:30:00 +0100\"><MetadataEntry key=\"HKLapLength\" value=\"25 m\"/><WorkoutEvent type=\"HKWorkoutEventTypeLap\" date=\"2026-11-19 08:00:20 +0100\"/></Workout>"
            ),
            (
                "stroke styles as attributes and metadata, good and bad",
                "<Record type=\"HKQuantityTypeIdentifierSwimmingStrokeCount\" unit=\"count\" startDate=\"2026-11-19 07:00:20 +0100\" endDate=\"2026-11-19 07:00:50 +0100\" value=\"18\" HKSwimmingStrokeStyle=\"2\"><MetadataEntry key=\"HKSwimmingStrokeStyle\" value=\"x\"/></Record><Record type=\"HKQuantityTypeIdentifierSwimmingStrokeCount\" startDate=\"2026-11-19 07:01:20 +0100\" endDate=\"2026-11-19 07:01:50 +0100\" value=\"1e30\" HKSwimmingStrokeStyle=\" 3\"/><Record type=\"HKQuantityTypeIdentifierSwimmingStrokeCount\" startDate=\"2026-11-19 07:02:20 +0100\" endDate=\"2026-11-19 07:02:50 +0100\" value=\"12\"><MetadataEntry key=\"HKSwimmingStrokeStyle\"/></Record>"
            ),
            (
                "Me with children, twice, and odd values",
                "<Me HKCharacteristicTypeIdentifierDateOfBirth=\"1990-02-30\" HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexMale\"><Record \(weight) value=\"96\"/></Me><Me HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexOther\"/>"
            ),
            (
                "comments, CDATA, processing instructions and text",
                "<!-- c --><?pi x?>text<![CDATA[<Record \(weight) value=\"95\"/>]]><Record \(weight) value=\"70\"><!-- c --></Record>"
            ),
            (
                "a heart rate per second and an unknown unit",
                "<Record \(heart.replacingOccurrences(of: "count/min", with: "count/s")) value=\"1.5\"/><Record \(heart.replacingOccurrences(of: "count/min", with: "bpm")) value=\"90\"/>"
            ),
        ]
        for (label, body) in cases {
            try assertSameResult(xml: Data((head + body + "\n</HealthData>\n").utf8), label: label)
        }
        let odd: [(String, Data)] = [
            ("empty file", Data()),
            ("not XML", Data("hello, world\n".utf8)),
            ("a different root", Data("<?xml version=\"1.0\"?>\n<Notes><Record \(weight) value=\"70\"/></Notes>".utf8)),
            ("a prefixed root", Data("<h:HealthData xmlns:h=\"urn:h\"><Record \(weight) value=\"70\"/></h:HealthData>".utf8)),
            ("an undefined prefix", Data("<HealthData>\n<x:Record \(weight) value=\"70\"/></HealthData>".utf8)),
            ("a byte-order mark", Data([0xEF, 0xBB, 0xBF]) + Data("<HealthData><Record \(weight) value=\"70\"/></HealthData>".utf8)),
            (
                "declared Latin-1",
                Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<HealthData><Record \(weight) value=\"70\" sourceName=\"M".utf8) + Data([0xFC])
                    + Data("\"/></HealthData>".utf8)
            ),
            ("invalid UTF-8", Data("<HealthData>\n\n<Record \(weight) value=\"70\" sourceName=\"".utf8) + Data([0xC3, 0x28]) + Data("\"/></HealthData>".utf8)),
            ("content after the root", Data("<HealthData>\n<Record \(weight) value=\"70\"/></HealthData>\n<HealthData/>".utf8)),
            ("a DOCTYPE after the root", Data("<HealthData>\n\n<!DOCTYPE x></HealthData>".utf8)),
            ("an external entity", Data("<HealthData>\n\n<Record \(weight) value=\"&ext;\"/></HealthData>".utf8)),
            (
                "an attribute value of 11 MB",
                Data("<HealthData>\n<Record \(weight) value=\"70\" sourceName=\"\(String(repeating: "a", count: 11_000_000))\"/></HealthData>".utf8)
            ),
            ("a name of 60,000 bytes", Data("<HealthData>\n<\(String(repeating: "R", count: 60_000))/></HealthData>".utf8)),
            (
                "10,000 nested elements",
                Data(("<HealthData>" + String(repeating: "<a>\n", count: 10_000) + String(repeating: "</a>", count: 10_000) + "</HealthData>").utf8)
            ),
        ]
        for (label, xml) in odd { try assertSameResult(xml: xml, label: label) }
        for depth in 254...259 {
            let nested = "<HealthData>\n" + String(repeating: "<a>\n", count: depth) + String(repeating: "</a>", count: depth) + "</HealthData>"
            try assertSameResult(xml: Data(nested.utf8), label: "\(depth) nested elements")
        }
    }

    /// Where the two differ, on purpose. The reader handed over the root element only once it had
    /// parsed the first 512 bytes or so past it: a file whose root is on line 1 or 2 and that breaks
    /// right after it was called "not XML". The SAX2 parser sees the root first and gives the line.
    func testAnErrorJustAfterAnEarlyRootIsReportedWithItsLine() throws {
        let cases: [(String, String)] = [
            (
                "<HealthData><!DOCTYPE x></HealthData>",
                "The export is damaged at line 1: internal error: detected an error in element content. Nothing was imported."
            ),
            ("<HealthData><Record value=\"&ext;\"/></HealthData>", "The export is damaged at line 1: Entity 'ext' not defined. Nothing was imported."),
            (
                "<HealthData>\n<Record/></HealthData><HealthData/>",
                "The export is damaged at line 2: Extra content at the end of the document. Nothing was imported."
            ),
        ]
        for (xml, expected) in cases {
            let path = NSTemporaryDirectory() + "early-\(UUID().uuidString).xml"
            try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
            defer { unlink(path) }
            let new = try outcome(path: path) { source, spill in try AppleHealthParser(source: source, progress: nil, spill: spill).parse() }
            let old = try outcome(path: path) { source, spill in try ReaderHealthParser(source: source, progress: nil, spill: spill).parse() }
            XCTAssertEqual(new, "error: " + expected)
            XCTAssertTrue(old.hasPrefix("error: This is not an Apple Health export: it is not XML"), old)
        }
    }

    /// A file that ends before any element (an XML declaration and a DTD, say: the header of an export
    /// cut short) has no root: both parsers say so, not libxml2's "Extra content at the end".
    func testAFileWithNoRootElementSaysThereIsNoHealthData() throws {
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let dtd = "<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate?)>\n<!ATTLIST ExportDate value CDATA #REQUIRED>\n]>\n"
        let cases: [(String, String)] = [
            ("a declaration and a DTD", declaration + dtd),
            ("a declaration, a DTD and a comment", declaration + dtd + "<!-- exported by Health -->\n\n"),
            ("a declaration alone", declaration),
            ("a DTD alone", dtd),
            ("blank lines", "\n\n   \n"),
        ]
        for (label, xml) in cases {
            let path = NSTemporaryDirectory() + "rootless-\(UUID().uuidString).xml"
            try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
            defer { unlink(path) }
            for chunkSize in [1, 5, 256 * 1024] {
                let new = try outcome(path: path) { source, spill in
                    try AppleHealthParser(source: source, progress: nil, spill: spill, chunkSize: chunkSize).parse()
                }
                XCTAssertEqual(new, "error: This is not an Apple Health export: no <HealthData> element", "\(label), chunks of \(chunkSize)")
            }
            let old = try outcome(path: path) { source, spill in try ReaderHealthParser(source: source, progress: nil, spill: spill).parse() }
            XCTAssertEqual(old, "error: This is not an Apple Health export: no <HealthData> element", label)
        }
    }

    func testBigExportsGiveTheSameResult() throws {
        guard let list = ProcessInfo.processInfo.environment["TRACKER_PARITY_EXPORTS"] else {
            throw XCTSkip("set TRACKER_PARITY_EXPORTS to a colon-separated list of exports to compare them")
        }
        for path in list.split(separator: ":") {
            let summary = try assertSameResult(path: String(path))
            print("\(path): \(summary.split(separator: "\n").count) lines, the same; \(summary.prefix(200))")
        }
    }

    // MARK: Comparing

    private func assertSameResult(xml: Data, label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = NSTemporaryDirectory() + "parity-\(UUID().uuidString).xml"
        try xml.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        try assertSameResult(path: path, label: label, file: file, line: line)
    }

    @discardableResult
    private func assertSameResult(
        path: String, label: String? = nil, chunkSize: Int = 256 * 1024,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let old = try outcome(path: path) { source, spill in try ReaderHealthParser(source: source, progress: nil, spill: spill).parse() }
        let new = try outcome(path: path) { source, spill in
            try AppleHealthParser(source: source, progress: nil, spill: spill, chunkSize: chunkSize).parse()
        }
        // Issue 26 item 5: where the reader named libxml2's error at the line a file stops, the SAX2 parser
        // says the file ends early, at the same line.
        if let match = new.firstMatch(of: /^error: The file ends early: it is incomplete \(it stops inside <HealthData> at line (\d+)\)/) {
            XCTAssertTrue(old.hasPrefix("error: The export is damaged at line \(match.1):"), "\(label ?? path): \(old)", file: file, line: line)
            return new
        }
        XCTAssertEqual(new, old, "\(label ?? path), chunks of \(chunkSize) bytes", file: file, line: line)
        return new
    }

    /// The draft and the spilled samples as text (dictionaries sorted), or the error the parse threw.
    private func outcome(path: String, parse: (ByteSource, HeartRateSpill) throws -> HealthDraft) throws -> String {
        let spill = try HeartRateSpill()
        let draft: HealthDraft
        do {
            let (source, _) = try AppleHealthImporter.openSource(path)
            defer { (source as? PipelinedSource)?.stop() }
            draft = try parse(source, spill)
        } catch {
            return "error: \(error)"
        }
        var lines: [String] = []
        for (day, weight) in draft.weights.sorted(by: { $0.key < $1.key }) { lines.append("weight \(day.iso) \(weight.seconds) \(weight.kg)") }
        for (day, kcal) in draft.dietaryKcal.sorted(by: { $0.key < $1.key }) { lines.append("food \(day.iso) \(kcal)") }
        for record in draft.distanceRecords { lines.append("distance \(record.start) \(record.end) \(record.meters)") }
        for stroke in draft.strokeRecords.values.map({ "strokes \($0.count) \(String(describing: $0.style))" }).sorted() { lines.append(stroke) }
        // What the reader read of a swim (time zones, sets, stroke counts and sources came after it).
        for swim in draft.swims {
            lines.append(
                "swim \(swim.start) \(swim.end) \(swim.day) \(swim.durationSeconds) \(String(describing: swim.distanceMeters)) "
                    + "\(String(describing: swim.activeKcal)) \(String(describing: swim.location)) \(String(describing: swim.lapLengthMeters)) "
                    + "\(swim.sourceName) \(swim.laps) \(String(describing: swim.watchHeartRate))")
        }
        lines.append("birth \(draft.birthDate?.iso ?? "-") sex \(String(describing: draft.sex)) refused \(draft.refusedBirthDate?.iso ?? "-")")
        lines.append("heart rate \(draft.heartRateSamples), out of range \(draft.outOfRange)")
        try spill.forEach { seconds, bpm in lines.append("sample \(seconds) \(bpm)") }
        return lines.joined(separator: "\n")
    }
}
