extension TarArchive {
    /// The bytes of a tar archive, in order: the archive itself, or a tar.gz inflated a piece at a time
    /// as it is read (`GZip.Stream`), so that nothing holds the whole tar.
    struct Input {
        /// The tar archive, when it is not compressed.
        private let tar: [UInt8]
        private var position = 0
        private var gzip: GZip.Stream?

        /// The input of the archive `bytes` of `kind` (`.tar` or `.tarGZip`). A tar.gz may inflate to
        /// at most ``streamLimit(_:)`` bytes, within the ratio limit.
        init(_ bytes: [UInt8], kind: ArchiveKind, limits: ReadLimits, fileName: String?) throws(FormatError) {
            if kind == .tarGZip {
                tar = []
                gzip = try GZip.Stream(
                    bytes, maximumOutput: TarArchive.streamLimit(limits),
                    maximumRatio: limits.maximumCompressionRatio, fileName: fileName)
            } else {
                tar = bytes
            }
        }

        /// Hands the next `count` bytes to `body`, a piece at a time.
        ///
        /// - Returns: how many bytes were handed: fewer than `count` only at the end of the archive.
        mutating func take(_ count: Int, into body: (ArraySlice<UInt8>) -> Void) throws(FormatError) -> Int {
            if gzip != nil { return try gzip?.take(count, into: body) ?? 0 }
            let available = min(count, tar.count - position)
            if available > 0 { body(tar[position..<(position + available)]) }
            position += available
            return available
        }

        /// Reads what is left after the archive's end (of a tar.gz, inflating it and checking its
        /// CRC-32s and sizes; bounded by the same limits).
        mutating func finish() throws(FormatError) {
            try gzip?.finish()
        }
    }

    /// The most bytes a tar.gz may inflate to: the files' ``ReadLimits/maximumTotalSize`` and, for their
    /// headers, padding and metadata (pax records, GNU long names, folders), 2 KiB a file of
    /// ``ReadLimits/maximumFileCount``. The files' own limits are checked on each header first, so this
    /// limit only stops an archive made of little but headers.
    static func streamLimit(_ limits: ReadLimits) -> Int {
        let (overhead, overflow) = limits.maximumFileCount.multipliedReportingOverflow(by: 2048)
        let (total, sumOverflow) = limits.maximumTotalSize.addingReportingOverflow(overhead)
        return overflow || sumOverflow ? Int.max : total
    }
}
