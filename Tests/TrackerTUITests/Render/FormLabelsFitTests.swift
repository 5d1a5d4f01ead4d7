import TrackerKit
import XCTest

@testable import TrackerTUI

/// Every form the app has, opened with its own keys on the demo at 40×20 and 45×30 (a phone held
/// upright) and walked field by field: no label is cut with "…" (issue 31).
final class FormLabelsFitTests: XCTestCase {
    /// Each form: the keys that open it from a fresh state, and a text its frame shows once open.
    static let forms: [(keys: [Key], shows: String)] = [
        ([.character("a")], "Quick add"),
        ([.character("f")] + "Zz new".map { .character($0) } + [.enter], "New food"),
        ([.character("6"), .character("a")], "New food"),
        ([.character("6"), .character("x")], "Export everything"),
        ([.character("6"), .right, .right, .character("e")], "Birth date"),
        ([.character("6"), .right, .right, .right, .character("e")], "Settings"),
        ([.character("5"), .character("a")], "Add a swim"),
        ([.character("4"), .character("a")], "New counter"),
        ([.character("4"), .enter, .character("e")], "Restart at"),
        ([.character("4"), .character("P")] + Array(repeating: .down, count: 12) + [.enter], "New pad"),
        ([.character("4"), .character("P"), .character("e")], "Edit pad"),
        ([.character("3"), .character("o")], "Workout options"),
        ([.character("3"), .character("R"), .character("a")], "Block rest"),
        ([.character("3"), .character("H"), .character("a")], "past day"),
        ([.character("3"), .character("e"), .character("a")], "New exercise"),
        ([.character("3"), .character("e"), .character("e")], "Edit exercise"),
    ]

    /// The label part of each form row: after the box's left edge, up to where the value starts
    /// (`[` of a text field, `‹` of a choice).
    private func labels(in lines: [String]) -> [String] {
        lines.compactMap { line -> String? in
            guard let edge = line.firstIndex(of: "│"), let value = line[edge...].firstIndex(where: { $0 == "[" || $0 == "‹" }) else { return nil }
            return String(line[line.index(after: edge)..<value]).trimmingCharacters(in: .whitespaces)
        }
    }

    private func assertLabelsWhole(_ state: inout AppState, form: String, size: String) {
        var seen: [String] = []
        let first = state.render()
        var frame = first
        for _ in 0..<16 {
            seen += labels(in: frame.lines())
            state.type(.tab)
            frame = state.render()
            if frame == first { break }  // back at the first field, styles and all: every field has been shown
        }
        XCTAssertGreaterThanOrEqual(Set(seen).count, 2, "\(form) at \(size): its fields are drawn")
        for label in Set(seen) { XCTAssertFalse(label.contains("…"), "\(form) at \(size): label cut: \(label)") }
    }

    func testNoFormCutsALabelOnAPhone() throws {
        for (width, height) in [(40, 20), (45, 30)] {
            // Forms are opened, never submitted: one copy of the demo per size serves them all.
            let db = try DemoDiary.copy()
            for form in Self.forms {
                var state = try makeState(width: width, height: height, database: db)
                for key in form.keys { state.type(key) }
                XCTAssertTrue(state.screenText.contains(form.shows), "\(form.shows) opens:\n\(state.screenText)")
                assertLabelsWhole(&state, form: form.shows, size: "\(width)x\(height)")
            }
            var state = try makeState(width: width, height: height, onboarding: true)
            assertLabelsWhole(&state, form: "Welcome", size: "\(width)x\(height)")
        }
    }

    /// The Edit food form of a food with entries adds "Past entries", the longest label of all.
    func testEditFoodWithEntriesKeepsItsLongestLabel() throws {
        for (width, height) in [(40, 20), (45, 30)] {
            let db = try AppDatabase.inMemory()
            let oats = try db.addFood(Food(name: "Oats", kcalPerServing: 150, serving: .cup))
            try db.addEntry(foodId: XCTUnwrap(oats.id), servings: 1, on: LocalDate(daysSinceEpoch: 20000))
            var state = try makeState(width: width, height: height, database: db)
            state.type(.character("6"), .character("e"))
            XCTAssertTrue(state.screenText.contains("Past entries"), state.screenText)
            assertLabelsWhole(&state, form: "Edit food", size: "\(width)x\(height)")
        }
    }
}
