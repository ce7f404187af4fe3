/// The engine's program of a MessageFormat 2 message, written as ``MF2ProgramEmitter`` compiles
/// it: each piece of a pattern straight into instructions, arguments numbered into slots in order
/// of first use, markup paired into decorations as it comes (``MF2MarkupNesting``), a `.match` into
/// one selection. No part tree is built, then lowered.
struct MF2ProgramWriter {
    private var program = MessageProgram()
    /// The slots' names, in order of first use.
    private var names = FirstUseNames()
    /// The markup open in the pattern being written.
    private var nesting = MF2MarkupNesting()
    /// The selection being written: its `select` instruction, its slot, where its variants start and
    /// where the variant being written starts.
    private var selectInstruction = 0
    private var selectionSlot = 0
    private var variantStarts = VariantStarts()
    private var variantStart: Int32 = 0
    /// The literals written last, whose bytes a repeated literal shares.
    private var recent = RecentLiterals()

    /// Whether the program's literal bytes start as a copy of the source's
    /// (``beginStreaming(source:bytes:)``), so that text written as it stands in the source is a
    /// range of them.
    private var streamsSource = false

    /// Starts the program of `source`, whose UTF-8 is `bytes`, with room estimated from its length:
    /// its literal bytes start as a copy of the source's, of which text written as it stands is a
    /// range (``appendLiteral(_:at:)``), as ICU's one-pass compiler does.
    mutating func beginStreaming(source: String, bytes: [UInt8]) {
        let count = bytes.count
        program.beginStreaming(
            source: source, bytes: bytes, instructions: min(count / 4 + 4, 64), arguments: min(count / 32 + 1, 8),
            selections: 1)
        names.reserveCapacity(min(count / 64 + 1, 4))
        streamsSource = true
    }

    /// Appends literal text.
    mutating func appendLiteral(_ text: String) { program.appendLiteral(text, recent: &recent) }

    /// Appends literal text found at `range` of the source: a range of the source's bytes when the
    /// text stands there as written (no escape), else its own bytes.
    mutating func appendLiteral(_ text: String, at range: Range<Int>) {
        if streamsSource, text.utf8.count == range.count {
            program.appendSourceLiteral(range)
        } else {
            program.appendLiteral(text, recent: &recent)
        }
    }

    /// Appends the text at `range` of the source as it is written there (no escape): a range of the
    /// source's bytes, or, when the program does not stream its source, the text `text()` makes.
    mutating func appendSourceText(at range: Range<Int>, _ text: () -> String) {
        if streamsSource {
            program.appendSourceLiteral(range)
        } else {
            program.appendLiteral(text(), recent: &recent)
        }
    }

    /// Appends a value's text known when compiling (outputs escape it).
    mutating func appendValue(_ text: String) { program.appendValueText(text, recent: &recent) }

    /// Appends a placeholder a render resolves, reading its argument's slot, and returns its entry in
    /// the program (for ``appendArgumentUse(_:at:)``).
    @discardableResult
    mutating func appendArgument(_ part: consuming ArgumentPart) -> Int {
        let slot = names.insert(part.name)
        program.appendArgument(part, slot: slot)
        return program.arguments.count - 1
    }

    /// Appends a placeholder showing the entry `entry` of an earlier one, at `range` of the source.
    mutating func appendArgumentUse(_ entry: Int, at range: SourceRange) {
        program.appendArgumentUse(entry, location: range.start, sourceOffset: range.utf8Offsets.lowerBound)
    }

    /// Appends pieces rendered verbatim and reported, in order.
    mutating func appendUnresolved(_ parts: [UnresolvedPart]) {
        for part in parts { program.appendUnresolved(part) }
    }

    /// Appends a piece rendered verbatim and reported.
    mutating func appendUnresolved(_ part: consuming UnresolvedPart) { program.appendUnresolved(part) }

    /// Opens markup named `name` with `options` (the arguments they read take their slots first).
    mutating func open(_ name: String, options: MarkupOptions) {
        for case (_, .argument(let argument)) in options.options { names.insert(argument) }
        let slots = names
        let markup = MessageProgram.Markup(options) { slots.position(of: $0) ?? 0 }
        nesting.open(name, markup: markup, in: &program)
    }

    /// Closes markup named `name`.
    mutating func close(_ name: String) { nesting.close(name, in: &program) }

    /// Ends a pattern (the body's or a variant's), closing the markup still open in it.
    mutating func endPattern() { nesting.finish(in: &program) }

    /// Begins the selection of a `.match` that reads `argument`'s slot.
    mutating func beginSelection(argument: String) {
        selectionSlot = names.insert(argument)
        selectInstruction = program.beginSelection()
        variantStarts = VariantStarts()
    }

    /// Begins a variant of the selection.
    mutating func beginVariant() { variantStart = program.beginVariant() }

    /// Ends the variant begun last: it is one of the selection's (a variant left out is not ended).
    mutating func endVariant() {
        variantStarts.append(variantStart)
        program.endVariant()
    }

    /// Ends the selection with `selector`, fitted to the variants ended, in order; the `.match` is
    /// written at `range` of a source of `sourceLength` UTF-8 bytes.
    mutating func endSelection(_ selector: MF2MatchSelector, range: SourceRange, sourceLength: Int) {
        program.endSelection(
            selectInstruction, prepared: selector,
            source: SelectionSource(utf8Range: range.utf8Offsets.clamped(to: 0..<sourceLength), location: range.start),
            slot: selectionSlot, starts: variantStarts)
    }

    /// The program of `source`, `reports` rendered and reported before everything else, `prelude`
    /// run at the start of each render.
    consuming func finish(
        source: String, reports: [UnresolvedPart], prelude: (any MessagePrelude)?
    ) -> MessageProgram {
        program.prependUnresolved(reports)
        program.finishStreaming(source: source, argumentNames: names)
        program.prelude = prelude
        return program
    }
}
