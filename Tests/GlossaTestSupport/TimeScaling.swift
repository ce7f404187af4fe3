#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the time of some work grows with the size of its input, measured so that a loaded machine
/// cannot make a linear parser look quadratic: the processor time of the test's own thread (time
/// spent waiting for a core does not count), the least of several interleaved runs at each size.
/// Four times the input takes about four times as long when the work is linear, sixteen times when it
/// is quadratic; tests bound the ratio at eight.
public enum TimeScaling {
    /// The ratio bound for four times the input: between linear (4) and quadratic (16).
    public static let bound = 8.0

    /// The time of `work` on `input(large)` over its time on `input(small)`, each the least of `runs`.
    public static func ratio<Input>(
        small: Int, large: Int, runs: Int = 3, input: (Int) -> Input, work: (Input) -> Void
    ) -> Double {
        let smallInput = input(small)
        let largeInput = input(large)
        var fastestSmall = Double.infinity
        var fastestLarge = Double.infinity
        for _ in 0..<runs {
            fastestSmall = min(fastestSmall, processorTime { work(smallInput) })
            fastestLarge = min(fastestLarge, processorTime { work(largeInput) })
        }
        return fastestLarge / max(fastestSmall, 1e-6)
    }

    /// How long `work` takes once, by the clock (what a user waiting for it sees).
    public static func duration(_ work: () -> Void) -> Duration {
        ContinuousClock().measure(work)
    }

    /// The processor time, in seconds, the calling thread spends on `work`.
    private static func processorTime(_ work: () -> Void) -> Double {
        let start = threadTime()
        work()
        return threadTime() - start
    }

    private static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
