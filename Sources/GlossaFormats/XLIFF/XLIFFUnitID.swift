/// The ids Xcode gives XLIFF translation units, and what they address inside an entry.
///
/// - A String Catalog string: its key; a variation or substitution: `key|==|plural.one`,
///   `key|==|device.iphone.plural.one`, `key|==|substitutions.name.plural.one`.
/// - A `.stringsdict` string: a property-list path, `/key:dict/NSStringLocalizedFormatKey:dict/:string`
///   for the format and `/key:dict/variable:dict/one:dict/:string` for a variable's case.
struct XLIFFUnitID: Hashable {
    /// The entry's key.
    var key: String
    /// The substitution or variable the unit belongs to, if any.
    var substitution: String?
    /// The variation path (kind, case) pairs, outermost first.
    var path: [(kind: VariationKind, key: String)]

    static func == (lhs: XLIFFUnitID, rhs: XLIFFUnitID) -> Bool {
        lhs.key == rhs.key && lhs.substitution == rhs.substitution
            && lhs.path.elementsEqual(rhs.path, by: { $0.kind == $1.kind && $0.key == $1.key })
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(substitution)
    }

    static let separator = "|==|"
    static let pluralVariableMarker = "NSStringLocalizedFormatKey"

    /// Parses a catalog-style id (`key|==|path`), or returns a plain key.
    static func catalog(_ id: String) -> XLIFFUnitID? {
        guard let range = id.range(of: separator, options: .backwards) else {
            return XLIFFUnitID(key: id, substitution: nil, path: [])
        }
        let key = String(id[..<range.lowerBound])
        var tokens = id[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var substitution: String?
        if tokens.first == "substitutions" {
            // The name may contain dots: it runs up to the last `plural`/`device` that leaves a case key.
            guard
                let kindIndex = tokens.indices.last(where: {
                    $0 >= 2 && (tokens[$0] == "plural" || tokens[$0] == "device") && $0 + 1 < tokens.count
                })
            else { return nil }
            substitution = tokens[1..<kindIndex].joined(separator: ".")
            tokens = Array(tokens[kindIndex...])
        }
        guard tokens.count % 2 == 0, !tokens.isEmpty else { return nil }
        var path: [(VariationKind, String)] = []
        var index = 0
        while index < tokens.count {
            path.append((VariationKind(rawValue: tokens[index]), tokens[index + 1]))
            index += 2
        }
        return XLIFFUnitID(key: key, substitution: substitution, path: path)
    }

    /// Parses a `.stringsdict` property-list path id.
    static func propertyListPath(_ id: String) -> XLIFFUnitID? {
        guard id.hasPrefix("/"), id.hasSuffix(":string") else { return nil }
        let parts = id.dropFirst().components(separatedBy: ":dict/")
        guard parts.last == ":string" else { return nil }
        let names = parts.dropLast()
        switch names.count {
        case 2 where names.last == pluralVariableMarker:
            return XLIFFUnitID(key: names[names.startIndex], substitution: nil, path: [])
        case 3:
            let list = Array(names)
            return XLIFFUnitID(key: list[0], substitution: list[1], path: [(.plural, list[2])])
        default:
            return nil
        }
    }

    /// The catalog-style id.
    var catalogID: String {
        var tokens: [String] = []
        if let substitution { tokens += ["substitutions", substitution] }
        for step in path { tokens += [step.kind.rawValue, step.key] }
        return tokens.isEmpty ? key : key + Self.separator + tokens.joined(separator: ".")
    }

    /// The `.stringsdict` property-list path id, if this unit can have one.
    var propertyListPathID: String? {
        if substitution == nil, path.isEmpty { return "/\(key):dict/\(Self.pluralVariableMarker):dict/:string" }
        guard let substitution, path.count == 1, let only = path.first else { return nil }
        return "/\(key):dict/\(substitution):dict/\(only.key):dict/:string"
    }
}
