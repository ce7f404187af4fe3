import GlossaFormats

/// Which of the catalogs of one locale and table wins per key: a catalog of higher precedence wins over
/// one of lower precedence whatever order they were given in; among catalogs of equal precedence the
/// later given wins (bundled files, then downloaded updates).
///
/// On Apple platforms a table's `.strings` and `.stringsdict` files are one table in which the
/// `.stringsdict` entry of a key in both wins. A catalog read from a `.strings` file therefore has
/// ``stringsFile`` precedence, below every other catalog of its table: the `.stringsdict` catalog wins
/// over it in either order, and a catalog downloaded later still wins over both bundled files (which it
/// would not if `.stringsdict` catalogs ranked above ``standard``).
public enum CatalogPrecedence: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The entries of an Apple `.strings` file: the base of their table, giving way per key to its other
    /// catalogs (the `.stringsdict` beside it, a String Catalog, an update).
    case stringsFile
    /// Every other catalog: `.stringsdict` files, String Catalogs, the other formats, catalogs built in code.
    case standard

    /// The precedence of entries read from `path` (a document entry's table: `ru.lproj/Localizable.strings`),
    /// by GlossaFormats' statement of the rule (`TableLocation.givesWay(file:)`).
    init(file path: String?) {
        self = TableLocation.givesWay(file: path) ? .stringsFile : .standard
    }

    /// Whether `lhs` gives way to `rhs`.
    public static func < (lhs: CatalogPrecedence, rhs: CatalogPrecedence) -> Bool { lhs.rawValue < rhs.rawValue }
}
