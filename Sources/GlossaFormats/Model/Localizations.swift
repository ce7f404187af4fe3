/// The localizations of one entry, keyed by locale, in insertion order.
///
/// Stored as one array of pairs: entries have a handful of locales, so a linear lookup is cheaper than
/// hashing and keeps one allocation per entry, which matters when a catalog of 10,000 keys is loaded.
public struct Localizations: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    private var pairs: [(locale: String, localization: Localization)]

    /// No localizations.
    public init() {
        pairs = []
    }

    /// Localizations in the literal's order.
    public init(dictionaryLiteral elements: (String, Localization)...) {
        self.init()
        for (locale, localization) in elements { self[locale] = localization }
    }

    /// The locales, in order.
    public var locales: [String] { pairs.map(\.locale) }

    /// The localization for `locale`; setting `nil` removes it, setting a new locale appends it.
    public subscript(locale: String) -> Localization? {
        get { pairs.first { $0.locale == locale }?.localization }
        set {
            let index = pairs.firstIndex { $0.locale == locale }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].localization = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((locale, value))
            case (nil, nil): break
            }
        }
    }

    /// How many locales have a localization.
    public var count: Int { pairs.count }
    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Sorts the locales with `areInIncreasingOrder`.
    public mutating func sortLocales(by areInIncreasingOrder: (String, String) -> Bool) {
        pairs.sort { areInIncreasingOrder($0.locale, $1.locale) }
    }

    /// The `(locale, localization)` pairs in order.
    public func makeIterator() -> IndexingIterator<[(locale: String, localization: Localization)]> {
        pairs.makeIterator()
    }

    /// Equal when the same locales have the same localizations, in any order (formats order locales
    /// differently: a String Catalog sorts them, a TML release lists them by folder).
    public static func == (lhs: Localizations, rhs: Localizations) -> Bool {
        lhs.pairs.count == rhs.pairs.count && lhs.pairs.allSatisfy { rhs[$0.locale] == $0.localization }
    }

    /// Hashes the locales and localizations, independently of their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pairs.count)
        for pair in pairs.sorted(by: { $0.locale < $1.locale }) {
            hasher.combine(pair.locale)
            hasher.combine(pair.localization)
        }
    }
}
