import Testing

@testable import GlossaCLDR

@Suite("Preferred languages from the environment")
struct PreferredLanguagesTests {
    static let rows: [([String: String], [String])] = [
        // The effective locale alone.
        (["LANG": "ru_RU.UTF-8"], ["ru-RU"]),
        (["LANG": "de_DE@euro"], ["de-DE"]),
        (["LANG": "de_DE.ISO-8859-15@euro"], ["de-DE"]),
        (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
        (["LANG": "sr_RS.UTF-8@latin"], ["sr-Latn-RS"]),
        (["LANG": "uz_UZ@cyrillic"], ["uz-Cyrl-UZ"]),
        (["LANG": "ca_ES.UTF-8@valencia"], ["ca-ES-valencia"]),
        (["LANG": "tt_RU@iqtelif"], ["tt-RU"]),
        (["LANG": "pt-BR"], ["pt-BR"]),
        (["LANG": "iw_IL.UTF-8"], ["he-IL"]),
        // Precedence: LC_ALL, then LC_MESSAGES, then LANG; empty values do not count.
        (["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "en_US"], ["fr-FR"]),
        (["LC_MESSAGES": "de_DE", "LANG": "en_US"], ["de-DE"]),
        (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"], ["en-US"]),
        // LANGUAGE gives the list; the effective locale follows unless already present.
        (["LANGUAGE": "pt_BR:pt:en", "LANG": "en_US.UTF-8"], ["pt-BR", "pt", "en", "en-US"]),
        (["LANGUAGE": "pt_BR:pt:en", "LANG": "pt_BR.UTF-8"], ["pt-BR", "pt", "en"]),
        (["LANGUAGE": "sr@latin:sr", "LANG": "sr_RS.UTF-8"], ["sr-Latn", "sr", "sr-RS"]),
        // Empty and garbage entries are skipped, as are C and POSIX inside LANGUAGE.
        (["LANGUAGE": ":fr::de_AT:", "LANG": "en_GB.UTF-8"], ["fr", "de-AT", "en-GB"]),
        (["LANGUAGE": "??:fr_FR.UTF-8:a:en_US.UTF-8:zzzzzzzzzz", "LANG": "de_DE.UTF-8"], ["fr-FR", "en-US", "de-DE"]),
        (["LANGUAGE": "C:POSIX:it", "LANG": "en_US.UTF-8"], ["it", "en-US"]),
        (["LANGUAGE": "", "LANG": "es_MX.UTF-8"], ["es-MX"]),
        (["LANGUAGE": "Base:und:root:nl", "LANG": "nl_BE"], ["nl", "nl-BE"]),
        // C and POSIX: nothing, and LANGUAGE is ignored (gettext).
        (["LANG": "C"], []),
        (["LANG": "POSIX"], []),
        (["LANG": "C.UTF-8"], []),
        (["LANGUAGE": "fr:de", "LANG": "C.UTF-8"], []),
        (["LANGUAGE": "fr:de", "LC_ALL": "C", "LANG": "en_US.UTF-8"], []),
        (["LANGUAGE": "fr:de", "LC_MESSAGES": "POSIX", "LANG": "en_US.UTF-8"], []),
        // No locale at all is the C locale.
        ([:], []),
        (["LANGUAGE": "fr:de"], []),
        (["LANG": ""], []),
        // An unparsable effective locale contributes nothing, but LANGUAGE still applies.
        (["LANGUAGE": "fr", "LANG": "garbage!"], ["fr"]),
    ]

    @Test("fromEnvironment(_:)", arguments: rows)
    func environment(_ environment: [String: String], _ expected: [String]) {
        #expect(PreferredLanguages.fromEnvironment(environment).map(\.description) == expected)
    }

    @Test("current() returns parsed identifiers without duplicates")
    func current() {
        let current = PreferredLanguages.current()
        #expect(Set(current).count == current.count)
        #expect(!current.contains(.root) && !current.contains(.base))
    }
}
