/// Strings from bytes that are known to be valid UTF-8 because they were assembled from valid pieces.
///
/// A render writes whole pieces: literal text cut from a message at ASCII delimiters, the UTF-8 of
/// values and strings, digits, HTML entities. A concatenation of valid UTF-8 sequences is valid UTF-8,
/// so the result need not be validated again when it becomes a `String`. `String(decoding:as:)`
/// validates every byte, which for non-ASCII text (Cyrillic, CJK) costs more than the whole render
/// of the message; where the standard library offers an unchecked initializer, this uses it.
/// Debug builds still validate, so the test suites catch a writer that ever cut a sequence.
enum AssembledUTF8 {
    /// The string whose UTF-8 is `bytes`, which must be valid UTF-8 (see the type's documentation).
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(isValid(bytes), "an assembled render is not valid UTF-8")
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` is valid UTF-8 (for the debug check).
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
