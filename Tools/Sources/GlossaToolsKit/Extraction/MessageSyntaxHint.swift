/// Which message syntax an extracted string is written in, as far as the call that holds it tells.
public enum MessageSyntaxHint: String, Sendable, Hashable, CaseIterable {
    /// Apple's format strings (`%@`, `%lld`): `NSLocalizedString`, `String(localized:)`, SwiftUI.
    case apple
    /// A TML label (`{user}`, `[bold: …]`): the Localizer's `localize(_:description:)`.
    case tml
    /// ICU MessageFormat: Transifex Native's `translate(_:context:)`, and keyed lookups whose default
    /// value is written in ICU.
    case icu
}
