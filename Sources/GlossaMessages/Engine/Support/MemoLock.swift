#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Foundation
#endif

/// The lock of the memos a render consults (language cases, decoration folds, token contexts): a
/// POSIX mutex called directly, through a handle that is a plain value.
///
/// `NSLock` is an open class, so each `lock()` and `unlock()` is a dynamic call, and the compiler
/// keeps its owner retained across it; a render that looked up two cached case results paid about a
/// hundred instructions and two atomic reference counts per lookup for that alone. Being a value, a
/// handle is copied without reference counting; its owner creates it with ``init()`` and calls
/// ``destroy()`` once, in its `deinit`. Where there is no POSIX mutex, it is an `NSLock`.
struct MemoLock: @unchecked Sendable {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        /// An unlocked lock.
        init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            let status = pthread_mutex_init(mutex, nil)
            precondition(status == 0, "pthread_mutex_init failed (\(status))")
        }

        /// Frees the lock; no copy of the handle may be used afterwards.
        func destroy() {
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
            mutex.deallocate()
        }

        /// Waits for the lock and takes it.
        @inline(__always)
        func lock() { pthread_mutex_lock(mutex) }

        /// Releases the lock.
        @inline(__always)
        func unlock() { pthread_mutex_unlock(mutex) }
    #else
        private let handle: Unmanaged<NSLock>

        /// An unlocked lock.
        init() { handle = .passRetained(NSLock()) }

        /// Frees the lock; no copy of the handle may be used afterwards.
        func destroy() { handle.release() }

        /// Waits for the lock and takes it.
        func lock() { handle.takeUnretainedValue().lock() }

        /// Releases the lock.
        func unlock() { handle.takeUnretainedValue().unlock() }
    #endif
}
