/// Compiles an ICU MessageFormat pattern in one pass over its UTF-8 bytes, straight into a
/// ``MessageProgram``: no syntax tree, no part tree, no per-node strings.
///
/// It reads what ``ICUParser`` reads, by the same lexical rules (``ICUScanning``), and emits what
/// ``ICUCompiler`` would compile from the parser's tree. It covers well-formed patterns whose
/// argument names, keys and structural white space are ASCII; at the first thing it does not cover
/// (a syntax error, a non-ASCII name or white space, nesting at ``ICUParser/maximumNesting``) it
/// gives up, and the compiler takes the full path, which recovers from errors, keeps the invalid
/// pieces and reports them. A test compares the programs both paths give.
struct ICUProgramEmitter {
    /// Why the one pass stopped: the pattern is left to the full path.
    struct GiveUp: Error {}

    /// The program of `pattern` compiled by `compiler`, or `nil` when the full path must compile it.
    static func program(of pattern: String, compiler: ICUCompiler) -> MessageProgram? {
        var utf8 = pattern
        return utf8.withUTF8 { bytes -> MessageProgram? in
            let oneASCIILine = Self.isOneASCIILine(bytes)
            // Room estimated from the length alone (counting braces and pounds first cost more than
            // the rare growth it saved): every instruction, literal and argument takes at least one
            // byte, a selection about sixteen. Capped: compiled messages are kept, and past the caps
            // arrays grow as usual, so reserved room stays small.
            let count = bytes.count
            var program = MessageProgram()
            program.reserve(
                instructions: min(count / 2 + 2, 64), literals: min(count / 4 + 2, 16),
                arguments: min(count / 8 + 1, 8), selections: min(count / 16, 4), literalBytes: min(count, 128))
            var emitter = ICUProgramEmitter(pattern: pattern, bytes: bytes, isOneASCIILine: oneASCIILine)
            do {
                try emitter.emitMessage(depth: 0, scope: nil, inPlural: false, nested: false, into: &program, compiler)
            } catch {
                return nil
            }
            program.finishStreaming(source: pattern)
            return program
        }
    }

    /// The plural that a `#` shows: its argument, slot and the transforms with its offset. (A class:
    /// every variant and nested argument is handed it, so passing it on costs one reference.) Its
    /// `#`s share one entry of the program's arguments, made at the first: a later `#` adds only its
    /// instruction (and its location), nothing retained.
    private final class PluralScope {
        let name: String
        let slot: Int
        let transforms: PreparedTransforms
        /// The program's argument entry the `#`s show, once the first is emitted (`-1` before).
        private var argument = -1

        init(name: String, slot: Int, transforms: PreparedTransforms) {
            self.name = name
            self.slot = slot
            self.transforms = transforms
        }

        /// Appends a `#` at `location` to `program`.
        func appendPound(at location: SourceLocation, into program: inout MessageProgram) {
            guard argument < 0 else {
                program.appendArgumentUse(argument, location: location)
                return
            }
            program.appendArgument(
                ArgumentPart(
                    name: name, attributePath: [], transforms: transforms.list, verbatim: "#", location: location),
                slot: slot, transforms: transforms)
            argument = program.arguments.count - 1
        }
    }

    /// The last plural scope made without an offset, shared by later plurals of the same argument.
    private var lastPluralScope: PluralScope?

    /// The last plural selector fitted to variant keys in this pattern, shared by a later plural with
    /// the same selector and keys (a select's branches often repeat one plural). Kept as its concrete
    /// class: copying it is a retain, not an existential copy.
    private var lastPreparedPlural: ICUPluralSelector.Prepared?

    enum ArgumentKind {
        case simple, plural, selectOrdinal, select
    }

    private let pattern: String
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the pattern is one line of ASCII: columns are then offsets.
    let isOneASCIILine: Bool
    var index = 0
    /// The text being read, with quoting resolved; emitted as a literal before each argument.
    private var text: [UInt8] = []
    var lines = LineCursor()

    private init(pattern: String, bytes: UnsafeBufferPointer<UInt8>, isOneASCIILine: Bool) {
        self.pattern = pattern
        self.bytes = bytes
        self.isOneASCIILine = isOneASCIILine
    }

    /// Whether the pattern is one line of ASCII (no line feed, no byte above 0x7F), thirty-two bytes
    /// at a time.
    static func isOneASCIILine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let feeds = ones &* 0x0A
        /// The byte's top bit for a byte above 0x7F, and for a line feed (a zero after `^ feeds`, whose
        /// borrow may mark later bytes too: only whether any is marked matters).
        @inline(__always)
        func special(_ offset: Int) -> UInt64 {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let difference = word ^ feeds
            return word | ((difference &- ones) & ~difference)
        }
        var found: UInt64 = 0
        var offset = 0
        while offset &+ 32 <= bytes.count {
            found |= special(offset) | special(offset &+ 8) | special(offset &+ 16) | special(offset &+ 24)
            offset &+= 32
        }
        while offset &+ 8 <= bytes.count {
            found |= special(offset)
            offset &+= 8
        }
        while offset < bytes.count {
            if bytes[offset] == 0x0A || bytes[offset] >= 0x80 { return false }
            offset &+= 1
        }
        return found & 0x8080_8080_8080_8080 == 0
    }

    /// Message text up to the end, or (when `nested`) up to an unquoted `}` that it leaves for the
    /// caller, as ``ICUParseState/parseMessage(depth:inPlural:nested:)`` reads it.
    ///
    /// Text is emitted straight from the pattern's bytes; only text with quoting goes through
    /// ``text``.
    private mutating func emitMessage(
        depth: Int, scope: PluralScope?, inPlural: Bool, nested: Bool, into program: inout MessageProgram,
        _ compiler: borrowing ICUCompiler
    ) throws(GiveUp) {
        var run = index
        var isQuoted = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ICUScanning.apostrophe {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                ICUScanning.readApostrophe(in: bytes, at: &index, inPlural: inPlural, into: &text)
                run = index
                isQuoted = true
            } else if byte == ICUScanning.pound, inPlural, scope != nil {
                emitText(from: run, isQuoted: isQuoted, into: &program)
                let poundLocation = location(index)
                // Called through the optional: binding the scope would retain and release it per `#`.
                scope?.appendPound(at: poundLocation, into: &program)
                index += 1
                run = index
                isQuoted = false
            } else if byte == ICUScanning.open {
                emitText(from: run, isQuoted: isQuoted, into: &program)
                try emitArgument(depth: depth, scope: scope, into: &program, compiler)
                run = index
                isQuoted = false
            } else if byte == ICUScanning.close, nested {
                break
            } else {
                index = skipPlainText(from: index + 1)
            }
        }
        emitText(from: run, isQuoted: isQuoted, into: &program)
    }

    /// The first offset at or after `offset` whose byte is an apostrophe, `#`, `{` or `}` (or the end):
    /// the text between is copied as it is, so it is skipped eight bytes at a time. (A `#` outside a
    /// plural or a `}` at the top level stops it too; the caller then reads on from the next byte.)
    @inline(__always)
    private func skipPlainText(from offset: Int) -> Int {
        var offset = offset
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            /// 0x80 in each byte of `word` that equals the byte repeated in `repeated`, exactly.
            func equal(_ word: UInt64, _ repeated: UInt64) -> UInt64 {
                let difference = word ^ repeated
                return ~(((difference & low7) &+ low7) | difference | low7)
            }
            // `#` (0x23) and `'` (0x27) differ only in 0x04: one comparison finds both.
            let poundOrApostrophe = ones &* UInt64(ICUScanning.apostrophe)
            let fourBits = ones &* 0x04
            let opens = ones &* UInt64(ICUScanning.open)
            let closes = ones &* UInt64(ICUScanning.close)
            while offset &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let found = equal(word | fourBits, poundOrApostrophe) | equal(word, opens) | equal(word, closes)
                if found != 0 { return offset &+ found.trailingZeroBitCount / 8 }
                offset &+= 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == ICUScanning.apostrophe || byte == ICUScanning.pound || byte == ICUScanning.open
                || byte == ICUScanning.close
            {
                break
            }
            offset &+= 1
        }
        return offset
    }

    /// Emits the text read since `run` (after what ``text`` holds when it had quoting).
    private mutating func emitText(from run: Int, isQuoted: Bool, into program: inout MessageProgram) {
        guard isQuoted else {
            program.appendLiteral(utf8: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            return
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        text.withUnsafeBufferPointer { program.appendLiteral(utf8: $0) }
        text.removeAll(keepingCapacity: true)
    }

    /// An argument starting at `index` (a `{`).
    private mutating func emitArgument(
        depth: Int, scope: PluralScope?, into program: inout MessageProgram, _ compiler: borrowing ICUCompiler
    )
        throws(GiveUp)
    {
        let start = index
        guard depth < ICUParser.maximumNesting else { throw GiveUp() }
        index = skipWhiteSpace(from: index + 1)
        let nameStart = index
        try skipIdentifier()
        guard index > nameStart else { throw GiveUp() }
        if ICUScanning.isDigit(bytes[nameStart]) {
            // A number without leading zeros.
            guard bytes[nameStart] != 0x30 || index == nameStart + 1 else { throw GiveUp() }
            for offset in nameStart..<index where !ICUScanning.isDigit(bytes[offset]) { throw GiveUp() }
        }
        let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        index = skipWhiteSpace(from: index)
        if byte(at: index) == ICUScanning.close {
            let (name, slot) = program.streamedSlot(utf8: nameBytes)
            index += 1
            program.appendArgument(
                ArgumentPart(
                    name: name, attributePath: [], transforms: compiler.defaultTransforms.list,
                    verbatim: text(start..<index), location: location(start)),
                slot: slot, transforms: compiler.defaultTransforms)
            return
        }
        guard byte(at: index) == UInt8(ascii: ",") else { throw GiveUp() }
        index = skipWhiteSpace(from: index + 1)
        let typeStart = index
        while index < bytes.count, ICUScanning.isASCIILetter(bytes[index]) { index += 1 }
        guard index > typeStart else { throw GiveUp() }
        let kind = argumentKind(typeStart..<index)
        let typeEnd = index
        index = skipWhiteSpace(from: index)
        if byte(at: index) == ICUScanning.close {
            guard kind == .simple else { throw GiveUp() }
            index += 1
            emitSimpleArgument(
                name: String(decoding: nameBytes, as: UTF8.self), type: typeStart..<typeEnd, style: nil, start: start,
                into: &program, compiler)
            return
        }
        guard byte(at: index) == UInt8(ascii: ",") else { throw GiveUp() }
        index += 1
        guard kind == .simple else {
            let (name, slot) = program.streamedSlot(utf8: nameBytes)
            try emitVariants(
                name: name, slot: slot, kind: kind, start: start, depth: depth, scope: scope, into: &program, compiler)
            return
        }
        let styleStart = index
        let styleEnd = try skipSimpleStyle()
        emitSimpleArgument(
            name: String(decoding: nameBytes, as: UTF8.self), type: typeStart..<typeEnd, style: styleStart..<styleEnd,
            start: start, into: &program, compiler)
    }

    /// `{name, type}` or `{name, type, style}`, ending before `index`: compiled as the tree compiler
    /// compiles it (formats are rarer than plurals; this path builds the node).
    private mutating func emitSimpleArgument(
        name: String, type: Range<Int>, style: Range<Int>?, start: Int, into program: inout MessageProgram,
        _ compiler: borrowing ICUCompiler
    ) {
        let location = location(start)
        let styleText = style.map { text($0) }
        let argument = ICUArgument(
            name: name, type: text(type).lowercased(),
            style: styleText.flatMap { $0.trimmingPatternWhiteSpace().isEmpty ? nil : $0 },
            source: text(start..<index), range: SourceRange(utf8Offsets: start..<index, start: location))
        switch compiler.compile(argument) {
        case .argument(let part):
            program.appendArgument(part, slot: program.streamedSlot(of: part.name))
        case .unresolved(let part):
            program.appendUnresolved(part)
        case let part:
            program.appendUnresolved(
                UnresolvedPart(verbatim: argument.source, reason: "unexpected part \(part)", location: location))
        }
    }

    /// The style of a simple argument, up to its `}` (consumed): nested braces counted, quotes kept.
    /// Returns where the style ends.
    private mutating func skipSimpleStyle() throws(GiveUp) -> Int {
        var nesting = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ICUScanning.apostrophe {
                index += 1
                while index < bytes.count, bytes[index] != ICUScanning.apostrophe { index += 1 }
                guard index < bytes.count else { throw GiveUp() }
            } else if byte == ICUScanning.open {
                nesting += 1
            } else if byte == ICUScanning.close {
                if nesting == 0 {
                    let end = index
                    index += 1
                    return end
                }
                nesting -= 1
            }
            index += 1
        }
        throw GiveUp()
    }

    /// The fitted plural whose keys a plural's (or, `isOrdinal`, a selectordinal's) are compared with:
    /// the last fitted in this pattern when it is of the same kind without offset or exact values,
    /// else the compiler's for the locale's categories.
    private func fittedPlural(isOrdinal: Bool, _ compiler: borrowing ICUCompiler) -> ICUPluralSelector.Prepared {
        let common = compiler.commonPlural(isOrdinal: isOrdinal)
        if let last = lastPreparedPlural, last.selector === common.selector { return last }
        return common
    }

    /// The variants of a plural, selectordinal or select, after its type's `,`, through its `}`.
    private mutating func emitVariants(
        name: String, slot: Int, kind: ArgumentKind, start: Int, depth: Int, scope: PluralScope?,
        into program: inout MessageProgram, _ compiler: borrowing ICUCompiler
    ) throws(GiveUp) {
        let isPlural = kind != .select
        let startLocation = location(start)
        let selection = program.beginSelection()
        // Keys are compared as they are read with those of a selector fitted already, and gathered only
        // when they differ: a plural's with the last fitted plural's of its kind, else with the
        // compiler's for the locale's categories; a select's with the compiler's for genders.
        let fitted: ICUPluralSelector.Prepared? =
            isPlural ? fittedPlural(isOrdinal: kind == .selectOrdinal, compiler) : nil
        var keys = VariantKeyReader(
            matching: isPlural ? fitted?.variantKeys : compiler.genderSelect.variantKeys)
        var starts = VariantStarts()
        var exactKeys: [(value: Double, key: String)] = []
        /// The offset as written, when it is not "0" (the parser allows `offset:` again after "0").
        var offsetText: String?
        var offset: ICUOffset?
        var variantScope = scope
        var hasOther = false
        while true {
            index = skipWhiteSpace(from: index)
            guard index < bytes.count else { throw GiveUp() }
            if bytes[index] == ICUScanning.close {
                guard hasOther else { throw GiveUp() }
                index += 1
                break
            }
            let keyStart = index
            let key: String
            if isPlural, bytes[index] == UInt8(ascii: "=") {
                index = ICUScanning.skipNumber(in: bytes, from: index + 1)
                guard index > keyStart + 1, let value = Double(text(keyStart + 1..<index)) else { throw GiveUp() }
                key = text(keyStart..<index)
                exactKeys.append((value, key))
            } else {
                try skipIdentifier()
                guard index > keyStart else { throw GiveUp() }
                key = self.key(keyStart..<index)
                if isPlural, key.utf8.count == 6, byte(at: index) == UInt8(ascii: ":"),
                    word(keyStart..<index, ignoringCase: false) == Words.offset
                {
                    guard keys.count == 0, offsetText == nil else { throw GiveUp() }
                    let valueStart = skipWhiteSpace(from: index + 1)
                    index = ICUScanning.skipNumber(in: bytes, from: valueStart)
                    let value = text(valueStart..<index)
                    guard index > valueStart, Double(value) != nil else { throw GiveUp() }
                    offsetText = value == "0" ? nil : value
                    continue
                }
                if key == "other" { hasOther = true }
            }
            index = skipWhiteSpace(from: index)
            guard byte(at: index) == ICUScanning.open else { throw GiveUp() }
            index += 1
            if isPlural, keys.count == 0 {
                // The offset comes before the variants: `#` in them subtracts it.
                if let offsetText { offset = ICUOffset(text: offsetText) }
                if offset == nil, let last = lastPluralScope, last.slot == slot {
                    variantScope = last
                } else {
                    let made = PluralScope(
                        name: name, slot: slot, transforms: compiler.poundTransforms(offset: offset))
                    if offset == nil { lastPluralScope = made }
                    variantScope = made
                }
            }
            starts.append(program.beginVariant())
            try emitMessage(
                depth: depth + 1, scope: variantScope, inPlural: isPlural, nested: true, into: &program, compiler)
            guard byte(at: index) == ICUScanning.close else { throw GiveUp() }
            index += 1
            program.endVariant()
            keys.append(key)
        }
        let source = SelectionSource(utf8Range: start..<index, location: startLocation)
        guard isPlural else {
            let prepared =
                keys.matchesAll
                ? compiler.genderSelect
                : ICUSelectSelector.Prepared(selector: ICUSelectSelector(), variantKeys: keys.array)
            program.endSelection(selection, prepared: prepared, source: source, slot: slot, starts: starts)
            return
        }
        let selector = compiler.pluralSelector(isOrdinal: kind == .selectOrdinal, offset: offset, exactKeys: exactKeys)
        if keys.matchesAll, let fitted, fitted.selector === selector {
            lastPreparedPlural = fitted
            program.endSelection(selection, prepared: fitted, source: source, slot: slot, starts: starts)
            return
        }
        let prepared = ICUPluralSelector.Prepared(selector: selector, variantKeys: keys.array)
        lastPreparedPlural = prepared
        program.endSelection(selection, prepared: prepared, source: source, slot: slot, starts: starts)
    }
}
