#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decorations that apply to a run of an attributed message, outermost first (`["link", "bold"]`).
public enum MessageDecorationsAttribute: AttributedStringKey {
    /// The decoration names.
    public typealias Value = [String]
    /// The attribute's name.
    public static let name = "glossa.decorations"
}

/// Renders to a Foundation `AttributedString`: decorations become attribute runs over the decorated
/// range (as TMLKit's attributed strings do), and nested decorations combine their attributes.
///
/// Every run carries ``MessageDecorationsAttribute`` with the names of the decorations around it.
/// Attributes per decoration name come from ``attributes`` (configure fonts or colours on Apple
/// platforms); a `link` whose caller value has an `href` gets Foundation's `link` attribute.
/// MessageFormat 2 markup (`{#b}…{/b}`, `{#link href=|…|}…{/link}`) is marked the same way, its
/// options standing for the caller's value; standalone markup (`{#br/}`) marks nothing.
public struct AttributedStringOutput: MessageOutput {
    /// The attributed text rendered so far.
    public private(set) var attributedString = AttributedString()
    /// Attributes to apply per decoration name (matched as ``DecorationTemplates`` matches names).
    public var attributes: [String: AttributeContainer]
    private var open: [(name: String, startScalarOffset: Int, container: AttributeContainer)] = []
    /// Unicode scalars appended so far (indices of an attributed string do not survive appends).
    private var scalarCount = 0

    /// Creates an empty output.
    public init(attributes: [String: AttributeContainer] = [:]) {
        self.attributes = attributes
    }

    /// Appends message text.
    public mutating func appendLiteral(_ text: String) {
        attributedString += AttributedString(text)
        scalarCount += text.unicodeScalars.count
    }

    /// Appends an argument's text (no escaping is needed: attributed text is not markup).
    public mutating func appendValue(_ text: String, isSafe: Bool) { appendLiteral(text) }

    /// Opens a decoration.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        var container = AttributeContainer()
        for candidate in DecorationTemplates.candidateNames(for: name) {
            if let configured = attributes[candidate] {
                container = configured
                break
            }
        }
        if let href = DecorationRequest(value).attributes["href"], let url = URL(string: href) {
            container.link = url
        }
        open.append((name, scalarCount, container))
    }

    /// Closes the innermost decoration, applying its attributes to the content.
    public mutating func endDecoration() {
        guard let (name, startOffset, container) = open.popLast() else { return }
        let scalars = attributedString.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: startOffset)
        let range = start..<attributedString.endIndex
        guard !range.isEmpty else { return }
        attributedString[range].mergeAttributes(container, mergePolicy: .keepCurrent)
        var runs: [(Range<AttributedString.Index>, [String])] = []
        for run in attributedString[range].runs {
            runs.append((run.range, [name] + (run[MessageDecorationsAttribute.self] ?? [])))
        }
        for (runRange, names) in runs {
            attributedString[runRange][MessageDecorationsAttribute.self] = names
        }
    }
}
