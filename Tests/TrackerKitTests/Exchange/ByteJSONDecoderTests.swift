import Foundation
import XCTest
@testable import TrackerKit

/// The import reads JSON with its own decoder (`ByteJSON`, no tree of the whole file); each of many
/// changed exports decodes to the same document, or is refused with the same path and message, as with
/// Foundation's `JSONDecoder`.
final class ByteJSONDecoderTests: XCTestCase {
    private let today = LocalDate(iso: "2026-11-24")!

    private func exportText() throws -> String {
        let db = try AppDatabase.inMemory()
        try db.logExercise("Squat", on: today)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/watchos11-pool-sets.xml"
        ).path
        _ = try AppleHealthImporter.run(path: fixture, into: db)
        try db.setMemo("caf\u{E9} \u{1F3CA}", on: today)
        return String(decoding: try db.exportDocument().encoded(), as: UTF8.self)
    }

    /// The document, or the refusal as the import words it.
    private func outcome(_ decode: () throws -> ExportDocument) -> (document: ExportDocument?, refusal: String?) {
        do { return (try decode(), nil) } catch let error as DecodingError { return (nil, "\(JSONImporter.describe(error))") } catch {
            return (nil, "other: \(error)")
        }
    }

    func testEveryValueSwappedForAnotherKindDecodesAsJSONDecoderDoes() throws {
        let text = try exportText()
        // Each value after a key, swapped in turn for a value of every other kind (and the key dropped).
        let values = try NSRegularExpression(pattern: "\" : (\"[^\"]*\"|-?[0-9.e+]+|true|false|null|\\[\\]|\\{\\})")
        let matches = values.matches(in: text, range: NSRange(text.startIndex..., in: text))
        XCTAssertGreaterThan(matches.count, 80)
        let swaps = ["\"x\"", "1.5", "-7", "1e300", "true", "null", "[]", "{}", "[1]", "{\"a\":1}", "\"2026-11-24\""]
        // A full run swaps every value for every kind; the quick run every value for one kind, the kinds in turn.
        let pairs = matches.enumerated().flatMap { index, match in
            TestDepth.isFull ? swaps.map { (match, $0) } : [(match, swaps[index % swaps.count])]
        }
        var compared = 0
        for (match, swap) in pairs {
            let range = Range(match.range(at: 1), in: text)!
            let data = Data(text.replacingCharacters(in: range, with: swap).utf8)
            try JSONSyntax.check(data)
            let byte = outcome { try ByteJSON.decodeChecked(ExportDocument.self, from: data) }
            let foundation = outcome { try JSONDecoder().decode(ExportDocument.self, from: data) }
            XCTAssertEqual(byte.refusal, foundation.refusal, "\(text[range]) → \(swap)")
            XCTAssertTrue(byte.document == foundation.document, "\(text[range]) → \(swap)")
            compared += 1
        }
        XCTAssertEqual(try ByteJSON.decode(ExportDocument.self, from: Data(text.utf8)), try JSONDecoder().decode(ExportDocument.self, from: Data(text.utf8)))
        XCTAssertGreaterThan(compared, TestDepth.isFull ? 800 : 80)
    }

    func testEscapesReadAsJSONDecoderReadsThem() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\ud83c\udfca x", "plain caf\#u{E9}"]"#
        XCTAssertEqual(try ByteJSON.decode([String].self, from: Data(text.utf8)), try JSONDecoder().decode([String].self, from: Data(text.utf8)))
    }

    func testDamagedTextIsRefusedAsNotValidJSON() throws {
        let damaged: [(String, [UInt8])] = [
            ("cut short", Array(#"{"a": [1, 2"#.utf8)), ("trailing text", Array(#"{"a": 1} x"#.utf8)),
            ("a control character", Array("{\"a\": \"x\u{1}y\"}".utf8)), ("invalid UTF-8", Array(#"{"a": ""#.utf8) + [0xC0, 0xAF, 0x22, 0x7D]),
            ("a lone surrogate", Array(#"{"a": "\ud83c"}"#.utf8)), ("a leading zero", Array(#"{"a": 01}"#.utf8)),
            ("a bare word", Array(#"{"a": nul}"#.utf8)), ("a missing colon", Array(#"{"a" 1}"#.utf8)), ("a comma too many", Array(#"{"a": 1,}"#.utf8)),
        ]
        for (what, bytes) in damaged {
            XCTAssertThrowsError(try JSONSyntax.check(Data(bytes)), what) { error in
                XCTAssertEqual((error as? JSONImportError)?.path, "", what)
                XCTAssertTrue((error as? JSONImportError)?.message.hasPrefix("not valid JSON (truncated or damaged?): ") == true, "\(what): \(error)")
            }
        }
    }

    func testAnObjectWithMoreThanAThousandMembersIsRefusedByItsPath() throws {
        let keys = (0...JSONLimits.export.members).map { "\"k\($0)\": \"1\"" }.joined(separator: ", ")
        let data = Data("{\"formatVersion\": 3, \"settings\": {\(keys)}}".utf8)
        XCTAssertThrowsError(try JSONImporter.check(data, today: today)) { error in
            XCTAssertEqual(
                error as? JSONImportError,
                JSONImportError(path: "settings", message: "an object with more than 1000 fields (no object of a Tracker export has so many); refused"))
        }
        let fewer = (1..<JSONLimits.export.members).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        XCTAssertNoThrow(try JSONSyntax.check(Data("{\(fewer)}".utf8)))
    }
}

/// A text longer than any field holds is refused while the syntax is checked, by its path, before it is copied.
/// The quick run proves it with a small limit; the full run (TRACKER_TEST_FULL=1) also at the export's 1 MB.
final class JSONLongTextTests: XCTestCase {
    func testATextOverTheLimitIsRefusedByItsPath() throws {
        try checkRefusal(limits: JSONLimits(members: JSONLimits.export.members, textBytes: 64, listsInList: JSONLimits.export.listsInList))
    }

    func testATextOverTheExportsLimitIsRefusedByItsPath() throws {
        try XCTSkipUnless(TestDepth.isFull, "1 MB of text through the syntax check: a full run (TRACKER_TEST_FULL=1)")
        XCTAssertEqual(JSONLimits.export.textBytes, 1_048_576)
        try checkRefusal(limits: .export)
    }

    private func checkRefusal(limits: JSONLimits) throws {
        let long = String(repeating: "x", count: limits.textBytes + 1)
        let data = Data("{\"formatVersion\": 3, \"days\": [{\"date\": \"2026-01-01\", \"memo\": \"\(long)\"}]}".utf8)
        XCTAssertThrowsError(try JSONImporter.check(data, today: LocalDate(iso: "2026-11-24")!, limits: limits)) { error in
            XCTAssertEqual(
                error as? JSONImportError,
                JSONImportError(
                    path: "days[0].memo",
                    message: "a text of \(limits.textBytes + 1) bytes (no text of a Tracker export is longer than \(limits.textBytes)); refused"))
        }
        // Exactly the limit is taken; an escape counts as written.
        XCTAssertNoThrow(try JSONSyntax.check(Data("[\"\(long.dropLast())\"]".utf8), limits: limits))
        XCTAssertThrowsError(try JSONSyntax.check(Data("[\"\(long.dropLast(2))\\n\"]".utf8), limits: limits))
    }
}

/// Heart-rate samples are lists in a list, a heap block each: more than a swim can have is refused by its path.
/// The quick run proves it with a small limit; the full run (TRACKER_TEST_FULL=1) also at the export's 200,000.
final class JSONListsInListTests: XCTestCase {
    func testMoreListsInOneListThanTheLimitAreRefusedByItsPath() throws {
        try checkRefusal(limits: JSONLimits(members: JSONLimits.export.members, textBytes: JSONLimits.export.textBytes, listsInList: 40))
    }

    func testMoreListsInOneListThanTheExportsLimitAreRefusedByItsPath() throws {
        try XCTSkipUnless(TestDepth.isFull, "200,000 lists through the syntax check: a full run (TRACKER_TEST_FULL=1)")
        XCTAssertEqual(JSONLimits.export.listsInList, 200_000)
        try checkRefusal(limits: .export)
    }

    private func checkRefusal(limits: JSONLimits) throws {
        let samples = Array(repeating: "[1.5,120]", count: limits.listsInList + 1).joined(separator: ",")
        let data = Data("{\"formatVersion\": 3, \"swims\": [{\"heartRate\": [\(samples)]}]}".utf8)
        XCTAssertThrowsError(try JSONImporter.check(data, today: LocalDate(iso: "2026-11-24")!, limits: limits)) { error in
            XCTAssertEqual(
                error as? JSONImportError,
                JSONImportError(
                    path: "swims[0].heartRate",
                    message: "a list of more than \(limits.listsInList) lists (heart-rate samples of one swim are fewer); refused"))
        }
        // Exactly the limit is taken, and the count is per list: the document holds one list more than the limit.
        let fewer = Array(repeating: "[1.5,120]", count: limits.listsInList).joined(separator: ",")
        XCTAssertNoThrow(try JSONSyntax.check(Data("[[\(fewer)], [[1.5,120]]]".utf8), limits: limits))
    }
}
