import GlossaMessages

/// How Xcode writes String Catalog substitutions into XLIFF, and how to read that form back.
///
/// A catalog keeps a substitution's argument apart from its text: the root says `%#@files@`, the
/// substitution has `argNum` 2 and `formatSpecifier` `lld`, and its cases say `%arg files`. Xcode's
/// XLIFF has no place for `argNum` and `formatSpecifier`, so it writes them into the texts: the root
/// becomes `%2$#@files@` and each case `%2$lld files`. Reading does the reverse: the root's position
/// gives `argNum`, the conversion at that position in the cases gives `formatSpecifier` and turns back
/// into `%arg`, and positions the writer added to the root are taken out again: those that follow the
/// order of the arguments, so a root written `%1$#@a@ %2$#@b@` comes back as `%#@a@ %#@b@`, which means
/// the same.
enum XLIFFSubstitutionText {
    /// The root text as Xcode writes it: `%#@name@` gets the position of the substitution's argument.
    static func export(root text: String, substitutions: [Substitution]) -> String {
        var result = text
        for substitution in substitutions {
            guard let number = substitution.argumentNumber else { continue }
            result = result.replacingOccurrences(
                of: "%#@\(substitution.name)@", with: "%\(number)$#@\(substitution.name)@")
        }
        return result
    }

    /// A case text as Xcode writes it: `%arg` becomes the argument's own conversion (`%2$lld`).
    static func export(case text: String, of substitution: Substitution) -> String {
        guard let specifier = substitution.formatSpecifier else { return text }
        let conversion = substitution.argumentNumber.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        return replacingArgument(in: text, with: conversion)
    }

    /// `%arg` replaced by `replacement`, skipping `%%`.
    private static func replacingArgument(in text: String, with replacement: String) -> String {
        guard text.contains("%arg") else { return text }
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let tail = rest[percent...]
            if tail.hasPrefix("%%") {
                result += "%%"
                rest = tail.dropFirst(2)
            } else if tail.hasPrefix("%arg") {
                result += replacement
                rest = tail.dropFirst(4)
            } else {
                result += "%"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }

    /// Reads Xcode's form back into `localization`: each substitution the root refers to with a position
    /// gets that `argNum` (unless it has one), the cases' conversion at that position becomes `%arg` and
    /// gives `formatSpecifier`, and the root loses the positions the writer added.
    static func importXcodeForm(_ localization: inout Localization) {
        guard !localization.substitutions.isEmpty else { return }
        let roots = localization.variant.units().map(\.unit.value)
        var positions: [String: Int] = [:]
        for root in roots {
            for case .variable(let reference) in AppleFormatParser.parse(root).nodes {
                if let position = reference.position, positions[reference.name] == nil {
                    positions[reference.name] = position
                }
            }
        }
        for index in localization.substitutions.indices {
            var substitution = localization.substitutions[index]
            guard let position = substitution.argumentNumber ?? positions[substitution.name] else { continue }
            var specifier = substitution.formatSpecifier
            var variant = Variant(variations: substitution.variations)
            variant.rewriteUnits { text in
                var rewritten = ""
                var last = text.utf8.startIndex
                for case .conversion(let conversion) in AppleFormatParser.parse(text).nodes
                where conversion.position == position {
                    let written = String(conversion.source.dropFirst("%\(position)$".count))
                    guard specifier == nil || specifier == written else { continue }
                    specifier = written
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: conversion.range.utf8Offsets.lowerBound)
                    let end = text.utf8.index(text.utf8.startIndex, offsetBy: conversion.range.utf8Offsets.upperBound)
                    rewritten += text[last..<start] + "%arg"
                    last = end
                }
                return rewritten + text[last...]
            }
            if let variations = variant.variations { substitution.variations = variations }
            substitution.argumentNumber = position
            substitution.formatSpecifier = specifier
            localization.substitutions[index] = substitution
        }
        let names = Dictionary(
            localization.substitutions.compactMap { s in s.argumentNumber.map { (s.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        localization.variant.rewriteUnits { text in removingAddedPositions(from: text, argumentNumbers: names) }
    }

    /// `%N$#@name@` back to `%#@name@` when that is what the writer added: every positional item in `text`
    /// is a reference to a known substitution at its own argument number, in the order the arguments
    /// come (so the positions say nothing the order does not), and no conversion relies on positions.
    private static func removingAddedPositions(from text: String, argumentNumbers: [String: Int]) -> String {
        var references: [AppleFormatVariableReference] = []
        var next = 1
        for node in AppleFormatParser.parse(text).nodes {
            switch node {
            case .conversion(let conversion):
                guard conversion.position == nil else { return text }
                next += 1
            case .variable(let reference):
                defer { next += 1 }
                guard let position = reference.position else { continue }
                guard argumentNumbers[reference.name] == position, position == next else { return text }
                references.append(reference)
            default: continue
            }
        }
        var result = text
        for reference in references.reversed() {
            let start = result.utf8.index(result.utf8.startIndex, offsetBy: reference.range.utf8Offsets.lowerBound)
            let end = result.utf8.index(result.utf8.startIndex, offsetBy: reference.range.utf8Offsets.upperBound)
            result.replaceSubrange(start..<end, with: "%#@\(reference.name)@")
        }
        return result
    }
}

extension Variant {
    /// Applies `transform` to the value of every string unit in this variant and its variations.
    mutating func rewriteUnits(_ transform: (String) -> String) {
        if var unit {
            unit.value = transform(unit.value)
            self.unit = unit
        }
        guard var variations else { return }
        for index in variations.cases.indices {
            variations.cases[index].variant.rewriteUnits(transform)
        }
        self.variations = variations
    }
}
