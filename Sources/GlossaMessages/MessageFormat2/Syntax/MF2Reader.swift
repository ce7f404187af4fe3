/// The one reader of MessageFormat 2 syntax: a cursor over a message's Unicode scalars, with the
/// UTF-8 offset of each, so every node gets its ``SourceRange``.
///
/// Pieces that do not parse throw a ``Failure`` to the nearest point of recovery (a placeholder, a
/// declaration, a variant), which reports it and skips past the piece: the reader never stops at the
/// first error, and every step consumes input, so its work is linear in the message's length.
struct MF2Reader {
    /// A syntax error: where, and what.
    struct Failure: Error {
        let position: Int
        let message: String
    }

    /// At most this many errors are reported; a message with more is hopeless, and the cap bounds the
    /// diagnostics a hostile message can produce.
    static let maximumErrors = 100

    let source: SourceBytes
    /// The number of Unicode scalars.
    let count: Int
    /// Each scalar, and the UTF-8 offset of each and of the end; both empty when the message is
    /// ASCII, whose scalars are its bytes (most messages: reading them needs no decoding).
    private let scalars: [Unicode.Scalar]
    private let offsets: [Int]
    var position = 0
    private(set) var errors: [MF2Error] = []
    /// The names and unquoted literals read last (at most ``recentTextCapacity``), as UTF-8 ranges
    /// of the source with their text: a message repeats its variables, functions and keys, and a
    /// repeated one takes the text made the first time rather than decoding its bytes again.
    private var recentTexts: [(range: Range<Int>, text: String)] = []
    /// The keys of the variant being read, kept between variants for their storage.
    var variantKeys: [MF2Key] = []
    /// The index of the line of the last range made: ranges come mostly in source order, so the
    /// next one's line is found from it (``SourceBytes/location(_:line:)``).
    private var line = 0
    /// Where the next of ``recentTexts`` goes once it is full.
    private var nextRecentText = 0
    /// How many names and literals ``recentTexts`` keeps: a message's few variables, functions and
    /// keys, compared in a few instructions each.
    static let recentTextCapacity = 8

    init(_ text: String) {
        source = SourceBytes(text)
        let bytes = source.bytes
        guard !source.isASCII else {
            count = bytes.count
            scalars = []
            offsets = []
            return
        }
        // The bytes are a String's, valid UTF-8: each scalar is decoded from its lead byte's length.
        var decoded = 0
        let offsets = [Int](unsafeUninitializedCapacity: bytes.count + 1) { offsets, offsetCount in
            var offset = 0
            while offset < bytes.count {
                offsets[decoded] = offset
                decoded += 1
                let lead = bytes[offset]
                offset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
            offsets[decoded] = bytes.count
            offsetCount = decoded + 1
        }
        self.offsets = offsets
        count = decoded
        scalars = [Unicode.Scalar](unsafeUninitializedCapacity: decoded) { scalars, scalarCount in
            for index in 0..<decoded {
                let start = offsets[index]
                let length = offsets[index + 1] - start
                let lead = bytes[start]
                var value = length == 1 ? UInt32(lead) : UInt32(lead & (0xFF >> (length + 1)))
                for continuation in start + 1..<start + length {
                    value = value << 6 | UInt32(bytes[continuation] & 0x3F)
                }
                scalars.initializeElement(at: index, to: Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            scalarCount = decoded
        }
    }

    /// The scalar at `index` (less than ``count``).
    private func scalar(at index: Int) -> Unicode.Scalar {
        scalars.isEmpty ? Unicode.Scalar(source[index]) : scalars[index]
    }

    /// The UTF-8 offset of the scalar at `index`, or of the end for ``count``.
    private func offset(_ index: Int) -> Int {
        offsets.isEmpty ? index : offsets[index]
    }

    var isAtEnd: Bool { position >= count }

    /// The scalar `ahead` of the current one, or `nil` past the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < count ? scalar(at: position + ahead) : nil
    }

    /// Whether the text at the current position starts with `prefix` (ASCII: a keyword or braces).
    func isAt(_ prefix: StaticString) -> Bool {
        guard position + prefix.utf8CodeUnitCount <= count else { return false }
        var index = position
        for byte in UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount) {
            guard scalar(at: index).value == UInt32(byte) else { return false }
            index += 1
        }
        return true
    }

    /// The range of scalars `start..<end`.
    mutating func range(_ start: Int, _ end: Int) -> SourceRange {
        source.range(offset(min(start, count))..<offset(min(max(start, end), count)), line: &line)
    }

    /// The range from `start` to the current position.
    mutating func range(from start: Int) -> SourceRange { range(start, position) }

    /// The source text of scalars `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        source.text(offset(min(start, count))..<offset(min(max(start, end), count)))
    }

    /// The source text of scalars `start..<end` (a name or an unquoted literal), the same text as the
    /// last time these bytes were read if they were read lately (``recentTexts``).
    mutating func sharedText(_ start: Int, _ end: Int) -> String {
        let lower = offset(min(start, count))
        let upper = offset(min(max(start, end), count))
        let length = upper - lower
        let found = source.bytes.withUnsafeBufferPointer { bytes -> String? in
            for (range, text) in recentTexts where range.count == length {
                var index = 0
                while index < length, bytes[range.lowerBound &+ index] == bytes[lower &+ index] { index &+= 1 }
                if index == length { return text }
            }
            return nil
        }
        if let found { return found }
        let text = source.text(lower..<upper)
        if recentTexts.count < Self.recentTextCapacity {
            if recentTexts.isEmpty { recentTexts.reserveCapacity(Self.recentTextCapacity) }
            recentTexts.append((lower..<upper, text))
        } else {
            recentTexts[nextRecentText] = (lower..<upper, text)
            nextRecentText = (nextRecentText + 1) % Self.recentTextCapacity
        }
        return text
    }

    /// A failure at the current position.
    func failure(_ message: String) -> Failure {
        Failure(position: position, message: message)
    }

    /// What is at the current position, quoted for a message.
    var found: String {
        guard let scalar = peek() else { return "the end of the message" }
        return scalar.properties.generalCategory == .control || MF2Characters.isWhiteSpace(scalar)
            ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "\"\(scalar)\""
    }

    /// Consumes `scalar` or throws, saying what was expected.
    mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(Failure) {
        guard peek() == scalar else { throw failure("expected \(what), found \(found)") }
        position += 1
    }

    /// Reports an error of `type` over `start..<end`, unless too many have been reported.
    mutating func report(_ type: MF2ErrorType, _ start: Int, _ end: Int, _ message: String) {
        guard errors.count < Self.maximumErrors else { return }
        errors.append(MF2Error(type: type, range: range(start, end), message: message))
    }

    /// Reports a syntax failure at its position.
    mutating func report(_ failure: Failure) {
        report(.syntaxError, failure.position, min(failure.position + 1, count), failure.message)
    }

    /// `o`: any white space and bidi marks.
    mutating func skipOptionalSpace() {
        guard scalars.isEmpty else {
            while let scalar = peek(), MF2Characters.isWhiteSpace(scalar) || MF2Characters.isBidi(scalar) {
                position += 1
            }
            return
        }
        // ASCII: its bytes are its scalars, and it has no bidi marks.
        position = source.bytes.withUnsafeBufferPointer { bytes in
            var index = position
            while index < bytes.count, MF2Characters.isWhiteSpace(Unicode.Scalar(bytes[index])) { index &+= 1 }
            return index
        }
    }

    /// Skips the name characters (`name-char`) at the current position, if any.
    mutating func skipNameCharacters() {
        guard scalars.isEmpty else {
            while let scalar = peek(), MF2Characters.isNameCharacter(scalar) { position += 1 }
            return
        }
        // ASCII: its bytes are its scalars.
        position = source.bytes.withUnsafeBufferPointer { bytes in
            var index = position
            while index < bytes.count, MF2Characters.isNameCharacter(Unicode.Scalar(bytes[index])) { index &+= 1 }
            return index
        }
    }

    /// `s`: bidi marks, then at least one white space character, then `o`. Returns `false`, having
    /// consumed nothing, when there is no white space.
    mutating func skipRequiredSpace() -> Bool {
        let start = position
        while let scalar = peek(), MF2Characters.isBidi(scalar) { position += 1 }
        guard let scalar = peek(), MF2Characters.isWhiteSpace(scalar) else {
            position = start
            return false
        }
        skipOptionalSpace()
        return true
    }

    /// Skips from `position` past the next `}` (or to the end), the recovery after a broken
    /// placeholder or declaration; consumes at least one scalar when not at the end.
    mutating func skipPastClosingBrace(from position: Int) {
        self.position = max(position, self.position)
        while let scalar = peek() {
            self.position += 1
            if scalar == "}" { return }
        }
    }
}
