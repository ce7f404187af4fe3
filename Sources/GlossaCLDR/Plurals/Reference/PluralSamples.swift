/// The samples of a plural rule: `@integer 0, 2~16, 100, …` or `@decimal 0.0~1.5, 1.0c6`.
public struct PluralSamples: Sendable, Hashable {
    /// One sample or range of samples, as written (`"2"`, `"0.0"`…`"1.5"`, `"1.1c6"`).
    public struct Range: Sendable, Hashable {
        /// The first (or only) value.
        public var start: String
        /// The last value of a `~` range; `nil` for a single sample.
        public var end: String?

        /// Creates a sample range.
        public init(start: String, end: String? = nil) {
            self.start = start
            self.end = end
        }
    }

    /// The samples, in order.
    public var ranges: [Range]
    /// Whether the list ends with `…` (infinitely many more values).
    public var isOpenEnded: Bool

    /// Creates a sample list.
    public init(ranges: [Range], isOpenEnded: Bool) {
        self.ranges = ranges
        self.isOpenEnded = isOpenEnded
    }

    /// Every sample as a decimal string, ranges expanded in the precision of their endpoints:
    /// `0.0~1.5` steps by 0.1, `0.00~0.04` by 0.01, `2~16` by 1. A range expands to at most `limit`
    /// values, so a hostile sample list cannot make this unbounded.
    public func expanded(limit: Int = 10_000) -> [String] {
        var values: [String] = []
        for range in ranges {
            guard let end = range.end else {
                values.append(range.start)
                continue
            }
            values.append(contentsOf: Self.expand(from: range.start, to: end, limit: limit))
        }
        return values
    }

    /// Expands `start~end`, stepping by one unit of their last fraction digit; both must have the
    /// same number of fraction digits and no exponent, otherwise only the endpoints are returned.
    static func expand(from start: String, to end: String, limit: Int) -> [String] {
        func split(_ text: String) -> (digits: String, fractionCount: Int)? {
            guard !text.contains("c"), !text.contains("e") else { return nil }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2,
                parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else { return nil }
            return (parts.joined(), parts.count == 2 ? parts[1].count : 0)
        }
        guard let first = split(start), let last = split(end), first.fractionCount == last.fractionCount,
            let low = UInt64(first.digits), let high = UInt64(last.digits), low <= high
        else { return [start, end] }
        var values: [String] = []
        var scaled = low
        while scaled <= high, values.count < limit {
            var digits = String(scaled)
            if first.fractionCount > 0 {
                if digits.count <= first.fractionCount {
                    digits = String(repeating: "0", count: first.fractionCount - digits.count + 1) + digits
                }
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -first.fractionCount))
            }
            values.append(digits)
            scaled += 1
        }
        return values
    }
}
