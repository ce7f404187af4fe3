extension BoundedRegex {
    /// Flags that change how a pattern matches (the `i` and `m` of a JavaScript literal).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `i`: letters match regardless of case, by Unicode simple case folding of single scalars
        /// (so `ё` matches `Ё` and `k` matches `K`), including inside character classes.
        public static let caseInsensitive = Options(rawValue: 1 << 0)
        /// `m`: `^` and `$` also match after and before line terminators (`\n`, `\r`, U+2028, U+2029).
        public static let multiline = Options(rawValue: 1 << 1)
    }
}
