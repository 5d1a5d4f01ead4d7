import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26 item 5: an export that stops early (an interrupted download) says so, whatever libxml2 calls it.
final class TruncatedExportTests: XCTestCase {
    typealias X = HealthExportBuilder
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    private var whole: String {
        X.export(
            [
                X.record("BodyMass", unit: "kg", start: "2025-10-04 07:00:00 +0200", value: "72.5"),
                X.workout(
                    start: "2025-10-04 09:00:00 +0200", end: "2025-10-04 09:30:00 +0200", minutes: 30, X.metadata("HKLapLength", "25 m")),
            ].joined(separator: "\n"))
    }

    func testAnExportCutAnywhereInsideSaysItEndsEarly() throws {
        let text = whole
        let root = try XCTUnwrap(text.range(of: "<HealthData")).upperBound
        // Cut inside an attribute value, between elements, inside a tag name and just before the root's end.
        let cuts =
            [text.range(of: "value=\"72")!.upperBound, text.range(of: " <Workout")!.lowerBound, text.range(of: "<Workou")!.upperBound]
            .map { text.distance(from: text.startIndex, to: $0) } + [text.utf8.count - 5]
        for cut in cuts where cut > text.distance(from: text.startIndex, to: root) + 20 {
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try X.importing(String(text.prefix(cut)), into: db), "cut at \(cut)") { error in
                XCTAssertTrue("\(error)".hasPrefix("The file ends early: it is incomplete (it stops inside <HealthData> at line"), "\(cut): \(error)")
                XCTAssertTrue("\(error)".contains("export it again. Nothing was imported."), "\(error)")
            }
            XCTAssertEqual(try db.swims().count, 0)
        }
        XCTAssertNoThrow(try X.importing(text, into: try AppDatabase.inMemory()), "the whole file imports")
    }

    func testAnEmptyExportXMLInAZipSaysItEndsEarly() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try AppleHealthImporter.run(path: fixtures.appendingPathComponent("empty-export.zip").path, into: db)) { error in
            XCTAssertEqual(
                "\(error)",
                "The file ends early: it is incomplete (apple_health_export/export.xml in the zip is empty); export it again. Nothing was imported.")
        }
    }
}

/// Issue 26 item 6: Apple's malformed 2015 export is named as the exporter's known fault, and a recovery
/// import (libxml2's recover mode) reads what it can and says what it skipped.
final class KnownAppleFaultTests: XCTestCase {
    func testMetadataWrittenAsAttributeNamesIsNamedAsApplesFault() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="de_DE">
             <ExportDate value="20150915113529+0200"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" source="Withings" unit="kg" startDate="20150718103801+0200" endDate="20150718103801+0200" Health Mate App Version="2.6.2" value="72"/>
            </HealthData>

            """
        XCTAssertThrowsError(try HealthExportBuilder.importing(xml, into: try AppDatabase.inMemory())) { error in
            XCTAssertEqual(
                "\(error)",
                "The export is damaged at line 4: Specification mandates value for attribute Health (a known fault of Apple's own exporter in iOS 8 and 9: another app's metadata written as attribute names with spaces; export again from a newer iOS, or import with recovery, which reads what it can and says what it skipped). Nothing was imported."
            )
        }
    }

    private var fixture: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/apple-2015-attribute-fault.xml"
        ).path
    }

    func testTheFaultOffersRecoveryAndAnOrdinaryImportWritesNothing() throws {
        let db = try AppDatabase.inMemory()
        XCTAssertThrowsError(try AppleHealthImporter.run(path: fixture, into: db)) { error in
            XCTAssertTrue((error as? ImportError)?.offersRecovery == true, "\(error)")
        }
        XCTAssertEqual(try db.weights().count, 0)
    }

    func testARecoveryImportReadsTheWholeRecordsAndSaysWhatItSkipped() throws {
        let db = try AppDatabase.inMemory()
        let dry = try AppleHealthImporter.run(path: fixture, into: db, options: HealthImportOptions(dryRun: true, recover: true))
        XCTAssertEqual(dry.weightsAdded, 3)
        XCTAssertEqual(try db.weights().count, 0, "a dry run writes nothing")
        let summary = try AppleHealthImporter.run(path: fixture, into: db, options: HealthImportOptions(recover: true))
        // The two weights entered in Health and the Withings one whose value came before the fault; the
        // Withings weight whose value came after it, and the BMI record, lost it.
        XCTAssertEqual(try db.weights().map(\.kg), [91.6, 86, 87.1])
        XCTAssertEqual(summary.recovery.brokenTags, 3)
        XCTAssertEqual(summary.recovery.incompleteRecords, 1, "the weight without its value; BMI is not a kind Tracker reads")
        XCTAssertEqual(summary.recovery.firstLine, 5)
        let line = try XCTUnwrap(summary.lines.first)
        XCTAssertTrue(line.hasPrefix("Recovered: "), line)
        XCTAssertTrue(line.contains("first at line 5: Specification mandates value for attribute Health"), line)
        XCTAssertTrue(line.contains("1 record of weight, food energy, swims or heart rate left without their value or dates were skipped"), line)
    }

    func testRecoveryStillRefusesElementsNestedTooDeep() throws {
        let xml = "<?xml version=\"1.0\"?>\n<HealthData>" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</HealthData>\n"
        let path = NSTemporaryDirectory() + "deep-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        XCTAssertThrowsError(try AppleHealthImporter.run(path: path, into: try AppDatabase.inMemory(), options: HealthImportOptions(recover: true))) {
            XCTAssertTrue("\($0)".contains("Excessive depth"), "\($0)")
        }
    }

    func testRecoveryStillRefusesAFileThatEndsEarly() throws {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let cut = NSTemporaryDirectory() + "fault-cut-\(UUID().uuidString).xml"
        try Data(text.utf8.prefix(900)).write(to: URL(fileURLWithPath: cut))
        defer { unlink(cut) }
        XCTAssertThrowsError(try AppleHealthImporter.run(path: cut, into: try AppDatabase.inMemory(), options: HealthImportOptions(recover: true))) {
            XCTAssertTrue("\($0)".hasPrefix("The file ends early"), "\($0)")
        }
    }
}
