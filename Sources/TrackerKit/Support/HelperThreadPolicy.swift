import Glibc

/// The scheduling of a thread that feeds or drains the import's parsing thread (reading ahead, replaying the
/// SAX events). As an ordinary thread, each time it woke it could preempt the parsing thread on its core,
/// even with the other core free: perf counted 1,591 such preemptions in one import of the 105 MB export,
/// while the parsing thread ran 1.3 s for 1.06 s of CPU. Linux's SCHED_BATCH takes that away (a batch
/// thread's wake-up never preempts, it waits for a free core or the next tick) and asks for no privilege;
/// nothing else about the thread changes.
enum HelperThreadPolicy {
    /// Linux's SCHED_BATCH (not exported by Swift's Glibc module).
    static let batch: Int32 = 3

    /// Makes the calling thread, when it is an ordinary one (SCHED_OTHER), a batch thread; a thread of a
    /// process run otherwise (`chrt --idle`, real time) keeps what it inherited. False when nothing changed.
    @discardableResult
    static func makeCurrentThreadBatch() -> Bool {
        guard sched_getscheduler(0) == 0 else { return false }
        var parameters = sched_param(sched_priority: 0)
        return sched_setscheduler(0, batch, &parameters) == 0
    }

    /// The calling thread's policy (for tests).
    static var currentPolicy: Int32 { sched_getscheduler(0) }
}
