/// The bytes an output has written: in a caller's scratch space while they fit (a render of
/// ``CompiledMessage/render(_:format:)`` lends one from the stack), else in an array, and made into a
/// `String` once at the end, so a render allocates only its result.
struct UTF8Buffer {
    private var scratch: UnsafeMutableBufferPointer<UInt8>?
    /// The bytes once they are not in scratch space; `nil` while they are, so a render that fits
    /// holds no array (nothing to release when it ends).
    private var heap: [UInt8]?
    /// Bytes written so far.
    private(set) var count = 0

    /// A buffer that grows in an array, with room for about `capacity` bytes.
    init(capacity: Int) {
        var heap: [UInt8] = []
        heap.reserveCapacity(capacity)
        self.heap = heap
    }

    /// A buffer that writes into `scratch` until it is full (into an array from the start when
    /// `scratch` is empty). The buffer must not outlive `scratch`.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        if scratch.baseAddress != nil, !scratch.isEmpty { self.scratch = scratch } else { heap = [] }
    }

    /// Appends bytes. Inlined where it is called: while the bytes fit the scratch space an append
    /// is one comparison and a copy; the rest is ``spill(_:)``.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if let scratch, let target = scratch.baseAddress, bytes.count <= scratch.count &- count {
            ByteCopy.copy(base, to: target + count, count: bytes.count)
            count &+= bytes.count
            return
        }
        spill(bytes)
    }

    /// Appends bytes that do not fit the scratch space (or when there is none): the bytes written
    /// so far move into an array first.
    @inline(never)
    private mutating func spill(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let scratch, let target = scratch.baseAddress {
            var heap: [UInt8] = []
            heap.reserveCapacity(max(scratch.count * 2, count + bytes.count))
            heap.append(contentsOf: UnsafeBufferPointer(start: target, count: count))
            self.heap = heap
            self.scratch = nil
        }
        if heap == nil { heap = [] }
        heap?.append(contentsOf: bytes)
        count += bytes.count
    }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let scratch {
            return body(UnsafeBufferPointer(rebasing: scratch[0..<count]))
        }
        guard let heap else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return heap.withUnsafeBufferPointer(body)
    }

    /// The bytes from `offset` on, as a string.
    func string(from offset: Int = 0) -> String {
        withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[min(offset, count)...]), as: UTF8.self) }
    }

    /// The bytes as a string, not validated again: for the resolver's own renders, which append
    /// only whole UTF-8 sequences (``AssembledUTF8``).
    func assembledString() -> String {
        withBytes { AssembledUTF8.string($0) }
    }

    /// Removes the bytes from `offset` on and returns them.
    mutating func removeSuffix(from offset: Int) -> [UInt8] {
        let removed = withBytes { Array($0[min(offset, count)...]) }
        if scratch == nil { heap?.removeSubrange(min(offset, count)...) }
        count = min(offset, count)
        return removed
    }
}
