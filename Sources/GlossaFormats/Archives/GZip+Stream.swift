extension GZip {
    /// The decompressed bytes of gzip data (every member, joined), read in order a piece at a time, so
    /// that a reader (``TarArchive/Members``) sees them as they are inflated and nothing holds them all.
    ///
    /// Besides the archive, a stream holds DEFLATE's 32 KiB window and at most one piece (256 KiB) of
    /// inflated bytes. Output beyond `maximumOutput` bytes in all, or beyond the ratio limit, stops it
    /// with an error before it is inflated. Each member's CRC-32 and size are checked once its bytes have
    /// all been taken: ``finish()`` reads to the end to check them all.
    struct Stream {
        private let bytes: [UInt8]
        private let maximumOutput: Int
        private let maximumRatio: Int
        private let fileName: String?
        private var inflater: Inflater
        private var crc = CRC32()
        /// The output of the members before the current one.
        private var earlierOutput = 0
        /// Whether every member has been read and checked.
        private(set) var isAtEnd = false

        /// Called as each stream is made, that is at each pass of inflation over gzip data; `nil` unless
        /// a test binds it, to count the passes a read makes (an accepted tar.gz is inflated once).
        @TaskLocal static var onStart: (@Sendable () -> Void)?

        /// A stream of the gzip data `bytes`, stopped at `maximumOutput` bytes of output and at
        /// `maximumRatio` times the compressed size once past 1 MiB.
        ///
        /// - Throws: ``FormatError`` if `bytes` does not start with a gzip header.
        init(_ bytes: [UInt8], maximumOutput: Int, maximumRatio: Int, fileName: String?) throws(FormatError) {
            self.bytes = bytes
            self.maximumOutput = maximumOutput
            self.maximumRatio = maximumRatio
            self.fileName = fileName
            Self.onStart?()
            let start = try Self.memberStart(bytes, at: 0, fileName: fileName)
            inflater = Inflater(input: bytes, start: start, maximumOutput: maximumOutput, maximumRatio: maximumRatio)
        }

        /// Hands the next `count` bytes of output to `body`, a piece at a time, inflating them as it goes.
        ///
        /// - Returns: how many bytes were handed: fewer than `count` only at the end of the data.
        /// - Throws: ``FormatError``: `.limit` past the output or ratio limit, `.syntax` for corrupt data.
        mutating func take(_ count: Int, into body: (ArraySlice<UInt8>) -> Void) throws(FormatError) -> Int {
            var handed = 0
            while handed < count, !isAtEnd {
                var crc = self.crc
                do {
                    handed += try inflater.take(count - handed) { piece in
                        piece.withUnsafeBytes { crc.update($0) }
                        body(piece)
                    }
                } catch {
                    throw fail(error.message, kind: error.isLimit ? .limit : .syntax)
                }
                self.crc = crc
                if handed < count { try nextMember() }
            }
            return handed
        }

        /// How many inflated bytes the stream holds: the window back references read and what is
        /// inflated but not yet taken.
        var retainedCount: Int { inflater.output.count }

        /// Reads the rest of the data, checking every member's CRC-32 and size.
        mutating func finish() throws(FormatError) {
            while !isAtEnd { _ = try take(Int.max) { _ in } }
        }

        /// Checks the trailer of the member just inflated and starts the next one, if any.
        private mutating func nextMember() throws(FormatError) {
            var position = inflater.position
            guard position + 8 <= bytes.count else { throw fail("truncated: the CRC-32 and size trailer is missing") }
            guard crc.value == GZip.readUInt32(bytes, position) else {
                throw fail("CRC-32 mismatch: the data is corrupt")
            }
            guard UInt32(truncatingIfNeeded: inflater.producedCount) == GZip.readUInt32(bytes, position + 4) else {
                throw fail("size mismatch: the data is corrupt")
            }
            position += 8
            earlierOutput += inflater.producedCount
            // Trailing zero padding (tape blocks) is allowed.
            while position < bytes.count, bytes[position] == 0 { position += 1 }
            guard position < bytes.count else {
                isAtEnd = true
                return
            }
            let start = try Self.memberStart(bytes, at: position, fileName: fileName)
            crc = CRC32()
            inflater = Inflater(
                input: bytes, start: start, maximumOutput: maximumOutput - earlierOutput, maximumRatio: maximumRatio)
        }

        private func fail(_ message: String, kind: FormatDiagnostic.Kind = .syntax) -> FormatError {
            GZip.failure(message, kind: kind, fileName: fileName)
        }

        /// Where the DEFLATE data of the gzip member whose header is at `position` starts.
        private static func memberStart(_ bytes: [UInt8], at start: Int, fileName: String?) throws(FormatError) -> Int {
            func fail(_ message: String) -> FormatError { GZip.failure(message, kind: .syntax, fileName: fileName) }
            var position = start
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
            return position
        }
    }

    static func failure(_ message: String, kind: FormatDiagnostic.Kind, fileName: String?) -> FormatError {
        FormatError(kind, "gzip: \(message)", file: fileName)
    }
}
