/// zip archives (stored and DEFLATE members), read into a ``FileTree`` and written from one.
///
/// Reading trusts nothing: every offset and size is checked against the file, members are found
/// through the central directory, and the reader refuses, with an error naming the member, paths that
/// are absolute or contain `..`, symbolic links, encrypted members, compression methods other than
/// stored and DEFLATE, CRC mismatches, sizes over the ``ReadLimits`` and expansion ratios over
/// ``ReadLimits/maximumCompressionRatio`` (checked from the declared sizes before inflating and again
/// while inflating). ZIP64 archives are refused.
public enum ZipArchive {
    /// Whether `bytes` start like a zip archive.
    public static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && (bytes[2] == 3 || bytes[2] == 5)
            && (bytes[3] == 4 || bytes[3] == 6)
    }

    /// Reads every file in `bytes`.
    public static func read(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil)
        throws(FormatError) -> (files: FileTree, diagnostics: [FormatDiagnostic])
    {
        func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            FormatError(kind, "zip: \(message)", file: fileName)
        }
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func u32(_ offset: Int) -> Int { Int(GZip.readUInt32(bytes, offset)) }

        guard bytes.count >= 22 else { throw fail("too short to be a zip archive (truncated?)") }
        var end = -1
        var candidate = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while candidate >= lowest {
            if bytes[candidate] == 0x50, bytes[candidate + 1] == 0x4B, bytes[candidate + 2] == 5,
                bytes[candidate + 3] == 6
            {
                end = candidate
                break
            }
            candidate -= 1
        }
        guard end >= 0 else { throw fail("no end-of-central-directory record (truncated or not a zip archive)") }
        let entryCount = u16(end + 10)
        let directorySize = u32(end + 12)
        let directoryOffset = u32(end + 16)
        if entryCount == 0xFFFF || directoryOffset == 0xFFFF_FFFF || directorySize == 0xFFFF_FFFF {
            throw fail("ZIP64 archives are not supported")
        }
        guard directoryOffset + directorySize <= end else {
            throw fail("the central directory lies outside the file (truncated or corrupt)")
        }
        guard entryCount <= limits.maximumFileCount else {
            throw fail("\(entryCount) members, over the limit of \(limits.maximumFileCount)", kind: .limit)
        }
        var files = FileTree()
        var diagnostics: [FormatDiagnostic] = []
        var position = directoryOffset
        var total = 0
        for _ in 0..<entryCount {
            guard position + 46 <= end, u32(position) == 0x0201_4B50 else {
                throw fail("corrupt central directory at byte \(position)")
            }
            let madeBy = u16(position + 4) >> 8
            let flags = u16(position + 8)
            let method = u16(position + 10)
            let crc = UInt32(u32(position + 16))
            let compressedSize = u32(position + 20)
            let size = u32(position + 24)
            let nameLength = u16(position + 28)
            let extraLength = u16(position + 30)
            let commentLength = u16(position + 32)
            let external = u32(position + 38)
            let localOffset = u32(position + 42)
            guard position + 46 + nameLength <= end else { throw fail("corrupt central directory at byte \(position)") }
            let name = String(decoding: bytes[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self)
            position += 46 + nameLength + extraLength + commentLength
            if madeBy == 3, (external >> 16) & 0o170000 == 0o120000 {
                throw fail(
                    "refused the archive member \"\(name)\": symbolic links are not allowed", kind: .unsafeArchiveMember
                )
            }
            if name.hasSuffix("/") {
                if let refused = ArchivePath.refusalOfDirectory(name) {
                    throw fail(refused.message, kind: .unsafeArchiveMember)
                }
                continue
            }
            let path: String
            switch ArchivePath.validate(name) {
            case .success(let valid): path = valid
            case .failure(let refused): throw fail(refused.message, kind: .unsafeArchiveMember)
            }
            guard flags & 1 == 0 else {
                throw fail("\"\(path)\" is encrypted; encrypted archives are not supported")
            }
            guard size <= limits.maximumFileSize else {
                throw fail(
                    "\"\(path)\" expands to \(size) bytes, over the limit of \(limits.maximumFileSize)", kind: .limit)
            }
            total += size
            guard total <= limits.maximumTotalSize else {
                throw fail("the files total more than \(limits.maximumTotalSize) bytes", kind: .limit)
            }
            if size > 1 << 20, size / max(compressedSize, 1) > limits.maximumCompressionRatio {
                throw fail(
                    "\"\(path)\" claims to expand \(size / max(compressedSize, 1)) times (a decompression bomb?)",
                    kind: .limit)
            }
            guard localOffset + 30 <= bytes.count, u32(localOffset) == 0x0403_4B50 else {
                throw fail("\"\(path)\": its local header is missing or corrupt")
            }
            let dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28)
            guard dataStart + compressedSize <= bytes.count else {
                throw fail("\"\(path)\": its data runs past the end of the file (truncated)")
            }
            let data: [UInt8]
            switch method {
            case 0:
                guard compressedSize == size else { throw fail("\"\(path)\": stored sizes disagree") }
                data = Array(bytes[dataStart..<(dataStart + size)])
            case 8:
                var inflater = Inflater(
                    input: Array(bytes[dataStart..<(dataStart + compressedSize)]), maximumOutput: size,
                    maximumRatio: limits.maximumCompressionRatio)
                do {
                    data = try inflater.inflate(expectedSize: size)
                } catch {
                    let message = error.isLimit ? "expands beyond its declared size of \(size) bytes" : error.message
                    throw fail("\"\(path)\": \(message)", kind: error.isLimit ? .limit : .syntax)
                }
                guard data.count == size else { throw fail("\"\(path)\": size mismatch, the data is corrupt") }
            default:
                throw fail(
                    "\"\(path)\" uses compression method \(method); only stored (0) and DEFLATE (8) are supported")
            }
            guard CRC32.checksum(data) == crc else { throw fail("\"\(path)\": CRC-32 mismatch, the data is corrupt") }
            if files[path] != nil {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .duplicateKey, "\"\(path)\" appears twice in the archive; the later copy is used",
                        file: fileName))
            }
            files[path] = data
        }
        return (files, diagnostics)
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
