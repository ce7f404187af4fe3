// The timing loop shared by Glossa's sides of the ICU4C anchors (plural-anchor-bench,
// tml-anchor-bench): a warm-up of n/10 calls, then n timed calls with `ContinuousClock`, one
// `RESULT<TAB>case<TAB>ns_per_op<TAB>ns/op` line per case like the anchors print, and a checksum of
// every result so the optimizer must compute each one.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs benchmark cases the way the anchors do.
public struct AnchorHarness {
    /// Timed calls per case (the first argument; 1,000,000 by default).
    public let iterations: Int
    /// Only cases whose name contains it run (the second argument; all by default). A filter that
    /// starts with `=` runs only the case named exactly by the rest (for profiling one case).
    public let filter: String
    /// The sum of every result, for standard error at the end.
    public var checksum: UInt64 = 0

    /// Reads `[iterations] [filter]` from the command line's arguments.
    public init(arguments: [String]) {
        iterations = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
        filter = arguments.count > 2 ? arguments[2] : ""
    }

    /// Runs `body(i)` n/10 times to warm up, then n times timed, and prints ns per call.
    @inlinable
    public mutating func bench(
        _ name: String, iterations n: Int? = nil, _ body: (Int) throws -> UInt64
    ) rethrows {
        guard filter.isEmpty || (filter.first == "=" ? name == filter.dropFirst() : name.contains(filter)) else {
            return
        }
        let count = n ?? iterations
        var sink: UInt64 = 0
        for i in 0..<(count / 10) { sink &+= try body(i) }
        let clock = ContinuousClock()
        let start = clock.now
        for i in 0..<count { sink &+= try body(i) }
        let elapsed = start.duration(to: clock.now)
        checksum &+= sink
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)
        print("RESULT\t\(name)\t\(Self.formatted(nanoseconds))\tns/op")
        fflush(nil)  // all streams: stdout is a C global Swift 6 will not touch
    }

    /// `value` with two decimals, as the anchors print.
    @usableFromInline
    static func formatted(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// Writes a line to standard error (sample outputs and the checksum go there).
public func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
