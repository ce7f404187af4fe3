/// Whether the values of a key are format strings, which decides whether lint reads printf
/// conversions in them.
///
/// Only code formats: `String(format:)`, `String(localized:)` and SwiftUI with interpolated arguments.
/// Xcode extracts a literal without arguments as it is and Foundation shows it as it is, so `%` there
/// is text. Interface Builder (storyboards, xibs) sets titles as they are and Info.plist values are read
/// as they are; neither is ever formatted.
enum FormatStringUse: Equatable {
    /// Every value may be formatted: syntax and placeholders are checked.
    case format
    /// No value is ever formatted (Interface Builder, Info.plist): no printf check at all.
    case text
    /// The source has no argument and a `%` that starts no conversion ("Horizontal (L/R, %)"): it
    /// cannot be formatted without breaking the developer's own text, so its translations are text;
    /// the source itself keeps its warning.
    case textTranslations

    /// How `entry` of the catalog read from `path` is used, given its source values' summary.
    init(entry: CatalogEntry, path: String, source: ParitySummary) {
        if Self.isInterfaceBuilder(entry) || Self.isInfoPlist(path) {
            self = .text
        } else if source.syntax == .apple && source.numbers.isEmpty && source.hasSyntaxIssues {
            self = .textTranslations
        } else {
            self = .format
        }
    }

    /// Interface Builder's strings: Xcode comments them `Class = "UILabel"; text = "…"; ObjectID =
    /// "abc-12-def";` and keys them by object ID and property (`abc-12-def.text`).
    static func isInterfaceBuilder(_ entry: CatalogEntry) -> Bool {
        if let comment = entry.comment, comment.hasPrefix("Class = \""), comment.contains("ObjectID = \"") {
            return true
        }
        // Object IDs are three, two and three letters or digits: `hQb-2v-fYv.title`.
        let parts = entry.key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, !parts[1].isEmpty else { return false }
        let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        return id.map(\.count) == [3, 2, 3]
            && id.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "[" || $0 == "]") }
    }

    /// The InfoPlist table (`InfoPlist.strings`, `InfoPlist.xcstrings`): Info.plist keys' values.
    static func isInfoPlist(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first == "InfoPlist"
    }
}
