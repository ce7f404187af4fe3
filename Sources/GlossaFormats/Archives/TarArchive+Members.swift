extension TarArchive {
    /// The file members of a tar or tar.gz archive, read in order from its headers, each checked as its
    /// header is read: tar has no directory to check first, so the limits are enforced one header at a
    /// time, before the member's data is read, and a tar.gz is inflated only as far as the reader goes.
    ///
    /// ``next()`` refuses, with an error naming the member: a member over
    /// ``ReadLimits/maximumFileSize``; the member that brings the total past
    /// ``ReadLimits/maximumTotalSize``; the member past ``ReadLimits/maximumFileCount``; unsafe paths,
    /// links, devices and FIFOs; bad header checksums. Nothing beyond a limit is inflated: the data of
    /// a refused member is never read. A member's data is read by ``data()`` or, if the caller does not
    /// ask for it, skipped (inflated and dropped a piece at a time) by the next call to ``next()``, so
    /// the reader holds at most the member asked for.
    struct Members {
        /// A file member: its validated path and its size.
        struct Member {
            let path: String
            let size: Int
        }

        private var input: Input
        private let limits: ReadLimits
        private let fileName: String?
        /// How many bytes of the tar have been read.
        private var position = 0
        /// The data and padding of the member last returned that have not been read.
        private var pendingData = 0
        private var pendingPadding = 0
        private var current: Member?
        private var paths: Set<String> = []
        private var total = 0
        private var isAtEnd = false
        /// Warnings: paths that appear more than once (the later copy is the one that counts).
        private(set) var diagnostics: [FormatDiagnostic] = []

        /// The members of the archive `bytes` of `kind` (`.tar` or `.tarGZip`).
        ///
        /// - Throws: ``FormatError`` if a tar.gz does not start with a gzip header.
        init(_ bytes: [UInt8], kind: ArchiveKind, limits: ReadLimits, fileName: String?) throws(FormatError) {
            input = try Input(bytes, kind: kind, limits: limits, fileName: fileName)
            self.limits = limits
            self.fileName = fileName
        }

        /// The next file member, or `nil` after the last; folders and metadata (pax records, GNU long
        /// names) are read on the way.
        ///
        /// - Throws: ``FormatError`` naming the member (see ``Members``).
        mutating func next() throws(FormatError) -> Member? {
            try skipPending()
            var longName: String?
            var paxPath: String?
            while !isAtEnd {
                let headerStart = position
                let header = try read(512)
                if header.isEmpty || header.allSatisfy({ $0 == 0 }) {
                    // At the start, the end of an empty archive is both its zero blocks (one zero
                    // block alone is not a tar).
                    if headerStart == 0 {
                        guard header.count == 512, try isEmptyEnd() else { throw notATar() }
                    }
                    isAtEnd = true
                    break
                }
                guard header.count == 512 else {
                    guard headerStart > 0 else { throw notATar() }
                    throw fail("truncated: the archive ends inside a header")
                }
                guard TarArchive.checksumMatches(header, at: 0) else {
                    guard headerStart > 0 else { throw notATar() }
                    throw fail("bad header checksum at byte \(headerStart): the archive is corrupt or not a tar file")
                }
                let type = header[156]
                guard let size = TarArchive.number(header, 124, 12), size >= 0 else {
                    throw fail("unreadable size in the header at byte \(headerStart)")
                }
                var name = TarArchive.string(header, position: 0, offset: 0, length: 100)
                let prefix = TarArchive.string(header, position: 0, offset: 345, length: 155)
                if header[257..<262].elementsEqual("ustar".utf8), !prefix.isEmpty { name = prefix + "/" + name }
                if let long = longName {
                    name = long
                    longName = nil
                }
                if let pax = paxPath {
                    name = pax
                    paxPath = nil
                }
                let padding = (512 - size % 512) % 512
                switch type {
                case UInt8(ascii: "L"):
                    longName = String(
                        decoding: try metadata(name, size: size, padding: padding).prefix { $0 != 0 }, as: UTF8.self)
                    continue
                case UInt8(ascii: "x"):
                    paxPath = TarArchive.paxRecords(try metadata(name, size: size, padding: padding))["path"]
                    continue
                case UInt8(ascii: "g"):
                    try skip(size + padding, member: name)
                    continue
                case UInt8(ascii: "5"):
                    if let refused = ArchivePath.refusalOfDirectory(name) {
                        throw fail(refused.message, kind: .unsafeArchiveMember)
                    }
                    try skip(size + padding, member: name)
                    continue
                case UInt8(ascii: "0"), 0, UInt8(ascii: "7"):
                    break
                case UInt8(ascii: "1"), UInt8(ascii: "2"):
                    throw fail(
                        "refused the archive member \"\(name)\": links are not allowed", kind: .unsafeArchiveMember)
                default:
                    throw fail(
                        "refused the archive member \"\(name)\": type '\(Character(Unicode.Scalar(type)))' is not a regular file",
                        kind: .unsafeArchiveMember)
                }
                let path: String
                switch ArchivePath.validate(name) {
                case .success(let valid): path = valid
                case .failure(let refused): throw fail(refused.message, kind: .unsafeArchiveMember)
                }
                try checkLimits(path, size: size)
                pendingData = size
                pendingPadding = padding
                current = Member(path: path, size: size)
                return current
            }
            return nil
        }

        /// The data of the member ``next()`` last returned (once).
        ///
        /// - Throws: ``FormatError`` naming the member if the archive ends inside it.
        mutating func data() throws(FormatError) -> [UInt8] {
            guard let current, pendingData == current.size else { return [] }
            pendingData = 0
            return try read(current.size, member: current.path)
        }

        /// Reads what is left after the archive's end (of a tar.gz, checking its CRC-32s and sizes).
        mutating func finish() throws(FormatError) {
            try skipPending()
            try input.finish()
        }

        private mutating func checkLimits(_ path: String, size: Int) throws(FormatError) {
            if let refusal = limits.refusal(ofMember: path, size: size, total: &total) {
                throw fail(refusal, kind: .limit)
            }
            if paths.contains(path) {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .duplicateKey, "\"\(path)\" appears twice in the archive; the later copy is used",
                        file: fileName))
            } else if paths.count >= limits.maximumFileCount {
                throw fail(
                    "\"\(path)\" is member \(paths.count + 1), over the limit of \(limits.maximumFileCount) members",
                    kind: .limit)
            } else {
                paths.insert(path)
            }
        }

        /// The data of a metadata member (a pax header, a GNU long name), within the size limit.
        private mutating func metadata(_ name: String, size: Int, padding: Int) throws(FormatError) -> [UInt8] {
            guard size <= limits.maximumFileSize else {
                throw fail(
                    "the metadata of \"\(name)\" declares \(size) bytes, over the limit of \(limits.maximumFileSize) bytes a member",
                    kind: .limit)
            }
            let data = try read(size, member: name)
            try skip(padding, member: nil)
            return data
        }

        private mutating func skipPending() throws(FormatError) {
            if pendingData > 0 { try skip(pendingData, member: current?.path) }
            if pendingPadding > 0 { try skip(pendingPadding, member: nil) }
            pendingData = 0
            pendingPadding = 0
        }

        /// Reads `count` bytes; fewer only at the end of the archive (an error when `member` names
        /// what they belong to).
        private mutating func read(_ count: Int, member: String? = nil) throws(FormatError) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count)
            let read = try input.take(count) { bytes += $0 }
            position += read
            if read < count, let member { throw truncated(member, count) }
            return bytes
        }

        /// Skips `count` bytes; the end of the archive inside them is an error when `member` names what
        /// they belong to (padding may be cut short).
        private mutating func skip(_ count: Int, member: String?) throws(FormatError) {
            let skipped = try input.take(count) { _ in }
            position += skipped
            if skipped < count {
                if let member { throw truncated(member, count) }
                isAtEnd = true
            }
        }

        /// Whether the block after the first is all zeros too: the end-of-archive marker of an archive
        /// without members (``TarArchive/isEmptyTar(_:)``).
        private mutating func isEmptyEnd() throws(FormatError) -> Bool {
            let block = try read(512)
            return block.count == 512 && block.allSatisfy { $0 == 0 }
        }

        private func truncated(_ member: String, _ count: Int) -> FormatError {
            fail("truncated: \"\(member)\" needs \(count) bytes but the archive ends first")
        }

        private func notATar() -> FormatError {
            fail("the data is not a tar archive (no valid header at its start)")
        }

        private func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            FormatError(kind, "tar: \(message)", file: fileName)
        }
    }
}
