import Foundation

/// Compiles TML syntax trees into ``CompiledMessage``s for one language.
///
/// The language decides which context a transform token uses, how positional forms map onto rule
/// keywords (`token_mapping`) and which cases exist. When compiling a translation, only the tokens
/// and decorations of the source label are honoured (<doc:TMLSemantics#Processing-model>): other data tokens stay
/// verbatim, other decorations keep just their content.
public struct TMLCompiler: Sendable {
    /// The language whose contexts and cases the message uses.
    public let language: LanguageDefinition
    /// Data token names that may be substituted (`nil`: all).
    public let allowedTokens: Set<String>?
    /// Decoration names that may decorate (`nil`: all).
    public let allowedDecorations: Set<String>?

    /// Creates a compiler.
    public init(language: LanguageDefinition, allowedTokens: Set<String>? = nil, allowedDecorations: Set<String>? = nil)
    {
        self.language = language
        self.allowedTokens = allowedTokens
        self.allowedDecorations = allowedDecorations
    }

    /// Compiles a parsed label.
    public func compile(_ document: TMLDocument) -> CompiledMessage {
        CompiledMessage(source: document.source, parts: compile(document.nodes))
    }

    /// Parses and compiles a label.
    public func compile(_ label: String) -> CompiledMessage {
        compile(TMLParser.parse(label))
    }

    private func compile(_ nodes: [TMLNode]) -> [MessagePart] {
        var parts: [MessagePart] = []
        for node in nodes {
            switch node {
            case .text(let text, _):
                if case .literal(let previous)? = parts.last {
                    parts[parts.count - 1] = .literal(previous + text)
                } else {
                    parts.append(.literal(text))
                }
            case .decoration(let decoration):
                let children = compile(decoration.children)
                if let allowedDecorations, !allowedDecorations.contains(decoration.name) {
                    parts.append(contentsOf: children)
                } else {
                    parts.append(
                        .decoration(
                            DecorationPart(name: decoration.name, children: children, location: decoration.range.start))
                    )
                }
            case .token(let token):
                if let allowedTokens, !allowedTokens.contains(token.name) {
                    parts.append(.literal(token.source))
                } else {
                    parts.append(contentsOf: compile(token))
                }
            }
        }
        return parts
    }

    private func transforms(for token: TMLToken) -> [any ValueTransform] {
        token.caseKeys.compactMap { key in language.cases[key].map(LanguageCaseTransform.init) }
    }

    private func compile(_ token: TMLToken) -> [MessagePart] {
        let location = token.range.start
        switch token.kind {
        case .data:
            return [
                .argument(
                    ArgumentPart(
                        name: token.name, attributePath: [], transforms: transforms(for: token), verbatim: token.source,
                        location: location))
            ]
        case .method(let attribute):
            return [
                .argument(
                    ArgumentPart(
                        name: token.name, attributePath: [attribute], transforms: transforms(for: token),
                        verbatim: token.source, location: location))
            ]
        case .map(let parameters):
            let variants: [(key: String, parts: [MessagePart])] = parameters.enumerated().map { index, parameter in
                (parameter.key ?? String(index), [.literal(parameter.value)])
            }
            return [
                .selection(
                    SelectionPart(
                        argument: token.name, selector: TMLMapSelector(), variants: variants, verbatim: token.source,
                        location: location))
            ]
        case .piped(let displaysValue, let parameters):
            return compilePiped(token, displaysValue: displaysValue, parameters: parameters)
        }
    }

    private func unresolved(_ token: TMLToken, _ reason: String) -> [MessagePart] {
        [.unresolved(UnresolvedPart(verbatim: token.source, reason: reason, location: token.range.start))]
    }

    private func compilePiped(_ token: TMLToken, displaysValue: Bool, parameters: [TMLParameter]) -> [MessagePart] {
        let context: LanguageContext
        if let hint = token.contextKeys.first {
            guard let hinted = language.context(keyword: hint) else {
                return unresolved(token, "the language has no \"\(hint)\" context")
            }
            context = hinted
        } else {
            guard let applying = language.context(forTokenNamed: token.name) else {
                return unresolved(
                    token,
                    "no language context applies to a token named \"\(token.name)\"; add a type hint such as {\(token.name):number || …}"
                )
            }
            context = applying
        }
        var forms: [(key: String, text: String)] = []
        if parameters.first?.key != nil {
            forms = parameters.map { ($0.key ?? "", $0.value) }
        } else {
            guard let mapping = context.tokenMapping(forParameterCount: parameters.count),
                case .templates(let templates) = mapping
            else {
                return unresolved(
                    token,
                    "the \(context.keyword) context of \(language.locale) has no form for \(parameters.count) parameter\(parameters.count == 1 ? "" : "s")"
                )
            }
            forms = templates.map { ($0.ruleKeyword, fill($0, with: parameters)) }
        }
        let variants: [(key: String, parts: [MessagePart])] = forms.map { form in
            // `||` shows the value, a space and the form: all inside the variant, so that a token with
            // no fitting form (or no value) stays verbatim as a whole, once.
            (
                form.key,
                displaysValue
                    ? displayedValue(of: token) + [.literal(" " + form.text)] : impliedParts(form.text, token: token)
            )
        }
        return [
            .selection(
                SelectionPart(
                    argument: token.name, selector: TMLContextSelector(context: context), variants: variants,
                    verbatim: token.source, location: token.range.start))
        ]
    }

    /// The token's value with its cases, as a `||` token shows it before the form.
    private func displayedValue(of token: TMLToken) -> [MessagePart] {
        [
            .argument(
                ArgumentPart(
                    name: token.name, attributePath: [], transforms: transforms(for: token), verbatim: token.source,
                    location: token.range.start))
        ]
    }

    /// An implied form with `#name#` replaced by the token's value.
    private func impliedParts(_ text: String, token: TMLToken) -> [MessagePart] {
        let marker = "#\(token.name)#"
        let pieces = text.components(separatedBy: marker)
        var parts: [MessagePart] = []
        for (index, piece) in pieces.enumerated() {
            if index > 0 {
                parts.append(
                    .argument(
                        ArgumentPart(
                            name: token.name, attributePath: [], transforms: transforms(for: token), verbatim: marker,
                            location: token.range.start)))
            }
            if !piece.isEmpty { parts.append(.literal(piece)) }
        }
        return parts
    }

    /// Fills a token-mapping template: `{$i}` is parameter i, `{$i::case::case}` with cases applied
    /// (the template was read into ``TokenMappingPiece``s when the definition was loaded).
    func fill(_ template: TokenMappingTemplate, with parameters: [TMLParameter]) -> String {
        var result = ""
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                result += text
            case .parameter(let index, let caseKeys):
                guard let index, parameters.indices.contains(index) else { continue }
                var value = parameters[index].value
                for key in caseKeys {
                    if let languageCase = language.cases[key] { value = languageCase.apply(to: value, gender: nil) }
                }
                result += value
            }
        }
        return result
    }
}
