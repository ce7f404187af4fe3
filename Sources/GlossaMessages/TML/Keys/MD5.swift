/// A streaming MD5 hasher (RFC 1321), in pure Swift.
///
/// TML identifies a message by the MD5 digest of its label and description (see ``TranslationKey``),
/// and every TML SDK computes it the same way, so Glossa needs MD5 bit for bit. MD5 is **not** used
/// for anything security-related here: it is a content address, nothing more.
///
/// Bytes are fed in any number of ``update(_:)-(UInt8)`` calls; the 64-byte block buffer lives
/// inline in the value, so hashing allocates nothing until the digest is produced.
///
/// ```swift
/// var md5 = MD5()
/// md5.update("Hello World;;;".utf8)
/// md5.finalize().description   // "d541c79af1be6a05b1f16fca8b5730de"
/// ```
public struct MD5: Sendable {
    private var a: UInt32 = 0x6745_2301
    private var b: UInt32 = 0xefcd_ab89
    private var c: UInt32 = 0x98ba_dcfe
    private var d: UInt32 = 0x1032_5476
    /// The pending block, 64 bytes kept inline.
    private var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many bytes of `block` are filled.
    private var blockCount = 0
    /// How many bytes have been fed in total (the message length, modulo 2⁶⁴).
    private var length: UInt64 = 0

    /// A hasher that has seen no bytes yet.
    public init() {}

    /// The digest of `bytes` in one call.
    public static func digest(of bytes: some Sequence<UInt8>) -> MD5Digest {
        var md5 = MD5()
        md5.update(bytes)
        return md5.finalize()
    }

    /// Feeds one byte.
    public mutating func update(_ byte: UInt8) {
        let index = blockCount
        withUnsafeMutableBytes(of: &block) { $0[index] = byte }
        blockCount += 1
        length &+= 1
        if blockCount == 64 {
            compressBlock()
            blockCount = 0
        }
    }

    /// Feeds a sequence of bytes, for example a string's `utf8` view.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { update(byte) }
    }

    /// Pads the message as RFC 1321 §3.1–3.2 prescribes and returns the digest. The hasher should
    /// not be used afterwards.
    public mutating func finalize() -> MD5Digest {
        let bitLength = length &* 8
        update(0x80)
        while blockCount != 56 { update(0) }
        for shift in stride(from: 0, to: 64, by: 8) {
            update(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return MD5Digest(a: a, b: b, c: c, d: d)
    }

    /// Runs the four rounds of RFC 1321 §3.4 over the full block.
    private mutating func compressBlock() {
        var (aa, bb, cc, dd) = (a, b, c, d)
        withUnsafeBytes(of: block) { bytes in
            for step in 0..<64 {
                var f: UInt32
                let g: Int
                switch step >> 4 {
                case 0:
                    f = (bb & cc) | (~bb & dd)
                    g = step
                case 1:
                    f = (dd & bb) | (~dd & cc)
                    g = (5 &* step &+ 1) & 15
                case 2:
                    f = bb ^ cc ^ dd
                    g = (3 &* step &+ 5) & 15
                default:
                    f = cc ^ (bb | ~dd)
                    g = (7 &* step) & 15
                }
                let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: g &* 4, as: UInt32.self))
                f = f &+ aa &+ MD5Tables.sines[step] &+ word
                aa = dd
                dd = cc
                cc = bb
                let shift = MD5Tables.shifts[(step >> 4) &* 4 &+ (step & 3)]
                bb = bb &+ ((f << shift) | (f >> (32 &- shift)))
            }
        }
        a = a &+ aa
        b = b &+ bb
        c = c &+ cc
        d = d &+ dd
    }
}

/// The constant tables of RFC 1321 §3.4.
private enum MD5Tables {
    /// `T[i] = floor(2³² × |sin(i + 1)|)`, written out so no floating point is involved.
    static let sines: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]
    /// Left-rotation amounts, four per round.
    static let shifts: [UInt32] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
}
