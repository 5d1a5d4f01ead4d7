import CLibXML2
import Foundation

/// A name libxml2 hands to SAX callbacks (an element's or an attribute's), compared by address once
/// it has been seen: one parser interns every name in its dictionary, so within one parse equal
/// names have one address. Until then it is compared by its text. Use a new one for each parse.
final class InternedName {
    private let text: [CChar]
    private var address: UnsafePointer<xmlChar>?

    init(_ text: String) { self.text = Array(text.utf8CString) }

    func matches(_ name: UnsafePointer<xmlChar>) -> Bool {
        if name == address { return true }
        guard address == nil else { return false }
        let equal = text.withUnsafeBufferPointer { strcmp(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), $0.baseAddress!) == 0 }
        if equal { address = name }
        return equal
    }
}

/// The attributes of one SAX2 start tag, read in place: libxml2 gives five pointers per attribute
/// (name, prefix, namespace, value start, value end), and a value does not end in a NUL.
/// A value is valid until the next one is asked for (a decoded one lives in `scratch`).
struct SAXAttributes {
    private let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    private let scratch: DecodedValue
    let count: Int

    init(_ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int32, scratch: DecodedValue) {
        self.pointers = pointers
        self.scratch = scratch
        self.count = pointers == nil ? 0 : Int(count)
    }

    /// The index of the attribute with this name and no prefix (as the reader's MoveToAttribute found it).
    func index(of name: InternedName) -> Int? {
        guard let pointers else { return nil }
        for index in 0..<count where pointers[index * 5 + 1] == nil {
            if let attributeName = pointers[index * 5], name.matches(attributeName) { return index }
        }
        return nil
    }

    func value(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = pointers![index * 5 + 3]!, end = pointers![index * 5 + 4]!
        let value = UnsafeBufferPointer(start: start, count: end - start)
        // A value still in libxml2's input ends at its closing quote; one libxml2 rewrote ends in a NUL,
        // and may hold the "&#38;" it writes for each & (to be decoded when a tree is built: the reader
        // did, so this does).
        guard end.pointee == 0, memchr(start, Int32(UInt8(ascii: "&")), value.count) != nil else { return value }
        return scratch.decodingAmpersands(value)
    }

    func value(_ name: InternedName) -> UnsafeBufferPointer<UInt8>? { index(of: name).map(value(at:)) }

    func string(_ name: InternedName) -> String? { value(name).map { String(decoding: $0, as: UTF8.self) } }

    func number(_ name: InternedName) -> Double? {
        value(name).flatMap { HealthValues.number(Self.chars($0), length: $0.count) }
    }

    func date(_ name: InternedName) -> (seconds: Double, day: LocalDate)? {
        value(name).flatMap { HealthValues.date(Self.chars($0), length: $0.count) }
    }

    /// True when the attribute is there and is exactly `text` (compared byte for byte, no String made).
    func value(_ name: InternedName, equals text: StaticString) -> Bool {
        guard let value = value(name) else { return false }
        return Self.bytes(value, equal: text)
    }

    static func bytes(_ value: UnsafeBufferPointer<UInt8>, equal text: StaticString) -> Bool {
        value.count == text.utf8CodeUnitCount && memcmp(value.baseAddress!, text.utf8Start, value.count) == 0
    }

    private static func chars(_ value: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar> {
        UnsafeRawPointer(value.baseAddress!).assumingMemoryBound(to: CChar.self)
    }
}

/// Where a value with "&#38;" in it is decoded to "&" (libxml2 leaves it so when it does not build a tree).
final class DecodedValue {
    private var storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var capacity = 256

    deinit { storage.deallocate() }

    func decodingAmpersands(_ value: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        if capacity < value.count {
            storage.deallocate()
            capacity = value.count
            storage = .allocate(capacity: capacity)
        }
        let reference = Array("&#38;".utf8)
        var read = 0, written = 0
        while read < value.count {
            if value[read] == UInt8(ascii: "&"), read + 5 <= value.count, memcmp(value.baseAddress! + read, reference, 5) == 0 {
                storage[written] = UInt8(ascii: "&")
                read += 5
            } else {
                storage[written] = value[read]
                read += 1
            }
            written += 1
        }
        return UnsafeBufferPointer(start: storage, count: written)
    }
}
