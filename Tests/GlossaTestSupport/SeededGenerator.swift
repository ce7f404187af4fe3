// Shared by the test targets; not part of any product.

/// A deterministic random number generator (SplitMix64), so property and fuzz tests reproduce:
/// the same seed gives the same sequence on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's state.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `choices`, which must not be empty.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
