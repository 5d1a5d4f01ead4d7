import XCTest

@testable import TrackerTUI

/// A tap (a mouse click, as phone SSH clients send taps) on a form's field focuses it, as Tab would (issue 31).
final class FormTapTests: XCTestCase {
    private func tap(_ label: String, on form: inout Form, width: Int, height: Int) throws {
        var buffer = Buffer(width: width, height: height)
        form.draw(in: buffer.area, into: &buffer)
        let lines = buffer.lines()
        let y = try XCTUnwrap(lines.firstIndex { $0.contains(label) }, "\(label) is drawn")
        let x = try XCTUnwrap(lines[y].range(of: label)).lowerBound.utf16Offset(in: lines[y])
        let target = try XCTUnwrap(buffer.tapTarget(for: MouseEvent(x: x, y: y, kind: .press)), "a tap on \(label) lands on a target")
        for key in target.keys { _ = form.handle(key) }
    }

    func testATapOnAFieldFocusesItForwardAndBack() throws {
        var form = Form(title: "T", fields: [.text("First", "a"), .text("Second", "b"), .choice("Third", ["x", "y"]), .text("Fourth", "")])
        try tap("Third", on: &form, width: 80, height: 24)
        XCTAssertEqual(form.focus, 2)
        try tap("First", on: &form, width: 40, height: 20)
        XCTAssertEqual(form.focus, 0)
        try tap("Fourth", on: &form, width: 40, height: 20)
        XCTAssertEqual(form.focus, 3)
        XCTAssertFalse(form.hasChanges, "a tap changes no value")
    }
}
