import Foundation

/// A task executor with threads of its own, on which a live server under test runs its connections
/// (``MalformedHTTPTests/withLiveServer(configure:_:)``): the tasks Hummingbird starts per connection are
/// children of the server's task and inherit its executor preference.
///
/// Without it, the live server shares Swift's cooperative pool with every test running in parallel:
/// with two cores the pool has two threads, and a test that keeps one busy for a while (reading an
/// archive, building a large payload, in a debug build) makes the server's answers wait for it. A
/// timing test then measures the rest of the suite instead of the server. With two threads of its own,
/// as many as the pool has on CI's two cores, the server still shows what holds its own threads: an
/// import read on them instead of a thread of its own would stall `/health` here as it did in the pool.
final class ThreadTaskExecutor: TaskExecutor, @unchecked Sendable {
    // `condition` guards `jobs` and `stopped`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    /// Starts `threads` threads named `name-<n>`.
    init(threads: Int, name: String) {
        for index in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "\(name)-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the threads end once no job is left.
    func shutdown() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
