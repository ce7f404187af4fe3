import GlossaCLDR
import GlossaJSON
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Property tests for Swifternalization expressions: arbitrary and mutated keys, shared-expression
/// tables and translation files never crash, always terminate, report problems inside the key, and a
/// hostile `exp:` regular expression does bounded work on any value.
@Suite struct ExpressionFuzzTests {
    static let keyPieces = [
        "ie:", "iex:", "exp:", "x", "y", "<", "<=", "=", ">=", ">", "==", "1", "-2.5", "10", "1e308", "1e309", "nan",
        "inf", ".", "-", " ", "(", ")", "[", "]", "*", "+", "?", "{2}", "{99999}", "|", "^", "$", "\\", "a", "é",
        "(?=a)", "(?<!b)", "one", "few", ">one", "other", "@", "@200", "shared", "loop", "",
    ]

    static func key(_ random: inout SeededGenerator) -> String {
        var key = ""
        for _ in 0..<random.int(0...10) { key += random.pick(keyPieces) }
        return key
    }

    /// A shared table whose names may refer to each other, to themselves, or to nothing.
    static func shared(_ random: inout SeededGenerator) -> SharedExpressions {
        var base: [String: String] = [:]
        for name in ["shared", "loop", "one", "ten"] where random.chance(50) {
            base[name] = random.chance(40) ? random.pick(["shared", "loop", "one", "ten"]) : key(&random)
        }
        var ru: [String: String] = [:]
        if random.chance(50) { ru["loop"] = random.pick(["loop", "shared", "ie:x=1"]) }
        return SharedExpressions(["base": base, "ru": ru])
    }

    static func value(_ random: inout SeededGenerator) -> MessageValue {
        switch random.int(0...5) {
        case 0: .number(MessageNumber(random.int(-1_000...1_000)))
        case 1: .number(MessageNumber(Double(bitPattern: random.next())))
        case 2: .string(random.pick(["1", "abc", "", "21", "2.5", "1e-9999", "1e9999", "x"]))
        case 3: .number(MessageNumber(random.pick([Double.nan, .infinity, -0.0, 1e308, .leastNonzeroMagnitude])))
        case 4: .null
        default: .bool(random.chance(50))
        }
    }

    @Test func arbitraryKeysParseOrAreReportedInsideTheKey() {
        var random = SeededGenerator(seed: 0xE201)
        for _ in 0..<5_000 {
            let key = Self.key(&random)
            let table = Self.shared(&random).resolved(for: random.pick(["en", "ru", "ru-RU"]))
            if case .failure(let diagnostic) = SwifternalizationExpression.parse(key, shared: table) {
                #expect(diagnostic.location.line == 1)
                #expect(diagnostic.location.column >= 1 && diagnostic.location.column <= key.count + 1, "\(key)")
                #expect(!diagnostic.message.isEmpty)
            }
        }
    }

    @Test func sharedExpressionCyclesTerminateAndAreReported() {
        let cycles: [[String: String]] = [
            ["a": "a"], ["a": "b", "b": "a"],
            [
                "a": "b", "b": "c", "c": "d", "d": "e", "e": "f", "f": "g", "g": "h",
                "h": "i", "i": "a",
            ],
        ]
        for table in cycles {
            guard case .failure(let diagnostic) = SwifternalizationExpression.parse("a", shared: table) else {
                Issue.record("the cycle \(table) parsed")
                continue
            }
            #expect(diagnostic.message.contains("refers to itself"))
        }
        // A chain that ends resolves.
        let chain = ["a": "b", "b": "c", "c": "ie:x=3"]
        #expect((try? SwifternalizationExpression.parse("a", shared: chain).get()) != nil)
    }

    static let seedTranslations = [
        #"{"one": "%d second ago", "other": "%d seconds ago"}"#,
        #"{"ie:x=1": {"@100": "One car", "@200": "You've got one car"}, "more": "You've got few cars"}"#,
        #"{"iex:2<x<10": "a few", "exp:^[0-9]+1$": "ends in one", "ie:x>=10": "many %d", "other": "%@"}"#,
        #"{"@200": "Forgot Password? Help.", "@300": "Forgot Your Password? Use Help."}"#,
        #"{"exp:(^1$)|(^[^1]1$)|(^[1-9][0-9]?[0,2,3,4,5,6,7,8,9]+1$)": "%d полицейское авто", "other": "?"}"#,
        #""welcome %1$@""#,
    ]

    /// Random translations: objects of random keys and texts (Apple formats), width objects, wrong types.
    static func translation(_ random: inout SeededGenerator) -> JSONValue {
        if random.chance(10) { return .string(AppleFormatFuzzTests.format(&random)) }
        if random.chance(5) { return .number(JSONNumber(random.int(0...9))) }
        var object = JSONObject()
        for _ in 0..<random.int(0...6) {
            let value: JSONValue
            switch random.int(0...9) {
            case 0:
                var widths = JSONObject()
                for _ in 0..<random.int(0...3) {
                    widths.set(random.pick(["@100", "@-5", "@abc", "@999999999999999999999", "x"]), .string("w"))
                }
                value = .object(widths)
            case 1: value = .array([])
            default: value = .string(AppleFormatFuzzTests.format(&random, pieces: 0...8))
            }
            object.set(random.chance(70) ? key(&random) : random.pick(["other", "one", "few", "@200"]), value)
        }
        return .object(object)
    }

    static func render(_ json: JSONValue, _ random: inout SeededGenerator) throws -> Int? {
        guard let message = try? ExpressionMessage(json: json) else { return nil }
        let locale = try LocaleIdentifier(parsing: random.pick(["en", "ru", "pl", "ar"]))
        let compiler = ExpressionCompiler(
            locale: locale, shared: shared(&random), fittingWidth: random.chance(50) ? random.int(-10...500) : nil,
            widthArgument: random.chance(30) ? "w" : nil)
        let arguments = ["x": value(&random), "w": value(&random), "1": value(&random)]
        let rendered = compiler.compile(message).render(
            RenderContext(arguments: MessageArguments(arguments), locale: locale))
        return rendered.text.utf8.count
    }

    @Test func arbitraryTranslationsRenderWithBoundedOutput() throws {
        var random = SeededGenerator(seed: 0xE202)
        for _ in 0..<3_000 {
            let json = Self.translation(&random)
            guard let length = try Self.render(json, &random) else { continue }
            // One variant is shown (or the keys verbatim when none fits): its conversions write at most
            // a width or precision (10,000) plus a double's digits each.
            let source = json.description.utf8.count
            #expect(length <= (source + 1) * 4 * 400, "\(json)")
        }
    }

    @Test func mutatedTranslationFilesNeverCrash() throws {
        var random = SeededGenerator(seed: 0xE203)
        for _ in 0..<3_000 {
            var bytes = Array(random.pick(Self.seedTranslations).utf8)
            for _ in 0..<random.int(1...4) where !bytes.isEmpty {
                let index = random.int(0...(bytes.count - 1))
                switch random.int(0...2) {
                case 0: bytes[index] = random.pick(Array("{}[]\":,<>=x@%$()*+?\\1 ".utf8))
                case 1: bytes.remove(at: index)
                default: bytes.insert(bytes[random.int(0...(bytes.count - 1))], at: index)
                }
            }
            guard let json = try? JSONParser().parse(bytes) else { continue }
            _ = try Self.render(json, &random)
        }
    }

    @Test(arguments: [
        "^(a+)+$", "(a|aa)*c", "(x+x+)+y", "^(\\w+\\s?)*$", "(.*a){12}", "((a|b|c|d|e)*){20}z",
        "(a?){200}a{200}",
    ])
    func hostileRegexWorkIsLinearInTheValue(pattern: String) throws {
        guard case .success(.regex(let regex)) = SwifternalizationExpression.parse("exp:" + pattern) else {
            Issue.record("exp:\(pattern) did not parse as a regular expression")
            return
        }
        for text in [String(repeating: "a", count: 5_000) + "!", String(repeating: "ab ", count: 2_000)] {
            let bound = 2 * regex.program.instructions.count * (text.unicodeScalars.count + 1)
            let (found, steps) = regex.search(text, workLimit: bound)
            #expect(found != nil, "exp:\(pattern) ran past \(bound) steps")
            #expect(steps <= bound)
        }
    }

    @Test func aRegexPastTheWorkLimitIsStoppedAndReported() throws {
        // A large program on a long value: linear, but above the per-value limit, so it is stopped.
        let pattern = "exp:" + String(repeating: "[ab]?", count: 900) + "c"
        let message = try ExpressionMessage(
            json: JSONValue(parsing: "{\"\(pattern)\": \"matched\", \"other\": \"no\"}"))
        let locale = try LocaleIdentifier(parsing: "en")
        let rendered = ExpressionCompiler(locale: locale).compile(message)
            .render(
                RenderContext(arguments: ["x": .string(String(repeating: "ab", count: 5_000) + "c")], locale: locale))
        #expect(
            rendered.diagnostics.contains { $0.reason.contains("steps on this value") },
            "\(rendered.text) \(rendered.diagnostics)")
        #expect(rendered.text != "matched")
    }
}
