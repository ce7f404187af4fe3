/// A CLDR plural category.
///
/// Every locale uses `other`; the rest depend on the language. Categories compare in CLDR's order:
/// `zero < one < two < few < many < other`.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Comparable {
    /// Used for zero in some languages (Arabic, Latvian, Welsh…).
    case zero
    /// Singular forms and their relatives (1, 21, 31 in Russian).
    case one
    /// Dual forms (Arabic, Hebrew, Slovenian…).
    case two
    /// Paucal forms (2–4 in Russian and Polish).
    case few
    /// Forms for "many" (5–20 in Russian; 11–99 in Arabic; 1,000,000 in French).
    case many
    /// The general form; always present.
    case other

    /// The position of the category in CLDR's order, 0…5 (also its position in `allCases`).
    public var order: UInt8 {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// The category at a position in CLDR's order; `other` for anything out of range.
    init(order: UInt8) {
        switch order {
        case 0: self = .zero
        case 1: self = .one
        case 2: self = .two
        case 3: self = .few
        case 4: self = .many
        default: self = .other
        }
    }

    /// Orders categories as CLDR lists them.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }
}
