import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Property tests: arbitrary labels, token values, translations and language definitions never
/// crash, always terminate quickly, and produce output of bounded size.
@Suite struct TMLEngineFuzzTests {
    // MARK: Generators

    static let alphabet: [String] = [
        "{", "}", "[", "]", "<", ">", "|", "||", "@", ":", "::", "#", "%", ",", "/", "$", "\\", ".", " ", " ", "  ",
        "\n", "\t", "count", "user", "users", "items", "date", "name", "role", "bold", "link", "br", "i", "strong",
        "one", "few", "many", "other", "male", "female", "message", "plural", "gen", "dat", "ord", "number", "gender",
        "0", "1", "2", "42", "Привет", "сообщение", "👋🏽", "🇺🇦", "é", "e\u{301}", "ß", "$0", "{$0}", "#count#",
        "#user#", "{count || message}", "{user | He, She}", "[bold: ", "[link]", "[/link]", "<i>", "</i>", "<br/>",
        "{user::gen}", "{count::ord::times}", "%{name}", "{{name}}", "{role @ a, b}",
        "{count | one: x, other: #count# y}",
        "{name}", "{viewing_user | Mr, Ms}", "{items}", "{user.name}", "{date | a, b, c}", "{ndash}", "{lbrace}",
    ]

    static let names = [
        "count", "user", "users", "items", "date", "name", "role", "bold", "link", "i", "viewing_user", "num1", "ndash",
    ]

    static func label(_ random: inout SeededGenerator) -> String {
        var label = ""
        for _ in 0..<random.int(0...40) { label += random.pick(alphabet) }
        return label
    }

    static let markup = [
        "<script>alert(1)</script>", "[bold: x]", "{count}", "{count || message}", "#count#", "&amp;", "\"'", "<b>",
        "%{x}", "{{x}}", "[/link]", "Анна", "👋🏽", "",
    ]

    static func string(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<random.int(0...3) { text += random.chance(50) ? random.pick(markup) : random.pick(alphabet) }
        return text
    }

    static func value(_ random: inout SeededGenerator, depth: Int = 0) -> MessageValue {
        switch random.int(0...(depth > 1 ? 5 : 9)) {
        case 0: return .string(string(&random))
        case 1: return .safeString(string(&random))
        case 2: return .number(MessageNumber(random.int(-1_000...1_000_000)))
        case 3:
            return .number(
                MessageNumber(decimalText: random.pick(["1.0", "1.5", "0.00", "-2.25", "21", "1e3", "abc"]))
                    ?? MessageNumber(
                        random.pick([
                            Double(random.int(-100...100)) / 7, .nan, .infinity, -.infinity, 1e300, -0.0, 1e15,
                        ])))
        case 4: return .null
        case 5: return .date(TMLEngineSupport.now.addingTimeInterval(Double(random.int(-1_000...1_000)) * 86_400))
        case 6:
            var attributes: [String: MessageValue] = [:]
            for _ in 0..<random.int(0...3) {
                attributes[random.pick(["name", "email", "href", "x"])] = value(&random, depth: depth + 1)
            }
            return .object(
                MessageObject(
                    displayText: string(&random), displayTextIsSafe: random.chance(30),
                    gender: random.chance(80) ? random.pick(Gender.allCases) : nil, attributes: attributes))
        case 7:
            var elements: [MessageValue] = []
            for _ in 0..<random.int(0...7) { elements.append(value(&random, depth: depth + 1)) }
            return .list(
                MessageList(
                    elements,
                    elementTemplate: random.chance(30) ? random.pick(["<b>{$0}</b>", "{$0}", "x", "{$0}{$0}"]) : nil,
                    limit: random.int(-2...6), separator: random.pick([", ", "", "<hr>"]),
                    joiner: random.pick(["and", "", "или"])))
        case 8:
            return .decoration(
                DecorationValue(
                    template: random.chance(50)
                        ? random.pick(["<x>{$0}</x>", "{$0}{$0}", "no content", "{$href}{$0"]) : nil,
                    attributes: random.chance(50) ? ["href": string(&random), "class": string(&random)] : [:]))
        default:
            return .string(string(&random))
        }
    }

    static func tokens(_ random: inout SeededGenerator) -> [String: MessageValue] {
        var tokens: [String: MessageValue] = [:]
        for _ in 0..<random.int(0...6) { tokens[random.pick(names)] = value(&random) }
        return tokens
    }

    static func translations(_ random: inout SeededGenerator) -> [TMLTranslation] {
        (0..<random.int(0...3)).map { _ in
            var context: [String: [String: String]] = [:]
            if random.chance(50) {
                context[random.pick(names)] = [
                    random.pick(["number", "gender", "genders", "list", "date", "value", "nope"]):
                        random.pick(["one", "few", "many", "other", "male", "female", "past", "future", "zero", "two"])
                ]
            }
            return TMLTranslation(
                label: label(&random), context: context, precedence: random.chance(30) ? random.int(-3...3) : nil)
        }
    }

    // MARK: Bounds

    /// The UTF-8 size of everything a value could display.
    static func size(_ value: MessageValue) -> Int {
        switch value {
        case .string(let text), .safeString(let text): text.utf8.count
        case .number(let number): number.text.utf8.count
        case .date: 10
        case .bool: 5
        case .null: 0
        case .object(let object): object.displayText.utf8.count + object.attributes.values.map(size).reduce(0, +)
        case .list(let list):
            list.elements.map(size).reduce(0, +)
                + list.elements.count
                * (list.separator.utf8.count + list.joiner.utf8.count + (list.elementTemplate?.utf8.count ?? 0) + 2)
                + 32
        case .decoration(let decoration):
            (decoration.template?.utf8.count ?? 0) + decoration.attributes.values.map(\.utf8.count).reduce(0, +)
        }
    }

    /// `10 × (label + values) + 1000`, plus, per place a value can be inserted (`{`, `#`, `[`, `<`),
    /// room for the largest value escaped (×6) or a template.
    static func bound(labels: [String], tokens: [String: MessageValue]) -> Int {
        let labelSize = labels.map(\.utf8.count).max() ?? 0
        let valueSizes = tokens.values.map(size)
        let sites = labels.map { $0.filter { "{#[<".contains($0) }.count }.max() ?? 0
        return 10 * (labelSize + valueSizes.reduce(0, +)) + 1_000 + sites * 6 * ((valueSizes.max() ?? 0) + 64)
    }

    static let languages: [LanguageDefinition] = [
        .english, .russian,
        LanguageDefinition.definition(for: (try? LocaleIdentifier(parsing: "pl")) ?? .root),
        LanguageDefinition.definition(for: (try? LocaleIdentifier(parsing: "ar")) ?? .root),
    ]

    // MARK: Labels, values and translations

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func arbitraryLabelsValuesAndTranslationsRenderBounded(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 0x1234_5678_9ABC)
        var slowest = 0.0
        for iteration in 0..<1_000 {
            let label = Self.label(&random)
            let tokens = Self.tokens(&random)
            let translations = Self.translations(&random)
            let language = random.pick(Self.languages)
            let renderer = TMLRenderer(
                viewingUser: random.chance(30) ? Self.value(&random) : nil, now: { TMLEngineSupport.now })
            let bound = Self.bound(labels: [label] + translations.map(\.label), tokens: tokens)
            for format in OutputFormat.allCases {
                let start = Date()
                let rendered = renderer.render(
                    label: label, tokens: MessageArguments(tokens), translations: translations, language: language,
                    format: format)
                slowest = max(slowest, Date().timeIntervalSince(start))
                #expect(
                    rendered.text.utf8.count <= bound,
                    "seed \(seed) #\(iteration) \(format) label \(label.debugDescription) → \(rendered.text.utf8.count) > \(bound)"
                )
                for diagnostic in rendered.diagnostics {
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
                }
            }
            if iteration % 10 == 0 {
                let message = TMLCompiler(language: language).compile(label)
                let (output, _) = message.render(
                    into: AttributedStringOutput(attributes: ["bold": AttributeContainer()]),
                    context: RenderContext(
                        arguments: MessageArguments(tokens), locale: language.locale, now: TMLEngineSupport.now))
                #expect(output.attributedString.characters.count <= bound)
            }
        }
        #expect(slowest < 2, "slowest render took \(slowest) s")
    }

    @Test func parserPositionsStayInsideTheLabel() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<2_000 {
            let label = Self.label(&random)
            let count = label.count
            let document = TMLParser.parse(label)
            var ok = true
            func check(_ nodes: [TMLNode]) {
                for node in nodes {
                    switch node {
                    case .text(_, let range): ok = ok && range.offsets.upperBound <= count
                    case .token(let token):
                        ok =
                            ok && token.range.offsets.upperBound <= count
                            && String(Array(label)[token.range.offsets]) == token.source
                    case .decoration(let decoration):
                        ok = ok && decoration.range.offsets.upperBound <= count
                        check(decoration.children)
                    }
                }
            }
            check(document.nodes)
            #expect(ok, "\(label.debugDescription)")
            // Plain text rendering without values never loses label text other than decoration markup.
            let text = TMLCompiler(language: .english).compile(label).render(RenderContext(now: TMLEngineSupport.now))
                .text
            #expect(text.utf8.count <= label.utf8.count * 2 + 64, "\(label.debugDescription)")
        }
    }

    /// 80 × 3 = 240 nested decorations: deep, but within `TMLParser.maximumNesting`.
    @Test func deepAndLongLabels() {
        let deep = String(repeating: "[b: <i>[link]", count: 80) + "{count || message}"
        let rendered = TMLRenderer().render(
            label: deep, tokens: ["count": .number(MessageNumber(2))], language: .english, format: .html)
        #expect(
            rendered.text.hasPrefix(
                String(repeating: "<strong><i><a href='' class='' style='' title=''>", count: 80) + "2 messages"))
        let braces = String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)
        #expect(TMLRenderer().render(label: braces, language: .english).text == braces)
        let pipes = "{count " + String(repeating: "|", count: 10_000) + "}"
        #expect(TMLRenderer().render(label: pipes, language: .english).text == pipes)
        let brackets = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        // The innermost `[]` is a long start with an empty name (Ruby's `\[[\w]*\]`), unclosed.
        #expect(
            TMLRenderer().render(label: brackets, language: .english).text
                == String(repeating: "[", count: 19_999) + String(repeating: "]", count: 19_999))
    }

    /// Decorations nest at most `TMLParser.maximumNesting` deep: deeper starts are kept as text and
    /// reported once, so a label nested thousands of levels deep renders instead of exhausting the
    /// stack of the parser, compiler or resolver.
    @Test
    func veryDeepNestingDoesNotCrash() {
        let depth = 10_000
        let deep = String(repeating: "[b: ", count: depth) + "x"
        let document = TMLParser.parse(deep)
        #expect(document.diagnostics.filter { $0.message.contains("nest deeper") }.count == 1)
        let rendered = TMLRenderer().render(label: deep, language: .english, format: .text)
        #expect(rendered.text == String(repeating: "[b: ", count: depth - TMLParser.maximumNesting) + "x")
    }

    // MARK: Language definitions

    static let hostileExpressions = [
        "/(a+)+$/", "/(.*a){20}/", "/((((((((((x*)*)*)*)*)*)*)*)*)*)*y/", "/[/", "/(/", "//", "/", "", "/.*/i",
        "/\\\\/", "/" + String(repeating: "a|", count: 3_000) + "b/", "/" + String(repeating: "(", count: 300) + "/",
        "/a{1000}{1000}/", "/(a|aa)*c/", "/.*(count|user)(\\\\d)*$/", "/\\\\p{L}+/", "/[^]*/", "/(?<n>x)/",
    ]

    static let validExpressions = [
        "/(a+)+$/", "/(.*a){20}/", "/((((((((((x*)*)*)*)*)*)*)*)*)*)*y/", "/.*/i", "/(a|aa)*c/",
        "/.*(count|user)(\\d)*$/",
        "/.*(count|num)(\\d)*$/", "/.*(user)(\\d)*$/", "/.*$/",
    ]

    static let brokenConditions = ["(", ")", "(= @n 1", "((((((((", "'unterminated", "(nope 1 2)"]

    static let hostileConditions = [
        "(= @n 1)", "(match '/(a+)+$/' @value)", "(replace '/(a*)*b/' '$1$1$1$1' @value)",
        "(append @value @value)", "(in '1..1000000000' @n)", "(within '0..1000000000' @n)", "(mod @n 0)",
        "(count @genders)", "(all @genders 'female')", "(date 'x')", "(< @date (today))",
        String(repeating: "(&& ", count: 400) + "true" + String(repeating: ")", count: 400),
        String(repeating: "(append ", count: 40) + "@value" + String(repeating: " @value)", count: 40),
        "(replace '/(.)/' '$1$1$1$1$1$1$1$1' @value)", "(quote " + String(repeating: "x", count: 5_000) + ")",
    ]

    static func jsonString(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    static func definitionJSON(_ random: inout SeededGenerator) -> String {
        func condition() -> String {
            switch random.int(0...99) {
            case 0..<85: return jsonString(random.pick(hostileConditions))
            case 85..<93: return jsonString(random.pick(brokenConditions))
            default: return random.pick(["1", "null", "[]", "{}", "true"])
            }
        }
        var contexts: [String] = []
        for _ in 0..<random.int(0...4) {
            let keyword = random.pick(["number", "gender", "genders", "list", "date", "value", "x"])
            var rules: [String] = []
            for _ in 0..<random.int(0...4) {
                let key = random.pick(["one", "few", "many", "other", "male", "female", "zero", "past"])
                rules.append("\(jsonString(key)): {\"conditions\": \(condition())}")
            }
            var mapping: [String] = []
            for _ in 0..<random.int(0...4) {
                mapping.append(
                    random.chance(30)
                        ? random.pick(["\"unsupported\"", "1", "null", "[]"])
                        : "{\"one\": \(jsonString(random.pick(["{$0}", "{$0::plural::plural::plural}", "{$99}", "{$", "{$0::", "{$1}{$0}{$1}{$0}"]))), \"other\": \(jsonString(random.pick(["{$0}{$0}{$0}{$0}", "{$0::x}", "{$1}"])))}"
                )
            }
            var fields = ["\"rules\": {\(rules.joined(separator: ", "))}"]
            if random.chance(90) {
                let expression = random.chance(90) ? random.pick(validExpressions) : random.pick(hostileExpressions)
                fields.append("\"token_expression\": \(jsonString(expression))")
            }
            if random.chance(80) {
                fields.append(
                    "\"variables\": [\(random.pick(["\"@n\"", "\"@gender\"", "\"@value\", \"@n\"", "\"@genders\", \"@count\"", "\"@date\"", "1"]))]"
                )
            }
            if random.chance(80) { fields.append("\"token_mapping\": [\(mapping.joined(separator: ", "))]") }
            if random.chance(10) {
                fields = [random.pick(["\"rules\": []", "\"rules\": null", "\"token_mapping\": {}"])]
            }
            contexts.append("\(jsonString(keyword)): {\(fields.joined(separator: ", "))}")
        }
        var cases: [String] = []
        for _ in 0..<random.int(0...3) {
            var rules: [String] = []
            for _ in 0..<random.int(0...3) {
                rules.append("{\"conditions\": \(condition()), \"operations\": \(condition())}")
            }
            cases.append(
                "\(jsonString(random.pick(["plural", "gen", "pos", "ord", "x"]))): {\"application\": \(jsonString(random.pick(["phrase", "words", "word", "nope"]))), \"rules\": [\(rules.joined(separator: ", "))]}"
            )
        }
        let locale =
            random.chance(90)
            ? random.pick(["\"en\"", "\"ru\"", "\"pl\""]) : random.pick(["\"xx-invalid-@@\"", "1", "null"])
        var json =
            "{\"locale\": \(locale), \"contexts\": {\(contexts.joined(separator: ", "))}, \"cases\": {\(cases.joined(separator: ", "))}}"
        switch random.int(0...19) {
        case 0: json = String(json.prefix(random.int(0...json.count)))
        case 1: json = String(repeating: "[", count: random.int(1...100_000))
        case 2: json = json.replacingOccurrences(of: ":", with: random.pick([",", "::", ""]))
        case 3: json = String(repeating: "{\"a\":", count: random.int(1...50_000)) + "1"
        default: break
        }
        return json
    }

    @Test(arguments: [UInt64(7), 8])
    func arbitraryDefinitionsLoadOrFailAndRenderBounded(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var loaded = 0
        var slowest = 0.0
        let labels = [
            "{count || message}", "{count | a, b, c, d}", "{user | He, She}", "{x || y}",
            "{aaaaaaaaaaaaaaaaaaaaaaaaaaaaaac || z}",
            "{name::plural} {name::gen::pos::ord}", "{count:number || one: a, other: b}", "{users || a, b, c, d}",
            "{date | a, b, c}", "{role:value || q, r}",
        ]
        for iteration in 0..<1_000 {
            let json = Self.definitionJSON(&random)
            let start = Date()
            guard let definition = try? LanguageDefinition(parsing: json) else {
                slowest = max(slowest, Date().timeIntervalSince(start))
                continue
            }
            loaded += 1
            for label in labels.shuffled(using: &random).prefix(3) {
                let tokens: [String: MessageValue] = [
                    "count": .number(MessageNumber(random.int(0...30))),
                    "user": TMLEngineSupport.person("aaaaaaaaaaaaaaaaaaaab", .female),
                    "name": .string(
                        random.pick(["message", "Анна", "a a a a a a a a", String(repeating: "ab ", count: 200)])),
                    "x": .string("aaaaaaaaaaaaaaaaaaaaaaaaaaaa!"),
                    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaac": .number(MessageNumber(2)),
                    "users": .list(MessageList([TMLEngineSupport.person("A", .male)])),
                    "date": .date(TMLEngineSupport.now),
                    "role": .string("ivy"),
                ]
                let renderStart = Date()
                let rendered = TMLCompiler(language: definition).compile(label).render(
                    RenderContext(
                        arguments: MessageArguments(tokens), locale: definition.locale, now: TMLEngineSupport.now),
                    format: .html)
                slowest = max(slowest, Date().timeIntervalSince(renderStart))
                // A language case may legitimately grow each unit up to the rules engine's value limit.
                let caseSites = label.components(separatedBy: "::").count - 1 + 4
                let limit =
                    Self.bound(labels: [label], tokens: tokens)
                    + caseSites * LanguageCase.maximumUnitCount * RuleLimits().maximumValueSize
                #expect(rendered.text.utf8.count <= limit, "seed \(seed) #\(iteration) \(label)")
            }
        }
        #expect(loaded > 80, "too few definitions loaded to exercise rendering: \(loaded)")
        #expect(slowest < 5, "slowest definition load or render took \(slowest) s")
    }

    @Test func hostileTokenExpressionsAreBounded() {
        for expression in Self.hostileExpressions {
            let json = """
                {"locale": "en", "contexts": {"number": {"token_expression": \(Self.jsonString(expression)),
                 "variables": ["@n"], "token_mapping": [{"one": "{$0}", "other": "{$0}s"}],
                 "rules": {"one": {"conditions": "(= @n 1)"}, "other": {}}}}}
                """
            let start = Date()
            let definition = try? LanguageDefinition(parsing: json)
            if let definition {
                let name = String(repeating: "a", count: 5_000) + "c"
                let rendered = TMLCompiler(language: definition).compile("{\(name) || item}").render(
                    RenderContext(arguments: [name: .number(MessageNumber(2))], now: TMLEngineSupport.now))
                #expect(rendered.text.utf8.count < 20_000)
            }
            #expect(Date().timeIntervalSince(start) < 5, "\(expression.prefix(40))")
        }
    }
}
