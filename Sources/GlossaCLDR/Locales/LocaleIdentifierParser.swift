extension LocaleIdentifier {
    /// Parses and canonicalises a BCP 47 / Unicode locale identifier.
    ///
    /// Accepts `-` or `_` between subtags and any case: `en_us` and `EN-us` give `en-US`, `zh_hans_cn`
    /// gives `zh-Hans-CN`. The grammar is `language[-extlang]{0,3}[-script][-region]{-variant}
    /// {-singleton-part+}[-x-part+]`, plus the single subtags `root`, `und` (both ``root``) and `Base`
    /// (``base``). CLDR 41's aliases are then applied (see the type's documentation).
    ///
    /// POSIX locale names such as `en_US.UTF-8` or `sr_RS@latin` are rejected; see
    /// ``PreferredLanguages/fromEnvironment(_:)`` for those.
    ///
    /// - Throws: ``LocaleIdentifierError`` naming the offending subtag and its position.
    public init(parsing string: String) throws(LocaleIdentifierError) {
        self = try LocaleIdentifierParser.parse(string)
    }
}

/// The syntactic half of parsing: splits, classifies and case-folds subtags, then hands the result to
/// ``LocaleCanonicalizer`` for the alias rules.
enum LocaleIdentifierParser {
    /// A subtag and its 1-based character position in the parsed string.
    struct Token {
        let text: Substring
        let position: Int
    }

    static func parse(_ string: String) throws(LocaleIdentifierError) -> LocaleIdentifier {
        guard !string.isEmpty else { throw .empty }
        var tokens = try tokenize(string)
        // Legacy whole tags (`i-klingon`, `no-bok`, `zh-min-nan`) are rewritten before anything else,
        // because they do not fit the grammar.
        let lowered = tokens.map { $0.text.lowercased() }.joined(separator: "-")
        if let legacy = LocaleAliases.wholeTagReplacement(for: lowered) {
            // The replacement's subtags all report position 1; the rest keep their own positions.
            let replacement = try tokenize(legacy.replacement).map { Token(text: $0.text, position: 1) }
            tokens = replacement + tokens.dropFirst(legacy.subtagCount)
        }
        if tokens.count == 1 {
            switch tokens[0].text.lowercased() {
            case "root", "und": return .root
            case "base": return .base
            default: break
            }
        }
        return try LocaleCanonicalizer.canonicalize(parseTokens(tokens))
    }

    /// Splits on `-` and `_`, rejecting empty subtags.
    static func tokenize(_ string: String) throws(LocaleIdentifierError) -> [Token] {
        var tokens: [Token] = []
        var position = 1
        for part in string.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" }) {
            guard !part.isEmpty else { throw .emptySubtag(position: position) }
            tokens.append(Token(text: part, position: position))
            position += part.count + 1
        }
        return tokens
    }

    private static func parseTokens(_ tokens: [Token]) throws(LocaleIdentifierError) -> LocaleIdentifier {
        guard let first = tokens.first else { throw .empty }
        guard LocaleSubtag.isLanguage(first.text) else {
            throw .badLanguage(String(first.text), position: first.position)
        }
        var language = first.text.lowercased()
        var index = 1

        // Extended language subtags: at most 3 by the grammar; only one is ever meaningful, and the
        // extlang form `zh-yue` means the language `yue` (RFC 5646 section 4.5).
        var extlangs: [Token] = []
        while index < tokens.count, extlangs.count < 3, first.text.count <= 3,
            LocaleSubtag.isExtlang(tokens[index].text)
        {
            extlangs.append(tokens[index])
            index += 1
        }
        if extlangs.count > 1 {
            throw .badSubtag(String(extlangs[1].text), position: extlangs[1].position)
        }
        if let extlang = extlangs.first {
            language = extlang.text.lowercased()
        }

        var script: String?
        if index < tokens.count, LocaleSubtag.isScript(tokens[index].text) {
            script = LocaleSubtag.titlecased(tokens[index].text)
            index += 1
        }
        var region: String?
        if index < tokens.count, LocaleSubtag.isRegion(tokens[index].text) {
            region = tokens[index].text.uppercased()
            index += 1
        }
        var variants: [String] = []
        while index < tokens.count, LocaleSubtag.isVariant(tokens[index].text) {
            let variant = tokens[index].text.lowercased()
            guard !variants.contains(variant) else {
                throw .duplicateVariant(String(tokens[index].text), position: tokens[index].position)
            }
            variants.append(variant)
            index += 1
        }
        let (extensions, privateUse) = try parseExtensions(tokens[index...])
        return LocaleIdentifier(
            language: language,
            script: script,
            region: region,
            variants: variants.sorted(),
            extensions: extensions,
            privateUse: privateUse
        )
    }

    /// Parses `{-singleton-part+}[-x-part+]`; returns the extensions sorted by singleton.
    private static func parseExtensions(
        _ tokens: ArraySlice<Token>
    ) throws(LocaleIdentifierError) -> (extensions: [String], privateUse: String?) {
        var extensions: [String: [String]] = [:]
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let singletonToken = tokens[index]
            let singleton = singletonToken.text.lowercased()
            if singleton == "x" {
                let parts = tokens[(index + 1)...]
                guard !parts.isEmpty else { throw .emptyExtension(singleton, position: singletonToken.position) }
                for part in parts where !LocaleSubtag.isPrivateUsePart(part.text) {
                    throw .badSubtag(String(part.text), position: part.position)
                }
                return (sorted(extensions), (["x"] + parts.map { $0.text.lowercased() }).joined(separator: "-"))
            }
            guard LocaleSubtag.isExtensionSingleton(singletonToken.text) else {
                throw .badSubtag(String(singletonToken.text), position: singletonToken.position)
            }
            guard extensions[singleton] == nil else {
                throw .duplicateExtension(singleton, position: singletonToken.position)
            }
            index += 1
            var parts: [String] = []
            while index < tokens.endIndex, tokens[index].text.count > 1 {
                guard LocaleSubtag.isExtensionPart(tokens[index].text) else {
                    throw .badSubtag(String(tokens[index].text), position: tokens[index].position)
                }
                parts.append(tokens[index].text.lowercased())
                index += 1
            }
            guard !parts.isEmpty else { throw .emptyExtension(singleton, position: singletonToken.position) }
            extensions[singleton] = parts
        }
        return (sorted(extensions), nil)
    }

    private static func sorted(_ extensions: [String: [String]]) -> [String] {
        extensions.keys.sorted().map { key in ([key] + (extensions[key] ?? [])).joined(separator: "-") }
    }
}
