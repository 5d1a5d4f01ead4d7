import Foundation
import GRDB

/// `PRAGMA quick_check` at open, so a damaged file is refused before it is written to. It reads every
/// page: about 2.5 ms per MB (ten years of data are 1.4 MB), so files above `largestCheckedSize` are
/// not checked at open, to keep start-up fast.
enum IntegrityCheck {
    static let largestCheckedSize: Int64 = 16 * 1024 * 1024

    static func requireIntact(_ db: Database, path: String) throws {
        var info = stat()
        if stat(path, &info) == 0, Int64(info.st_size) > largestCheckedSize { return }
        // quick_check(1) stops at the first problem: a damaged file is refused as fast as a sound one passes.
        let verdict = try String.fetchOne(db, sql: "PRAGMA quick_check(1)") ?? "no verdict"
        guard verdict != "ok" else { return }
        // "*** in database main ***\nPage 18: btreeInitPage() returns error code 11": keep what names the damage.
        let detail = verdict.split(separator: "\n").filter { !$0.hasPrefix("***") }.joined(separator: "; ")
        throw StoreError.corrupt(path: path, detail: detail)
    }
}
