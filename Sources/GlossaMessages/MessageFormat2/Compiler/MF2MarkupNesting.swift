/// Pairs a pattern's markup into the engine's decorations, which enclose their content.
///
/// MessageFormat 2 does not require markup to be balanced; the engine's decorations are. The
/// pairing is the one HTML parsers use for inline elements, and never fails:
/// - an open (`{#b}`) starts a decoration that takes what follows;
/// - a close (`{/b}`) ends the innermost open decoration of the same name, ending first the
///   decorations opened inside it (`{#b}{#i}x{/b}y{/i}` → `<b><i>x</i></b>y`, the last close unmatched);
/// - a close with no open decoration of its name is left out;
/// - decorations still open at the end of the pattern end there;
/// - standalone markup (`{#br/}`) is a decoration with no content;
/// - markup opened inside ``maximumNesting`` decorations keeps only its content (as TML's
///   deepest decorations do), so a hostile message cannot exhaust the stack of the compiler or the
///   resolver.
///
/// Each variant of a `.match` is a pattern of its own, so markup never spans variants.
struct MF2MarkupNesting {
    /// Decorations nest at most this deep (TML's bound, ``TMLParser/maximumNesting``).
    static var maximumNesting: Int { TMLParser.maximumNesting }

    /// An open markup element: its name, options and where it is, the parts before it, and whether
    /// it makes a decoration (`false` past ``maximumNesting``).
    private struct Open {
        let name: String
        let options: MarkupOptions
        let location: SourceLocation
        var outer: [MessagePart]
        let isDecoration: Bool
    }

    /// The parts of the innermost open decoration (or of the pattern, when none is open).
    private var parts: [MessagePart] = []
    /// The open markup, outermost first.
    private var open: [Open] = []
    /// How many of ``open`` make decorations.
    private var depth = 0
    /// How many of ``open`` have each name: a close with none open is dropped at once, and one with
    /// some open scans only the markup it closes, so pairing is linear in the markup.
    private var openCounts: [String: Int] = [:]

    /// Makes room for `count` parts at the outermost level (a pattern's part count), so that
    /// appending them allocates once.
    mutating func reserveCapacity(_ count: Int) { parts.reserveCapacity(count) }

    /// Appends a part to the innermost open decoration.
    mutating func append(_ part: MessagePart) { parts.append(part) }

    /// Appends parts to the innermost open decoration.
    mutating func append(contentsOf more: [MessagePart]) { parts += more }

    /// Opens a decoration for markup named `name`.
    mutating func open(_ name: String, options: MarkupOptions, at location: SourceLocation) {
        openCounts[name, default: 0] += 1
        guard depth < Self.maximumNesting else {
            // Too deep: its content stays in the enclosing parts.
            open.append(Open(name: name, options: options, location: location, outer: [], isDecoration: false))
            return
        }
        depth += 1
        open.append(Open(name: name, options: options, location: location, outer: parts, isDecoration: true))
        parts = []
    }

    /// Closes the innermost open decoration named `name` and those inside it; nothing when none
    /// is open.
    mutating func close(_ name: String) {
        guard openCounts[name, default: 0] > 0, let index = open.lastIndex(where: { $0.name == name }) else { return }
        while open.count > index { closeInnermost() }
    }

    /// The pattern's parts, closing what is still open.
    mutating func finish() -> [MessagePart] {
        while !open.isEmpty { closeInnermost() }
        return parts
    }

    private mutating func closeInnermost() {
        var innermost = open.removeLast()
        openCounts[innermost.name, default: 1] -= 1
        guard innermost.isDecoration else { return }
        depth -= 1
        let decoration = DecorationPart(
            name: innermost.name, children: parts, location: innermost.location, markup: innermost.options)
        // Taken, not copied: the enclosing parts grow in place, so pairing stays linear.
        parts = []
        swap(&parts, &innermost.outer)
        parts.append(.decoration(decoration))
    }
}
