/// The bytes ``DirectRenderer`` writes: in the caller's scratch space while they fit, else in memory
/// of its own, which it frees. One comparison guards each append.
///
/// Not copyable, so the memory it may own has one owner. The outputs' ``UTF8Buffer`` is the
/// copyable counterpart (outputs are values).
struct DirectWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    private var ownsBase = false

    /// A writer into `scratch` (which must outlive it) until it is full; with no scratch space, in
    /// memory of its own from the start.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        if let base = scratch.baseAddress, scratch.count > 0 {
            self.base = base
            capacity = scratch.count
        } else {
            base = .allocate(capacity: 64)
            capacity = 64
            ownsBase = true
        }
    }

    deinit {
        if ownsBase { base.deallocate() }
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if length > capacity &- count { grow(toFit: length) }
        ByteCopy.copy(source, to: base + count, count: length)
        count &+= length
    }

    /// Appends a string's UTF-8.
    @inline(__always)
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// Appends a string's UTF-8 HTML-escaped, as ``HTMLOutput`` escapes values.
    mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0) }
        }
    }

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices {
            guard let entity = HTMLOutput.entity(for: bytes[index]) else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index &+ 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Moves the bytes into memory of its own with room for `length` more.
    @inline(never)
    private mutating func grow(toFit length: Int) {
        let newCapacity = max(capacity &* 2, count &+ length)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = newBase
        capacity = newCapacity
        ownsBase = true
    }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as a string. Every append writes whole UTF-8 sequences, so the bytes are
    /// not validated again (``AssembledUTF8``).
    func string() -> String {
        withBytes { AssembledUTF8.string($0) }
    }
}
