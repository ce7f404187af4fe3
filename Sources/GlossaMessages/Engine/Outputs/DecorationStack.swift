/// A decoration whose content an output is rendering: what closing it needs.
struct OpenDecoration {
    /// The template whose suffix closes it.
    let template: DecorationTemplate
    /// The caller's attributes for the template's placeholders.
    let attributes: [String: String]
    /// Where the content began, in UTF-8 bytes of the output.
    let contentStart: Int
}

/// The decorations an output has open, innermost last. The first two levels are stored inline, so
/// the usual message (decorations side by side, or one inside another) opens them without
/// allocating; deeper nesting spills into an array.
struct DecorationStack {
    private var first: OpenDecoration?
    private var second: OpenDecoration?
    private var deeper: [OpenDecoration?] = []
    /// How many decorations are open.
    private(set) var depth = 0

    /// Opens a level; `entry` is what closing it needs (`nil` when closing it does nothing).
    mutating func push(_ entry: OpenDecoration?) {
        switch depth {
        case 0: first = entry
        case 1: second = entry
        default: deeper.append(entry)
        }
        depth += 1
    }

    /// Closes the innermost level and returns its entry (`nil` when it had none, or none is open).
    mutating func pop() -> OpenDecoration? {
        guard depth > 0 else { return nil }
        depth -= 1
        switch depth {
        case 0:
            defer { first = nil }
            return first
        case 1:
            defer { second = nil }
            return second
        default:
            return deeper.popLast() ?? nil
        }
    }
}
