import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

/// The MF1 → MF2 converter over the whole ICU differential suite (`Fixtures/ICU/differential.json`):
/// every message is converted for its case's locale, and the MF2 message, rendered without bidi
/// isolation (ICU MessageFormat has none) in the same time zone, must show exactly what the ICU
/// message shows.
@Suite struct MF2ConverterDifferentialTests {
    /// The messages of the suite that are not converted, each with the construct that stops it: what
    /// MessageFormat 2 (as implemented here) cannot express identically. A message leaving this list,
    /// or joining it, fails the test.
    static let unconvertible: [String: String] = [
        "{0} has {1}": "is not a MessageFormat 2 variable name",
        "{n, number, ::percent}": "without scale/100",
        "{n, number, #,##0.00}": "text around the digits",
        "{n, number, 0.###}": "text around the digits",
        "{n, number, 000}": "text around the digits",
        "{d, date, yyyy-MM-dd}": "a date pattern",
    ]

    @Test func convertedMessagesRenderWhatTheICUMessagesRender() throws {
        var differences: [String] = []
        var notConverted: [String: String] = [:]
        var identical = 0
        var missingArguments = 0
        var refusedByICU = 0
        for testCase in ICUDifferentialTests.fixture.cases {
            let locale = try LocaleIdentifier(parsing: testCase.locale)
            let conversion = MF2Converter.convert(icu: testCase.message, locale: locale)
            if testCase.error != nil {
                // ICU refuses the pattern: the converter must refuse it too, saying where.
                if case .success(let message) = conversion {
                    differences.append("\(testCase): ICU refuses it, converted to \(message.canonicalSource)")
                } else {
                    refusedByICU += 1
                }
                continue
            }
            let mf2: MF2Message
            switch conversion {
            case .success(let message): mf2 = message
            case .failure(let error):
                notConverted[testCase.message] = error.description
                continue
            }
            let context = RenderContext(arguments: MessageArguments(testCase.arguments), locale: locale)
            let icu = ICUCompiler(locale: locale, timeZone: ICUDifferentialTests.utc).compile(testCase.message)
                .render(context)
            let rendered = MF2Compiler(locale: locale, bidiIsolation: .none, timeZone: ICUDifferentialTests.utc)
                .compile(mf2).render(context)
            if rendered.text == icu.text {
                identical += 1
            } else if rendered.text == Self.mf2Fallbacks(icu), icu.text != Self.mf2Fallbacks(icu) {
                missingArguments += 1
            } else {
                differences.append(
                    "\(testCase): ICU \(icu.text.debugDescription), MF2 \(rendered.text.debugDescription) from\n"
                        + mf2.canonicalSource)
            }
        }
        let total = ICUDifferentialTests.fixture.cases.count
        let skipped = ICUDifferentialTests.fixture.cases.filter { notConverted[$0.message] != nil }.count
        print(
            "MF1 → MF2: \(identical) of \(total) cases render identically; \(missingArguments) identically but for "
                + "MF2's fallback of a missing argument ({$name}); \(refusedByICU) refused by ICU and by the converter; \(skipped) cases of \(notConverted.count) messages not converted:\n"
                + notConverted.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)" }.joined(separator: "\n"))
        #expect(differences.isEmpty, Comment(rawValue: differences.prefix(40).joined(separator: "\n")))
        #expect(identical + missingArguments + refusedByICU + skipped == total)
        #expect(identical >= 600)
        for (message, reason) in notConverted {
            #expect(
                Self.unconvertible[message].map { reason.contains($0) } == true,
                "\(message) is not converted: \(reason)")
        }
        #expect(
            Set(notConverted.keys) == Set(Self.unconvertible.keys),
            Comment(
                rawValue: notConverted.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
                    separator: "\n")))
    }

    /// What the MF2 message must show for the ICU render: the same text, except that an argument
    /// without a value shows MessageFormat 2's fallback, `{$name}`, where ICU shows `{name}`.
    static func mf2Fallbacks(_ icu: RenderedMessage) -> String {
        var text = icu.text
        for diagnostic in icu.diagnostics where diagnostic.kind == .missingArgument {
            let name = diagnostic.source.dropFirst().prefix { $0 != "," && $0 != "}" }
            text = text.replacingOccurrences(of: diagnostic.source, with: "{$\(name)}")
        }
        return text
    }
}
