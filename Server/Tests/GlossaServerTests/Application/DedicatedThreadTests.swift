import Foundation
import Testing

@testable import GlossaServer

#if canImport(Glibc)
    import Glibc
#endif

/// Imports run on a thread of their own at a low priority, never on the caller's.
@Suite("Dedicated threads")
struct DedicatedThreadTests {
    struct Failed: Error {}

    #if canImport(Glibc)
        /// The nice value of the calling thread (per thread on Linux).
        static func niceValue() -> Int32 {
            errno = 0
            return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        }

        /// Nice 10: below the threads answering requests, above the lowest (at 19 an import got about
        /// 1.5 % of a core while the rest of the process was busy). A test process started at a nicer
        /// value cannot lower it, so the check is that the thread is at 10 or nicer, and never at the
        /// caller's priority when the caller's is below 10.
        @Test func workRunsOnItsOwnThreadAtNiceTen() async throws {
            let caller = Self.niceValue()
            let nice = try await DedicatedThread.run(name: "glossa-test") { Self.niceValue() }
            #expect(nice == max(10, caller))
            #expect(Self.niceValue() == caller)
        }
    #endif

    @Test func anErrorOfTheWorkReachesTheCaller() async {
        await #expect(throws: Failed.self) {
            try await DedicatedThread.run(name: "glossa-test") { () throws -> Int in throw Failed() }
        }
    }
}
