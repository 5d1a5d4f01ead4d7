import Foundation
import XCTest
@testable import TrackerKit

/// Damaged history files (bytes flipped, cut, duplicated, hostile text spliced in): the readers
/// refuse them or return only values a diary may hold; nothing traps.
final class HistoryFileFuzzTests: XCTestCase {
    let today = LocalDate(iso: "2026-11-21")!
    let splices = ["1e300", "-0", "nan", "\u{1B}[2J", "\u{202E}", "\"", ",,,,", "\r", "\n", "\u{FEFF}", "99999999999999999999", "31.02.2025", "김치"]

    private func fixtures() throws -> [Data] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try ["kcount-days.csv", "kcount-days.json", "openscale.csv", "generic-semicolon.csv", "kcount-foods.csv"]
            .map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    }

    private func damaged(_ data: Data, _ random: inout SeededRandom) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
            case 2: bytes.insert(contentsOf: Array(splices.randomElement(using: &random)!.utf8), at: at)
            default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 40)], at: at)
            }
        }
        return Data(bytes)
    }

    func testDamagedFilesAreRefusedOrReadWithinTheRules() throws {
        var random = SeededRandom(seed: 19)
        var read = 0, refused = 0
        let rounds = TestDepth.isFull ? 400 : 150  // damaged copies a fixture
        for original in try fixtures() {
            for _ in 0..<rounds {
                let data = damaged(original, &random)
                if let history = try? WeightHistoryReader.read(data, defaultUnit: .lb, today: today) {
                    read += 1
                    XCTAssertFalse(history.readings.isEmpty)
                    for reading in history.readings {
                        XCTAssertTrue(ValueRules.weightKg.contains(reading.kg), "\(reading)")
                        XCTAssertTrue(ValueRules.isLoggable(reading.date, today: today), "\(reading)")
                    }
                } else {
                    refused += 1
                }
                if let list = try? KCountFoodList.read(data, today: LocalDate(iso: "2026-11-21")!) {
                    for food in list.foods {
                        XCTAssertTrue(ValueRules.kcal.contains(food.kcalPerServing))
                        XCTAssertNoThrow(try Input.foodName(food.name).get())
                    }
                }
            }
        }
        XCTAssertGreaterThan(read, rounds / 4, "the damage leaves many files readable")
        XCTAssertGreaterThan(refused, rounds / 4)
    }
}
