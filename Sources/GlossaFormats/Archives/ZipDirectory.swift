extension ZipArchive {
    /// A file member of a zip archive as its central directory declares it, checked against the file
    /// and the ``ReadLimits`` before anything is inflated.
    public struct Entry: Sendable, Hashable {
        /// The member's path, validated (relative, no `..`).
        public let path: String
        /// The uncompressed size the archive declares; inflating never produces more.
        public let size: Int
        /// The compressed size the archive declares.
        public let compressedSize: Int
        /// 0 (stored) or 8 (DEFLATE).
        let method: Int
        /// The CRC-32 the archive declares, checked after inflating.
        let crc: UInt32
        /// Where the member's data starts in the archive.
        let dataStart: Int
    }

    /// The central directory of a zip archive, read and checked in full before any member is inflated,
    /// and the members read from it one at a time.
    ///
    /// Creating a directory refuses the archive, with an error naming the member and the limit, for
    /// everything the reader can tell from the declared sizes: a member over
    /// ``ReadLimits/maximumFileSize``, a declared total over ``ReadLimits/maximumTotalSize``, more members
    /// than ``ReadLimits/maximumFileCount``, a declared expansion over
    /// ``ReadLimits/maximumCompressionRatio``, as well as unsafe paths, symbolic links, encryption,
    /// unsupported compression methods and offsets outside the file. Nothing has been inflated then, so
    /// a refused archive costs a pass over its directory.
    ///
    /// ``members()`` then inflates one member at a time: it holds nothing but the archive's bytes, so the
    /// memory of reading is the archive plus the member being read, whatever the number of members.
    /// While inflating, a member that produces more than its declared size (a header that lies) is
    /// refused as soon as it passes it, and each member's CRC-32 is checked.
    public struct Directory: Sendable {
        /// The file members, in the order of the central directory (folders left out).
        public let entries: [Entry]
        /// Warnings: members whose path appears more than once (the later copy is used).
        public let diagnostics: [FormatDiagnostic]
        private let bytes: [UInt8]
        private let limits: ReadLimits
        private let fileName: String?

        /// Reads and checks the central directory of `bytes` (see ``Directory``).
        ///
        /// - Throws: ``FormatError`` naming the member and what is wrong; `.limit` for the limits,
        ///   `.unsafeArchiveMember` for paths and links, `.syntax` for a corrupt or unsupported archive.
        public init(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil) throws(FormatError) {
            self.bytes = bytes
            self.limits = limits
            self.fileName = fileName
            (entries, diagnostics) = try Self.entries(of: bytes, limits: limits, fileName: fileName)
        }

        /// The entries that count: of a path that appears more than once, its last entry, in archive
        /// order. Earlier copies need never be inflated.
        var lastCopies: [Entry] {
            var last: [String: Int] = [:]
            for (index, entry) in entries.enumerated() { last[entry.path] = index }
            return entries.enumerated().filter { last[$0.element.path] == $0.offset }.map(\.element)
        }

        /// The sum of the declared sizes of the members.
        public var declaredTotalSize: Int { entries.reduce(0) { $0 + $1.size } }

        /// The members, inflated one at a time, each checked against its declared size and CRC-32.
        public func members() -> Members { Members(directory: self) }

        /// The members of a ``Directory`` in order, each inflated when asked for and not kept: the
        /// iterator holds no member's bytes once it has returned them.
        public struct Members: Sendable {
            private let directory: Directory
            private var index = 0

            init(directory: Directory) { self.directory = directory }

            /// The next member and its bytes, or `nil` after the last.
            ///
            /// - Throws: ``FormatError`` naming the member: data that expands beyond its declared size or
            ///   the ratio limit, corrupt DEFLATE data, or a CRC-32 mismatch.
            public mutating func next() throws(FormatError) -> (entry: Entry, bytes: [UInt8])? {
                guard index < directory.entries.count else { return nil }
                let entry = directory.entries[index]
                index += 1
                return (entry, try directory.contents(of: entry))
            }
        }

        /// The bytes of `entry`, inflated and checked.
        func contents(of entry: Entry) throws(FormatError) -> [UInt8] {
            let path = entry.path
            let data: [UInt8]
            switch entry.method {
            case 0:
                data = Array(bytes[entry.dataStart..<(entry.dataStart + entry.size)])
            default:
                var inflater = Inflater(
                    input: bytes, start: entry.dataStart, end: entry.dataStart + entry.compressedSize,
                    maximumOutput: entry.size, maximumRatio: limits.maximumCompressionRatio)
                do {
                    data = try inflater.inflate(expectedSize: entry.size)
                } catch {
                    if error.exceedsOutput {
                        throw fail(
                            "\"\(path)\": its data expands beyond the \(entry.size) bytes its header declares (corrupt or forged)"
                        )
                    }
                    throw fail("\"\(path)\": \(error.message)", kind: error.isLimit ? .limit : .syntax)
                }
                guard data.count == entry.size else {
                    throw fail(
                        "\"\(path)\": its data expands to \(data.count) bytes, not the \(entry.size) its header declares (corrupt)"
                    )
                }
            }
            guard CRC32.checksum(data) == entry.crc else {
                throw fail("\"\(path)\": CRC-32 mismatch, the data is corrupt")
            }
            return data
        }

        private func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            FormatError(kind, "zip: \(message)", file: fileName)
        }

        // The checks of the central directory, in one pass over it.
        private static func entries(of bytes: [UInt8], limits: ReadLimits, fileName: String?) throws(FormatError) -> (
            [Entry], [FormatDiagnostic]
        ) {
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
            guard end >= 0 else {
                throw fail("no end-of-central-directory record (truncated or not a zip archive)")
            }
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
                throw fail(
                    "the archive declares \(entryCount) members, over the limit of \(limits.maximumFileCount) members",
                    kind: .limit)
            }
            var entries: [Entry] = []
            var diagnostics: [FormatDiagnostic] = []
            var seen: Set<String> = []
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
                guard position + 46 + nameLength <= end else {
                    throw fail("corrupt central directory at byte \(position)")
                }
                let name = String(decoding: bytes[(position + 46)..<(position + 46 + nameLength)], as: UTF8.self)
                position += 46 + nameLength + extraLength + commentLength
                if madeBy == 3, (external >> 16) & 0o170000 == 0o120000 {
                    throw fail(
                        "refused the archive member \"\(name)\": symbolic links are not allowed",
                        kind: .unsafeArchiveMember)
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
                guard method == 0 || method == 8 else {
                    throw fail(
                        "\"\(path)\" uses compression method \(method); only stored (0) and DEFLATE (8) are supported")
                }
                if let refusal = limits.refusal(ofMember: path, size: size, total: &total) {
                    throw fail(refusal, kind: .limit)
                }
                if size > 1 << 20, size / max(compressedSize, 1) > limits.maximumCompressionRatio {
                    throw fail(
                        "\"\(path)\" claims to expand \(size / max(compressedSize, 1)) times, over the limit of \(limits.maximumCompressionRatio) (a decompression bomb?)",
                        kind: .limit)
                }
                if method == 0, compressedSize != size {
                    throw fail(
                        "\"\(path)\" is stored, but declares \(compressedSize) bytes stored and \(size) bytes of data")
                }
                guard localOffset + 30 <= bytes.count, u32(localOffset) == 0x0403_4B50 else {
                    throw fail("\"\(path)\": its local header is missing or corrupt")
                }
                let dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28)
                guard dataStart + compressedSize <= bytes.count else {
                    throw fail("\"\(path)\": its data runs past the end of the file (truncated)")
                }
                if !seen.insert(path).inserted {
                    diagnostics.append(
                        FormatDiagnostic(
                            .warning, .duplicateKey, "\"\(path)\" appears twice in the archive; the later copy is used",
                            file: fileName))
                }
                entries.append(
                    Entry(
                        path: path, size: size, compressedSize: compressedSize, method: method, crc: crc,
                        dataStart: dataStart))
            }
            return (entries, diagnostics)
        }
    }
}
