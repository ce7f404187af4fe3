import Foundation

/// What `GET /languages` says of a language: its English name, its name in itself and whether it is
/// written right to left, from the platform's CLDR display names (falling back to the code).
struct LanguageInfo: Sendable, Hashable {
    var code: String
    var name: String
    var localizedName: String
    var rightToLeft: Bool

    init(code: String) {
        let identifier = code.replacingUnderscores()
        self.code = code
        self.name = Locale(identifier: "en").localizedString(forIdentifier: identifier) ?? code
        self.localizedName = Locale(identifier: identifier).localizedString(forIdentifier: identifier) ?? name
        self.rightToLeft = Locale.Language(identifier: identifier).characterDirection == .rightToLeft
    }
}
