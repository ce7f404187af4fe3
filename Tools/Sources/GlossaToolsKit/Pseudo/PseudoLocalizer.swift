import GlossaFormats
import GlossaLint

/// Writes pseudo-translations that keep every placeholder intact: printf conversions and `%#@name@`
/// variables, TML tokens and decoration syntax, ICU arguments, `#` and plural/select syntax,
/// MessageFormat 2 declarations, placeholders, markup, keys and escapes are code and pass through
/// unchanged; only text is altered.
public struct PseudoLocalizer: Sendable {
    /// The styles, applied in order.
    public var styles: [PseudoStyle]

    /// Creates a pseudo-localizer.
    public init(styles: [PseudoStyle]) {
        self.styles = styles
    }

    /// `text` pseudo-localized, read in `syntax`.
    ///
    /// Brackets go around the message, or, in a complex MessageFormat 2 message, inside each quoted
    /// pattern (`.match $n one {{[…]}} * {{[…]}}`), so that the result still parses.
    public func transform(_ text: String, syntax: MessageSyntax, substitutionArgument: Bool = false) -> String {
        let analysis = MessageAnalysis(text, syntax: syntax, substitutionArgument: substitutionArgument)
        let bracketed = styles.contains(.bracketed)
        // Brackets to insert at UTF-8 offsets, in order ("[" before "]" at the same offset: `{{[]}}`).
        var insertions: [(offset: Int, text: String)] = []
        if bracketed {
            for inside in analysis.quotedPatterns {
                insertions.append((inside.lowerBound, "["))
                insertions.append((inside.upperBound, "]"))
            }
        }
        // Patterns do not overlap, so their offsets are already in order.
        var next = insertions.startIndex
        var result = ""
        var offset = 0
        for segment in analysis.segments {
            switch segment {
            case .code(let code):
                let utf8 = Array(code.utf8)
                var start = 0
                while next < insertions.endIndex && insertions[next].offset < offset + utf8.count {
                    let cut = insertions[next].offset - offset
                    result += String(decoding: utf8[start..<cut], as: UTF8.self) + insertions[next].text
                    start = cut
                    next += 1
                }
                result += String(decoding: utf8[start...], as: UTF8.self)
                offset += utf8.count
            case .text(let text):
                while next < insertions.endIndex && insertions[next].offset <= offset {
                    result += insertions[next].text
                    next += 1
                }
                result += transformText(text)
                offset += text.utf8.count
            }
        }
        for insertion in insertions[next...] { result += insertion.text }
        if bracketed && analysis.quotedPatterns.isEmpty { result = "[" + result + "]" }
        return result
    }

    private func transformText(_ text: String) -> String {
        var text = text
        for style in styles {
            switch style {
            case .accented:
                text = String(text.map { Self.accents[$0] ?? $0 })
            case .expanded:
                var expanded = ""
                for character in text {
                    expanded.append(character)
                    if Self.vowels.contains(character) { expanded.append(character) }
                }
                text = expanded
            case .rtl:
                // Right-to-left override … pop directional formatting, around text only: placeholders keep
                // their own direction, as real right-to-left translations do.
                if text.contains(where: { !$0.isWhitespace }) { text = "\u{202E}" + text + "\u{202C}" }
            case .bracketed:
                continue
            }
        }
        return text
    }

    /// `document` with a pseudo-translation of its source locale under `locale` in every entry that
    /// should be translated (keys with `shouldTranslate: false` are copied as they are). Values are read
    /// in `syntax`, or guessed per value when `nil`.
    public func localize(
        _ document: LocalizationDocument, sourceLocale: String, into locale: String, syntax: MessageSyntax?
    ) -> LocalizationDocument {
        var document = document
        for index in document.entries.indices {
            let entry = document.entries[index]
            let source = entry.localizations[sourceLocale] ?? Localization(value: entry.key, state: .translated)
            guard entry.shouldTranslate != false else {
                document.entries[index].localizations[locale] = source
                continue
            }
            document.entries[index].localizations[locale] = pseudo(source, syntax: syntax)
        }
        return document
    }

    private func pseudo(_ localization: Localization, syntax: MessageSyntax?) -> Localization {
        var result = localization
        result.variant = pseudo(localization.variant, syntax: syntax, substitutionArgument: false)
        result.substitutions = localization.substitutions.map { substitution in
            var copy = substitution
            if let variations = pseudo(
                Variant(variations: substitution.variations), syntax: syntax, substitutionArgument: true
            ).variations {
                copy.variations = variations
            }
            return copy
        }
        return result
    }

    private func pseudo(_ variant: Variant, syntax: MessageSyntax?, substitutionArgument: Bool) -> Variant {
        var result = variant
        if let unit = variant.unit {
            let value = transform(
                unit.value, syntax: syntax ?? MessageSyntax.guess(unit.value),
                substitutionArgument: substitutionArgument)
            result.unit = StringUnit(value: value, state: .translated, extensions: unit.extensions)
        }
        if var variations = variant.variations {
            variations.cases = variations.cases.map {
                Variations.Case(
                    key: $0.key, variant: pseudo($0.variant, syntax: syntax, substitutionArgument: substitutionArgument)
                )
            }
            result.variations = variations
        }
        return result
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "A", "E", "I", "O", "U"]

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
