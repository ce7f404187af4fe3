/// The output formats of ``CompiledMessage/render(_:format:)``: what a rendered message is written
/// as. (Named apart from ICU MessageFormat, one of the syntaxes the engine reads.)
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text: nothing escaped, decorations contribute their content.
    case text
    /// HTML: caller values escaped unless safe, decorations through their templates.
    case html
}

/// The output formats' former name, which read as ICU MessageFormat.
@available(*, deprecated, renamed: "OutputFormat")
public typealias MessageFormat = OutputFormat
