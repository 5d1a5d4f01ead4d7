import CLibXML2
import Foundation

/// A name libxml2 hands to SAX callbacks (an element's or an attribute's), compared by address once
/// it has been seen: one parser interns every name in its dictionary, so within one parse equal
/// names have one address. Until then it is compared by its text. The learnt address lives in a
/// slot of `InternedNames`, made anew for each parse.
struct InternedName {
    private let text: StaticString
    private let slot: UnsafeMutablePointer<UnsafePointer<xmlChar>?>

    fileprivate init(_ text: StaticString, slot: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        self.text = text
        self.slot = slot
    }

    @inline(__always)
    func matches(_ name: UnsafePointer<xmlChar>) -> Bool {
        if name == slot.pointee { return true }
        return slot.pointee == nil && learn(name)
    }

    private func learn(_ name: UnsafePointer<xmlChar>) -> Bool {
        guard strcmp(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
        else { return false }
        slot.pointee = name
        return true
    }
}

/// The slots where a parse's `InternedName`s keep the addresses they learn.
final class InternedNames {
    private let slots: UnsafeMutablePointer<UnsafePointer<xmlChar>?>
    private let capacity: Int
    private var used = 0

    init(capacity: Int) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    deinit { slots.deallocate() }

    func name(_ text: StaticString) -> InternedName {
        precondition(used < capacity, "more names than slots")
        used += 1
        return InternedName(text, slot: slots + used - 1)
    }
}

/// The attributes of one SAX2 start tag, read in place: libxml2 gives five pointers per attribute
/// (name, prefix, namespace, value start, value end), and a value does not end in a NUL.
/// A value is valid until the next one is asked for (a decoded one lives in `scratch`).
struct SAXAttributes {
    private let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    private unowned(unsafe) let scratch: DecodedValue
    let count: Int

    init(_ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int32, scratch: DecodedValue) {
        self.pointers = pointers
        self.scratch = scratch
        self.count = pointers == nil ? 0 : Int(count)
    }

    /// The index of the attribute with this name and no prefix (as the reader's MoveToAttribute found it).
    func index(of name: InternedName) -> Int? {
        for index in 0..<count where self.name(at: index).map(name.matches) == true { return index }
        return nil
    }

    /// The name of the attribute at `index`, nil when it has a prefix (the reader's MoveToAttribute
    /// took an unprefixed name to mean an attribute without one).
    @inline(__always)
    func name(at index: Int) -> UnsafePointer<xmlChar>? {
        pointers![index * 5 + 1] == nil ? pointers![index * 5] : nil
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

    /// True when the two attributes' values are the same bytes (both still in libxml2's input).
    func sameValue(_ first: Int, _ second: Int) -> Bool {
        let a = pointers![first * 5 + 3]!, aEnd = pointers![first * 5 + 4]!
        let b = pointers![second * 5 + 3]!, bEnd = pointers![second * 5 + 4]!
        return aEnd.pointee != 0 && bEnd.pointee != 0 && aEnd - a == bEnd - b && memcmp(a, b, aEnd - a) == 0
    }

    func value(_ name: InternedName) -> UnsafeBufferPointer<UInt8>? { index(of: name).map(value(at:)) }

    func string(_ name: InternedName) -> String? { index(of: name).map(string(at:)) }
    func number(_ name: InternedName) -> Double? { index(of: name).flatMap(number(at:)) }
    func date(_ name: InternedName) -> (seconds: Double, day: LocalDate)? { index(of: name).flatMap(date(at:)) }

    func string(at index: Int) -> String { String(decoding: value(at: index), as: UTF8.self) }

    func number(at index: Int) -> Double? {
        let value = value(at: index)
        return HealthValues.number(Self.chars(value), length: value.count)
    }

    func date(at index: Int) -> (seconds: Double, day: LocalDate)? {
        let value = value(at: index)
        return HealthValues.date(Self.chars(value), length: value.count)
    }

    func writtenOffset(at index: Int) -> Int? {
        let value = value(at: index)
        return HealthValues.writtenOffset(Self.chars(value), length: value.count)
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
