import Glibc

/// glibc hands the free memory at the top of the heap back to the system as soon as 128 KB of it is free. SQLite
/// allocates and frees its statement buffers at that top, so the seed's long write of counter changes made two `brk`
/// calls for most statements it ran: 6.6 of 15 s in the kernel for `bench seed --counter-changes 100000` (debug
/// build). Up to 8 MB free at the top is kept and the heap grows 1 MB at a time. Only `bench seed` asks for it:
/// set for the whole binary it changed neither a JSON restore nor an export, and it fixes glibc's limit for a
/// block of its own (a mapping) at 128 KB, which cost the Apple Health import system time and, raised to 4 MB,
/// memory (the import of a zip 41,400 KB, over its 40 MB).
enum HeapTrim {
    static func keepFreedMemoryForReuse() {
        // <malloc.h> is not part of Swift's Glibc module: mallopt is found by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(trimThreshold, 8 << 20)
        _ = mallopt(topPad, 1 << 20)
    }

    /// `M_TRIM_THRESHOLD` and `M_TOP_PAD` of <malloc.h>.
    private static let trimThreshold: Int32 = -1
    private static let topPad: Int32 = -2
}
