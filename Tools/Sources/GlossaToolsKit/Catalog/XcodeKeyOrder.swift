import Foundation
import GlossaJSON

/// The order Xcode writes String Catalog keys in: Finder's (numeric, case- and width-insensitive, with
/// punctuation ordered as in Unicode collation, so `my_key` comes before `my.key`), ties broken by the
/// exact text. Checked against the catalogs in `Tests/GlossaToolsKitTests/Fixtures`.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")

    /// Whether `lhs` comes before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: [.numeric, .caseInsensitive, .widthInsensitive, .forcedOrdering], locale: locale)
            == .orderedAscending
    }

    /// `object`'s members sorted in Xcode's order (and the members of the objects inside it, with `deep`).
    public static func sorted(_ object: JSONObject, deep: Bool = false) -> JSONObject {
        let members = object.members.sorted { areInIncreasingOrder($0.key, $1.key) }
        return JSONObject(
            members.map { member in
                guard deep, case .object(let inner) = member.value else { return (member.key, member.value) }
                return (member.key, .object(sorted(inner, deep: true)))
            })
    }
}
