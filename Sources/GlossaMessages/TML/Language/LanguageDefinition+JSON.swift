import GlossaCLDR
import GlossaJSON

extension LanguageDefinition {
    /// Parses a definition from JSON text; see ``init(json:)`` for what is accepted.
    ///
    /// - Throws: ``LanguageDefinitionError``; for malformed JSON its ``LanguageDefinitionError/line``
    ///   and ``LanguageDefinitionError/column`` say where.
    public init(parsing text: String) throws(LanguageDefinitionError) {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch {
            throw LanguageDefinitionError(
                kind: .invalidJSON, path: "", message: error.message, line: error.line, column: error.column)
        }
        try self.init(json: json)
    }

    /// Reads a definition in the shape the TML service and SDKs use (tml-ruby's `lib/tml/languages`
    /// and spec fixtures, tml-js fixtures and API exports):
    ///
    /// - `locale` (required), `english_name` (else `name`, else the locale), `native_name` (else the
    ///   English name), `right_to_left` (`null` is `false`);
    /// - `contexts`: an object of contexts in definition order, each with `rules` (required),
    ///   `token_expression`, `keys`, `default_key` (or `default_rule`), `variables`, `token_mapping`,
    ///   directly or inside a `definition` object; `rules` is an **ordered** object whose rules have
    ///   `conditions` and/or the pre-parsed `conditions_expression` (which wins), directly or inside
    ///   `definition`; a rule's `keyword` defaults to its key;
    /// - `cases`: an object (or array) of cases with `application` and an ordered `rules` array of
    ///   `conditions`/`operations` (each as a string and/or `…_expression`); a case's `keyword`
    ///   defaults to its key.
    ///
    /// Other keys (`id`, `flag_url`, `curse_words`, `examples`, …) are ignored.
    ///
    /// - Throws: ``LanguageDefinitionError`` naming the context, case or rule at fault and why.
    public init(json: JSONValue) throws(LanguageDefinitionError) {
        let root = try DefinitionReader(json, path: "")
        let localeText = try root.requiredString("locale")
        let locale: LocaleIdentifier
        do {
            locale = try LocaleIdentifier(parsing: localeText)
        } catch {
            throw LanguageDefinitionError(
                kind: .invalidValue, path: "locale", message: "'\(localeText)' is not a locale identifier: \(error)")
        }
        let name = try root.string("name")
        let englishName = try root.string("english_name") ?? name ?? localeText
        let nativeName = try root.string("native_name") ?? englishName
        let rightToLeft = try root.bool("right_to_left")

        var contexts: [LanguageContext] = []
        if let contextsValue = root["contexts"] {
            guard let object = contextsValue.objectValue else {
                throw root.wrongType("contexts", expected: "an object", found: contextsValue)
            }
            for (key, value) in object {
                let reader = try DefinitionReader(value, path: "contexts.\(key)")
                contexts.append(try LanguageContext(reading: reader, key: key))
            }
        }

        var cases: [String: LanguageCase] = [:]
        if let casesValue = root["cases"] {
            var members: [(String?, JSONValue, String)] = []
            switch casesValue {
            case .object(let object):
                for (key, value) in object { members.append((key, value, "cases.\(key)")) }
            case .array(let array):
                for (index, value) in array.enumerated() { members.append((nil, value, "cases[\(index)]")) }
            default:
                throw root.wrongType("cases", expected: "an object", found: casesValue)
            }
            for (key, value, path) in members {
                let languageCase = try LanguageCase(reading: try DefinitionReader(value, path: path), key: key)
                cases[languageCase.keyword] = languageCase
            }
        }
        self.init(
            locale: locale, englishName: englishName, nativeName: nativeName, rightToLeft: rightToLeft,
            contexts: contexts, cases: cases)
    }
}

extension LanguageContext {
    /// Reads one context (see ``LanguageDefinition/init(json:)``).
    init(reading reader: DefinitionReader, key: String) throws(LanguageDefinitionError) {
        let keyword = try reader.string("keyword") ?? key
        let source = try reader.string("token_expression") ?? ""
        var expression: BoundedRegex?
        do {
            if !source.isEmpty { expression = try BoundedRegex(literal: source) }
        } catch {
            throw LanguageDefinitionError(
                kind: .invalidTokenExpression, path: reader.path(of: "token_expression"), message: "\(error)")
        }
        let rulesValue = try reader.required("rules")
        guard let rulesObject = rulesValue.objectValue else {
            throw reader.wrongType("rules", expected: "an object of rules", found: rulesValue)
        }
        var rules: [LanguageContextRule] = []
        for (ruleKey, ruleValue) in rulesObject {
            let ruleReader = try DefinitionReader(ruleValue, path: reader.path(of: "rules.\(ruleKey)"))
            rules.append(
                LanguageContextRule(
                    keyword: try ruleReader.string("keyword") ?? ruleKey,
                    description: try? ruleReader.string("description"),
                    examples: try? ruleReader.string("examples"),
                    condition: try RuleProgramLoading.program("conditions", in: ruleReader).map { .program($0) }))
        }
        let defaultRule = try reader.string("default_rule")
        self.init(
            keyword: keyword,
            keys: try reader.strings("keys") ?? rules.map(\.keyword),
            defaultKey: try reader.string("default_key") ?? defaultRule,
            tokenExpressionSource: source,
            tokenExpression: expression,
            variables: try reader.strings("variables") ?? [],
            tokenMapping: try Self.readTokenMapping(in: reader),
            rules: rules)
    }

    /// Reads `token_mapping`: an array of `"unsupported"` or objects of templates.
    private static func readTokenMapping(in reader: DefinitionReader) throws(LanguageDefinitionError)
        -> [TokenMappingEntry]
    {
        guard let value = reader["token_mapping"] else { return [] }
        guard let array = value.arrayValue else {
            throw reader.wrongType("token_mapping", expected: "an array", found: value)
        }
        var entries: [TokenMappingEntry] = []
        for (index, element) in array.enumerated() {
            let path = "\(reader.path(of: "token_mapping"))[\(index)]"
            switch element {
            case .string("unsupported"):
                entries.append(.unsupported)
            case .object(let object):
                var templates: [TokenMappingTemplate] = []
                for (rule, template) in object {
                    guard let text = template.stringValue else {
                        throw LanguageDefinitionError(
                            kind: .wrongType, path: "\(path).\(rule)",
                            message: "expected a template string, found \(template.typeName)")
                    }
                    templates.append(TokenMappingTemplate(ruleKeyword: rule, template: text))
                }
                entries.append(.templates(templates))
            default:
                throw LanguageDefinitionError(
                    kind: .invalidValue, path: path,
                    message: "expected \"unsupported\" or an object of templates, found \(element.typeName)")
            }
        }
        return entries
    }
}

extension LanguageCase {
    /// Reads one case (see ``LanguageDefinition/init(json:)``).
    init(reading reader: DefinitionReader, key: String?) throws(LanguageDefinitionError) {
        guard let keyword = try reader.string("keyword") ?? key, !keyword.isEmpty else {
            throw LanguageDefinitionError(
                kind: .missingKey, path: reader.path(of: "keyword"), message: "a case needs a keyword")
        }
        let application: LanguageCaseApplication = try reader.string("application") == "phrase" ? .phrase : .words
        var ruleValues: [JSONValue] = []
        switch reader["rules"] {
        case nil: break
        case .array(let array)?: ruleValues = array
        case .object(let object)?: ruleValues = object.map(\.value)
        case let other?: throw reader.wrongType("rules", expected: "an array of rules", found: other)
        }
        var rules: [LanguageCaseRule] = []
        for (index, value) in ruleValues.enumerated() {
            let ruleReader = try DefinitionReader(value, path: "\(reader.path(of: "rules"))[\(index)]")
            let condition = try RuleProgramLoading.program("conditions", in: ruleReader)
            guard let operation = try RuleProgramLoading.program("operations", in: ruleReader) else {
                throw LanguageDefinitionError(
                    kind: .missingKey, path: ruleReader.path(of: "operations"),
                    message: "missing required key 'operations'")
            }
            rules.append(
                LanguageCaseRule(
                    condition: condition, operation: operation, description: try? ruleReader.string("description")))
        }
        self.init(
            keyword: keyword, latinName: try? reader.string("latin_name"),
            nativeName: try? reader.string("native_name"),
            description: try? reader.string("description"), application: application, rules: rules)
    }
}
