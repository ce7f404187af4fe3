import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Property tests: arbitrary patterns and values never crash the ICU parser, compiler or resolver,
/// always terminate, and give output of bounded size; valid patterns parse without diagnostics.
@Suite struct ICUFuzzTests {
    static let alphabet = [
        "{", "}", "'", "''", "#", ",", " ", "\n", "=", "=0", "=1.5", ":", "offset:", "offset:1", "n", "g", "count",
        "plural", "select", "selectordinal", "number", "date", "time", "one", "few", "other", "male", "::", "::.00",
        "percent", "integer", "currency", "::currency/EUR", "{n}", "{n, plural, one {#} other {# x}}",
        "{g, select, male {he} other {they}}", "Привет", "👋🏽", "e\u{301}", "\u{200E}", "\u{85}", "0", "01",
    ]

    static func pattern(_ random: inout SeededGenerator) -> String {
        var pattern = ""
        for _ in 0..<random.int(0...30) { pattern += random.pick(alphabet) }
        return pattern
    }

    static func value(_ random: inout SeededGenerator) -> MessageValue {
        switch random.int(0...5) {
        case 0: .number(MessageNumber(random.int(-1_000_000...1_000_000)))
        case 1: .number(MessageNumber(Double(random.int(-10_000...10_000)) / 7))
        case 2: .string(random.pick(["male", "other", "<b>", "5", "1.50", ""]))
        case 3: .date(Date(timeIntervalSince1970: Double(random.int(0...2_000_000_000))))
        case 4: .number(MessageNumber(random.pick([Double.nan, .infinity, 1e300, -0.0, 1e-9])))
        default: .null
        }
    }

    @Test func arbitraryPatternsNeverCrash() throws {
        var random = SeededGenerator(seed: 0x1C0)
        let locales = try ["en", "ru", "ar", "pl", "ja"].map { try LocaleIdentifier(parsing: $0) }
        for _ in 0..<3_000 {
            let pattern = Self.pattern(&random)
            let locale = random.pick(locales)
            let message = ICUCompiler(locale: locale, timeZone: TimeZone(identifier: "UTC") ?? .current)
                .compile(pattern)
            let arguments = ["n": Self.value(&random), "g": Self.value(&random), "count": Self.value(&random)]
            for format in OutputFormat.allCases {
                let rendered = message.render(
                    RenderContext(arguments: MessageArguments(arguments), locale: locale), format: format)
                #expect(rendered.text.utf8.count <= pattern.utf8.count * 8 + 4_096, "\(pattern)")
            }
        }
    }

    @Test func generatedValidPatternsHaveNoDiagnostics() {
        var random = SeededGenerator(seed: 0x1C1)
        func message(depth: Int) -> String {
            var text = ""
            for _ in 0..<random.int(1...3) {
                switch random.int(0...(depth > 2 ? 1 : 4)) {
                case 0: text += random.pick(["a", "b c", "It''s", "'{x}'", "Ж"])
                case 1: text += "{" + random.pick(["n", "g", "x"]) + "}"
                case 2: text += "{n, plural, one {\(message(depth: depth + 1))} other {# \(message(depth: depth + 1))}}"
                case 3: text += "{g, select, a {\(message(depth: depth + 1))} other {\(message(depth: depth + 1))}}"
                default: text += "{n, number, ::.00}"
                }
            }
            return text
        }
        for _ in 0..<500 {
            let pattern = message(depth: 0)
            #expect(ICUParser.parse(pattern).diagnostics.isEmpty, "\(pattern)")
        }
    }
}
