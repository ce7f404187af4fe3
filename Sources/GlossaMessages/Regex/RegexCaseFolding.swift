/// Unicode simple case folding of single scalars, used by case-insensitive matching.
///
/// A scalar folds to the lowercase of its uppercase when both mappings are single scalars (so `ſ`, `s`
/// and `S` all fold to `s`, `ς` and `Σ` to `σ`, `Ё` to `ё`); scalars whose mappings expand to several
/// scalars (`ß` → `SS`) keep the single-scalar part of the mapping that exists, or themselves.
enum RegexCaseFolding {
    /// The case-folded form of `value`.
    static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 {
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let upper = singleScalar(scalar.properties.uppercaseMapping) ?? scalar
        let lower = singleScalar(upper.properties.lowercaseMapping) ?? upper
        return lower.value
    }

    /// The simple uppercase form of `value` (itself when the mapping is not a single scalar).
    static func uppercase(_ value: UInt32) -> UInt32 {
        if value < 0x80 {
            return (0x61...0x7A).contains(value) ? value - 0x20 : value
        }
        guard let scalar = Unicode.Scalar(value) else { return value }
        return (singleScalar(scalar.properties.uppercaseMapping) ?? scalar).value
    }

    private static func singleScalar(_ mapping: String) -> Unicode.Scalar? {
        var scalars = mapping.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }
}
