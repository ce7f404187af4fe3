/// The one reader of ICU MessageFormat's grammar, as ICU's `MessagePattern` reads it with its default
/// apostrophe mode (`DOUBLE_OPTIONAL`):
///
/// - `''` is one apostrophe, everywhere;
/// - an apostrophe before `{`, `}` (or `#` in a plural variant) starts quoted text that runs to the
///   next single apostrophe (`'{literal}'`), in which `''` is again one apostrophe;
/// - any other apostrophe is itself (`don't`), and so is a quote left open at the end;
/// - `#` in a plural or selectordinal variant is the number; in a nested `select` it is text again;
/// - an unmatched `}` at the top level is text.
///
/// It reads a pattern's UTF-8 bytes once, by recursive descent, and tells its `Consumer` what it
/// reads (``ICUGrammarConsumer``): the tree builder behind ``ICUParser`` and the one-pass compiler
/// (``ICUProgramEmitter``) are its two consumers, so both read patterns alike by construction.
/// Specialised for each consumer, it costs what a reader written for that consumer would.
struct ICUGrammar<Consumer: ICUGrammarConsumer> {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    var consumer: Consumer
    /// Text with quoting resolved, while a piece of text has quoting (plain text is handed on as it
    /// is written, without copying).
    private var text: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, consumer: consuming Consumer) {
        self.bytes = bytes
        self.consumer = consumer
    }

    /// Reads the whole pattern; throws the first syntax error when the consumer does not recover.
    mutating func read() throws(ICUSyntaxError) {
        try message(depth: 0, inPlural: false, nested: false)
    }

    /// Message text up to the end, or (when `nested`) up to an unquoted `}` that it leaves for the
    /// caller.
    private mutating func message(depth: Int, inPlural: Bool, nested: Bool) throws(ICUSyntaxError) {
        var start = index
        var run = index
        var isQuoted = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ICUScanning.apostrophe {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                ICUScanning.readApostrophe(in: bytes, at: &index, inPlural: inPlural, into: &text)
                run = index
                isQuoted = true
            } else if byte == ICUScanning.pound, inPlural {
                handText(from: start, run: run, isQuoted: isQuoted)
                consumer.pound(at: index)
                index += 1
                (start, run, isQuoted) = (index, index, false)
            } else if byte == ICUScanning.open {
                handText(from: start, run: run, isQuoted: isQuoted)
                try argumentOrRecover(depth: depth)
                (start, run, isQuoted) = (index, index, false)
            } else if byte == ICUScanning.close, nested {
                break
            } else {
                index = ICUScanning.skipPlainText(in: bytes, from: index + 1)
            }
        }
        handText(from: start, run: run, isQuoted: isQuoted)
    }

    /// Hands the consumer the text written from `start` (through what ``text`` holds when it had
    /// quoting, and the plain run from `run`), if any.
    @inline(__always)
    private mutating func handText(from start: Int, run: Int, isQuoted: Bool) {
        guard isQuoted else {
            if run < index { consumer.text(UnsafeBufferPointer(rebasing: bytes[run..<index]), source: start..<index) }
            return
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        if !text.isEmpty {
            let source = start..<index
            text.withUnsafeBufferPointer { consumer.text($0, source: source) }
        }
        text.removeAll(keepingCapacity: true)
    }

    /// An argument starting at `index` (a `{`); with a syntax error, when the consumer recovers, an
    /// invalid piece that runs to its matching `}` (or the end).
    private mutating func argumentOrRecover(depth: Int) throws(ICUSyntaxError) {
        let start = index
        do {
            try argument(depth: depth)
        } catch {
            guard Consumer.recovers else { throw error }
            let end = recoveryEnd(from: start)
            index = end
            text.removeAll(keepingCapacity: true)
            consumer.invalid(start..<end, error: error, depth: depth)
        }
    }

    /// The offset after the `}` that matches the `{` at `start` (quoting respected), or the end.
    private func recoveryEnd(from start: Int) -> Int {
        var depth = 0
        var offset = start
        while offset < bytes.count {
            switch bytes[offset] {
            case ICUScanning.apostrophe:
                let next = byte(at: offset + 1)
                if next == ICUScanning.open || next == ICUScanning.close {
                    offset += 1
                    while offset < bytes.count, bytes[offset] != ICUScanning.apostrophe { offset += 1 }
                } else if next == ICUScanning.apostrophe {
                    offset += 1
                }
            case ICUScanning.open:
                depth += 1
            case ICUScanning.close:
                depth -= 1
                if depth == 0 { return offset + 1 }
            default:
                break
            }
            offset += 1
        }
        return bytes.count
    }

    private mutating func argument(depth: Int) throws(ICUSyntaxError) {
        let start = index
        guard depth < ICUParser.maximumNesting else { throw ICUSyntaxError(at: start, .tooDeep) }
        index = skipWhiteSpace(from: index + 1)
        let nameStart = index
        index = try identifierEnd(from: index)
        guard index > nameStart else { throw ICUSyntaxError(at: index, .expectedName) }
        if ICUScanning.isDigit(bytes[nameStart]) {
            // A number without leading zeros.
            let isNumber =
                (bytes[nameStart] != 0x30 || index == nameStart + 1)
                && !bytes[nameStart..<index].contains { !ICUScanning.isDigit($0) }
            guard isNumber else { throw ICUSyntaxError(at: nameStart, .badNumberName(nameStart..<index)) }
        }
        let name = nameStart..<index
        index = skipWhiteSpace(from: index)
        if byte(at: index) == ICUScanning.close {
            index += 1
            consumer.simpleArgument(name: name, type: nil, style: nil, source: start..<index)
            return
        }
        guard byte(at: index) == ICUScanning.comma else { throw ICUSyntaxError(at: index, .expectedCommaAfterName) }
        index = skipWhiteSpace(from: index + 1)
        let typeStart = index
        while index < bytes.count, ICUScanning.isASCIILetter(bytes[index]) { index += 1 }
        guard index > typeStart else { throw ICUSyntaxError(at: index, .expectedType) }
        let type = typeStart..<index
        do {
            try argument(from: start, name: name, type: type, depth: depth)
        } catch {
            // What follows the type is the type's: the error says which type the piece names.
            throw error.naming(type)
        }
    }

    /// The rest of an argument from its type (`type`), which `index` is after.
    private mutating func argument(from start: Int, name: Range<Int>, type: Range<Int>, depth: Int)
        throws(ICUSyntaxError)
    {
        let kind = ICUScanning.argumentKind(in: bytes, type)
        index = skipWhiteSpace(from: index)
        if byte(at: index) == ICUScanning.close {
            guard kind == .simple else { throw ICUSyntaxError(at: index, .needsVariants(name: name, type: type)) }
            index += 1
            consumer.simpleArgument(name: name, type: type, style: nil, source: start..<index)
            return
        }
        guard byte(at: index) == ICUScanning.comma else { throw ICUSyntaxError(at: index, .expectedCommaAfterType) }
        index += 1
        guard kind == .simple else {
            try variants(name: name, kind: kind, type: type, start: start, depth: depth)
            return
        }
        let styleStart = index
        let styleEnd = try skipSimpleStyle()
        consumer.simpleArgument(name: name, type: type, style: styleStart..<styleEnd, source: start..<index)
    }

    /// The style of a simple argument, up to its `}` (consumed): nested braces counted, quotes kept.
    /// Returns where the style ends.
    private mutating func skipSimpleStyle() throws(ICUSyntaxError) -> Int {
        var nesting = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ICUScanning.apostrophe {
                let quote = index
                index += 1
                while index < bytes.count, bytes[index] != ICUScanning.apostrophe { index += 1 }
                guard index < bytes.count else { throw ICUSyntaxError(at: quote, .unclosedStyleQuote) }
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
        throw ICUSyntaxError(at: index, .unclosedArgument)
    }

    /// The variants of a plural, selectordinal or select, after its type's `,`, through its `}`.
    private mutating func variants(
        name: Range<Int>, kind: ICUScanning.ArgumentKind, type: Range<Int>, start: Int, depth: Int
    ) throws(ICUSyntaxError) {
        let isPlural = kind != .select
        var selection = consumer.beginSelection(name: name, kind: kind, type: type, at: start)
        var variantCount = 0
        /// Whether an offset other than "0" was written (ICU allows `offset:` again after "0").
        var hasOffset = false
        var hasOther = false
        while true {
            index = skipWhiteSpace(from: index)
            guard index < bytes.count else { throw ICUSyntaxError(at: index, .unclosedVariants(type: type)) }
            if bytes[index] == ICUScanning.close {
                guard hasOther else { throw ICUSyntaxError(at: start, .noOther(type: type)) }
                index += 1
                break
            }
            let keyStart = index
            var exactValue: Double?
            if isPlural, bytes[index] == UInt8(ascii: "=") {
                index = ICUScanning.skipNumber(in: bytes, from: index + 1)
                exactValue = index > keyStart + 1 ? Double(ICUScanning.text(bytes, keyStart + 1..<index)) : nil
                guard exactValue != nil else { throw ICUSyntaxError(at: keyStart, found: index, .expectedExactNumber) }
            } else {
                index = try identifierEnd(from: index)
                guard index > keyStart else { throw ICUSyntaxError(at: index, .expectedKey) }
                let length = index - keyStart
                if isPlural, length == 6, byte(at: index) == UInt8(ascii: ":"),
                    ICUScanning.word(in: bytes, keyStart..<index, ignoringCase: false) == ICUScanning.Words.offset
                {
                    guard variantCount == 0, !hasOffset else {
                        throw ICUSyntaxError(at: keyStart, .offsetAfterVariants)
                    }
                    let valueStart = skipWhiteSpace(from: index + 1)
                    index = ICUScanning.skipNumber(in: bytes, from: valueStart)
                    guard index > valueStart, Double(ICUScanning.text(bytes, valueStart..<index)) != nil else {
                        throw ICUSyntaxError(at: valueStart, found: index, .expectedOffsetNumber)
                    }
                    hasOffset = index - valueStart != 1 || bytes[valueStart] != 0x30
                    consumer.offset(valueStart..<index, in: &selection)
                    continue
                }
                if length == 5,
                    ICUScanning.word(in: bytes, keyStart..<index, ignoringCase: false) == ICUScanning.Words.other
                {
                    hasOther = true
                }
            }
            let key = keyStart..<index
            index = skipWhiteSpace(from: index)
            guard byte(at: index) == ICUScanning.open else {
                throw ICUSyntaxError(at: index, .expectedVariantStart(key: key))
            }
            index += 1
            consumer.beginVariant(key: key, exactValue: exactValue, in: &selection)
            try message(depth: depth + 1, inPlural: isPlural, nested: true)
            guard byte(at: index) == ICUScanning.close else {
                throw ICUSyntaxError(at: index, .expectedVariantEnd(key: key))
            }
            index += 1
            consumer.endVariant(in: &selection)
            variantCount += 1
        }
        consumer.endSelection(&selection, source: start..<index)
    }

    /// The first offset at or after `offset` that is not Pattern_White_Space. ASCII white space is
    /// skipped a byte at a time; other white space only when the consumer reads more than ASCII.
    @inline(__always)
    private func skipWhiteSpace(from offset: Int) -> Int {
        var offset = ICUScanning.skipASCIIWhiteSpace(in: bytes, from: offset)
        guard !Consumer.readsOnlyASCIISyntax else { return offset }
        while case let length = SourceBytes.whiteSpaceLength(in: bytes, at: offset), length > 0 {
            offset = ICUScanning.skipASCIIWhiteSpace(in: bytes, from: offset + length)
        }
        return offset
    }

    /// Where the identifier starting at `offset` ends (at `offset`: none there).
    @inline(__always)
    private func identifierEnd(from offset: Int) throws(ICUSyntaxError) -> Int {
        if let end = ICUScanning.identifierEnd(in: bytes, from: offset) { return end }
        guard !Consumer.readsOnlyASCIISyntax else { throw ICUSyntaxError(at: offset, .nonASCIISyntax) }
        return ICUScanning.unicodeIdentifierEnd(in: bytes, from: offset)
    }

    @inline(__always)
    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }
}
