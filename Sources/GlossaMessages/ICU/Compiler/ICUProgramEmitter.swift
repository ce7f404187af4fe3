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
            var emitter = ICUProgramEmitter(pattern: pattern, bytes: bytes, compiler: compiler)
            do {
                try emitter.emitMessage(depth: 0, scope: nil, inPlural: false, nested: false)
            } catch {
                return nil
            }
            emitter.program.finishStreaming()
            return emitter.program
        }
    }

    /// The plural that a `#` shows: its argument, slot and the transforms with its offset.
    private struct PluralScope {
        let name: String
        let slot: Int
        let transforms: [any ValueTransform]
    }

    private enum ArgumentKind {
        case simple, plural, selectOrdinal, select
    }

    private let pattern: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private let compiler: ICUCompiler
    /// Whether the pattern is one line of ASCII: columns are then offsets.
    private let isOneASCIILine: Bool
    private var index = 0
    private var program: MessageProgram
    /// The text being read, with quoting resolved; emitted as a literal before each argument.
    private var text: [UInt8] = []
    private var lines = LineCursor()

    private init(pattern: String, bytes: UnsafeBufferPointer<UInt8>, compiler: ICUCompiler) {
        self.pattern = pattern
        self.bytes = bytes
        self.compiler = compiler
        var opens = 0
        var pounds = 0
        var plain = true
        for byte in bytes {
            if byte == ICUScanning.open {
                opens += 1
            } else if byte == ICUScanning.pound {
                pounds += 1
            } else if byte == 0x0A || byte >= 0x80 {
                plain = false
            }
        }
        isOneASCIILine = plain
        // Upper bounds: text runs sit between braces and pounds; each argument is at most a select
        // and a jump per variant.
        let literals = 2 * opens + pounds + 1
        program = MessageProgram(
            reservingInstructions: literals + 3 * opens + pounds, literals: literals, arguments: opens + pounds,
            selections: opens, literalBytes: bytes.count)
    }

    /// Message text up to the end, or (when `nested`) up to an unquoted `}` that it leaves for the
    /// caller, as ``ICUParseState/parseMessage(depth:inPlural:nested:)`` reads it.
    private mutating func emitMessage(depth: Int, scope: PluralScope?, inPlural: Bool, nested: Bool) throws(GiveUp) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ICUScanning.apostrophe {
                ICUScanning.readApostrophe(in: bytes, at: &index, inPlural: inPlural, into: &text)
            } else if byte == ICUScanning.pound, inPlural, let scope {
                flushText()
                program.appendArgument(
                    ArgumentPart(
                        name: scope.name, attributePath: [], transforms: scope.transforms, verbatim: "#",
                        location: location(index)),
                    slot: scope.slot)
                index += 1
            } else if byte == ICUScanning.open {
                flushText()
                try emitArgument(depth: depth, scope: scope)
            } else if byte == ICUScanning.close, nested {
                break
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        program.appendLiteral(String(decoding: text, as: UTF8.self))
        text.removeAll(keepingCapacity: true)
    }

    /// An argument starting at `index` (a `{`).
    private mutating func emitArgument(depth: Int, scope: PluralScope?) throws(GiveUp) {
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
        let name = text(nameStart..<index)
        index = skipWhiteSpace(from: index)
        if byte(at: index) == ICUScanning.close {
            index += 1
            program.appendArgument(
                ArgumentPart(
                    name: name, attributePath: [], transforms: compiler.defaultTransforms,
                    verbatim: text(start..<index), location: location(start)),
                slot: program.streamedSlot(of: name))
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
            emitSimpleArgument(name: name, type: typeStart..<typeEnd, style: nil, start: start)
            return
        }
        guard byte(at: index) == UInt8(ascii: ",") else { throw GiveUp() }
        index += 1
        guard kind == .simple else {
            try emitVariants(name: name, kind: kind, start: start, depth: depth, scope: scope)
            return
        }
        let styleStart = index
        let styleEnd = try skipSimpleStyle()
        emitSimpleArgument(name: name, type: typeStart..<typeEnd, style: styleStart..<styleEnd, start: start)
    }

    /// `{name, type}` or `{name, type, style}`, ending before `index`: compiled as the tree compiler
    /// compiles it (formats are rarer than plurals; this path builds the node).
    private mutating func emitSimpleArgument(name: String, type: Range<Int>, style: Range<Int>?, start: Int) {
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

    /// The variants of a plural, selectordinal or select, after its type's `,`, through its `}`.
    private mutating func emitVariants(
        name: String, kind: ArgumentKind, start: Int, depth: Int, scope: PluralScope?
    ) throws(GiveUp) {
        let isPlural = kind != .select
        let startLocation = location(start)
        let selection = program.beginSelection()
        let slot = program.streamedSlot(of: name)
        var keys: [String] = []
        var starts: [Int32] = []
        var exactKeys: [(value: Double, key: String)] = []
        var offsetText = "0"
        var offset = ICUOffset.zero
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
                key = text(keyStart..<index)
                if isPlural, key == "offset", byte(at: index) == UInt8(ascii: ":") {
                    guard keys.isEmpty, offsetText == "0" else { throw GiveUp() }
                    let valueStart = skipWhiteSpace(from: index + 1)
                    index = ICUScanning.skipNumber(in: bytes, from: valueStart)
                    let value = text(valueStart..<index)
                    guard index > valueStart, Double(value) != nil else { throw GiveUp() }
                    offsetText = value
                    continue
                }
                if key == "other" { hasOther = true }
            }
            index = skipWhiteSpace(from: index)
            guard byte(at: index) == ICUScanning.open else { throw GiveUp() }
            index += 1
            if isPlural, keys.isEmpty {
                // The offset comes before the variants: `#` in them subtracts it.
                if offsetText != "0" { offset = ICUOffset(text: offsetText) }
                variantScope = PluralScope(
                    name: name, slot: slot, transforms: compiler.poundTransforms(offset: offset))
            }
            starts.append(program.beginVariant())
            try emitMessage(depth: depth + 1, scope: variantScope, inPlural: isPlural, nested: true)
            guard byte(at: index) == ICUScanning.close else { throw GiveUp() }
            index += 1
            program.endVariant()
            keys.append(key)
        }
        let selector: any MessageSelector =
            isPlural
            ? compiler.pluralSelector(isOrdinal: kind == .selectOrdinal, offset: offset, exactKeys: exactKeys)
            : ICUSelectSelector()
        let verbatim = start == 0 && index == bytes.count ? pattern : text(start..<index)
        program.endSelection(
            selection,
            part: SelectionPart(
                argument: name, selector: selector, variants: [], verbatim: verbatim, location: startLocation),
            slot: slot, keys: keys, starts: starts)
    }

    /// `plural`, `selectordinal`, `select` (in any case, as the parser lowercases types), or another type.
    private func argumentKind(_ range: Range<Int>) -> ArgumentKind {
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == range.count else { return false }
            let letters = word.utf8Start
            for offset in 0..<range.count where bytes[range.lowerBound + offset] | 0x20 != letters[offset] {
                return false
            }
            return true
        }
        if matches("plural") { return .plural }
        if matches("select") { return .select }
        if matches("selectordinal") { return .selectOrdinal }
        return .simple
    }

    /// Skips an identifier of ASCII characters that are neither white space nor Pattern_Syntax;
    /// gives up at a non-ASCII byte (the parser decides those).
    private mutating func skipIdentifier() throws(GiveUp) {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { throw GiveUp() }
            if byte <= 0x20 || byte == 0x7F || ICUIdentifier.isASCIISyntax(byte) { return }
            index += 1
        }
    }

    /// The first offset at or after `offset` that is not ASCII white space (other Pattern_White_Space
    /// is then not where the grammar expects it, and the pass gives up there).
    private func skipWhiteSpace(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, bytes[offset] == 0x20 || (0x09...0x0D).contains(bytes[offset]) { offset += 1 }
        return offset
    }

    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// 1-based line and column (in characters) of `offset`, as ``SourceBytes/location(_:)`` gives it.
    /// Offsets are asked for in increasing order, so lines are counted once.
    private mutating func location(_ offset: Int) -> SourceLocation {
        if isOneASCIILine { return SourceLocation(line: 1, column: offset + 1) }
        if offset < lines.scanned { lines = LineCursor() }
        while lines.scanned < offset {
            let byte = bytes[lines.scanned]
            lines.scanned += 1
            if byte == 0x0A {
                lines.line += 1
                lines.start = lines.scanned
                lines.isASCII = true
            } else if byte >= 0x80 {
                lines.isASCII = false
            }
        }
        let column =
            lines.isASCII
            ? offset - lines.start
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[lines.start..<offset]), as: UTF8.self).count
        return SourceLocation(line: lines.line, column: column + 1)
    }

    /// How far ``location(_:)`` has counted lines.
    private struct LineCursor {
        var scanned = 0
        var line = 1
        var start = 0
        var isASCII = true
    }
}
