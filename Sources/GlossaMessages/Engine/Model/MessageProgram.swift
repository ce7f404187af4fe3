/// A compiled message lowered for rendering: a flat list of plain instructions over side tables.
///
/// The part tree (``MessagePart``) is what syntaxes build; rendering walks this program instead.
/// Instructions are trivial values that carry their operands inline (a literal's range of bytes, a
/// shared argument's place in the source), and literal text is ranges of one UTF-8 buffer, so a render
/// reads them without reference counting; arguments are resolved once per render into slots
/// (one per distinct name, decorations' names included) rather than looked up at every use.
struct MessageProgram: Sendable {
    private(set) var instructions: [Instruction] = []
    /// The UTF-8 that literal instructions are ranges of: for a program streamed from a pattern, the
    /// pattern's, followed by the literals not written verbatim in it (text with quoting); for a
    /// program lowered from a part tree, its literals, each stored once.
    private(set) var literalBytes: [UInt8] = []
    private(set) var arguments: [Argument] = []
    private(set) var selections: [Selection] = []
    private(set) var decorations: [Decoration] = []
    private(set) var unresolved: [UnresolvedPart] = []
    /// The names read into slots, in order of first use (arguments first, then decorations), each
    /// with its key, made as the names were numbered: a render's lookups
    /// (``MessageArguments/positions(of:namesAreASCII:into:)``) compare keys, not names. One array,
    /// the one the front end numbered the names in (``FirstUseNames/slots``).
    private(set) var slots: [FirstUseNames.Slot] = []
    /// The text that streamed selections' sources are ranges of (``SelectionSource``); empty for a
    /// program lowered from a part tree.
    private(set) var source = ""
    /// Whether every slot name is ASCII, decided with the slots (``setSlots(_:namesAreASCII:)``) so
    /// that a render's lookups know it without scanning a name.
    private(set) var slotNamesAreASCII = true
    /// How many of the first ``slots`` are arguments (the rest are decorations'). Only the names are
    /// kept: the positions that found them while compiling (``FirstUseNames``, with its dictionary
    /// once a message has many names) stay with the compiler, since rendering reads slots by index.
    private(set) var argumentCount = 0

    /// The names read into slots (a new array; rendering reads ``slots``).
    var slotNames: [String] { slots.map(\.key) }

    /// The argument names alone (not decorations'), in order of first use (a new array).
    var argumentNames: [String] { slots.prefix(argumentCount).map(\.key) }

    /// What each render computes before running the instructions, if anything.
    var prelude: (any MessagePrelude)?

    /// Lowers a part tree.
    init(parts: [MessagePart]) {
        var argumentList = FirstUseNames()
        var decorationNames = FirstUseNames()
        Self.collectNames(parts, arguments: &argumentList, decorations: &decorationNames)
        argumentCount = argumentList.count
        var slots = argumentList
        for decoration in decorationNames.slots { slots.insert(decoration.key) }
        setSlots(slots)
        var recent = RecentLiterals()
        emit(parts, slots: slots, recent: &recent)
    }

    /// Makes `slots`' names the slots, with their keys, and decides once whether they are all ASCII
    /// (unless the front end knows it: `namesAreASCII`).
    private mutating func setSlots(_ slots: FirstUseNames, namesAreASCII: Bool? = nil) {
        self.slots = slots.slots
        slotNamesAreASCII = namesAreASCII ?? self.slots.allSatisfy { MessageArguments.isASCII($0.key) }
    }

    /// Adds the names `parts` read, in order of first use: arguments' to `arguments`, decorations'
    /// to `decorations`.
    private static func collectNames(
        _ parts: [MessagePart], arguments: inout FirstUseNames, decorations: inout FirstUseNames
    ) {
        for part in parts {
            switch part {
            case .argument(let argument):
                arguments.insert(argument.name)
            case .selection(let selection):
                arguments.insert(selection.argument)
                for variant in selection.variants {
                    collectNames(variant.parts, arguments: &arguments, decorations: &decorations)
                }
            case .decoration(let decoration):
                if let markup = decoration.markup {
                    // Markup's value is its options: the arguments they read, no slot for its name.
                    for case (_, .argument(let name)) in markup.options { arguments.insert(name) }
                } else {
                    decorations.insert(decoration.name)
                }
                collectNames(decoration.children, arguments: &arguments, decorations: &decorations)
            case .literal, .value, .unresolved:
                break
            }
        }
    }

    private mutating func append(_ operation: Operation, _ operand: Int, _ secondOperand: Int = 0) {
        instructions.append(
            Instruction(
                operation: operation, operand: Int32(truncatingIfNeeded: operand),
                secondOperand: Int32(truncatingIfNeeded: secondOperand)))
    }

    /// Appends the instructions of `parts`, whose names have their positions in `slots`, comparing
    /// literals with the `recent` ones.
    private mutating func emit(_ parts: [MessagePart], slots: FirstUseNames, recent: inout RecentLiterals) {
        func slot(of name: String) -> Int { slots.position(of: name) ?? 0 }
        for part in parts {
            switch part {
            case .literal(let text):
                appendLiteral(text, recent: &recent)
            case .value(let text):
                appendValueText(text, recent: &recent)
            case .argument(let argument):
                appendArgument(argument, slot: slot(of: argument.name))
            case .selection(let selection):
                emit(selection, slots: slots, recent: &recent)
            case .decoration(let decoration):
                let index: Int
                if let markup = decoration.markup {
                    index = beginDecoration(
                        Decoration(
                            name: DecorationName(decoration.name), slot: -1,
                            markup: Markup(markup, slot: { slot(of: $0) })))
                } else {
                    index = beginDecoration(
                        Decoration(name: DecorationName(decoration.name), slot: slot(of: decoration.name)))
                }
                emit(decoration.children, slots: slots, recent: &recent)
                endDecoration(index)
            case .unresolved(let part):
                appendUnresolved(part)
            }
        }
    }

    /// `select`, then each variant followed by a jump past the last one.
    private mutating func emit(_ selection: SelectionPart, slots: FirstUseNames, recent: inout RecentLiterals) {
        let index = beginSelection()
        var starts = VariantStarts()
        for variant in selection.variants {
            starts.append(beginVariant())
            emit(variant.parts, slots: slots, recent: &recent)
            endVariant()
        }
        endSelection(
            index, selector: selection.selector,
            source: SelectionSource(verbatim: selection.verbatim, location: selection.location),
            slot: slots.position(of: selection.argument) ?? 0, keys: selection.variants.map(\.key), starts: starts)
    }
}

/// Emitting while parsing, for front ends that compile a pattern in one pass without building a
/// ``MessagePart`` tree (ICU MessageFormat's fast path). The program is the same as lowering the
/// tree would give.
///
/// Such front ends have no decorations, so slots are the argument names in order of first use: the
/// front end numbers them (with a ``FirstUseNames`` of its own) and hands them to
/// ``finishStreaming(source:argumentNames:namesAreASCII:)``, which keeps only their names and keys.
extension MessageProgram {
    /// An empty program, to be streamed into (after
    /// ``beginStreaming(source:bytes:instructions:arguments:selections:)``).
    init() {}

    /// Keeps `source`, whose UTF-8 is `bytes`, as the text the program streams: selections' sources
    /// are ranges of it, and literals written verbatim in it are ranges of ``literalBytes``, which
    /// starts as a copy of `bytes` (``appendSourceLiteral(_:)``: one copy rather than one per
    /// literal). Reserves room for as many instructions, arguments and selections as given
    /// (estimates a front end makes first, so that little grows), in an empty program.
    ///
    /// A mutating method rather than an initializer: an initializer reserving room in the stored
    /// arrays built the program in a temporary and copied it out (a retain and a release per array).
    mutating func beginStreaming(
        source: String, bytes: UnsafeBufferPointer<UInt8>, instructions: Int, arguments: Int, selections: Int
    ) {
        self.source = source
        literalBytes = Array(bytes)
        self.instructions.reserveCapacity(instructions)
        self.arguments.reserveCapacity(arguments)
        self.selections.reserveCapacity(selections)
    }

    /// ``beginStreaming(source:bytes:instructions:arguments:selections:)`` given the source's UTF-8 as
    /// an array, which ``literalBytes`` shares rather than copies.
    mutating func beginStreaming(source: String, bytes: [UInt8], instructions: Int, arguments: Int, selections: Int) {
        self.source = source
        literalBytes = bytes
        self.instructions.reserveCapacity(instructions)
        self.arguments.reserveCapacity(arguments)
        self.selections.reserveCapacity(selections)
    }

    /// Appends the literal written verbatim at `range`, UTF-8 offsets of the source the program
    /// streams (``beginStreaming(source:bytes:instructions:arguments:selections:)``): nothing is stored.
    mutating func appendSourceLiteral(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        append(.literal, range.lowerBound, range.count)
    }

    /// Appends literal text (nothing when it is empty), as ``appendLiteral(utf8:recent:)`` does.
    mutating func appendLiteral(_ literal: String, recent: inout RecentLiterals) {
        guard !literal.isEmpty else { return }
        var utf8 = literal
        utf8.withUTF8 { appendLiteral(utf8: $0, recent: &recent) }
    }

    /// Appends a value's text known when compiling (nothing when it is empty): stored as literals
    /// are, written by a ``Operation/value`` instruction so that outputs escape it.
    mutating func appendValueText(_ value: String, recent: inout RecentLiterals) {
        guard !value.isEmpty else { return }
        appendLiteral(value, recent: &recent)
        guard let last = instructions.indices.last, instructions[last].operation == .literal else { return }
        instructions[last] = Instruction(
            operation: .value, operand: instructions[last].operand, secondOperand: instructions[last].secondOperand)
    }

    /// Appends literal text given as UTF-8 (nothing when it is empty), its bytes stored at the end of
    /// ``literalBytes`` unless they are those of one of the `recent` literals, which it joins
    /// otherwise.
    mutating func appendLiteral(utf8 literal: UnsafeBufferPointer<UInt8>, recent: inout RecentLiterals) {
        guard !literal.isEmpty else { return }
        if let known = recentLiteral(utf8: literal, among: recent) {
            append(.literal, known, literal.count)
            return
        }
        let start = literalBytes.count
        literalBytes.append(contentsOf: literal)
        recent.add(start: start, length: literal.count)
        append(.literal, start, literal.count)
    }

    /// The text of the literal (or value text) that `instruction` appends.
    func literalText(_ instruction: Instruction) -> String {
        literalBytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[instruction.literalRange]), as: UTF8.self)
        }
    }

    /// The start in ``literalBytes`` of one of the `recent` literals whose text is `literal`: lengths
    /// compared first, then the bytes eight at a time, read in place.
    private func recentLiteral(utf8 literal: UnsafeBufferPointer<UInt8>, among recent: RecentLiterals) -> Int? {
        guard recent.count > 0, let literalBase = UnsafeRawPointer(literal.baseAddress) else { return nil }
        return literalBytes.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
            for index in 0..<recent.count {
                let (start, length) = recent[index]
                if length == literal.count, Self.equalBytes(base + start, literalBase, count: length) { return start }
            }
            return nil
        }
    }

    /// Whether the `count` bytes at `left` and `right` are equal, compared eight at a time.
    @inline(__always)
    private static func equalBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset &+ 8 <= count {
            guard
                left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset &+= 8
        }
        while offset < count {
            guard
                left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset &+= 1
        }
        return true
    }

    /// Appends an instruction showing entry `index` of ``arguments`` again, at `location`, UTF-8
    /// offset `sourceOffset` in the streamed source (a plural's later `#`): no entry is added, so
    /// nothing is copied or retained. The instruction keeps the offset (plus one, so that zero means
    /// "at the entry's location"), from which its location is found again if it is reported.
    mutating func appendArgumentUse(_ index: Int, location: SourceLocation, sourceOffset: Int) {
        append(.argument, index, location == arguments[index].part.location ? 0 : sourceOffset + 1)
    }

    /// Where the argument instruction at `instruction`, which shows entry `index` of ``arguments``,
    /// is in the source (looked up only to report it).
    func location(ofArgumentAt instruction: Int, entry index: Int) -> SourceLocation {
        let use = Int(instructions[instruction].secondOperand)
        guard use > 0 else { return arguments[index].part.location }
        return SourceBytes(source).location(use - 1)
    }

    /// The verbatim source of selection `index`, shown and reported when no variant can be chosen.
    func verbatim(ofSelection index: Int) -> String {
        selections[index].part.verbatim(in: source)
    }

    /// Appends an argument reference whose value is read from `slot`, its transforms prepared here
    /// (``PreparedTransforms``).
    mutating func appendArgument(_ part: consuming ArgumentPart, slot: Int) {
        let transforms = PreparedTransforms(part.transforms, formatting: part.formatting)
        appendArgument(part, slot: slot, transforms: transforms)
    }

    /// Appends an argument reference whose value is read from `slot`, with `transforms`, the
    /// prepared list the part was made with (its ``PreparedTransforms/list``): the resolver's
    /// ``Argument/integerFormat`` and ``Argument/textTransform`` are what the list answered, when the
    /// part has no attribute path.
    mutating func appendArgument(_ part: consuming ArgumentPart, slot: Int, transforms: borrowing PreparedTransforms) {
        let direct = part.attributePath.isEmpty
        let isPlain = direct && part.transforms.isEmpty && part.formatting == nil
        let integerFormat = direct ? transforms.integerFormat : nil
        let textTransform = direct ? transforms.textTransform : nil
        // Moved in, not copied (a copy retains the part's strings and arrays, then releases them).
        arguments.append(
            Argument(
                part: consume part, slot: slot, isPlain: isPlain, integerFormat: integerFormat,
                textTransform: textTransform))
        append(.argument, arguments.count - 1)
    }

    /// Adds `decoration` and the instruction that begins it, and returns its index, for
    /// ``endDecoration(_:)``.
    mutating func beginDecoration(_ decoration: consuming Decoration) -> Int {
        decorations.append(decoration)
        append(.beginDecoration, decorations.count - 1)
        return decorations.count - 1
    }

    /// Appends the instruction that ends decoration `index` (from ``beginDecoration(_:)``).
    mutating func endDecoration(_ index: Int) {
        append(.endDecoration, index)
    }

    /// Appends a piece that is rendered verbatim and reported.
    mutating func appendUnresolved(_ part: consuming UnresolvedPart) {
        unresolved.append(part)
        append(.unresolved, unresolved.count - 1)
    }

    /// Appends the `select` of a new selection and returns where it is, for ``endSelection``. The
    /// selection itself is added when it ends (after any nested in it), and the `select` pointed at it.
    mutating func beginSelection() -> Int {
        append(.select, 0)
        return instructions.count - 1
    }

    /// Where the next variant's instructions start.
    mutating func beginVariant() -> Int32 {
        Int32(truncatingIfNeeded: instructions.count)
    }

    /// Ends a variant with a jump, aimed past the selection by ``endSelection``.
    mutating func endVariant() {
        append(.jump, 0)
    }

    /// Adds the selection whose `select` is at `instruction` (from ``beginSelection()``): its selector,
    /// source, variants' `keys` and `starts` (from ``beginVariant()``), in source order, and the jumps
    /// that end them.
    mutating func endSelection(
        _ instruction: Int, selector: any MessageSelector, source: consuming SelectionSource, slot: Int,
        keys: consuming [String], starts: consuming VariantStarts
    ) {
        endSelection(
            instruction, prepared: selector.prepared(forVariantKeys: keys), source: source, slot: slot, starts: starts)
    }

    /// ``endSelection(_:selector:source:slot:keys:starts:)`` with the selector already fitted to the
    /// variants' keys (a front end may share one fitted selector between selections with the same keys).
    mutating func endSelection(
        _ instruction: Int, prepared: consuming any PreparedSelector, source: consuming SelectionSource, slot: Int,
        starts: consuming VariantStarts
    ) {
        let end = Int32(truncatingIfNeeded: instructions.count)
        for variant in 0..<starts.count {
            // The variant's jump is the instruction before the next variant (or the end).
            let jump = Int(variant + 1 < starts.count ? starts[variant + 1] : end) - 1
            instructions[jump] = Instruction(operation: .jump, operand: end)
        }
        instructions[instruction] = Instruction(
            operation: .select, operand: Int32(truncatingIfNeeded: selections.count))
        // The selector is moved into the selection, not copied (copying an existential calls its
        // type's value witnesses).
        let shortcuts = prepared.shortcuts
        selections.append(
            Selection(part: source, selector: prepared, shortcuts: shortcuts, slot: slot, starts: starts, end: end))
    }

    /// Makes the slots `argumentNames` (the names the front end numbered, in order of first use), once
    /// a streamed program is complete. `namesAreASCII`, when the front end knows it (its syntax allows
    /// only ASCII names), spares scanning the names. `source`, given by a front end that wrote no
    /// literal as a range of its source (so did not begin with
    /// ``beginStreaming(source:bytes:instructions:arguments:selections:)``), is the text its selections'
    /// sources and the offsets of ``appendArgumentUse(_:location:sourceOffset:)`` refer to.
    mutating func finishStreaming(source: String? = nil, argumentNames: FirstUseNames, namesAreASCII: Bool? = nil) {
        if let source { self.source = source }
        argumentCount = argumentNames.count
        setSlots(argumentNames, namesAreASCII: namesAreASCII)
    }
}

/// Reports a front end knows only once the rest of the program is written (MessageFormat 2 reports
/// a declaration's errors before the body, but only when the body uses the declaration).
extension MessageProgram {
    /// Puts `parts`, rendered verbatim and reported, before every instruction, in order, moving the
    /// instructions after them (and what points at them: jumps and selections' variants).
    mutating func prependUnresolved(_ parts: [UnresolvedPart]) {
        guard !parts.isEmpty else { return }
        let shift = Int32(truncatingIfNeeded: parts.count)
        var moved: [Instruction] = []
        moved.reserveCapacity(parts.count + instructions.count)
        for part in parts {
            unresolved.append(part)
            moved.append(Instruction(operation: .unresolved, operand: Int32(truncatingIfNeeded: unresolved.count - 1)))
        }
        for instruction in instructions {
            moved.append(
                instruction.operation == .jump
                    ? Instruction(
                        operation: .jump, operand: instruction.operand &+ shift,
                        secondOperand: instruction.secondOperand) : instruction)
        }
        instructions = moved
        selections = selections.map { selection in
            Selection(
                part: selection.part, selector: selection.selector, shortcuts: selection.shortcuts,
                slot: selection.slot, starts: selection.starts.shifted(by: shift), end: selection.end &+ shift)
        }
    }
}
