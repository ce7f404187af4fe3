import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// CPU-heavy work (reading an uploaded archive, writing an export file) run on a thread of its own, so that it never occupies
/// Swift's cooperative pool or a NIO event loop: with two cores those are two threads, and one import
/// holding one would stall `GET /health` and content for everyone. The thread also runs at a low
/// scheduling priority (nice 10 on Linux, background quality of service elsewhere), so that when the
/// cores are busy the threads answering requests are scheduled first.
///
/// Not the lowest: at nice 19 (a scheduler weight of 15 against 1,024) an import gets about 1.5 % of a
/// core while the process's other threads are busy, so that 1.3 s of work can take a minute; at nice 10
/// (weight 110) it gets about a tenth. Requests still come first: a thread that wakes having run less
/// than the import preempts it.
enum DedicatedThread {
    /// The result of `work`, computed on a new low-priority thread while the caller's task is suspended.
    static func run<Result: Sendable>(
        name: String, _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                #if canImport(Glibc)
                    // On Linux the nice value is per thread: `PRIO_PROCESS` with 0 sets the calling one's.
                    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
                #endif
                continuation.resume(with: Swift.Result { try work() })
            }
            thread.name = name
            thread.qualityOfService = .background
            thread.start()
        }
    }
}
