import GlossaFormats
import GlossaTestSupport

/// Random documents and text for round-trip and robustness properties.
struct RandomDocuments {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func bool() -> Bool { Bool.random(using: &generator) }

    /// Text with the characters that need escaping in every format.
    mutating func text(maximumLength: Int = 12, allowEmpty: Bool = true) -> String {
        let pool: [Unicode.Scalar] = [
            "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "%", "@", "{", "}", "<", ">", "&", "'", ";",
            "=", "é", "ß", "\u{301}", "€", "中", "😀", "\u{2028}", "\u{FEFF}", "*", "|", ".", "$", "#", "\u{1}",
        ]
        var scalars = String.UnicodeScalarView()
        let count = int((allowEmpty ? 0 : 1)..<(maximumLength + 1))
        for _ in 0..<count { scalars.append(pool[int(0..<pool.count)]) }
        return String(scalars)
    }

    /// Text XML 1.0 can carry (no control characters other than tab and line feed; no carriage returns,
    /// which XML normalises).
    mutating func xmlText(allowEmpty: Bool = true) -> String {
        String(text(allowEmpty: allowEmpty).unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" })
    }

    mutating func key() -> String {
        // Keys avoid the XLIFF id separators and property-list path markers.
        var key = text(maximumLength: 8, allowEmpty: false).replacingAll("|", with: "-").replacingAll(":", with: "-")
        key = String(key.unicodeScalars.filter { $0.value >= 0x20 })
        return key.isEmpty ? "k" : key
    }

    mutating func plural(xml: Bool) -> Variations {
        var cases: [Variations.Case] = []
        for category in ["zero", "one", "two", "few", "many", "other"] where bool() || category == "other" {
            let value = xml ? xmlText() : text()
            cases.append(.init(key: category, variant: Variant(unit: StringUnit(value: value, state: .translated))))
        }
        return Variations(kind: .plural, cases: cases)
    }

    /// A document whose entries use only what `.strings` can hold.
    mutating func plainDocument(locale: String, xml: Bool = false) -> LocalizationDocument {
        var document = LocalizationDocument(sourceLocale: locale)
        var seen = Set<String>()
        for _ in 0..<int(0..<15) {
            let key = key()
            guard seen.insert(key).inserted else { continue }
            var entry = LocalizationEntry(key: key)
            if bool() { entry.comment = (xml ? xmlText() : text()).trimmingBlanks }
            if entry.comment == "" { entry.comment = nil }
            entry.localizations[locale] = Localization(value: xml ? xmlText() : text())
            document.entries.append(entry)
        }
        return document
    }

    /// A document with plural and device variations and substitutions in two locales.
    mutating func richDocument(xml: Bool) -> LocalizationDocument {
        var document = LocalizationDocument(sourceLocale: "en", version: "1.0")
        var seen = Set<String>()
        for _ in 0..<int(1..<10) {
            let key = key()
            guard seen.insert(key).inserted else { continue }
            var entry = LocalizationEntry(key: key)
            if bool() { entry.comment = xml ? xmlText(allowEmpty: false) : text(allowEmpty: false) }
            for locale in ["en", "de"] {
                switch int(0..<4) {
                case 0:
                    entry.localizations[locale] = Localization(value: xml ? xmlText() : text())
                case 1:
                    entry.localizations[locale] = Localization(variant: Variant(variations: plural(xml: xml)))
                case 2:
                    var devices = Variations(kind: .device, cases: [])
                    for device in ["iphone", "mac", "other"] where bool() || device == "other" {
                        let inner =
                            bool()
                            ? Variant(variations: plural(xml: xml))
                            : Variant(unit: StringUnit(value: xmlText(), state: .needsReview))
                        devices.cases.append(.init(key: device, variant: inner))
                    }
                    entry.localizations[locale] = Localization(variant: Variant(variations: devices))
                default:
                    let name = bool() ? "count" : "items.total"
                    entry.localizations[locale] = Localization(
                        variant: Variant(unit: StringUnit(value: "%#@\(name)@ " + xmlText(), state: .translated)),
                        substitutions: [
                            Substitution(
                                name: name, argumentNumber: 1, formatSpecifier: "lld", variations: plural(xml: xml))
                        ])
                }
            }
            document.entries.append(entry)
        }
        return document
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }

    var trimmingBlanks: String {
        let scalars = unicodeScalars
        var lower = scalars.startIndex
        var upper = scalars.endIndex
        func blank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
        }
        while lower < upper, blank(scalars[lower]) { lower = scalars.index(after: lower) }
        while upper > lower, blank(scalars[scalars.index(before: upper)]) { upper = scalars.index(before: upper) }
        return String(scalars[lower..<upper])
    }
}
