/// Pairs a pattern's markup into the engine's decorations, which enclose their content, writing
/// their beginnings and ends into a ``MessageProgram`` as the markup is read.
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

    /// An open markup element: its name, and its decoration in the program (`nil` past
    /// ``maximumNesting``: its content stays in the enclosing decoration).
    private struct Open {
        let name: String
        let decoration: Int?
    }

    /// The open markup, outermost first.
    private var open: [Open] = []
    /// How many of ``open`` make decorations.
    private var depth = 0
    /// How many of ``open`` have each name: a close with none open is dropped at once, and one with
    /// some open scans only the markup it closes, so pairing is linear in the markup.
    private var openCounts: [String: Int] = [:]

    /// Opens a decoration for markup named `name` with `markup`'s options, in `program`.
    mutating func open(_ name: String, markup: MessageProgram.Markup, in program: inout MessageProgram) {
        openCounts[name, default: 0] += 1
        guard depth < Self.maximumNesting else {
            open.append(Open(name: name, decoration: nil))
            return
        }
        depth += 1
        let index = program.beginDecoration(
            MessageProgram.Decoration(name: DecorationName(name), slot: -1, markup: markup))
        open.append(Open(name: name, decoration: index))
    }

    /// Closes the innermost open decoration named `name` and those inside it; nothing when none
    /// is open.
    mutating func close(_ name: String, in program: inout MessageProgram) {
        guard openCounts[name, default: 0] > 0, let index = open.lastIndex(where: { $0.name == name }) else { return }
        while open.count > index { closeInnermost(in: &program) }
    }

    /// Ends the pattern, closing what is still open.
    mutating func finish(in program: inout MessageProgram) {
        while !open.isEmpty { closeInnermost(in: &program) }
    }

    private mutating func closeInnermost(in program: inout MessageProgram) {
        let innermost = open.removeLast()
        openCounts[innermost.name, default: 1] -= 1
        guard let decoration = innermost.decoration else { return }
        depth -= 1
        program.endDecoration(decoration)
    }
}
