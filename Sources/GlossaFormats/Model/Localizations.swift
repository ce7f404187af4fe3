/// The localizations of one entry, keyed by locale, in insertion order.
public struct Localizations: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// The locales, in order.
    public private(set) var locales: [String]
    private var values: [String: Localization]

    /// No localizations.
    public init() {
        locales = []
        values = [:]
    }

    /// Localizations in the literal's order.
    public init(dictionaryLiteral elements: (String, Localization)...) {
        self.init()
        for (locale, localization) in elements { self[locale] = localization }
    }

    /// The localization for `locale`; setting `nil` removes it, setting a new locale appends it.
    public subscript(locale: String) -> Localization? {
        get { values[locale] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: locale) == nil { locales.append(locale) }
            } else if values.removeValue(forKey: locale) != nil {
                locales.removeAll { $0 == locale }
            }
        }
    }

    /// How many locales have a localization.
    public var count: Int { locales.count }
    /// Whether there are none.
    public var isEmpty: Bool { locales.isEmpty }

    /// Sorts the locales with `areInIncreasingOrder`.
    public mutating func sortLocales(by areInIncreasingOrder: (String, String) -> Bool) {
        locales.sort(by: areInIncreasingOrder)
    }

    /// The `(locale, localization)` pairs in order.
    public func makeIterator() -> some IteratorProtocol<(locale: String, localization: Localization)> {
        let values = values
        return locales.lazy.compactMap { locale in values[locale].map { (locale, $0) } }.makeIterator()
    }
}
