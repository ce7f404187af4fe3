/// zip archives (stored and DEFLATE members), read into a ``FileTree`` and written from one.
///
/// Reading trusts nothing: every offset and size is checked against the file, members are found
/// through the central directory, and the reader refuses, with an error naming the member, paths that
/// are absolute or contain `..`, symbolic links, encrypted members, compression methods other than
/// stored and DEFLATE, CRC mismatches, sizes over the ``ReadLimits`` and expansion ratios over
/// ``ReadLimits/maximumCompressionRatio``. Everything the declared sizes tell is checked for the whole
/// archive before the first member is inflated (``Directory``); while inflating, a member may produce
/// neither more than its declared size nor more than the ratio allows. ZIP64 archives are refused.
public enum ZipArchive {
    /// Whether `bytes` start like a zip archive.
    public static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && (bytes[2] == 3 || bytes[2] == 5)
            && (bytes[3] == 4 || bytes[3] == 6)
    }

    /// Reads every file in `bytes` into memory: the ``Directory`` is checked first, then each member is
    /// inflated (of a path that appears more than once, only its last copy, the one that counts). To
    /// read members one at a time instead, see ``ArchiveMembers``.
    public static func read(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        let directory = try Directory(bytes, limits: limits, fileName: fileName)
        var files = FileTree()
        for entry in directory.lastCopies { files[entry.path] = try directory.contents(of: entry) }
        return (files, directory.diagnostics)
    }

    /// The archive for `files`: each member DEFLATE-compressed, or stored when that is not smaller.
    public static func write(_ files: FileTree) -> [UInt8] {
        var output: [UInt8] = []
        var directory: [UInt8] = []
        for path in files.paths {
            let data = files[path] ?? []
            let compressed = Deflater.compress(data)
            let useDeflate = compressed.count < data.count
            let payload = useDeflate ? compressed : data
            let crc = CRC32.checksum(data)
            let name = Array(path.utf8)
            let offset = output.count
            func common(_ bytes: inout [UInt8]) {
                GZip.appendUInt16(20, to: &bytes)  // version needed
                GZip.appendUInt16(0x0800, to: &bytes)  // UTF-8 names
                GZip.appendUInt16(useDeflate ? 8 : 0, to: &bytes)
                GZip.appendUInt16(0, to: &bytes)  // time
                GZip.appendUInt16(0x21, to: &bytes)  // date: 1980-01-01
                GZip.appendUInt32(crc, to: &bytes)
                GZip.appendUInt32(UInt32(payload.count), to: &bytes)
                GZip.appendUInt32(UInt32(data.count), to: &bytes)
                GZip.appendUInt16(UInt16(name.count), to: &bytes)
                GZip.appendUInt16(0, to: &bytes)  // extra
            }
            GZip.appendUInt32(0x0403_4B50, to: &output)
            common(&output)
            output += name
            output += payload
            GZip.appendUInt32(0x0201_4B50, to: &directory)
            GZip.appendUInt16(0x0314, to: &directory)  // made by: Unix, 2.0
            common(&directory)
            GZip.appendUInt16(0, to: &directory)  // comment
            GZip.appendUInt16(0, to: &directory)  // disk
            GZip.appendUInt16(0, to: &directory)  // internal attributes
            GZip.appendUInt32(0o100644 << 16, to: &directory)
            GZip.appendUInt32(UInt32(offset), to: &directory)
            directory += name
        }
        let directoryOffset = output.count
        output += directory
        GZip.appendUInt32(0x0605_4B50, to: &output)
        GZip.appendUInt16(0, to: &output)
        GZip.appendUInt16(0, to: &output)
        GZip.appendUInt16(UInt16(files.count), to: &output)
        GZip.appendUInt16(UInt16(files.count), to: &output)
        GZip.appendUInt32(UInt32(directory.count), to: &output)
        GZip.appendUInt32(UInt32(directoryOffset), to: &output)
        GZip.appendUInt16(0, to: &output)
        return output
    }
}
