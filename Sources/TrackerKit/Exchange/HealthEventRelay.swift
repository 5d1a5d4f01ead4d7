import CLibXML2
import Foundation

/// Takes the work of the SAX callbacks off libxml2's thread: the parsing thread keeps only the elements
/// `HealthElements` can use (the root, and a `<Record>` of a type Tracker reads, a `<Workout>` or `<Me>`
/// with all they hold), copies each start (its attributes' bytes, its line) and end into batches, and a
/// second thread replays them, in order, into `HealthElements`. On two cores the parse then runs at about
/// the bare parser's pace while dates, numbers and records are read beside it (perf: the callbacks were a
/// tenth of the parsing thread). At most `maxWaiting` batches wait (about 200 KB: a zip import stays under 40 MB).
/// Of a `<Record>` only what `HealthElements` can read is copied: not the attributes every record carries that
/// it never reads (`device`, `creationDate`, `sourceVersion`: half a heart-rate sample's bytes), and of the
/// elements inside only a stroke style's `<MetadataEntry>` (a heart-rate sample's motion context is not).
final class HealthEventRelay: @unchecked Sendable {
    /// Owned by the replaying thread until `finish()` or `stop()` has returned.
    let elements: HealthElements
    private let gateNames: HealthNames
    private let gateSlots = InternedNames(capacity: 40)
    private let gateScratch = DecodedValue()
    /// The attributes of a `<Record>` that are not copied (`HealthNames` has none of them).
    private let unread: [InternedName]
    private let unreadSlots = InternedNames(capacity: 3)
    /// Copies every element and attribute `HealthElements` is given (tests compare the two).
    private let relayAll: Bool
    private(set) var depth = 0
    private(set) var sawRoot = false
    /// Elements deeper than this are not relayed (Int.max when every one is).
    private var skippedBelow = Int.max
    /// The top-level element being relayed is a `<Record>` or `<Me>`: below it `HealthElements` reads only a
    /// record's stroke-style `<MetadataEntry>`.
    private var readsLittleBelow = false

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

    init(spill: HeartRateSpill, batchBytes: Int = 32 * 1024, maxWaiting: Int = 4, relayAll: Bool = false) {
        elements = HealthElements(spill: spill)
        gateNames = HealthNames(gateSlots)
        unread = [unreadSlots.name("device"), unreadSlots.name("creationDate"), unreadSlots.name("sourceVersion")]
        self.relayAll = relayAll
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
        var record = false
        if level == 0 {
            guard gateNames.healthData.matches(name) else { return false }
            sawRoot = true
        } else if level == 1 {
            guard relays(name, attributes) else {
                skippedBelow = level
                return true
            }
            record = gateNames.record.matches(name)
            readsLittleBelow = !relayAll && (record || gateNames.me.matches(name))
        } else if readsLittleBelow && !(level == 2 && readsStrokeStyle(name, attributes)) {
            skippedBelow = level
            return true
        }
        let line = Int(tk_xmlParserLineNumber(parser))
        if current.used >= batchBytes { send() }
        if record && !relayAll {
            current.putStart(line: line, name: name, pointers, count: attributes.count) { index in
                guard let attribute = attributes.name(at: index) else { return true }
                return !unread[0].matches(attribute) && !unread[1].matches(attribute) && !unread[2].matches(attribute)
            }
        } else {
            current.putStart(line: line, name: name, pointers, count: attributes.count) { _ in true }
        }
        return true
    }

    /// The one element inside a `<Record>` that `HealthElements` reads (`HKSwimmingStrokeStyle` metadata).
    private func readsStrokeStyle(_ name: UnsafePointer<xmlChar>, _ attributes: SAXAttributes) -> Bool {
        gateNames.metadataEntry.matches(name) && attributes.value(gateNames.key, equals: "HKSwimmingStrokeStyle")
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

    private func send() {
        condition.lock()
        while ready.count >= maxWaiting && !stopped { condition.wait() }
        ready.append(current)
        current = spare.popLast() ?? EventBatch(capacity: batchBytes)
        // The replaying thread is woken for two batches at a time (a wake-up is a system call); finish() wakes it for the last.
        if ready.count >= min(2, maxWaiting) { condition.broadcast() }
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
