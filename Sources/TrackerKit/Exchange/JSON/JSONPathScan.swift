import Foundation

/// What JSONSerialization cannot say with a path, found by walking the text with one (each scan
/// also refuses nesting deeper than `maxDepth`, naming the limit, whatever it looks for):
/// - a key written twice in one object (JSONSerialization keeps the last of them and JSONDecoder the
///   first, so the format check and the import would read different values);
/// - a number too large for any field (1e999, 400 digits), which JSONSerialization refuses as a whole.
/// Each level keeps only its own key or index; a path is put together only for the message, so time
/// and memory stay linear in the file's size whatever its shape.
enum JSONPathScan {
    /// Deeper than any Tracker export (which nests six levels) with room for later formats.
    static let maxDepth = 64

    private struct Frame {
        var isObject: Bool
        var keys: Set<String> = []
        var expectsKey = true
        /// Where the last key's text lies (read into a String only for a message or the duplicate check).
        var lastKey = 0..<0
        var index = 0
        var members = 0
    }

    private enum Check { case depth, duplicates, numbers, width, textLength, lists }

    static func tooDeep(in data: Data) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .depth) }
    }

    static func duplicateKey(in data: Data) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .duplicates) }
    }

    /// An object with more members than `JSONLimits.members`, named by its own path.
    static func tooWide(in data: Data, limits: JSONLimits) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .width, limits) }
    }

    /// A string longer than `JSONLimits.textBytes`, named by its path.
    static func textTooLong(in data: Data, limits: JSONLimits) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .textLength, limits) }
    }

    /// A list holding more than `JSONLimits.listsInList` lists, named by its path.
    static func tooManyLists(in data: Data, limits: JSONLimits) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .lists, limits) }
    }

    static func numberTooLarge(in data: Data) -> JSONImportError? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in scan(bytes, .numbers) }
    }

    /// The path of the value being read in the innermost frame (`programs[2].steps[0]`).
    private static func path(_ stack: [Frame], _ bytes: UnsafeRawBufferPointer) -> String {
        stack.reduce(into: "") { path, frame in
            if frame.isObject {
                let key = frame.lastKey.isEmpty ? "" : text(bytes, frame.lastKey.lowerBound, frame.lastKey.upperBound - 1)
                path += path.isEmpty ? key : ".\(key)"
            } else {
                path += "[\(frame.index)]"
            }
        }
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer, _ check: Check, _ limits: JSONLimits = .export) -> JSONImportError? {
        var stack: [Frame] = []
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count == maxDepth {
                    return JSONImportError(
                        path: path(stack, bytes), message: "nested more than \(maxDepth) levels deep (a Tracker export nests at most 6); refused")
                }
                if check == .lists, bytes[i] == UInt8(ascii: "["), let top = stack.indices.last, !stack[top].isObject {
                    stack[top].members += 1
                    if stack[top].members > limits.listsInList {
                        return JSONImportError(
                            path: path(Array(stack.dropLast()), bytes),
                            message: "a list of more than \(limits.listsInList) lists (heart-rate samples of one swim are fewer); refused")
                    }
                }
                stack.append(Frame(isObject: bytes[i] == UInt8(ascii: "{")))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                if stack.last?.isObject == true { stack[stack.count - 1].expectsKey = true } else if !stack.isEmpty { stack[stack.count - 1].index += 1 }
            case UInt8(ascii: "\""):
                let end = stringEnd(bytes, from: i)
                if check == .textLength, end - i - 1 > limits.textBytes {
                    return JSONImportError(
                        path: path(stack, bytes),
                        message: "a text of \(end - i - 1) bytes (no text of a Tracker export is longer than \(limits.textBytes)); refused")
                }
                // In place: a copy of the frame would copy its set of keys at every key (quadratic in an object's size).
                if let top = stack.indices.last, stack[top].isObject, stack[top].expectsKey {
                    stack[top].expectsKey = false
                    stack[top].lastKey = i..<(end + 1)
                    stack[top].members += 1
                    if check == .width, stack[top].members > limits.members {
                        return JSONImportError(
                            path: path(Array(stack.dropLast()), bytes),
                            message: "an object with more than \(limits.members) fields (no object of a Tracker export has so many); refused")
                    }
                    if check == .duplicates, !stack[top].keys.insert(text(bytes, i, end)).inserted {
                        return JSONImportError(path: path(stack, bytes), message: "appears twice in one object (each field must be written once)")
                    }
                }
                i = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard check == .numbers else { break }
                var end = i
                while end + 1 < bytes.count, "+-0123456789.eE".utf8.contains(bytes[end + 1]) { end += 1 }
                if Double(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[i...end]), as: UTF8.self))?.isFinite != true {
                    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[i...min(end, i + 24)]), as: UTF8.self)
                    return JSONImportError(path: path(stack, bytes), message: "\(text)\(end > i + 24 ? "…" : "") is too large a number")
                }
                i = end
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The index of the quote closing the string that opens at `start`.
    private static func stringEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var i = start + 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(i, bytes.count - 1)
    }

    /// A key's text with its escapes read (so `"a"` and `"\u0061"` are the same key).
    private static func text(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> String {
        let raw = Data(bytes[start...end])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
        return (try? JSONSerialization.jsonObject(with: raw, options: [.fragmentsAllowed])) as? String ?? String(decoding: raw, as: UTF8.self)
    }
}
