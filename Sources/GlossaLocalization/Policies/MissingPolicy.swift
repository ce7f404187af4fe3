import GlossaCLDR

/// What a lookup fell back to because the requested locale (and its CLDR parents) had no message.
public enum FallbackSource: Sendable, Hashable {
    /// The source language's message (from its catalog, or the TML label / Transifex source string).
    case sourceLanguage
    /// The default value the caller passed.
    case defaultValue
    /// Nothing at all: the key itself.
    case key
}

/// A lookup that found no translation, as a missing policy sees it.
public struct MissingTranslation: Sendable, Hashable {
    /// The key looked up.
    public let key: String
    /// The locale that had no translation.
    public let locale: LocaleIdentifier
    /// The rendered fallback text.
    public let text: String
    /// Where the text comes from.
    public let source: FallbackSource

    /// Creates a description of a missing translation.
    public init(key: String, locale: LocaleIdentifier, text: String, source: FallbackSource) {
        self.key = key
        self.locale = locale
        self.text = text
        self.source = source
    }

    /// The same miss with another text (what the next policy of a composite sees).
    public func replacingText(_ text: String) -> MissingTranslation {
        MissingTranslation(key: key, locale: locale, text: text, source: source)
    }
}

/// Decides what to show when a translation is missing (Transifex Native's `TXMissingPolicy`). The
/// policy receives the rendered fallback and returns the text to show. It transforms the message, not
/// the caller's data: argument values stand in the text as private-use characters that the policy
/// leaves alone and that are replaced by the values afterwards ("Hello {name}" with "Anna" shows
/// "[Ȟêĺĺø Anna]", not "[Ȟêĺĺø Åññà]").
///
/// Built in: ``SourceStringPolicy`` (the default), ``PseudoTranslationPolicy``, ``WrappedStringPolicy``,
/// ``ExpandingPseudoPolicy``, ``RightToLeftPseudoPolicy``, ``KeyPlaceholderPolicy`` and
/// ``CompositePolicy``.
public protocol MissingPolicy: Sendable {
    /// The text to show for a missing translation.
    func text(for missing: MissingTranslation) -> String

    /// Whether the policy also sees keys found nowhere while the current locale is the source
    /// language (where the source text needs no translation, so nothing else is missing). False by
    /// default; ``KeyPlaceholderPolicy`` can ask for it, as MCLocalization's `noKeyPlaceholder` shows in
    /// every language.
    var appliesInSourceLocale: Bool { get }
}

extension MissingPolicy {
    /// False: in the source language, source text and keys are shown as they are.
    public var appliesInSourceLocale: Bool { false }
}

/// Shows the fallback text as it is (Transifex's `TXSourceStringPolicy`, the default).
public struct SourceStringPolicy: MissingPolicy {
    /// Creates the policy.
    public init() {}
    /// The fallback text.
    public func text(for missing: MissingTranslation) -> String { missing.text }
}

/// Applies policies in order, each to the previous one's result (Transifex's `TXCompositePolicy`).
public struct CompositePolicy: MissingPolicy {
    /// The policies, first applied first.
    public let policies: [any MissingPolicy]

    /// Chains `policies` in order.
    public init(_ policies: [any MissingPolicy]) {
        self.policies = policies
    }

    /// Chains `policies` in order.
    public init(_ policies: any MissingPolicy...) {
        self.policies = policies
    }

    /// The text after every policy.
    public func text(for missing: MissingTranslation) -> String {
        policies.reduce(missing) { $0.replacingText($1.text(for: $0)) }.text
    }

    /// True when one of the policies applies in the source locale.
    public var appliesInSourceLocale: Bool { policies.contains { $0.appliesInSourceLocale } }
}

/// Wraps the text in a start and an end, to make missing translations visible
/// (Transifex's `TXWrappedStringPolicy`; Glossa's defaults are `[` and `]`, where the Swift SDK's
/// start defaults to `]` by mistake).
public struct WrappedStringPolicy: MissingPolicy {
    /// Put before the text.
    public let start: String
    /// Put after the text.
    public let end: String

    /// Creates the policy.
    public init(start: String = "[", end: String = "]") {
        self.start = start
        self.end = end
    }

    /// `start + text + end`.
    public func text(for missing: MissingTranslation) -> String { start + missing.text + end }
}

/// MCLocalization's `noKeyPlaceholder`: when not even the source language has the key, show a
/// template such as `[No '{key}' in '{language}']` instead of the key, with `{key}` and `{language}`
/// replaced. Fallbacks to the source language or a default value pass through unchanged.
///
/// ```swift
/// Localizer.Configuration(missingPolicy: KeyPlaceholderPolicy("[No '{key}' in '{language}']", inSourceLocale: true))
/// ```
public struct KeyPlaceholderPolicy: MissingPolicy {
    /// The template, with `{key}` and `{language}`.
    public let template: String
    /// Whether the template also replaces keys found nowhere while the source language is current
    /// (MCLocalization does; by default the key is shown there).
    public let appliesInSourceLocale: Bool

    /// Creates the policy.
    ///
    /// - Parameters:
    ///   - template: the text shown instead of the key, with `{key}` and `{language}`.
    ///   - inSourceLocale: whether it applies in the source language too, as MCLocalization's
    ///     `noKeyPlaceholder` does (false by default).
    public init(_ template: String, inSourceLocale: Bool = false) {
        self.template = template
        self.appliesInSourceLocale = inSourceLocale
    }

    /// The filled template when the key is missing everywhere; the text otherwise.
    public func text(for missing: MissingTranslation) -> String {
        guard missing.source == .key else { return missing.text }
        return PlaceholderReplacement.replace(
            in: template, ["{key}": missing.key, "{language}": missing.locale.description])
    }
}
