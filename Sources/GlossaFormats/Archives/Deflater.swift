/// DEFLATE compression (RFC 1951) in Swift: LZ77 with hash chains over a 32 KiB window, coded with
/// the fixed Huffman codes in one block. It compresses JSON release archives to roughly what
/// `gzip -1` achieves, which is what archive writing needs; it is not tuned for maximum ratio.
struct Deflater {
    private var output: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0

    static func compress(_ input: [UInt8]) -> [UInt8] {
        var deflater = Deflater()
        deflater.output.reserveCapacity(input.count / 3 + 64)
        deflater.write(1, count: 1)  // final block
        deflater.write(1, count: 2)  // fixed Huffman codes
        deflater.encode(input)
        deflater.writeLiteral(256)
        deflater.flush()
        return deflater.output
    }

    private mutating func write(_ value: Int, count: Int) {
        bitBuffer |= UInt64(value) << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }

    /// Writes a Huffman code, most significant bit first.
    private mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        var value = code
        for _ in 0..<length {
            reversed = reversed << 1 | (value & 1)
            value >>= 1
        }
        write(reversed, count: length)
    }

    private mutating func writeLiteral(_ symbol: Int) {
        switch symbol {
        case 0..<144: writeCode(0x30 + symbol, length: 8)
        case 144..<256: writeCode(0x190 + symbol - 144, length: 9)
        case 256..<280: writeCode(symbol - 256, length: 7)
        default: writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    private mutating func writeMatch(length: Int, distance: Int) {
        var index = 28
        while DeflateTables.lengthBase[index] > length { index -= 1 }
        writeLiteral(257 + index)
        write(length - DeflateTables.lengthBase[index], count: DeflateTables.lengthExtra[index])
        var distanceIndex = 29
        while DeflateTables.distanceBase[distanceIndex] > distance { distanceIndex -= 1 }
        writeCode(distanceIndex, length: 5)
        write(distance - DeflateTables.distanceBase[distanceIndex], count: DeflateTables.distanceExtra[distanceIndex])
    }

    private mutating func flush() {
        if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        bitBuffer = 0
        bitCount = 0
    }

    private static let window = 32_768
    private static let hashBits = 15
    private static let maximumChain = 48

    private mutating func encode(_ input: [UInt8]) {
        let count = input.count
        var head = [Int32](repeating: -1, count: 1 << Self.hashBits)
        var previous = [Int32](repeating: -1, count: Self.window)
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
