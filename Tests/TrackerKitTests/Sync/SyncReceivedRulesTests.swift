import GRDB
import XCTest

@testable import TrackerKit

/// Sync is an entry point like a form, the command line or an import (QA S10-12): a record another machine holds with a
/// value the rules refuse (a diary edited with sqlite3, a newer Tracker, a bug) is kept in the records, not written, and
/// counted; the good records beside it are written.
final class SyncReceivedRulesTests: XCTestCase {
    private func count(_ sql: String, in replica: SyncReplica) throws -> Int {
        try replica.database.writer.read { try Int.fetchOne($0, sql: sql) ?? -1 }
    }

    func testReceivedDaysGoThroughTheDiaryRules() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO day(date, weightKg, memo) VALUES
                      ('2025-11-01', 1e300, NULL), ('2025-02-30', 70, NULL), ('2025-11-02', NULL, 'esc' || char(27) || ']0;PWNED' || char(7)),
                      ('2025-11-03', NULL, ?), ('2025-11-04', 0.5, NULL), ('2025-11-05', 72.5, 'a fine day' || char(10) || 'two lines')
                    """, arguments: [String(repeating: "x", count: 100_000)])
        }
        _ = try a.sync()
        let report = try b.sync()
        XCTAssertEqual(try count("SELECT count(*) FROM day WHERE date = '2025-11-05' AND weightKg = 72.5 AND memo LIKE 'a fine day%'", in: b), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM day WHERE date <> '2025-11-05'", in: b), 0, "1e300, 30 February, ESC, 100,000 characters, 0.5 kg")
        XCTAssertEqual(report.notWritten, 5)
        XCTAssertTrue(report.unwritten.allSatisfy { $0.contains("its value is one this Tracker's rules refuse") }, "\(report.unwritten)")
        XCTAssertTrue(report.lines.joined().contains("Not written here: 5"), report.lines.joined(separator: "\n"))
        // Kept in the records and tried again: still not written, still counted, at the next sync.
        XCTAssertEqual(try b.sync().notWritten, 5)
    }

    func testReceivedNamedRecordsAndLogsGoThroughTheirRules() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        let escape = "Evil' || char(27) || '[2J"
        try a.database.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO food(name, nameKey, kcalPerServing, serving) VALUES
                      ('\(escape)', 'evil', 100, 'serving'), ('Huge', 'huge', 1e300, 'serving'), ('Odd', 'odd', 100, 'bucket'), ('Apple', 'apple', 52, 'serving');
                    INSERT INTO exercise(name, nameKey, howTo, position, rating) VALUES ('\(escape)', 'evilx', '', 90, 0), ('Lunge twist', 'lunge twist', 'slow', 91, 4);
                    INSERT INTO workoutLog(date, exercise) VALUES ('2025-13-01', 'Squat'), ('2025-11-01', '\(escape)'), ('2025-11-02', 'Squat');
                    INSERT INTO counter(name, nameKey, count, start, step, createdAt) VALUES
                      ('\(escape)', 'evilc', 0, 0, 1, '2025-11-01T10:00:00.000Z'), ('Steps', 'steps', 0, 0, 1, 'yesterday'),
                      ('Cups', 'cups', 0, 0, 1, '2025-11-01T10:00:00.000Z');
                    INSERT INTO swim(startedAt, date, durationSeconds, distanceMeters, source) VALUES
                      ('2025-11-01T10:00:00.000Z', '2025-11-01', 1e9, 100, 'manual'), ('2025-11-02T10:00:00.000Z', '2025-11-02', 60, 1000, 'manual'),
                      ('2025-11-03T10:00:00.000Z', '2025-11-03', 1200, 1000, 'manual');
                    """)
            let cups = try Int64.fetchOne(db, sql: "SELECT id FROM counter WHERE nameKey = 'cups'")!
            try db.execute(
                sql: """
                    INSERT INTO counterChange(counterId, at, date, delta, countAfter, kind) VALUES
                      (?, '2025-11-01T10:00:00.000Z', '2025-02-30', 1, 1, 'tap'), (?, '2025-11-01T10:01:00.000Z', '2025-11-01', 2, 3, 'add')
                    """, arguments: [cups, cups])
        }
        _ = try a.sync()
        let report = try b.sync()
        XCTAssertEqual(try count("SELECT count(*) FROM food WHERE nameKey IN ('evil', 'huge', 'odd')", in: b), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM food WHERE name = 'Apple' AND kcalPerServing = 52", in: b), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM exercise WHERE name LIKE 'Evil%'", in: b), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM exercise WHERE name = 'Lunge twist' AND rating = 4", in: b), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM workoutLog", in: b), 1, "13th month and an escape sequence: not written")
        XCTAssertEqual(try count("SELECT count(*) FROM counter WHERE nameKey IN ('evilc', 'steps')", in: b), 0)
        XCTAssertEqual(try count("SELECT count FROM counter WHERE nameKey = 'cups'", in: b), 2, "the tap on 30 February is not written")
        XCTAssertEqual(try count("SELECT count(*) FROM swim", in: b), 1, "a swim of 1e9 s and one of 1000 m in a minute are not written")
        XCTAssertEqual(report.notWritten, 11, report.unwritten.joined(separator: "\n"))
    }

    func testReceivedProfileAndProgramGoThroughTheirRules() throws {
        let group = try SyncGroup(count: 2, testCase: self)
        let (a, b) = (group.replicas[0], group.replicas[1])
        try a.database.writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO profile(id, name, heightCm) VALUES (1, 'Ann', 1e300)")
            try db.execute(
                sql: """
                    INSERT INTO workoutProgram(name, nameKey, getReadySeconds, warmUpSeconds, workSeconds, restSeconds, rounds, coolDownSeconds, items)
                    VALUES ('Long', 'long', 10, 0, 99999, 10, 3, 0, '\tSquat'), ('Short', 'short', 10, 0, 30, 10, 3, 0, '\tSquat' || char(10) || '20\tLunge')
                    """)
        }
        _ = try a.sync()
        let report = try b.sync()
        XCTAssertEqual(try count("SELECT count(*) FROM profile WHERE heightCm > 240", in: b), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM workoutProgram WHERE nameKey = 'long'", in: b), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM workoutProgram WHERE nameKey = 'short'", in: b), 1)
        XCTAssertEqual(report.notWritten, 2, report.unwritten.joined(separator: "\n"))
    }
}
