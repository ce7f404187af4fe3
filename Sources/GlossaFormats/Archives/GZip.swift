/// gzip (RFC 1952) reading and writing, with DEFLATE implemented in Swift: no zlib.
public enum GZip {
    /// Whether `bytes` start with the gzip magic number.
    public static func isGZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// Decompresses every gzip member in `bytes` (concatenated members are joined), checking each
    /// member's CRC-32 and size and the limits. To read the output a piece at a time instead, see
    /// `Stream`.
    public static func decompress(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> [UInt8]
    {
        var stream = try Stream(
            bytes, maximumOutput: limits.maximumTotalSize, maximumRatio: limits.maximumCompressionRatio,
            fileName: fileName)
        var output: [UInt8] = []
        _ = try stream.take(Int.max) { output += $0 }
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
