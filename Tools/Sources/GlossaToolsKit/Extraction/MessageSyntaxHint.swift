/// Which message syntax an extracted string is written in, as far as the call that holds it tells.
public enum MessageSyntaxHint: String, Sendable, Hashable, CaseIterable {
    /// Apple's format strings (`%@`, `%lld`): `NSLocalizedString`, `String(localized:)`, SwiftUI.
    case apple
    /// A TML label (`{user}`, `[bold: …]`): Glossa's `translate(_:description:)`.
    case tml
    /// ICU MessageFormat: Glossa's `message(forKey:default:)`.
    case icu
}
