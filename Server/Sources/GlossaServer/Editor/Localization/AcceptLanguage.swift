import Foundation
import GlossaCLDR

/// Reads an `Accept-Language` header (RFC 9110, section 12.5.4): the languages a browser asks for,
/// most wanted first.
enum AcceptLanguage {
    /// At most this many ranges are read: a header is short in practice, and one from a hostile
    /// client costs no more than this.
    static let maximumRanges = 32

    /// The header's languages ordered by their `q` weight (highest first; equal weights keep the
    /// header's order), without `*`, ranges weighted 0 and ranges that are not language tags.
    static func parse(_ header: String) -> [LocaleIdentifier] {
        var ranges: [(language: LocaleIdentifier, weight: Double, index: Int)] = []
        let elements = header.split(separator: ",", omittingEmptySubsequences: true).prefix(maximumRanges)
        for (index, element) in elements.enumerated() {
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { continue }
            // A range whose weight cannot be read is left out rather than guessed at.
            guard let weight = Self.weight(of: parts.dropFirst()), weight > 0,
                let language = try? LocaleIdentifier(parsing: tag)
            else { continue }
            ranges.append((language, weight, index))
        }
        return ranges.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.index < $1.index }
            .map(\.language)
    }

    /// The weight the parameters give: their `q=…` (0 to 1), 1 without one, nil when it is malformed.
    private static func weight(of parameters: ArraySlice<String>) -> Double? {
        guard let parameter = parameters.first(where: { $0.lowercased().hasPrefix("q=") }) else { return 1 }
        guard let value = Double(parameter.dropFirst(2)), (0...1).contains(value) else { return nil }
        return value
    }
}
