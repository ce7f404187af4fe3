import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Property tests for the Apple format parser, compiler and `<cds-root>` reader: arbitrary and mutated
/// input never crashes, always terminates, does bounded work (output and compiled size grow with the
/// input, never exponentially), and every diagnostic points inside the input.
@Suite struct AppleFormatFuzzTests {
    static let alphabet = [
        "%", "%%", "%@", "%d", "%1$", "2$", "0$", "#@", "@", "%#@v@", "%1$#@w@", "%#@self@", "%#@", "d", "lld", "l",
        "h", "q", ".", "5", "12", "-", "+", " ", "0", "#", "'", "x", "X", "f", "e", "g", "a", "A", "s", "c", "p", "*",
        "$", "é", "👋🏽", "\n", "\u{0}", "text", "%arg", "%.3f", "%-8.2e", "%99999d", "%.99999f", "%123456789d",
    ]

    static func format(_ random: inout SeededGenerator, pieces: ClosedRange<Int> = 0...16) -> String {
        var text = ""
        for _ in 0..<random.int(pieces) { text += random.pick(alphabet) }
        return text
    }

    static func value(_ random: inout SeededGenerator) -> MessageValue {
        switch random.int(0...6) {
        case 0: .number(MessageNumber(random.int(-1_000_000...1_000_000)))
        case 1: .number(MessageNumber(Double(bitPattern: random.next())))
        case 2: .string(random.pick(["Anna", "", "5", "2.675", "nan", "-inf", "<b>", "0x1p3"]))
        case 3:
            .number(
                MessageNumber(random.pick([Double.nan, .infinity, -.infinity, -0.0, 1e308, .leastNonzeroMagnitude])))
        case 4: .bool(random.chance(50))
        case 5: .null
        default: .number(MessageNumber(Double(random.int(-100...100)) / 8))
        }
    }

    /// Variables whose forms use each other (cycles and fan-out included).
    static func variables(_ random: inout SeededGenerator) -> [String: AppleFormatVariable] {
        var variables: [String: AppleFormatVariable] = [:]
        for name in ["v", "w", "self"] where random.chance(70) {
            switch random.int(0...2) {
            case 0:
                var forms: [String: String] = [:]
                for category in ["zero", "one", "few", "other", "bogus"] where random.chance(60) {
                    forms[category] = format(&random, pieces: 0...6)
                }
                variables[name] = .plural(
                    AppleFormatPlural(
                        forms: forms, argument: random.chance(30) ? random.int(0...4) : nil,
                        valueType: random.pick(["d", "lld", "@", "f", "%", ""])))
            case 1:
                variables[name] = .device(["other": format(&random, pieces: 0...6), "mac": format(&random)])
            default:
                var forms = [100: format(&random, pieces: 0...4)]
                forms[random.int(-5...300)] = format(&random)
                variables[name] = .width(forms)
            }
        }
        return variables
    }

    static func checkDiagnostics(_ parsed: AppleFormatString) {
        let lines = parsed.source.split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in parsed.diagnostics {
            let line = diagnostic.location.line
            #expect(line >= 1 && line <= lines.count, "\(parsed.source)")
            if line >= 1, line <= lines.count {
                #expect(
                    diagnostic.location.column >= 1 && diagnostic.location.column <= lines[line - 1].count + 1,
                    "\(parsed.source)")
            }
        }
    }

    @Test func arbitraryFormatsAndVariablesNeverCrash() throws {
        var random = SeededGenerator(seed: 0xAF01)
        let locales = try ["en", "ru", "ar", "de", "ja"].map { try LocaleIdentifier(parsing: $0) }
        for _ in 0..<3_000 {
            let format = Self.format(&random)
            let parsed = AppleFormatParser.parse(format)
            Self.checkDiagnostics(parsed)
            let message = AppleFormatMessage(format: format, variables: Self.variables(&random))
            let locale = random.pick(locales)
            let compiler = AppleFormatCompiler(
                locale: locale, device: random.pick([.mac, .iphone, .other]),
                presentationWidth: random.chance(50) ? random.int(0...400) : nil, localizesNumbers: random.chance(50))
            var arguments: [String: MessageValue] = [:]
            for position in 1...4 where random.chance(80) { arguments[String(position)] = Self.value(&random) }
            let rendered = compiler.compile(message).render(
                RenderContext(arguments: MessageArguments(arguments), locale: locale))
            let longestForm = message.variables.values.reduce(format.utf8.count) { longest, variable in
                switch variable {
                case .plural(let plural): plural.forms.values.reduce(longest) { max($0, $1.utf8.count) }
                case .device(let forms): forms.values.reduce(longest) { max($0, $1.utf8.count) }
                case .width(let forms): forms.values.reduce(longest) { max($0, $1.utf8.count) }
                }
            }
            // Every conversion writes at most its width or precision plus a double's 330 digits (×4 bytes
            // for non-ASCII digits), and there are at most maximumNesting levels of forms in one output.
            let bound = (longestForm + 1) * AppleFormatCompiler.maximumNesting * 4 * 400
            #expect(rendered.text.utf8.count <= bound, "\(format)")
        }
    }

    @Test func mutatedRealFormatsNeverCrash() throws {
        var random = SeededGenerator(seed: 0xAF02)
        let seeds = [
            "%1$@ has %2$lld items", "%#@files@ in %#@folders@", "%2$#@people@ liked %1$#@posts@", "%-8.3f|%+05d|%#x",
            "Found %1$#@arg1@ having %2$#@arg2@", "100%% sure, %a and %.0e", "%5.2s|%c%c", "%1$#@w@ %1$.2f",
        ]
        let locale = try LocaleIdentifier(parsing: "en")
        for _ in 0..<3_000 {
            var bytes = Array(random.pick(seeds).utf8)
            for _ in 0..<random.int(1...4) where !bytes.isEmpty {
                let index = random.int(0...(bytes.count - 1))
                switch random.int(0...2) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(bytes[random.int(0...(bytes.count - 1))], at: index)
                }
            }
            let format = String(decoding: bytes, as: UTF8.self)
            Self.checkDiagnostics(AppleFormatParser.parse(format))
            let message = AppleFormatMessage(format: format, variables: Self.variables(&random))
            _ = AppleFormatCompiler(locale: locale).compile(message)
                .render(RenderContext(arguments: ["1": Self.value(&random), "2": Self.value(&random)], locale: locale))
        }
    }

    @Test func exponentialVariableFanOutIsCutAtTheBudget() throws {
        // Each level's every form uses the next level four times: 24^12 forms if expanded.
        var variables: [String: AppleFormatVariable] = [:]
        for level in 0..<12 {
            let next = "%#@v\(level + 1)@"
            let form = String(repeating: next, count: 4)
            variables["v\(level)"] = .plural(
                AppleFormatPlural(
                    forms: ["zero": form, "one": form, "two": form, "few": form, "many": form, "other": form],
                    argument: 1))
        }
        variables["v12"] = .device(["other": "%d"])
        let locale = try LocaleIdentifier(parsing: "en")
        let compiler = AppleFormatCompiler(locale: locale)
        let message = AppleFormatMessage(format: "%#@v0@", variables: variables)
        let rendered = compiler.compile(message).render(RenderContext(arguments: ["1": 3], locale: locale))
        #expect(rendered.diagnostics.contains { $0.reason.contains("expand to more than") })
        #expect(Self.partCount(compiler.parts(of: message)) <= AppleFormatCompiler.maximumExpandedForms * 8)
    }

    static func partCount(_ parts: [MessagePart]) -> Int {
        parts.reduce(0) { count, part in
            if case .selection(let selection) = part {
                return count + 1 + selection.variants.reduce(0) { $0 + partCount($1.parts) }
            }
            return count + 1
        }
    }

    @Test func hugeWidthsAndPrecisionsAreReportedNotAllocated() throws {
        let rendered = try AppleFormatTests.render(
            AppleFormatMessage(format: "%999999999d|%.999999999f|%10000d"), [1, 2.5, 3], localized: false)
        #expect(rendered.text.hasPrefix("%999999999d|%.999999999f|"))
        #expect(rendered.text.utf8.count == 25 + 10_000)
        #expect(rendered.diagnostics.count == 2)
        #expect(AppleFormatParser.parse("%10001.2f").diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func arbitraryAndMutatedCDSRootsThrowWithAPositionOrParse() {
        var random = SeededGenerator(seed: 0xAF03)
        let pieces = [
            "<cds-root>", "</cds-root>", "<cds-unit id=\"substitutions\">", "<cds-unit id=\"device.mac\">",
            "<cds-unit id=\"substitutions.a.plural.one\">", "</cds-unit>", "<cds-unit>", "&amp;", "&lt;", "&bogus;",
            "&#x41;", "&#0;", "&#xFFFFFFFF;", "&", ";", "<", ">", "\"", "'", "=", " ", "\n", "Σε", "%1$#@a@", "%d",
            "<cds-unit id='x' id='y'>", "<!-- c -->",
        ]
        for round in 0..<4_000 {
            var text = ""
            if round % 2 == 0 {
                for _ in 0..<random.int(0...14) { text += random.pick(pieces) }
            } else {
                text =
                    "<cds-root><cds-unit id=\"substitutions\">Found %1$#@a@</cds-unit>"
                    + "<cds-unit id=\"substitutions.a.plural.one\">%1$ld user &amp; more</cds-unit></cds-root>"
                var bytes = Array(text.utf8)
                for _ in 0..<random.int(1...3) {
                    let index = random.int(0...(bytes.count - 1))
                    bytes[index] = random.pick(Array("<>&;\"'= x#".utf8))
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            do throws(SyntaxDiagnostic) {
                let units = try CDSUnits(parsing: text)
                _ = units.message(for: random.pick([.mac, .iphone, .other]))
            } catch {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(error.location.line >= 1 && error.location.line <= lines.count, "\(text)")
                if error.location.line <= lines.count {
                    #expect(error.location.column <= lines[error.location.line - 1].count + 1, "\(text): \(error)")
                }
            }
        }
    }
}
