/// The latest distinct literals stored in a program being built (where their UTF-8 starts in its
/// ``MessageProgram/literalBytes``, and how many there are), which a new literal is compared with
/// before its bytes are stored: variants often repeat text (`{count, plural, one {# new message}
/// other {# new messages}}` in each branch of a select), which is then stored once.
///
/// Kept by the builder (the one-pass compiler, or the lowering of a part tree), not by the program,
/// so that a compiled program carries no room for it; inline, so that building allocates nothing
/// for it.
struct RecentLiterals {
    /// How many literals are kept; a new one replaces the oldest.
    static var capacity: Int { 8 }

    /// Each literal's start in the high half and its length in the low half (a vector: eight values
    /// inline, indexed without a branch per place).
    private var entries = SIMD8<UInt64>()
    /// How many literals were ever added (the next goes at this count modulo ``capacity``).
    private var added = 0

    /// None yet.
    init() {}

    /// How many literals are kept.
    var count: Int { min(added, Self.capacity) }

    /// The start and length of kept literal `index`, from 0 to ``count``.
    @inline(__always)
    subscript(index: Int) -> (start: Int, length: Int) {
        let entry = entries[index]
        return (Int(entry >> 32), Int(entry & 0xFFFF_FFFF))
    }

    /// Keeps the literal stored at `start`, `length` bytes, in place of the oldest when full.
    mutating func add(start: Int, length: Int) {
        entries[added % Self.capacity] =
            UInt64(truncatingIfNeeded: start) << 32 | UInt64(truncatingIfNeeded: length) & 0xFFFF_FFFF
        added += 1
    }
}
