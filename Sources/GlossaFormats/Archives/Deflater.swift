/// DEFLATE compression (RFC 1951) in Swift: LZ77 with hash chains over a 32 KiB window, coded with
/// the fixed Huffman codes in one block. It compresses JSON release archives to roughly what
/// `gzip -1` achieves, which is what archive writing needs; it is not tuned for maximum ratio.
///
/// The codes are written from tables computed once (each fixed Huffman code already bit-reversed, the
/// length and distance codes looked up, not searched), and the bits leave the bit buffer four bytes at
/// a time: a release archive of tens of megabytes passes through here.
struct Deflater {
    private var output: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var deflater = Deflater()
        deflater.output.reserveCapacity(input.count / 3 + 64)
        deflater.write(1, count: 1)  // final block
        deflater.write(1, count: 2)  // fixed Huffman codes
        input.withUnsafeBufferPointer { deflater.encode($0) }
        deflater.writeLiteral(256)
        deflater.flush()
        return deflater.output
    }

    private mutating func write(_ value: Int, count: Int) {
        bitBuffer |= UInt64(value) << UInt64(bitCount)
        bitCount += count
        if bitCount >= 32 {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: bitBuffer).littleEndian) { output.append(contentsOf: $0) }
            bitBuffer >>= 32
            bitCount -= 32
        }
    }

    /// `code`'s `length` bits reversed: Huffman codes are written most significant bit first.
    private static func reversed(_ code: Int, length: Int) -> Int {
        var reversed = 0
        var value = code
        for _ in 0..<length {
            reversed = reversed << 1 | (value & 1)
            value >>= 1
        }
        return reversed
    }

    /// The fixed Huffman code of each literal/length symbol (0…287), reversed, and its length.
    private static let literalCodes: [(code: Int, length: Int)] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: (reversed(0x30 + symbol, length: 8), 8)
        case 144..<256: (reversed(0x190 + symbol - 144, length: 9), 9)
        case 256..<280: (reversed(symbol - 256, length: 7), 7)
        default: (reversed(0xC0 + symbol - 280, length: 8), 8)
        }
    }

    /// The five-bit code of each distance code (0…29), reversed.
    private static let distanceCodes: [Int] = (0..<30).map { reversed($0, length: 5) }

    /// The length code (0…28) of each match length (index 0…258; 3…258 used): the last whose base is
    /// not above the length.
    private static let lengthCodes: [Int] = (0...258).map { length in
        DeflateTables.lengthBase.lastIndex { $0 <= length } ?? 0
    }

    /// The distance code (0…29) of each distance (index 0…32,768; 1…32,768 used): the last whose base is
    /// not above the distance.
    private static let distanceCodeOf: [UInt8] = {
        var codes = [UInt8](repeating: 0, count: window + 1)
        var code = 0
        for distance in 1...window {
            while code + 1 < DeflateTables.distanceBase.count, DeflateTables.distanceBase[code + 1] <= distance {
                code += 1
            }
            codes[distance] = UInt8(code)
        }
        return codes
    }()

    private mutating func writeLiteral(_ symbol: Int) {
        let code = Self.literalCodes[symbol]
        write(code.code, count: code.length)
    }

    private mutating func writeMatch(length: Int, distance: Int) {
        let index = Self.lengthCodes[length]
        writeLiteral(257 + index)
        write(length - DeflateTables.lengthBase[index], count: DeflateTables.lengthExtra[index])
        let distanceIndex = Int(Self.distanceCodeOf[distance])
        write(Self.distanceCodes[distanceIndex], count: 5)
        write(distance - DeflateTables.distanceBase[distanceIndex], count: DeflateTables.distanceExtra[distanceIndex])
    }

    private mutating func flush() {
        while bitCount > 0 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
        bitBuffer = 0
        bitCount = 0
    }

    private static let window = 32_768
    private static let hashBits = 15
    private static let maximumChain = 48

    private mutating func encode(_ input: UnsafeBufferPointer<UInt8>) {
        var head = [Int32](repeating: -1, count: 1 << Self.hashBits)
        var previous = [Int32](repeating: -1, count: Self.window)
        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                encode(input, head: head, previous: previous)
            }
        }
    }

    private mutating func encode(
        _ input: UnsafeBufferPointer<UInt8>, head: UnsafeMutableBufferPointer<Int32>,
        previous: UnsafeMutableBufferPointer<Int32>
    ) {
        let count = input.count
        func hash(_ index: Int) -> Int {
            let value = Int(input[index]) << 10 ^ Int(input[index + 1]) << 5 ^ Int(input[index + 2])
            return (value &* 2_654_435_761 >> 7) & ((1 << Self.hashBits) - 1)
        }
        func insert(_ index: Int) {
            guard index + 2 < count else { return }
            let key = hash(index)
            previous[index & (Self.window - 1)] = head[key]
            head[key] = Int32(index)
        }
        var index = 0
        while index < count {
            var bestLength = 0
            var bestDistance = 0
            if index + 2 < count {
                var candidate = Int(head[hash(index)])
                var chain = 0
                let limit = min(258, count - index)
                while candidate >= 0, index - candidate <= Self.window, chain < Self.maximumChain {
                    if input[candidate + bestLength] == input[index + bestLength] || bestLength == 0 {
                        var length = 0
                        while length < limit, input[candidate + length] == input[index + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = index - candidate
                            if length == limit { break }
                        }
                    }
                    let next = Int(previous[candidate & (Self.window - 1)])
                    if next >= candidate { break }
                    candidate = next
                    chain += 1
                }
            }
            if bestLength >= 3 {
                writeMatch(length: bestLength, distance: bestDistance)
                for offset in 0..<bestLength { insert(index + offset) }
                index += bestLength
            } else {
                writeLiteral(Int(input[index]))
                insert(index)
                index += 1
            }
        }
    }
}
