/// Copies bytes between the buffers renders write into.
enum ByteCopy {
    /// Copies `count` bytes (at least one) from `source` to `destination`. Short pieces (most literals
    /// and values) are copied inline as two overlapping words, half-words or bytes: cheaper than a
    /// call to `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count <= 16 else {
            destination.update(from: source, count: count)
            return
        }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 8 {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8,
                as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4,
                as: UInt32.self)
        } else {
            destination[0] = source[0]
            destination[count &- 1] = source[count &- 1]
            if count == 3 { destination[1] = source[1] }
        }
    }
}
