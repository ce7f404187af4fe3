import Foundation
import GlossaCLDR

/// How a locale writes numbers: digits, separators, grouping, signs and the percent pattern.
///
/// Read once per locale from Foundation's number format styles (which carry CLDR's data on every
/// platform, Linux included) and cached, so formatting an integer on the render path is a few byte
/// copies rather than a call into Foundation.
struct NumberSymbols: Sendable, Hashable {
    /// The locale's ten digits, `0` to `9`.
    let digits: [String]
    /// Whether the digits are ASCII `0`–`9` (the fast path).
    let asciiDigits: Bool
    /// Between the integer and the fraction digits.
    let decimalSeparator: String
    /// Between groups of integer digits.
    let groupingSeparator: String
    /// The size of the group nearest the decimal separator (3 nearly everywhere).
    let primaryGroupSize: Int
    /// The size of the other groups (2 in Hindi and Indian English: 12,34,567).
    let secondaryGroupSize: Int
    /// Integers grow a separator only with at least this many digits in front of the first group
    /// (2 in Spanish or Polish: 1234 but 12 345).
    let minimumGroupingDigits: Int
    /// What comes before and after the digits of a negative number.
    let minusPrefix: String
    let minusSuffix: String
    /// What comes before and after the digits of a percentage.
    let percentPrefix: String
    let percentSuffix: String
    /// The locale's currency (ISO 4217), from its region or its likely region.
    let currencyCode: String?

    /// The symbols of `locale`, read from Foundation once and cached.
    static func of(_ locale: LocaleIdentifier) -> NumberSymbols {
        cache.symbols(for: locale)
    }

    private static let cache = NumberSymbolsCache()
}

extension NumberSymbols {
    /// Reads the symbols from Foundation's format styles.
    init(locale identifier: LocaleIdentifier) {
        let locale = Locale(identifier: identifier.description)
        digits = (0...9).map { $0.formatted(.number.locale(locale)) }
        asciiDigits = digits == (0...9).map(String.init)
        let digitScalars = Set(digits.flatMap(\.unicodeScalars))
        func pieces(_ text: String) -> [(isDigits: Bool, text: String)] {
            var result: [(isDigits: Bool, text: String)] = []
            for scalar in text.unicodeScalars {
                let isDigit = digitScalars.contains(scalar)
                if let last = result.last, last.isDigits == isDigit {
                    result[result.count - 1].text.unicodeScalars.append(scalar)
                } else {
                    result.append((isDigit, String(scalar)))
                }
            }
            return result
        }
        let fraction = pieces(1.5.formatted(.number.locale(locale)))
        decimalSeparator = fraction.count == 3 ? fraction[1].text : "."
        let grouped = pieces(1_234_567.formatted(.number.locale(locale)))
        let runs = grouped.filter(\.isDigits).map { $0.text.unicodeScalars.count }
        groupingSeparator = grouped.first { !$0.isDigits }?.text ?? ""
        primaryGroupSize = runs.count > 1 ? runs[runs.count - 1] : 0
        secondaryGroupSize = runs.count > 2 ? runs[runs.count - 2] : primaryGroupSize
        minimumGroupingDigits = pieces(1_234.formatted(.number.locale(locale))).count > 1 ? 1 : 2
        let negative = pieces((-1).formatted(.number.locale(locale)))
        let minusIndex = negative.firstIndex { $0.isDigits } ?? 0
        minusPrefix = negative[..<minusIndex].map(\.text).joined()
        minusSuffix = negative[min(minusIndex + 1, negative.count)...].map(\.text).joined()
        let percent = pieces(12.formatted(.percent.locale(locale)))
        let percentIndex = percent.firstIndex { $0.isDigits } ?? 0
        percentPrefix = percent[..<percentIndex].map(\.text).joined()
        percentSuffix = percent[min(percentIndex + 1, percent.count)...].map(\.text).joined()
        currencyCode = Self.currency(of: identifier)
    }

    /// The currency of the locale's region, or of its likely region when it names none (`ru` → RUB).
    private static func currency(of identifier: LocaleIdentifier) -> String? {
        let maximized = identifier.region == nil ? identifier.maximized() : identifier
        guard let region = maximized.region else { return nil }
        return Locale(identifier: "\(maximized.language)_\(region)").currency?.identifier
    }
}

/// Symbols by locale, filled on first use.
private final class NumberSymbolsCache: @unchecked Sendable {
    private let table = Locked<[LocaleIdentifier: NumberSymbols]>([:])

    func symbols(for locale: LocaleIdentifier) -> NumberSymbols {
        if let cached = table.withLock({ $0[locale] }) { return cached }
        let symbols = NumberSymbols(locale: locale)
        table.withLock { $0[locale] = symbols }
        return symbols
    }
}
