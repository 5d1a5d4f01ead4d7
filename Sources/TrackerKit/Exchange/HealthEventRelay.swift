import CLibXML2
import Foundation

/// Takes the work of the SAX callbacks off libxml2's thread: the parsing thread keeps only the elements
/// `HealthElements` can use (the root, and a `<Record>` of a type Tracker reads, a `<Workout>` or `<Me>`
/// with all they hold), copies each start (its attributes' bytes, its line) and end into batches, and a
/// second thread replays them, in order, into `HealthElements`. On two cores the parse then runs at about
/// the bare parser's pace while dates, numbers and records are read beside it (perf: the callbacks were a
/// tenth of the parsing thread). At most `maxWaiting` batches wait (about 200 KB: a zip import stays under 40 MB).
final class HealthEventRelay: @unchecked Sendable {
    /// Owned by the replaying thread until `finish()` or `stop()` has returned.
    let elements: HealthElements
    private let gateNames: HealthNames
    private let gateSlots = InternedNames(capacity: 40)
    private let gateScratch = DecodedValue()
    private(set) var depth = 0
    private(set) var sawRoot = false
    /// Elements deeper than this are not relayed (Int.max when every one is).
    private var skippedBelow = Int.max

    private let condition = NSCondition()
    private var ready: [EventBatch] = []
    private var spare: [EventBatch] = []
    private var closed = false
    private var stopped = false
    private var replayDone = false
    private var current: EventBatch
    private let batchBytes: Int
    private let maxWaiting: Int
    /// The line of the start being replayed (for a number that is not one).
    private var replayLine = 0

    init(spill: HeartRateSpill, batchBytes: Int = 32 * 1024, maxWaiting: Int = 4) {
        elements = HealthElements(spill: spill)
        gateNames = HealthNames(gateSlots)
        self.batchBytes = batchBytes
        self.maxWaiting = maxWaiting
        current = EventBatch(capacity: batchBytes)
        elements.numbers.line = { [unowned self] in replayLine }
        let thread = Thread { [self] in replay() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    // MARK: The parsing thread

    /// Returns false when the document is not a Health export (its root is not <HealthData>): the parse stops.
    func start(_ name: UnsafePointer<xmlChar>, _ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int32, parser: xmlParserCtxtPtr) -> Bool {
        let level = depth
        depth += 1
        if level > skippedBelow { return true }
        let attributes = SAXAttributes(pointers, count: count, scratch: gateScratch)
        if level == 0 {
            guard gateNames.healthData.matches(name) else { return false }
            sawRoot = true
        } else if level == 1 && !relays(name, attributes) {
            skippedBelow = level
            return true
        }
        copyStart(name, pointers, count: attributes.count, line: Int(tk_xmlParserLineNumber(parser)))
        return true
    }

    func end() {
        depth -= 1
        let level = depth
        if level >= skippedBelow {
            if level == skippedBelow { skippedBelow = .max }
            return
        }
        if current.used >= batchBytes { send() }
        current.put(EventBatch.endEvent)
    }

    /// The top-level elements `HealthElements` reads; everything else it skips whole.
    private func relays(_ name: UnsafePointer<xmlChar>, _ attributes: SAXAttributes) -> Bool {
        if gateNames.record.matches(name) {
            guard let type = attributes.value(gateNames.type) else { return false }
            return HealthElements.recordKind(type) != nil
        }
        return gateNames.workout.matches(name) || gateNames.me.matches(name)
    }

    private func copyStart(_ name: UnsafePointer<xmlChar>, _ pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, line: Int) {
        if current.used >= batchBytes { send() }
        let batch = current
        batch.put(EventBatch.startEvent)
        batch.put(line)
        batch.put(Int(bitPattern: name))
        batch.put(count)
        for index in 0..<count {
            let start = pointers![index * 5 + 3]!, end = pointers![index * 5 + 4]!
            batch.put(Int(bitPattern: pointers![index * 5]))
            batch.put(Int(bitPattern: pointers![index * 5 + 1]))
            batch.put(end - start)
            // The byte after the value too: a NUL there says libxml2 rewrote it (SAXAttributes.value(at:)).
            batch.put(bytes: start, count: end - start + 1)
        }
    }

    private func send() {
        condition.lock()
        while ready.count >= maxWaiting && !stopped { condition.wait() }
        ready.append(current)
        current = spare.popLast() ?? EventBatch(capacity: batchBytes)
        condition.broadcast()
        condition.unlock()
    }

    /// Hands over what is left and waits until all of it has been replayed.
    func finish() {
        if current.used > 0 { send() }
        end(closing: false)
    }

    /// Drops what is not replayed yet and waits for the replaying thread to end (the parse failed).
    func stop() { end(closing: true) }

    private func end(closing stop: Bool) {
        condition.lock()
        closed = true
        if stop { stopped = true }
        condition.broadcast()
        while !replayDone { condition.wait() }
        condition.unlock()
    }

    // MARK: The replaying thread

    private func replay() {
        let scratch = DecodedValue()
        var pointers: [UnsafePointer<xmlChar>?] = []
        while true {
            condition.lock()
            while ready.isEmpty && !closed && !stopped { condition.wait() }
            if stopped || ready.isEmpty {
                replayDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let batch = ready.removeFirst()
            condition.broadcast()
            condition.unlock()
            replay(batch, pointers: &pointers, scratch: scratch)
            batch.used = 0
            condition.lock()
            spare.append(batch)
            condition.unlock()
        }
    }

    private func replay(_ batch: EventBatch, pointers: inout [UnsafePointer<xmlChar>?], scratch: DecodedValue) {
        var offset = 0
        while offset < batch.used {
            let kind = batch.word(at: &offset)
            if kind == EventBatch.endEvent {
                elements.end()
                continue
            }
            replayLine = batch.word(at: &offset)
            let name = UnsafePointer<xmlChar>(bitPattern: batch.word(at: &offset))!
            let count = batch.word(at: &offset)
            pointers.removeAll(keepingCapacity: true)
            for _ in 0..<count {
                let attributeName = UnsafePointer<xmlChar>(bitPattern: batch.word(at: &offset))
                let prefix = UnsafePointer<xmlChar>(bitPattern: batch.word(at: &offset))
                let length = batch.word(at: &offset)
                let value = batch.bytes(at: &offset, count: length + 1)
                pointers.append(attributeName)
                pointers.append(prefix)
                pointers.append(nil)
                pointers.append(value)
                pointers.append(value + length)
            }
            _ = pointers.withUnsafeMutableBufferPointer { buffer in
                elements.start(name, SAXAttributes(count == 0 ? nil : buffer.baseAddress, count: Int32(count), scratch: scratch))
            }
        }
    }
}

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

    func put(bytes: UnsafePointer<UInt8>, count: Int) {
        let padded = (count + 7) & ~7
        reserve(padded)
        (storage + used).copyMemory(from: bytes, byteCount: count)
        used += padded
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
