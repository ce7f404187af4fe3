/// DEFLATE decompression (RFC 1951) in Swift, with limits: output beyond `maximumOutput` bytes, or
/// an expansion ratio beyond `maximumRatio` once the output passes 1 MiB, stops it with an error, so a
/// decompression bomb costs at most the limit in memory and time.
///
/// The decoder follows the structure of zlib's reference decoder `puff`: canonical Huffman codes
/// decoded from code counts, every input read checked, every back reference checked against the
/// output so far.
struct Inflater {
    struct Failure: Error {
        var message: String
        var isLimit: Bool
        /// Whether the output would have passed `maximumOutput` (rather than the ratio or malformed data).
        var exceedsOutput = false
    }

    /// Where the decoder is between two calls: before a block's header, inside a stored block (with the
    /// bytes it has left), inside a compressed block (with its codes), or after the last block.
    private enum Block {
        case header
        case stored(remaining: Int)
        case codes(literal: Huffman, distance: Huffman)
        case finished
    }

    /// How many bytes of output back references may reach (DEFLATE's window).
    static let window = 32 << 10

    private let input: [UInt8]
    private(set) var position: Int
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// The output not yet dropped by ``take(_:into:)``: at least the last ``window`` bytes inflated,
    /// which back references read.
    private(set) var output: [UInt8] = []
    /// How many bytes of the output ``take(_:into:)`` has dropped from the front of `output`.
    private var dropped = 0
    /// The index in `output` of the first byte not yet taken.
    private var taken = 0
    private var block = Block.header
    private var isFinalBlock = false
    private let maximumOutput: Int
    private let maximumRatio: Int
    private let inputStart: Int
    private let inputEnd: Int

    /// An inflater of the DEFLATE stream in `input` from `start`, reading no byte at or after `end`
    /// (the end of `input` when `nil`), so that one member of a larger buffer (a zip archive) is read in
    /// place, without a copy, and never past its compressed size.
    init(input: [UInt8], start: Int = 0, end: Int? = nil, maximumOutput: Int, maximumRatio: Int) {
        self.input = input
        self.position = start
        self.inputStart = start
        self.inputEnd = min(end ?? input.count, input.count)
        self.maximumOutput = maximumOutput
        self.maximumRatio = maximumRatio
    }

    /// Whether the stream's last block has been inflated; ``position`` is then the first byte after it.
    var isFinished: Bool {
        if case .finished = block { return true }
        return false
    }

    /// How many bytes the stream has inflated so far.
    var producedCount: Int { dropped + output.count }

    /// Decompresses one DEFLATE stream whole; afterwards ``position`` is the first byte after it.
    mutating func inflate(expectedSize: Int? = nil) throws(Failure) -> [UInt8] {
        if let expectedSize { output.reserveCapacity(min(expectedSize, maximumOutput, 64 << 20)) }
        try inflate(until: Int.max)
        return output
    }

    /// Hands the next `count` bytes of output to `body`, a piece at a time, inflating them as needed,
    /// and drops them: only the window and at most a piece (256 KiB, or a block's overshoot) stay
    /// in memory, whatever `count` is. Fewer than `count` bytes are handed only at the stream's end.
    ///
    /// - Returns: how many bytes were handed.
    mutating func take(_ count: Int, into body: (ArraySlice<UInt8>) -> Void) throws(Failure) -> Int {
        var handed = 0
        while handed < count {
            let piece = min(count - handed, Self.piece)
            if output.count - taken < piece { try inflate(until: taken + piece) }
            let available = min(piece, output.count - taken)
            if available == 0 { break }
            body(output[taken..<(taken + available)])
            taken += available
            handed += available
            // Keep the window; drop what is before it once it is worth the move.
            if taken > Self.window + Self.piece {
                let drop = taken - Self.window
                output.removeFirst(drop)
                dropped += drop
                taken -= drop
            }
        }
        return handed
    }

    /// The most output ``take(_:into:)`` inflates ahead of what it hands.
    private static let piece = 256 << 10

    /// Inflates until `output` holds `count` bytes or the stream ends (a block's last match or stored
    /// run may go a little past `count`).
    private mutating func inflate(until count: Int) throws(Failure) {
        while output.count < count {
            switch block {
            case .finished:
                return
            case .header:
                isFinalBlock = try bits(1) == 1
                switch try bits(2) {
                case 0: block = .stored(remaining: try storedLength())
                case 1: block = .codes(literal: Self.fixedLiteral, distance: Self.fixedDistance)
                case 2:
                    let (literal, distance) = try dynamicTables()
                    block = .codes(literal: literal, distance: distance)
                default: throw Failure(message: "invalid DEFLATE block type 3", isLimit: false)
                }
            case .stored(let remaining):
                let length = min(remaining, max(count - output.count, 0))
                try stored(length)
                if remaining == length { endBlock() } else { block = .stored(remaining: remaining - length) }
            case .codes(let literal, let distance):
                if try codes(literal: literal, distance: distance, until: count) { endBlock() }
            }
        }
    }

    /// Moves on after a block: to the next block's header, or, after the last, to the end of the stream,
    /// giving back the whole unread bytes of the bit buffer.
    private mutating func endBlock() {
        guard isFinalBlock else {
            block = .header
            return
        }
        block = .finished
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < inputEnd else {
                throw Failure(message: "the compressed data ends early (truncated)", isLimit: false)
            }
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    /// Reads a stored block's header (after its block type) and returns its length.
    private mutating func storedLength() throws(Failure) -> Int {
        // The rest of the current byte is padding; whole bytes read ahead are given back.
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= inputEnd else {
            throw Failure(message: "the compressed data ends early (truncated)", isLimit: false)
        }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length == ~complement & 0xFFFF else {
            throw Failure(message: "stored block length does not match its complement", isLimit: false)
        }
        return length
    }

    /// Copies the next `length` bytes of a stored block.
    private mutating func stored(_ length: Int) throws(Failure) {
        guard position + length <= inputEnd else {
            throw Failure(message: "the compressed data ends early (truncated)", isLimit: false)
        }
        try checkLimits(adding: length)
        output.append(contentsOf: input[position..<(position + length)])
        position += length
    }

    private func checkLimits(adding count: Int) throws(Failure) {
        let size = producedCount + count
        if size > maximumOutput {
            throw Failure(message: "expands to more than \(maximumOutput) bytes", isLimit: true, exceedsOutput: true)
        }
        if size > 1 << 20, size / max(position - inputStart, 1) > maximumRatio {
            throw Failure(
                message: "expands more than \(maximumRatio) times its compressed size (a decompression bomb?)",
                isLimit: true)
        }
    }

    struct Huffman {
        var counts: [Int]
        var symbols: [Int]
        /// The symbols of codes up to ``fastBits`` long, indexed by the next ``fastBits`` bits of input
        /// (codes arrive least significant bit first): `symbol << 4 | length`, or 0 for a longer code,
        /// which ``Inflater/decode(_:)`` reads a bit at a time through `counts` and `symbols`.
        var fast: [UInt16]

        /// How many bits the fast table looks at: every fixed code and most codes of real data.
        static let fastBits = 9

        init(counts: [Int], symbols: [Int]) {
            self.counts = counts
            self.symbols = symbols
            fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        }

        /// Builds the code from code lengths; returns `nil` if the lengths over-subscribe the code.
        init?(lengths: [Int]) {
            counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left <<= 1
                left -= counts[length]
                if left < 0 { return nil }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
            // Canonical codes (RFC 1951, 3.2.2): each length's first code follows the previous length's.
            fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
            var nextCode = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1..<16 {
                code = (code + (length > 1 ? counts[length - 1] : 0)) << 1
                nextCode[length] = code
            }
            for (symbol, length) in lengths.enumerated() where length != 0 && length <= Self.fastBits {
                var reversed = 0
                var value = nextCode[length]
                for _ in 0..<length {
                    reversed = reversed << 1 | value & 1
                    value >>= 1
                }
                nextCode[length] += 1
                for index in stride(from: reversed, to: 1 << Self.fastBits, by: 1 << length) {
                    fast[index] = UInt16(symbol << 4 | length)
                }
            }
        }
    }

    static let fixedLiteral: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for index in 144..<256 { lengths[index] = 9 }
        for index in 256..<280 { lengths[index] = 7 }
        return Huffman(lengths: lengths) ?? Huffman(counts: [], symbols: [])
    }()

    static let fixedDistance: Huffman =
        Huffman(lengths: [Int](repeating: 5, count: 30)) ?? Huffman(counts: [], symbols: [])

    /// The next symbol of `huffman`: looked up in its fast table when the code is short enough and
    /// its bits have arrived, else read a bit at a time.
    private mutating func decode(_ huffman: Huffman) throws(Failure) -> Int {
        refill()
        let entry = Int(huffman.fast[Int(bitBuffer & UInt64((1 << Huffman.fastBits) - 1))])
        let length = entry & 15
        if length != 0, length <= bitCount {
            bitBuffer >>= UInt64(length)
            bitCount -= length
            return entry >> 4
        }
        return try decodeBitByBit(huffman)
    }

    /// Fills the bit buffer with whole bytes while it has room for one and input is left. The bytes
    /// read ahead stay in the buffer: a stored block and the end of the stream give them back.
    private mutating func refill() {
        while bitCount <= 56, position < inputEnd {
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    private mutating func decodeBitByBit(_ huffman: Huffman) throws(Failure) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Failure(message: "invalid Huffman code in the compressed data", isLimit: false)
    }

    /// Decodes a compressed block until its end (returning `true`) or until `output` holds `count`
    /// bytes (returning `false`, to be called again).
    private mutating func codes(literal: Huffman, distance: Huffman, until count: Int) throws(Failure) -> Bool {
        while output.count < count {
            let symbol = try decode(literal)
            if symbol < 256 {
                let produced = producedCount
                if produced >= maximumOutput || (produced & 0xFFFF == 0) { try checkLimits(adding: 1) }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(message: "invalid length symbol \(symbol)", isLimit: false) }
                let length = DeflateTables.lengthBase[index] + (try bits(DeflateTables.lengthExtra[index]))
                let distanceSymbol = try decode(distance)
                guard distanceSymbol < 30 else {
                    throw Failure(message: "invalid distance symbol \(distanceSymbol)", isLimit: false)
                }
                let back =
                    DeflateTables.distanceBase[distanceSymbol] + (try bits(DeflateTables.distanceExtra[distanceSymbol]))
                // `output` keeps at least the window (all of the output when it is shorter).
                guard back <= output.count else {
                    throw Failure(message: "a back reference points before the start of the data", isLimit: false)
                }
                try checkLimits(adding: length)
                copyMatch(length: length, distance: back)
            }
        }
        return false
    }

    /// Appends `length` bytes copied from `distance` bytes back, where the copy may overlap what it
    /// writes (a distance shorter than the length repeats the last `distance` bytes). The bytes are
    /// moved in blocks that never overlap: the first is `distance` long and each next one doubles, since
    /// everything written so far repeats with period `distance`.
    private mutating func copyMatch(length: Int, distance: Int) {
        let source = output.count - distance
        let start = output.count
        output.append(contentsOf: Self.zeros[0..<length])
        output.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < length {
                let block = min(length - done, distance + done)
                (base + start + done).copyMemory(from: base + source, byteCount: block)
                done += block
            }
        }
    }

    /// Room for the longest match, appended before the match's bytes are copied into it.
    private static let zeros = [UInt8](repeating: 0, count: 258)

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw Failure(message: "too many length or distance codes", isLimit: false)
        }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[DeflateTables.codeLengthOrder[index]] = try bits(3) }
        guard let lengthCode = Huffman(lengths: codeLengths) else {
            throw Failure(message: "invalid code-length code", isLimit: false)
        }
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            if symbol < 16 {
                lengths.append(symbol)
                continue
            }
            var repeated = 0
            var count: Int
            switch symbol {
            case 16:
                guard let last = lengths.last else {
                    throw Failure(message: "a repeat with no previous length", isLimit: false)
                }
                repeated = last
                count = 3 + (try bits(2))
            case 17: count = 3 + (try bits(3))
            default: count = 11 + (try bits(7))
            }
            guard lengths.count + count <= literalCount + distanceCount else {
                throw Failure(message: "code lengths overflow their table", isLimit: false)
            }
            lengths.append(contentsOf: repeatElement(repeated, count: count))
        }
        guard lengths[256] != 0 else { throw Failure(message: "no end-of-block code", isLimit: false) }
        guard let literal = Huffman(lengths: Array(lengths[0..<literalCount])),
            let distance = Huffman(lengths: Array(lengths[literalCount...]))
        else {
            throw Failure(message: "invalid literal/length or distance code", isLimit: false)
        }
        return (literal, distance)
    }
}
