/// Pairs a pattern's markup into the engine's decorations, which enclose their content.
///
/// MessageFormat 2 does not require markup to be balanced; the engine's decorations are. The
/// pairing is the one HTML parsers use for inline elements, and never fails:
/// - an open (`{#b}`) starts a decoration that takes what follows;
/// - a close (`{/b}`) ends the innermost open decoration of the same name, ending first the
///   decorations opened inside it (`{#b}{#i}x{/b}y{/i}` → `<b><i>x</i></b>y`, the last close unmatched);
/// - a close with no open decoration of its name is left out;
/// - decorations still open at the end of the pattern end there;
/// - standalone markup (`{#br/}`) is a decoration with no content.
///
/// Each variant of a `.match` is a pattern of its own, so markup never spans variants.
struct MF2MarkupNesting {
    /// An open decoration: its name, options and where it is, and the parts before it.
    private struct Open {
        let name: String
        let options: MarkupOptions
        let location: SourceLocation
        let outer: [MessagePart]
    }

    /// The parts of the innermost open decoration (or of the pattern, when none is open).
    private var parts: [MessagePart] = []
    /// The open decorations, outermost first.
    private var open: [Open] = []

    /// Appends a part to the innermost open decoration.
    mutating func append(_ part: MessagePart) { parts.append(part) }

    /// Appends parts to the innermost open decoration.
    mutating func append(contentsOf more: [MessagePart]) { parts += more }

    /// Opens a decoration for markup named `name`.
    mutating func open(_ name: String, options: MarkupOptions, at location: SourceLocation) {
        open.append(Open(name: name, options: options, location: location, outer: parts))
        parts = []
    }

    /// Closes the innermost open decoration named `name` and those inside it; nothing when none
    /// is open.
    mutating func close(_ name: String) {
        guard let index = open.lastIndex(where: { $0.name == name }) else { return }
        while open.count > index { closeInnermost() }
    }

    /// The pattern's parts, closing what is still open.
    mutating func finish() -> [MessagePart] {
        while !open.isEmpty { closeInnermost() }
        return parts
    }

    private mutating func closeInnermost() {
        let innermost = open.removeLast()
        let decoration = DecorationPart(
            name: innermost.name, children: parts, location: innermost.location, markup: innermost.options)
        parts = innermost.outer + [.decoration(decoration)]
    }
}
