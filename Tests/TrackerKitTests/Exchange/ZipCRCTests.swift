import CLibXML2
import Foundation
import GRDB
import XCTest
@testable import TrackerKit

/// Issue 24 #5: one byte changed inside `export.xml` in the zip imported 99.5 kg where the file said
/// 80.5, exit 0. Every entry read is now checked against the CRC-32 its directory records.
final class ZipCRCTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "zip-crc-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(atPath: folder) }

    private func modernXML() throws -> Data {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/modern.xml")
        return try Data(contentsOf: path)
    }

    /// A one-entry zip whose directory records `crcOf`'s CRC but holds `content`.
    private func zip(_ content: Data, crcOf recorded: Data, deflated: Bool) throws -> String {
        let crc = recorded.withUnsafeBytes { UInt32(crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count))) }
        let stored = deflated ? try rawDeflate(content) : content
        let name = Array("apple_health_export/export.xml".utf8)
        let method = deflated ? 8 : 0
        var local = ZipBytes()
        local.u32(0x0403_4B50)
        for field in [20, 0, method, 0, 0] { local.u16(field) }
        local.u32(crc)
        local.u32(UInt32(stored.count))
        local.u32(UInt32(content.count))
        local.u16(name.count)
        local.u16(0)
        local.bytes += name
        var central = ZipBytes()
        central.u32(0x0201_4B50)
        for field in [20, 20, 0, method, 0, 0] { central.u16(field) }
        central.u32(crc)
        central.u32(UInt32(stored.count))
        central.u32(UInt32(content.count))
        for field in [name.count, 0, 0, 0, 0] { central.u16(field) }
        central.u32(0)
        central.u32(0)
        central.bytes += name
        var end = ZipBytes()
        end.u32(0x0605_4B50)
        for field in [0, 0, 1, 1] { end.u16(field) }
        end.u32(UInt32(central.bytes.count))
        end.u32(UInt32(local.bytes.count + stored.count))
        end.u16(0)
        var file = Data(local.bytes)
        file.append(stored)
        file.append(contentsOf: central.bytes)
        file.append(contentsOf: end.bytes)
        let path = folder + "/export-\(deflated ? "deflated" : "stored").zip"
        try file.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// zlib's compress2 wraps raw deflate in a 2-byte header and a 4-byte Adler-32; a zip holds it bare.
    private func rawDeflate(_ data: Data) throws -> Data {
        var size = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = data.withUnsafeBytes { compress2(&out, &size, $0.bindMemory(to: Bytef.self).baseAddress, uLong(data.count), 9) }
        XCTAssertEqual(status, Z_OK)
        return Data(out[2..<(Int(size) - 4)])
    }

    private func damaged(_ original: Data) -> Data {
        let text = String(decoding: original, as: UTF8.self)
        XCTAssertTrue(text.contains("value=\"73.0\""))
        return Data(text.replacingOccurrences(of: "value=\"73.0\"", with: "value=\"93.0\"").utf8)
    }

    func testAnEntryWhoseBytesDoNotMatchItsCRCIsRefusedByNameAndNothingIsWritten() throws {
        let original = try modernXML()
        for deflated in [false, true] {
            let path = try zip(damaged(original), crcOf: original, deflated: deflated)
            let db = try AppDatabase.inMemory()
            XCTAssertThrowsError(try AppleHealthImporter.run(path: path, into: db), "deflated: \(deflated)") { error in
                XCTAssertEqual(
                    "\(error)",
                    "The file is damaged: apple_health_export/export.xml does not match its CRC-32 (a damaged or altered download?). Nothing was imported.")
            }
            for table in ["day", "swim", "foodEntry", "profile"] {
                XCTAssertEqual(try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") }, 0, "\(table), deflated: \(deflated)")
            }
        }
    }

    func testAnIntactEntryImports() throws {
        let original = try modernXML()
        for deflated in [false, true] {
            let db = try AppDatabase.inMemory()
            let summary = try AppleHealthImporter.run(path: try zip(original, crcOf: original, deflated: deflated), into: db)
            XCTAssertEqual(summary.swimsAdded, 1)
            XCTAssertEqual(try db.dayDetail(LocalDate(iso: "2026-11-18")!).weightKg, 73.0, "the later weigh-in of the day")
        }
    }
}

/// Little-endian fields of a zip header.
private struct ZipBytes {
    var bytes: [UInt8] = []
    mutating func u16(_ value: Int) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    mutating func u32(_ value: UInt32) { bytes += (0..<4).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) } }
}
