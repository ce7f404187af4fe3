/// A set of Unicode scalar values stored as sorted, non-overlapping, non-adjacent closed ranges.
///
/// Character classes (`[a-z]`, `[^аиоуыэ]`) and the class escapes (`\d \w \s` and their negations) are
/// all built from these sets; membership is a binary search.
struct RegexScalarSet: Sendable, Hashable {
    /// The largest Unicode scalar value.
    static let maximumScalar: UInt32 = 0x10FFFF

    private(set) var ranges: [ClosedRange<UInt32>]

    init(_ ranges: [ClosedRange<UInt32>] = []) {
        self.ranges = Self.normalized(ranges)
    }

    /// `\d`: the ASCII digits, as in JavaScript.
    static let digits = RegexScalarSet([0x30...0x39])
    /// `\w`: the ASCII word characters `[A-Za-z0-9_]`, as in JavaScript.
    static let wordCharacters = RegexScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s`: JavaScript's white space and line terminators.
    static let whitespace = RegexScalarSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])

    /// Whether `value` is in the set.
    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Adds every scalar of `other`.
    mutating func formUnion(_ other: RegexScalarSet) {
        ranges = Self.normalized(ranges + other.ranges)
    }

    /// Adds the scalars `range`.
    mutating func insert(_ range: ClosedRange<UInt32>) {
        ranges = Self.normalized(ranges + [range])
    }

    /// Every scalar value that is not in the set.
    var inverted: RegexScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            if range.upperBound >= Self.maximumScalar { return RegexScalarSet(result) }
            next = range.upperBound + 1
        }
        result.append(next...Self.maximumScalar)
        return RegexScalarSet(result)
    }

    private static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<UInt32>] = []
        merged.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

/// A compiled character class: a scalar set, possibly negated.
struct RegexCharacterClass: Sendable, Hashable {
    var set: RegexScalarSet
    var isNegated: Bool

    /// Whether the class matches a scalar given as its case variants (one variant when matching is case
    /// sensitive). A negated class matches when no variant is in the set, as in JavaScript.
    func matches(anyOf first: UInt32, _ second: UInt32, _ third: UInt32) -> Bool {
        let found = set.contains(first) || set.contains(second) || set.contains(third)
        return found != isNegated
    }
}
