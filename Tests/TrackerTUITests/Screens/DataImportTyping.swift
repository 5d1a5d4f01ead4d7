import Foundation
@testable import TrackerTUI

extension AppState {
    /// The Data tab, `I`, a file's path, Enter: its preview (or its problems) is on screen.
    mutating func typeDataImport(_ path: String) {
        select(.data)
        type(.character("I"))
        type(text: path)
        type(.enter)
    }
}
