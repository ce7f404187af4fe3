import GlossaCLDR

/// Locales the tests use, parsed once.
enum TestLocale {
    static let english = parse("en")
    static let englishAustralia = parse("en-AU")
    static let englishWorld = parse("en-001")
    static let russian = parse("ru")
    static let greek = parse("el")
    static let french = parse("fr")
    static let frenchCanada = parse("fr-CA")
    static let portugueseBrazil = parse("pt-BR")
    static let portuguesePortugal = parse("pt-PT")
    static let spanishLatinAmerica = parse("es-419")
    static let spanishMexico = parse("es-MX")
    static let spanish = parse("es")
    static let german = parse("de")
    static let expandingPseudo = parse("en-XA")
    static let rightToLeftPseudo = parse("ar-XB")

    static func parse(_ identifier: String) -> LocaleIdentifier {
        (try? LocaleIdentifier(parsing: identifier)) ?? .root
    }
}
