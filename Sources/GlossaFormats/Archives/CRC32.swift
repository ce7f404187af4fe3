/// CRC-32 (ISO 3309, the polynomial gzip and zip use), computed eight bytes at a time ("slicing by
/// eight": eight 256-entry tables, one per byte position, so that one step folds in a 64-bit group).
///
/// Every byte of an archive member passes through here, so the checksum is a large part of reading a
/// zip or gzip file: one table step per byte made it about three quarters of a member's read time.
struct CRC32 {
    /// Table `k` (entries `256 * k ..< 256 * (k + 1)`) holds the CRC of a byte followed by `k` zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 0..<256 {
            for slice in 1..<8 {
                let previous = tables[256 * (slice - 1) + index]
                tables[256 * slice + index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    private(set) var value: UInt32 = 0

    /// Folds `bytes` into the checksum.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var crc = ~value
        let count = bytes.count
        var index = 0
        Self.tables.withUnsafeBufferPointer { table in
            while count - index >= 8 {
                let low =
                    crc
                    ^ (UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                        | UInt32(bytes[index + 3]) << 24)
                let high =
                    UInt32(bytes[index + 4]) | UInt32(bytes[index + 5]) << 8 | UInt32(bytes[index + 6]) << 16
                    | UInt32(bytes[index + 7]) << 24
                crc =
                    table[1792 + Int(low & 0xFF)] ^ table[1536 + Int(low >> 8 & 0xFF)]
                    ^ table[1280 + Int(low >> 16 & 0xFF)] ^ table[1024 + Int(low >> 24)]
                    ^ table[768 + Int(high & 0xFF)] ^ table[512 + Int(high >> 8 & 0xFF)]
                    ^ table[256 + Int(high >> 16 & 0xFF)] ^ table[Int(high >> 24)]
                index += 8
            }
            while index < count {
                crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        value = ~crc
    }

    /// Folds `bytes` into the checksum.
    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
