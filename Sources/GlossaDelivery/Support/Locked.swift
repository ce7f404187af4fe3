import Foundation

/// A value guarded by a lock, for the few places where an actor hop would be wrong (synchronous
/// callbacks, `Sendable` reference types). `Mutex` needs macOS 15, above the package's floor.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
