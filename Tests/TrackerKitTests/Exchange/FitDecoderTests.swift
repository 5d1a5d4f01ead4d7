import Foundation
import XCTest
@testable import TrackerKit

/// Issue 26, "swims from every watch": the FIT decoder against Garmin's FIT SDK for Python on the
/// fixtures scripts/gen-fit-fixtures.py writes (scripts/check-fit-sdk.py writes the SDK's reading of
/// each into `<name>.sdk.json`), damaged files, base types, and mutations of every fixture.
final class FitDecoderTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fit/\(name)").path
    }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture(name)))) }

    static let swimFixtures = [
        "pool-25m-garmin.fit", "pool-25yd-coros.fit", "open-water-suunto.fit", "pool-developer-polar.fit", "pool-compressed-polar.fit",
    ]

    /// What the decoder read, in the SDK check's terms (Unix seconds, seconds, metres, raw enums).
    private func canonical(_ activity: FitActivity) -> [String: Any] {
        func n(_ value: Double?) -> Any { value.map { ($0 * 1000).rounded() / 1000 } ?? NSNull() }
        func date(_ message: FitMessage, _ field: UInt8) -> Any { n(message.date(field)) }
        func scaled(_ message: FitMessage, _ field: UInt8, _ scale: Double) -> Any { n(message.value(field).map { $0 / scale }) }
        return [
            "maker": n(activity.manufacturer.map(Double.init)),
            "local_offset": n(activity.localOffset.map(Double.init)),
            "sessions": activity.sessions.map { s -> [String: Any] in
                [
                    "start": date(s, 2), "elapsed": scaled(s, 7, 1000), "timer": scaled(s, 8, 1000), "distance": scaled(s, 9, 100),
                    "strokes": n(s.value(10)), "sport": n(s.value(5)), "sub_sport": n(s.value(6)), "pool_length": scaled(s, 44, 100),
                    "pool_unit": n(s.value(46)), "avg_hr": n(s.value(16)), "max_hr": n(s.value(17)), "min_hr": n(s.value(64)), "calories": n(s.value(11)),
                ]
            },
            "laps": activity.laps.map { x -> [String: Any] in
                ["start": date(x, 2), "elapsed": scaled(x, 7, 1000), "distance": scaled(x, 9, 100), "active_lengths": n(x.value(40))]
            },
            "lengths": activity.lengths.map { x -> [String: Any] in
                ["start": date(x, 2), "elapsed": scaled(x, 3, 1000), "strokes": n(x.value(5)), "stroke": n(x.value(7)), "type": n(x.value(12))]
            },
            "heart_rate": activity.heartRate.map { [n($0.seconds), n($0.bpm)] },
        ]
    }

    private func same(_ a: Any, _ b: Any, path: String, _ differences: inout [String]) {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            for key in Set(x.keys).union(y.keys) { same(x[key] ?? NSNull(), y[key] ?? NSNull(), path: path + "." + key, &differences) }
        case (let x as [Any], let y as [Any]):
            guard x.count == y.count else { differences.append("\(path): \(x.count) items, the SDK \(y.count)"); return }
            for index in x.indices { same(x[index], y[index], path: "\(path)[\(index)]", &differences) }
        case (is NSNull, is NSNull): break
        case (let x as NSNumber, let y as NSNumber):
            if abs(x.doubleValue - y.doubleValue) > 1e-6 { differences.append("\(path): \(x), the SDK \(y)") }
        default: differences.append("\(path): \(a), the SDK \(b)")
        }
    }

    func testEachSwimFixtureDecodesToTheFieldsGarminsSDKReads() throws {
        for name in Self.swimFixtures {
            let expected = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Self.fixture(name.replacingOccurrences(of: ".fit", with: ".sdk.json")))))
            let activity = try FitActivity(bytes: try Self.bytes(name))
            var differences: [String] = []
            same(canonical(activity), expected, path: name, &differences)
            XCTAssertEqual(differences, [], "\(name) differs from the SDK's reading")
            XCTAssertFalse(activity.sessions.isEmpty, name)
        }
    }

    func testTheCompressedTimestampFileReadsLikeItsTwinWithFullTimestamps() throws {
        let compressed = try FitActivity(bytes: try Self.bytes("pool-compressed-polar.fit"))
        let full = try FitActivity(bytes: try Self.bytes("pool-developer-polar.fit"))
        XCTAssertEqual(compressed.heartRate.map(\.seconds), full.heartRate.map(\.seconds))
        XCTAssertEqual(compressed.heartRate.count, 68)
        XCTAssertLessThan(try Self.bytes("pool-compressed-polar.fit").count, try Self.bytes("pool-developer-polar.fit").count, "headers were compressed")
    }

    func testDamagedFilesAreRefusedWithTheirReason() throws {
        let cases: [(String, FitError)] = [
            ("damaged-truncated.fit", .endsEarly), ("damaged-bitflip.fit", .checksum), ("damaged-not-fit.fit", .notFit),
            ("damaged-undefined-local.fit", .damaged(offset: 25, detail: "a message of local type 3 comes before its definition")),
        ]
        for (name, expected) in cases {
            XCTAssertThrowsError(try FitActivity(bytes: try Self.bytes(name)), name) { XCTAssertEqual($0 as? FitError, expected, name) }
        }
        XCTAssertThrowsError(try FitActivity(bytes: [])) { XCTAssertEqual($0 as? FitError, .notFit) }
        XCTAssertThrowsError(try FitActivity(bytes: [14, 0x20, 0, 0])) { XCTAssertEqual($0 as? FitError, .endsEarly) }
        XCTAssertThrowsError(try FitActivity(bytes: Array("漢字".utf8))) { XCTAssertEqual($0 as? FitError, .notFit, "a short file of text is not FIT") }
    }

    func testChainedFilesAreReadInTurnAndTrailingBytesAreDamage() throws {
        let one = try Self.bytes("pool-25yd-coros.fit"), two = try Self.bytes("open-water-suunto.fit")
        let chained = try FitActivity(bytes: one + two)
        XCTAssertEqual(chained.sessions.count, 2)
        XCTAssertEqual(FitSwims.drafts(chained).map(\.location), [.pool, .openWater])
        XCTAssertThrowsError(try FitActivity(bytes: one + [0, 1, 2])) {
            XCTAssertEqual($0 as? FitError, .damaged(offset: one.count, detail: "what follows the end of the file is not another FIT file"))
        }
    }

    func testTheCRCMatchesTheProtocolsCheckValue() {
        // CRC-16/ARC of "123456789" is 0xBB3D: the FIT CRC is that CRC, four bits at a time.
        XCTAssertEqual(FitCRC.of(ArraySlice(Array("123456789".utf8))), 0xBB3D)
    }

    func testInvalidValuesOfEachBaseTypeReadAsNoValue() throws {
        let invalid: [(UInt8, [UInt8])] = [
            (0x00, [0xFF]), (0x01, [0x7F]), (0x02, [0xFF]), (0x83, [0xFF, 0x7F]), (0x84, [0xFF, 0xFF]), (0x85, [0xFF, 0xFF, 0xFF, 0x7F]),
            (0x86, [0xFF, 0xFF, 0xFF, 0xFF]), (0x88, [0xFF, 0xFF, 0xFF, 0xFF]), (0x0A, [0]), (0x8B, [0, 0]), (0x8C, [0, 0, 0, 0]),
            (0x8E, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]), (0x8F, [UInt8](repeating: 0xFF, count: 8)), (0x90, [UInt8](repeating: 0, count: 8)),
        ]
        for (byte, raw) in invalid {
            let type = try XCTUnwrap(FitBaseType(byte))
            XCTAssertNil(type.number(ArraySlice(raw), bigEndian: false), "base type \(byte)")
        }
        XCTAssertEqual(FitBaseType(0x83)?.number([0xFE, 0xFF], bigEndian: false), -2)
        XCTAssertEqual(FitBaseType(0x84)?.number([0x01, 0x02], bigEndian: true), 258)
        XCTAssertEqual(FitBaseType(0x85)?.number([0xFF, 0xFF, 0xFF, 0xFE], bigEndian: true), -2)
        XCTAssertNil(FitBaseType(0x84)?.number([0x01], bigEndian: false), "a field shorter than its type")
        XCTAssertNil(FitBaseType(0x1F), "no such base type")
    }

    /// Every fixture cut at every length, and with each byte changed (the CRC then recomputed, so the
    /// records themselves are what the decoder meets): it throws or reads, never traps or hangs.
    func testMutatedFilesNeverTrapOrHang() throws {
        var generator = SplitMix(seed: 26)
        let started = Date()
        var read = 0, refused = 0
        for name in Self.swimFixtures {
            let original = try Self.bytes(name)
            for length in stride(from: 0, through: original.count, by: 7) {
                if (try? FitActivity(bytes: Array(original.prefix(length)))) != nil { read += 1 } else { refused += 1 }
            }
            for _ in 0..<(TestDepth.isFull ? 200 : 50) {  // 200 mutants a fixture in the full run
                var mutated = original
                let headerSize = Int(original[0])
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let at = headerSize + Int(generator.next() % UInt64(original.count - headerSize - 2))
                    mutated[at] = UInt8(truncatingIfNeeded: generator.next())
                }
                let crc = FitCRC.of(mutated[0..<(mutated.count - 2)])
                (mutated[mutated.count - 2], mutated[mutated.count - 1]) = (UInt8(crc & 0xFF), UInt8(crc >> 8))
                if let activity = try? FitActivity(bytes: mutated) {
                    read += 1
                    _ = FitSwims.drafts(activity)
                } else {
                    refused += 1
                }
            }
        }
        XCTAssertGreaterThan(read, 0)
        XCTAssertGreaterThan(refused, 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
    }
}

/// A small deterministic generator (SplitMix64) for the mutations.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
