import CLibXML2

/// Words and bytes, 8-byte aligned, in one buffer that grows when an element's attributes do not fit.
final class EventBatch {
    static let startEvent = 0
    static let endEvent = 1
    private(set) var storage: UnsafeMutableRawPointer
    private var capacity: Int
    var used = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit { storage.deallocate() }

    private func reserve(_ bytes: Int) {
        guard used + bytes > capacity else { return }
        let grown = UnsafeMutableRawPointer.allocate(byteCount: max(capacity * 2, used + bytes), alignment: 8)
        grown.copyMemory(from: storage, byteCount: used)
        storage.deallocate()
        storage = grown
        capacity = max(capacity * 2, used + bytes)
    }

    func put(_ word: Int) {
        reserve(8)
        storage.storeBytes(of: word, toByteOffset: used, as: Int.self)
        used += 8
    }

    /// A start: its line, name and the attributes `keep` takes (names, prefixes and the values' bytes), in one
    /// reservation. The byte after each value is copied too: a NUL there says libxml2 rewrote it (SAXAttributes.value(at:)).
    func putStart(
        line: Int, name: UnsafePointer<xmlChar>, _ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, keep: (Int) -> Bool
    ) {
        var bytes = 32, kept = 0
        for index in 0..<count where keep(index) {
            bytes += 24 + ((pointers![index * 5 + 4]! - pointers![index * 5 + 3]! + 1 + 7) & ~7)
            kept += 1
        }
        reserve(bytes)
        var at = storage + used
        func word(_ value: Int) {
            at.storeBytes(of: value, as: Int.self)
            at += 8
        }
        word(Self.startEvent)
        word(line)
        word(Int(bitPattern: name))
        word(kept)
        for index in 0..<count where keep(index) {
            let start = pointers![index * 5 + 3]!, length = pointers![index * 5 + 4]! - start
            word(Int(bitPattern: pointers![index * 5]))
            word(Int(bitPattern: pointers![index * 5 + 1]))
            word(length)
            at.copyMemory(from: start, byteCount: length + 1)
            at += (length + 1 + 7) & ~7
        }
        used += bytes
    }

    func word(at offset: inout Int) -> Int {
        defer { offset += 8 }
        return storage.load(fromByteOffset: offset, as: Int.self)
    }

    func bytes(at offset: inout Int, count: Int) -> UnsafePointer<UInt8> {
        defer { offset += (count + 7) & ~7 }
        return UnsafePointer((storage + offset).assumingMemoryBound(to: UInt8.self))
    }
}
