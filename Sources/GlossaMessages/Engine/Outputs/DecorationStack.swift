/// A decoration whose content an output is rendering: what closing it needs.
struct OpenDecoration {
    /// The template whose suffix closes it.
    let template: DecorationTemplate
    /// The caller's attributes for the template's placeholders (`nil`: none).
    let attributes: [String: String]?
    /// Where the content began, in UTF-8 bytes of the output.
    let contentStart: Int
}

/// The decorations an output has open, innermost last. Levels that need nothing at their close
/// (content-only decorations, the usual case in text output) are one bit each; levels with a
/// template keep an entry, the first two inline, so the usual message opens and closes its
/// decorations without allocating.
struct DecorationStack {
    /// The first two entries, then the rest.
    private var first: OpenDecoration?
    private var second: OpenDecoration?
    /// How many entries there are.
    private var entryCount = 0
    /// Bit `n`: whether level `n` has an entry (levels 0–63).
    private var hasEntry: UInt64 = 0
    /// Entries past the second and levels past the 64th; `nil` until needed, so a stack that never
    /// grows that far holds no arrays (nothing to release when it goes).
    private var overflow: Overflow?

    private struct Overflow {
        /// Entries after the first two.
        var entries: [OpenDecoration] = []
        /// For levels from 64 on: whether each has an entry.
        var deeperHasEntry: [Bool] = []
    }
    /// How many decorations are open.
    private(set) var depth = 0

    /// Opens a level; `entry` is what closing it needs (`nil` when closing it does nothing).
    mutating func push(_ entry: OpenDecoration?) {
        if let entry {
            switch entryCount {
            case 0: first = entry
            case 1: second = entry
            default:
                if overflow == nil { overflow = Overflow() }
                overflow?.entries.append(entry)
            }
            entryCount += 1
        }
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            if entry != nil { hasEntry |= bit } else { hasEntry &= ~bit }
        } else {
            if overflow == nil { overflow = Overflow() }
            overflow?.deeperHasEntry.append(entry != nil)
        }
        depth += 1
    }

    /// Closes the innermost level and returns its entry (`nil` when it had none, or none is open).
    mutating func pop() -> OpenDecoration? {
        guard depth > 0 else { return nil }
        depth -= 1
        let had = depth < 64 ? hasEntry & (1 << UInt64(depth)) != 0 : overflow?.deeperHasEntry.popLast() ?? false
        guard had, entryCount > 0 else { return nil }
        entryCount -= 1
        switch entryCount {
        case 0:
            defer { first = nil }
            return first
        case 1:
            defer { second = nil }
            return second
        default:
            return overflow?.entries.popLast()
        }
    }
}
