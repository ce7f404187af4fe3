#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Foundation
#endif

/// A value behind a lock: the runtime's one lock type, used by every module of the package (the
/// engine's memos, the localizer's state and caches, the delivery client's callbacks).
///
/// Why not the standard library's `Synchronization.Mutex`: it needs macOS 15, iOS 18, tvOS 18 and
/// watchOS 11, and the package supports macOS 12, iOS 15 and watchOS 8. Choosing `Mutex` where it is
/// available would mean two implementations behind one name, each tested on half of the platforms;
/// one small class, tested everywhere, is simpler. When the deployment targets reach `Mutex`'s, this
/// class becomes a wrapper around it and its callers do not change.
///
/// It is a POSIX mutex called directly (an `NSLock` is an open class: each `lock()` and `unlock()`
/// is a dynamic call), and an `NSLock` where there is no POSIX mutex.
package final class Locked<Value>: @unchecked Sendable {
    // `value` is read and written only while `mutex` (or `fallback`) is held. That lock is what
    // makes accesses exclusive, so the runtime's dynamic exclusivity check of a class's stored
    // property (two calls into the runtime per access) is switched off for it.
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #else
        @usableFromInline let fallback = NSLock()
    #endif
    @exclusivity(unchecked) @usableFromInline var value: Value

    /// A lock guarding `value`.
    package init(_ value: Value) {
        self.value = value
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed (\(status))")
        #endif
    }

    deinit {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        #endif
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
        #else
            fallback.lock()
            defer { fallback.unlock() }
        #endif
        return try body(&value)
    }
}
