import GRDB
import XCTest
@testable import TrackerKit

/// The import writes heart-rate samples and laps a batch of rows per statement (issue 18): every
/// row must arrive, in order, with its NULLs, whether it falls in a full batch or in the last one.
final class BatchedInsertTests: XCTestCase {
    func testEveryRowArrivesInOrderAcrossFullAndPartialBatches() throws {
        let db = try AppDatabase.inMemory()
        for count in [0, 1, 4, 5, 13] {
            let rows = try db.write { db -> [Row] in
                try db.execute(sql: "DROP TABLE IF EXISTS t; CREATE TABLE t(a INTEGER, b REAL, c INTEGER)")
                var insert = BatchedInsert(db, table: "t", columns: ["a", "b", "c"], batchSize: 4)
                for index in 0..<count {
                    try insert.append(BatchValue(Int64(index)), BatchValue(Double(index) / 2), BatchValue(index % 3 == 0 ? nil : index * 7))
                }
                try insert.flush()
                try insert.flush()  // nothing left: no empty statement
                return try Row.fetchAll(db, sql: "SELECT a, b, c FROM t ORDER BY rowid")
            }
            XCTAssertEqual(rows.map { $0["a"] as Int }, Array(0..<count), "\(count) rows")
            XCTAssertEqual(rows.map { $0["b"] as Double }, (0..<count).map { Double($0) / 2 })
            XCTAssertEqual(rows.map { $0["c"] as Int? }, (0..<count).map { $0 % 3 == 0 ? nil : $0 * 7 })
        }
    }
}
