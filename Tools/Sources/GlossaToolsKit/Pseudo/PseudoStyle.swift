/// How `glossa pseudo` alters text, to catch layout and localization bugs before translators start.
public enum PseudoStyle: String, Sendable, Hashable, CaseIterable {
    /// Every ASCII letter accented (`Settings` → `Šéţţîñĝš`): text that stays plain was not localized,
    /// and fonts must show the accents.
    case accented
    /// Each vowel doubled (about 40% longer, `Settings` → `Seettiings`): room for longer languages.
    case expanded
    /// The whole message in brackets (`[Settings]`): truncation and concatenation show.
    case bracketed
    /// Text forced right to left with bidirectional overrides: layout mirroring and alignment.
    case rtl

    /// The locale pseudo-translations of this style are written under when none is given
    /// (`en-XA` accented, `en-XL` expanded, `en-XB` bracketed, `ar-XB` right to left; X? regions are
    /// private use in BCP 47).
    public var defaultLocale: String {
        switch self {
        case .accented: "en-XA"
        case .expanded: "en-XL"
        case .bracketed: "en-XB"
        case .rtl: "ar-XB"
        }
    }
}
