/// gzip (RFC 1952) reading and writing, with DEFLATE implemented in Swift: no zlib.
public enum GZip {
    /// Whether `bytes` start with the gzip magic number.
    public static func isGZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// Decompresses every gzip member in `bytes` (concatenated members are joined), checking each
    /// member's CRC-32 and size and the limits.
    public static func decompress(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> [UInt8]
    {
        var output: [UInt8] = []
        var position = 0
        func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            FormatError(kind, "gzip: \(message)", file: fileName)
        }
        repeat {
            guard position + 10 <= bytes.count, bytes[position] == 0x1F, bytes[position + 1] == 0x8B else {
                throw fail(position == 0 ? "not gzip data" : "garbage after the compressed data")
            }
            guard bytes[position + 2] == 8 else { throw fail("unknown compression method \(bytes[position + 2])") }
            let flags = bytes[position + 3]
            guard flags & 0xE0 == 0 else { throw fail("reserved header flags are set") }
            position += 10
            if flags & 0x04 != 0 {
                guard position + 2 <= bytes.count else { throw fail("truncated header") }
                position += 2 + (Int(bytes[position]) | Int(bytes[position + 1]) << 8)
            }
            for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {
                while position < bytes.count, bytes[position] != 0 { position += 1 }
                position += 1
            }
            if flags & 0x02 != 0 { position += 2 }
            guard position <= bytes.count else { throw fail("truncated header") }
            var inflater = Inflater(
                input: bytes, start: position, maximumOutput: limits.maximumTotalSize - output.count,
                maximumRatio: limits.maximumCompressionRatio)
            let member: [UInt8]
            do {
                member = try inflater.inflate()
            } catch {
                throw fail(error.message, kind: error.isLimit ? .limit : .syntax)
            }
            position = inflater.position
            guard position + 8 <= bytes.count else { throw fail("truncated: the CRC-32 and size trailer is missing") }
            let crc = readUInt32(bytes, position)
            let size = readUInt32(bytes, position + 4)
            position += 8
            guard CRC32.checksum(member) == crc else { throw fail("CRC-32 mismatch: the data is corrupt") }
            guard UInt32(truncatingIfNeeded: member.count) == size else {
                throw fail("size mismatch: the data is corrupt")
            }
            output += member
            // Trailing zero padding (tape blocks) is allowed.
            while position < bytes.count, bytes[position] == 0 { position += 1 }
        } while position < bytes.count
        return output
    }

    /// Compresses `bytes` as one gzip member (DEFLATE with fixed Huffman codes; no file name, time 0,
    /// so the output depends only on the input).
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        output += Deflater.compress(bytes)
        appendUInt32(CRC32.checksum(bytes), to: &output)
        appendUInt32(UInt32(truncatingIfNeeded: bytes.count), to: &output)
        return output
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    static func appendUInt16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }
}
