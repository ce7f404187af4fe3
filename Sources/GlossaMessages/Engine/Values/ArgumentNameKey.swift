/// An argument name's UTF-8 length and first eight bytes: what a render compares before the names.
///
/// Keys are made where names are added (``MessageArguments``) or compiled (a program's slots), so a
/// render finding its slots compares two machine words per argument instead of two `String`s. Equal
/// keys of names of at most eight bytes mean the same bytes, so those names are equal without
/// comparing them; longer names with equal keys are compared as `String`s. Different keys mean
/// different bytes, which for names that are not both ASCII can still be canonically equivalent
/// names: ``MessageArguments`` looks for those apart.
struct ArgumentNameKey: Equatable, Sendable {
    /// The name's length in UTF-8 bytes.
    let length: Int
    /// The name's first eight UTF-8 bytes, the first in the lowest byte (zero past the end).
    let prefix: UInt64

    /// The key of `name`, read in place where the string keeps its UTF-8 contiguously (native and
    /// small strings do).
    init(_ name: String) {
        if let key = name.utf8.withContiguousStorageIfAvailable(Self.init(utf8:)) {
            self = key
            return
        }
        self.init(utf8: Array(name.utf8))
    }

    /// The key of the name whose UTF-8 is `bytes`.
    init(utf8 bytes: some Collection<UInt8>) {
        var prefix: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes.prefix(8) {
            prefix |= UInt64(byte) &<< shift
            shift &+= 8
        }
        length = bytes.count
        self.prefix = prefix
    }

    /// Whether names with equal keys have the same bytes (and are therefore equal) without a look at
    /// the rest: the whole name is in ``prefix``.
    @inline(__always)
    var coversName: Bool { length <= 8 }
}
