import Foundation

/// CPU-heavy work (reading an uploaded archive) run on a thread of its own, so that it never occupies
/// Swift's cooperative pool or a NIO event loop: with two cores those are two threads, and one import
/// holding one would stall `GET /health` and content for everyone.
enum DedicatedThread {
    /// The result of `work`, computed on a new thread while the caller's task is suspended.
    static func run<Result: Sendable>(
        name: String, _ work: @escaping @Sendable () throws -> Result
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Swift.Result { try work() })
            }
            thread.name = name
            thread.start()
        }
    }
}
