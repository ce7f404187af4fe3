import GlossaFormats

/// Issue 23's "wide zip": a small archive whose many members each expand to `memberSize` spaces, each
/// member under the compression-ratio limit and the archive under the body limit, while the total it
/// expands to is far over the import budget. Shared by the server's in-process tests and the tests that
/// send it to a `glossa serve` process of its own.
public enum WideZip {
    /// A zip of `members` members, each `memberSize` spaces, sharing one DEFLATE stream (built once
    /// through GlossaFormats' writer and repeated), so that a 480 MiB archive costs the test little. With
    /// 480 members of 1 MiB it is the 552 KB archive.
    public static func archive(members: Int, memberSize: Int) -> [UInt8] {
        var one = FileTree()
        one["m"] = [UInt8](repeating: 0x20, count: memberSize)
        let single = ArchiveReader.write(one, as: .zip)
        // The single member's local header: CRC-32 at 14, sizes at 18 and 22, name and extra lengths at 26.
        func field32(_ offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(single[offset + $1]) << (8 * UInt32($1)) }
        }
        let crc = field32(14)
        let compressedSize = Int(field32(18))
        let headerLength = 30 + Int(single[26]) + Int(single[27]) << 8 + Int(single[28]) + Int(single[29]) << 8
        let data = Array(single[headerLength..<(headerLength + compressedSize)])
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        func append16(_ value: Int, to bytes: inout [UInt8]) {
            bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func append32(_ value: UInt32, to bytes: inout [UInt8]) {
            bytes += (0..<4).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) }
        }
        for index in 0..<members {
            let name = Array("member\(index).json".utf8)
            let offset = UInt32(archive.count)
            append32(0x0403_4B50, to: &archive)
            for value in [20, 0, 8, 0, 0] { append16(value, to: &archive) }
            append32(crc, to: &archive)
            append32(UInt32(compressedSize), to: &archive)
            append32(UInt32(memberSize), to: &archive)
            append16(name.count, to: &archive)
            append16(0, to: &archive)
            archive += name + data
            append32(0x0201_4B50, to: &directory)
            for value in [20, 20, 0, 8, 0, 0] { append16(value, to: &directory) }
            append32(crc, to: &directory)
            append32(UInt32(compressedSize), to: &directory)
            append32(UInt32(memberSize), to: &directory)
            for value in [name.count, 0, 0, 0, 0] { append16(value, to: &directory) }
            append32(0, to: &directory)
            append32(offset, to: &directory)
            directory += name
        }
        let directoryOffset = UInt32(archive.count)
        archive += directory
        append32(0x0605_4B50, to: &archive)
        for value in [0, 0, members, members] { append16(value, to: &archive) }
        append32(UInt32(directory.count), to: &archive)
        append32(directoryOffset, to: &archive)
        append16(0, to: &archive)
        return archive
    }
}
