import Foundation
import GlossaCLDR
import GlossaJSON

@testable import GlossaMessages

/// Helpers shared by the TML engine suites (parse trees in a compact, readable notation; renders).
enum TMLEngineSupport {
    /// The tree in a Lisp-like notation close to the Ruby spec's arrays: text is quoted, tokens are
    /// shown as written, decorations as `(name child …)`; adjacent text nodes are merged.
    static func shape(_ nodes: [TMLNode]) -> String {
        var pieces: [String] = []
        var pendingText: String?
        func flush() {
            if let text = pendingText { pieces.append("\"\(text)\"") }
            pendingText = nil
        }
        for node in nodes {
            switch node {
            case .text(let text, _):
                pendingText = (pendingText ?? "") + text
            case .token(let token):
                flush()
                pieces.append(token.source)
            case .decoration(let decoration):
                flush()
                let children = shape(decoration.children)
                pieces.append("(\(decoration.name)\(children.isEmpty ? "" : " " + children))")
            }
        }
        flush()
        return pieces.joined(separator: " ")
    }

    /// The label's parse tree in ``shape(_:)`` notation.
    static func shape(of label: String) -> String {
        shape(TMLParser.parse(label).nodes)
    }

    /// Every token of a parsed label, depth first.
    static func tokens(_ nodes: [TMLNode]) -> [TMLToken] {
        var found: [TMLToken] = []
        for node in nodes {
            switch node {
            case .token(let token): found.append(token)
            case .decoration(let decoration): found.append(contentsOf: tokens(decoration.children))
            case .text: break
            }
        }
        return found
    }

    /// Every decoration of a parsed label, depth first (outer before inner).
    static func decorations(_ nodes: [TMLNode]) -> [TMLDecoration] {
        var found: [TMLDecoration] = []
        for case .decoration(let decoration) in nodes {
            found.append(decoration)
            found.append(contentsOf: decorations(decoration.children))
        }
        return found
    }

    /// The only token of `label`, if it has exactly one.
    static func onlyToken(_ label: String) -> TMLToken? {
        let all = tokens(TMLParser.parse(label).nodes)
        return all.count == 1 ? all[0] : nil
    }

    /// A fixed "now": 2023-11-14 22:13:20 UTC.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A renderer with a fixed clock.
    static func renderer(viewingUser: MessageValue? = nil) -> TMLRenderer {
        TMLRenderer(viewingUser: viewingUser, now: { TMLEngineSupport.now })
    }

    /// Compiles `label` for `language` and renders it with `tokens`.
    static func render(
        _ label: String, _ tokens: [String: MessageValue] = [:], language: LanguageDefinition = .english,
        format: OutputFormat = .text
    ) -> RenderedMessage {
        TMLCompiler(language: language).compile(label).render(
            RenderContext(arguments: MessageArguments(tokens), locale: language.locale, now: now), format: format)
    }

    /// A token value given as TML JSON.
    static func json(_ text: String) throws -> MessageValue {
        MessageValue(tmlJSON: try JSONValue(parsing: text))
    }

    /// An object standing for a person.
    static func person(_ name: String, _ gender: Gender) -> MessageValue {
        .object(MessageObject(displayText: name, gender: gender, attributes: ["name": .string(name)]))
    }

    static func locale(_ text: String) throws -> LocaleIdentifier {
        try LocaleIdentifier(parsing: text)
    }
}
