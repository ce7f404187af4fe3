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

    /// Each literal's start in the high half and its length in the low half.
    private var entries: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many literals were ever added (the next goes at this count modulo ``capacity``).
    private var added = 0

    /// None yet.
    init() {}

    /// How many literals are kept.
    var count: Int { min(added, Self.capacity) }

    /// The start and length of kept literal `index` (0 the oldest kept, in the order of ``entries``).
    @inline(__always)
    subscript(index: Int) -> (start: Int, length: Int) {
        let entry: UInt64
        switch index {
        case 0: entry = entries.0
        case 1: entry = entries.1
        case 2: entry = entries.2
        case 3: entry = entries.3
        case 4: entry = entries.4
        case 5: entry = entries.5
        case 6: entry = entries.6
        default: entry = entries.7
        }
        return (Int(entry >> 32), Int(entry & 0xFFFF_FFFF))
    }

    /// Keeps the literal stored at `start`, `length` bytes, in place of the oldest when full.
    mutating func add(start: Int, length: Int) {
        let entry = UInt64(truncatingIfNeeded: start) << 32 | UInt64(truncatingIfNeeded: length) & 0xFFFF_FFFF
        switch added % Self.capacity {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        case 3: entries.3 = entry
        case 4: entries.4 = entry
        case 5: entries.5 = entry
        case 6: entries.6 = entry
        default: entries.7 = entry
        }
        added += 1
    }
}
