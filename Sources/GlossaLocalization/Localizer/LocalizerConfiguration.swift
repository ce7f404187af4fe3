import Foundation
import GlossaCLDR
import GlossaMessages

extension Localizer {
    /// What a ``Localizer`` does besides looking up: policies, render settings, the syntax of source
    /// text, pseudo-locales and where it reports issues. Change it at any time through
    /// ``Localizer/configuration``.
    public struct Configuration: Sendable {
        /// What to show when a translation is missing (``SourceStringPolicy`` by default).
        public var missingPolicy: any MissingPolicy
        /// What to show when a message renders with problems (``RenderedTextErrorPolicy`` by default).
        public var errorPolicy: any ErrorPolicy
        /// Default tokens, the viewing user, decoration styles and the clock.
        public var settings: RenderSettings
        /// The syntax of source text that is not in a catalog: TML labels, Transifex source strings
        /// and callers' default values (TML by default; ICU in ``transifex(missingPolicy:errorPolicy:settings:pseudoLocales:issueHandler:)``,
        /// as Transifex Native's source strings are).
        public var sourceSyntax: any MessageSyntax
        /// Locales that show the source language through a policy instead of translations:
        /// `en-XA` (``ExpandingPseudoPolicy``) and `ar-XB` (``RightToLeftPseudoPolicy``) by default.
        public var pseudoLocales: [LocaleIdentifier: any MissingPolicy]
        /// Receives missing translations and render problems (nil: nobody listens).
        public var issueHandler: (@Sendable (LocalizationIssue) -> Void)?

        /// Creates a configuration; every parameter has a default.
        public init(
            missingPolicy: any MissingPolicy = SourceStringPolicy(),
            errorPolicy: any ErrorPolicy = RenderedTextErrorPolicy(),
            settings: RenderSettings = RenderSettings(),
            sourceSyntax: any MessageSyntax = TMLSyntax(),
            pseudoLocales: [LocaleIdentifier: any MissingPolicy] = Configuration.standardPseudoLocales,
            issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
        ) {
            self.missingPolicy = missingPolicy
            self.errorPolicy = errorPolicy
            self.settings = settings
            self.sourceSyntax = sourceSyntax
            self.pseudoLocales = pseudoLocales
            self.issueHandler = issueHandler
        }

        /// `en-XA`: expanded, accented and bracketed; `ar-XB`: right to left.
        public static var standardPseudoLocales: [LocaleIdentifier: any MissingPolicy] {
            var locales: [LocaleIdentifier: any MissingPolicy] = [:]
            if let expanding = try? LocaleIdentifier(parsing: "en-XA") { locales[expanding] = ExpandingPseudoPolicy() }
            if let rightToLeft = try? LocaleIdentifier(parsing: "ar-XB") {
                locales[rightToLeft] = RightToLeftPseudoPolicy()
            }
            return locales
        }
    }
}
