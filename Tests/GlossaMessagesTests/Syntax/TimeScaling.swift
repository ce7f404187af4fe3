/// How the time of some work grows with the size of its input, measured so that a loaded machine
/// cannot make a linear parser look quadratic: the fastest of several interleaved runs at each size.
/// Four times the input takes about four times as long when the work is linear, sixteen times when it
/// is quadratic; tests bound the ratio at eight.
enum TimeScaling {
    /// The ratio bound for four times the input: between linear (4) and quadratic (16).
    static let bound = 8.0

    /// The time of `work` on `input(large)` over its time on `input(small)`, each the fastest of `runs`.
    static func ratio<Input>(
        small: Int, large: Int, runs: Int = 3, input: (Int) -> Input, work: (Input) -> Void
    ) -> Double {
        let smallInput = input(small)
        let largeInput = input(large)
        let clock = ContinuousClock()
        var fastestSmall = Duration.seconds(1_000_000)
        var fastestLarge = Duration.seconds(1_000_000)
        for _ in 0..<runs {
            fastestSmall = min(fastestSmall, clock.measure { work(smallInput) })
            fastestLarge = min(fastestLarge, clock.measure { work(largeInput) })
        }
        return seconds(fastestLarge) / max(seconds(fastestSmall), 1e-6)
    }

    /// How long `work` takes once.
    static func duration(_ work: () -> Void) -> Duration {
        ContinuousClock().measure(work)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
