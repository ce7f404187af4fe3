import GlossaCLDR
import GlossaMessages

extension Localizer.Configuration {
    /// Transifex Native's set-up: source strings are ICU MessageFormat, so a source string shown while
    /// its translation is missing (or in the source language) renders its plurals and placeholders
    /// (`{cnt, plural, one {# file} other {# files}}` with 3 → "3 files") instead of showing raw. The
    /// rest is as ``init(missingPolicy:errorPolicy:settings:sourceSyntax:pseudoLocales:issueHandler:)``.
    ///
    /// ```swift
    /// let localizer = Localizer(
    ///     sourceLocale: english, appLocales: [english, greek], configuration: .transifex())
    /// localizer.translate("{cnt, plural, one {# file} other {# files}}", arguments: ["cnt": 3])  // "3 files"
    /// ```
    public static func transifex(
        missingPolicy: any MissingPolicy = SourceStringPolicy(),
        errorPolicy: any ErrorPolicy = RenderedTextErrorPolicy(),
        settings: RenderSettings = RenderSettings(),
        pseudoLocales: [LocaleIdentifier: any MissingPolicy] = Localizer.Configuration.standardPseudoLocales,
        issueHandler: (@Sendable (LocalizationIssue) -> Void)? = nil
    ) -> Localizer.Configuration {
        Localizer.Configuration(
            missingPolicy: missingPolicy, errorPolicy: errorPolicy, settings: settings, sourceSyntax: ICUSyntax(),
            pseudoLocales: pseudoLocales, issueHandler: issueHandler)
    }
}
