import GlossaMessages

/// The text forms in which a CDS (Transifex Native's, Glossa's server) stores an Apple localization,
/// as Transifex's clients push them (cds-protocol.md §1.8), read back into ``Localization`` values:
///
/// - a plural: one ICU plural message, `{cnt, plural, one {%lld file} other {%lld files}}` (the CDS
///   serves it with `???` for the name);
/// - device variations and substitutions: `<cds-root>` units, `device.<family>` (optionally
///   `.plural.<category>`, or an ICU plural as the unit's text), `substitutions` (the format) and
///   `substitutions.<name>.plural.<category>`, and `plural.<category>`;
/// - anything else: the plain text.
///
/// Writing and reading are inverses: a catalog pushed, translated on the host and pulled is again a
/// catalog with plurals, device variations and substitutions (each substitution's argument number
/// and format specifier are recovered from the format and the forms, as Xcode writes them).
public enum CDSText {
    /// The localization `text` stands for, and, when a `<cds-root>` value is malformed and kept as
    /// text, a diagnostic with its line and column in the value.
    public static func localization(_ text: String) -> (Localization, FormatDiagnostic?) {
        if text.isEmpty { return (Localization(variant: Variant(unit: StringUnit(value: "", state: .new))), nil) }
        if let plural = pluralVariations(text) { return (Localization(variant: Variant(variations: plural)), nil) }
        var problem: FormatDiagnostic?
        if CDSUnits.isCDSRoot(text) {
            do throws(FormatError) {
                if let localization = try unitsLocalization(text) { return (localization, nil) }
            } catch {
                problem = error.diagnostic
            }
        }
        return (Localization(value: text, state: .translated), problem)
    }

    /// The CDS text of `localization`: plain text, an ICU plural named `pluralName`, or `<cds-root>`
    /// units; `nil` when it has variations the CDS forms cannot hold (width, expressions).
    public static func text(_ localization: Localization, pluralName: String = CDSPlural.placeholder) -> String? {
        var units = localization.variant.units().map { (path: $0.path, value: $0.unit.value) }
        for substitution in localization.substitutions {
            units += Variant(variations: substitution.variations).units(prefix: ["substitutions", substitution.name])
                .map { (path: $0.path, value: $0.unit.value) }
        }
        return text(units: units, pluralName: pluralName)
    }

    /// The CDS text of a localization given as its values by variation path (`[]`, `["plural", "one"]`,
    /// `["device", "mac"]`, `["substitutions", "count", "plural", "other"]`); `nil` for paths the CDS
    /// forms cannot hold.
    public static func text(units: [(path: [String], value: String)], pluralName: String) -> String? {
        if units.isEmpty { return nil }
        if units.count == 1, let only = units.first, only.path.isEmpty { return only.value }
        if !units.isEmpty, units.allSatisfy({ $0.path.count == 2 && $0.path[0] == "plural" }) {
            let branches = units.map { "\($0.path[1]) {\($0.value)}" }.joined(separator: " ")
            return "{\(pluralName), plural, \(branches)}"
        }
        let hasSubstitutions = units.contains { $0.path.first == "substitutions" }
        var text = "<cds-root>"
        for (path, value) in units {
            let id: String
            if path.isEmpty {
                guard hasSubstitutions else { return nil }
                id = "substitutions"
            } else {
                guard unitPathIsKnown(path) else { return nil }
                id = path.joined(separator: ".")
            }
            text +=
                "<cds-unit id=\"\(XMLEscaping.escape(id, inAttribute: true))\">\(XMLEscaping.escape(value))</cds-unit>"
        }
        return text + "</cds-root>"
    }

    private static func unitPathIsKnown(_ path: [String]) -> Bool {
        switch (path.first, path.count) {
        case ("plural", 2), ("device", 2): true
        case ("device", 4), ("substitutions", 4): path[path.count - 2] == "plural"
        default: false
        }
    }

    /// Plural variations from one ICU plural message (read by ``CDSPlural/plural(in:)``), its variants'
    /// texts as written; `nil` for any other message, or one with exact-value cases Apple's formats lack.
    static func pluralVariations(_ text: String) -> Variations? {
        guard let (plural, _) = CDSPlural.plural(in: text) else { return nil }
        var variations = Variations(kind: .plural, cases: [])
        for variant in plural.variants {
            guard !variant.isExact else { return nil }
            let value = variant.nodes.map(source).joined()
            variations.cases.append(
                .init(key: variant.key, variant: Variant(unit: StringUnit(value: value, state: .translated))))
        }
        return variations.cases.isEmpty ? nil : variations
    }

    /// A node's text: literal text as ICU reads it (`''` is one apostrophe), anything else as written.
    private static func source(_ node: ICUNode) -> String {
        switch node {
        case .text(let text, _): text
        case .pound: "#"
        case .argument(let argument): argument.source
        case .plural(let plural): plural.source
        case .select(let select): select.source
        case .invalid(let piece): piece.source
        }
    }

    /// The localization `<cds-root>` units describe; `nil` for units of other kinds.
    private static func unitsLocalization(_ text: String) throws(FormatError) -> Localization? {
        let (root, _) = try XMLReader.parse(Array(text.utf8), options: ReadOptions(limits: ReadLimits(maximumDepth: 8)))
        guard root.name == "cds-root" else { return nil }
        var format: String?
        var substitutions: [Substitution] = []
        var devices = Variations(kind: .device, cases: [])
        var plural = Variations(kind: .plural, cases: [])
        func translated(_ value: String) -> Variant { Variant(unit: StringUnit(value: value, state: .translated)) }
        for unit in root.elements(named: "cds-unit") {
            guard let id = unit.attribute("id") else { return nil }
            let parts = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let body = unit.text
            switch (parts.first, parts.count) {
            case ("substitutions", 1):
                format = body
            case ("substitutions", 4) where parts[2] == "plural":
                if let index = substitutions.firstIndex(where: { $0.name == parts[1] }) {
                    substitutions[index].variations.cases.append(.init(key: parts[3], variant: translated(body)))
                } else {
                    substitutions.append(
                        Substitution(
                            name: parts[1],
                            variations: Variations(
                                kind: .plural, cases: [.init(key: parts[3], variant: translated(body))])))
                }
            case ("device", 2):
                devices.cases.append(
                    .init(
                        key: parts[1],
                        variant: pluralVariations(body).map { Variant(variations: $0) } ?? translated(body)))
            case ("device", 4) where parts[2] == "plural":
                if let index = devices.cases.firstIndex(where: { $0.key == parts[1] }) {
                    var nested = devices.cases[index].variant.variations ?? Variations(kind: .plural, cases: [])
                    nested.cases.append(.init(key: parts[3], variant: translated(body)))
                    devices.cases[index].variant = Variant(variations: nested)
                } else {
                    devices.cases.append(
                        .init(
                            key: parts[1],
                            variant: Variant(
                                variations: Variations(
                                    kind: .plural, cases: [.init(key: parts[3], variant: translated(body))]))))
                }
            case ("plural", 2):
                plural.cases.append(.init(key: parts[1], variant: translated(body)))
            default:
                return nil
            }
        }
        let kinds = [format != nil || !substitutions.isEmpty, !devices.cases.isEmpty, !plural.cases.isEmpty]
        guard kinds.filter({ $0 }).count == 1 else { return nil }
        if !devices.cases.isEmpty { return Localization(variant: Variant(variations: devices)) }
        if !plural.cases.isEmpty { return Localization(variant: Variant(variations: plural)) }
        for index in substitutions.indices {
            substitutions[index].formatSpecifier = FormatSpecifiers.first(in: substitutions[index].variations)
            substitutions[index].argumentNumber = format.flatMap {
                argumentNumber(of: substitutions[index].name, in: $0)
            }
        }
        return Localization(variant: translated(format ?? ""), substitutions: substitutions)
    }

    /// The 1-based argument `%#@name@` selects with in `format`: its explicit position, or the next
    /// argument after the conversions before it.
    static func argumentNumber(of name: String, in format: String) -> Int? {
        var next = 1
        for node in AppleFormatParser.parse(format).nodes {
            switch node {
            case .conversion(let conversion):
                next = (conversion.position ?? next) + 1
            case .variable(let variable):
                let number = variable.position ?? next
                if variable.name == name { return number }
                next = number + 1
            case .text, .invalid:
                continue
            }
        }
        return nil
    }
}
