import Foundation

/// `.stringsdict` files: XML property lists of plural, device and width rules.
///
/// Reading maps an entry with `NSStringLocalizedFormatKey` to a ``Localization`` whose unit is the
/// format string and whose ``Substitution``s are its variables (`NSStringPluralRuleType` becomes
/// plural ``Variations``, `NSStringFormatValueTypeKey` the format specifier); an entry with
/// `NSStringDeviceSpecificRuleType` or `NSStringVariableWidthRuleType` becomes device or width
/// variations. Each malformed entry is a diagnostic with its position, and the others still load.
///
/// Writing does the reverse. Variations without substitutions (as String Catalogs write plurals) get
/// the format key `%#@value@` and one variable; `%arg` in catalog substitutions becomes the
/// argument's own specifier.
public struct StringsDictFormat: Sendable {
    /// Creates the format.
    public init() {}

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRule = "NSStringPluralRuleType"
    static let deviceRule = "NSStringDeviceSpecificRuleType"
    static let widthRule = "NSStringVariableWidthRuleType"

    /// Reads `bytes` as a `.stringsdict` file in `options.locale`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let (plist, notes) = try PropertyListReader(limits: options.limits).read(bytes, fileName: options.fileName)
        guard let root = plist.dictionaryValue else {
            throw FormatError(
                .invalidValue, "a .stringsdict file holds a <dict>, not <\(plist.typeName)>", file: options.fileName,
                location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        var diagnostics = notes
        var document = LocalizationDocument(sourceLocale: options.sourceLocale)
        let locale = options.effectiveLocale
        for member in root.members {
            func report(_ message: String) {
                diagnostics.append(
                    FormatDiagnostic(
                        .error, .invalidValue, "\"\(member.key)\": \(message); entry skipped", file: options.fileName,
                        location: member.location, key: member.key))
            }
            guard let rule = member.value.dictionaryValue else {
                report("expected a <dict>, found <\(member.value.typeName)>")
                continue
            }
            switch Self.localization(from: rule) {
            case .success(let localization):
                var entry = LocalizationEntry(key: member.key, table: options.table)
                entry.localizations[locale] = localization
                document.entries.append(entry)
            case .failure(let message):
                report(message.text)
            }
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    struct Message: Error { var text: String }

    static func localization(from rule: PropertyListDictionary) -> Result<Localization, Message> {
        if let format = rule[formatKey] {
            guard let text = format.stringValue else {
                return .failure(Message(text: "\(formatKey) must be a <string>"))
            }
            var substitutions: [Substitution] = []
            for member in rule.members where member.key != formatKey {
                guard let variable = member.value.dictionaryValue else {
                    return .failure(Message(text: "the variable \"\(member.key)\" must be a <dict>"))
                }
                guard let type = variable[specTypeKey]?.stringValue else {
                    return .failure(Message(text: "the variable \"\(member.key)\" has no \(specTypeKey)"))
                }
                var cases: [Variations.Case] = []
                for option in variable.members where option.key != specTypeKey && option.key != valueTypeKey {
                    guard let value = option.value.stringValue else {
                        return .failure(Message(text: "\"\(member.key)\".\(option.key) must be a <string>"))
                    }
                    cases.append(.init(key: option.key, variant: Variant(unit: StringUnit(value: value))))
                }
                let kind: VariationKind = type == pluralRule ? .plural : VariationKind(rawValue: type)
                substitutions.append(
                    Substitution(
                        name: member.key, formatSpecifier: variable[valueTypeKey]?.stringValue,
                        variations: Variations(kind: kind, cases: cases)))
            }
            return .success(Localization(variant: Variant(unit: StringUnit(value: text)), substitutions: substitutions))
        }
        for (key, kind) in [(deviceRule, VariationKind.device), (widthRule, .width)] {
            guard let cases = rule[key] else { continue }
            guard let dictionary = cases.dictionaryValue else {
                return .failure(Message(text: "\(key) must be a <dict>"))
            }
            var variations = Variations(kind: kind, cases: [])
            for member in dictionary.members {
                if let text = member.value.stringValue {
                    variations.cases.append(.init(key: member.key, variant: Variant(unit: StringUnit(value: text))))
                } else if let nested = member.value.dictionaryValue {
                    switch localization(from: nested) {
                    case .failure(let message): return .failure(message)
                    case .success(let inner):
                        guard let variant = inner.asSingleVariant else {
                            return .failure(
                                Message(text: "\(key).\(member.key) has a rule Glossa cannot nest (several variables)"))
                        }
                        variations.cases.append(.init(key: member.key, variant: variant))
                    }
                } else {
                    return .failure(Message(text: "\(key).\(member.key) must be a <string> or <dict>"))
                }
            }
            return .success(Localization(variant: Variant(variations: variations)))
        }
        return .failure(Message(text: "no \(formatKey), \(deviceRule) or \(widthRule)"))
    }

    /// Writes one locale of `document` as a `.stringsdict` file.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        let (locale, notes) = document.localeToWrite(options.locale, format: ".stringsdict")
        var diagnostics = notes
        var root = PropertyListDictionary()
        for entry in document.entries(inTable: options.table) {
            guard let locale, let localization = entry.localizations[locale] else { continue }
            if let rule = Self.rule(for: localization, key: entry.key, diagnostics: &diagnostics) {
                root.append(entry.key, .dictionary(rule))
            }
            let texts =
                localization.variant.units().map(\.unit.value)
                + localization.substitutions.flatMap { Variant(variations: $0.variations).units().map(\.unit.value) }
            if (texts + [entry.key]).contains(where: XMLEscaping.hasUnrepresentableCharacters) {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .unrepresentable,
                        "XML 1.0 cannot carry control characters (\"\(entry.key)\"); they were written as U+FFFD",
                        key: entry.key))
            }
        }
        return WriteResult(bytes: PropertyListWriter().bytes(from: .dictionary(root)), diagnostics: diagnostics)
    }

    static func rule(for localization: Localization, key: String, diagnostics: inout [FormatDiagnostic])
        -> PropertyListDictionary?
    {
        var rule = PropertyListDictionary()
        if let variations = localization.variant.variations, localization.substitutions.isEmpty {
            switch variations.kind {
            case .device, .width:
                var cases = PropertyListDictionary()
                for option in variations.cases {
                    if let nested = option.variant.variations {
                        let inner = Localization(variant: Variant(variations: nested))
                        if let innerRule = Self.rule(for: inner, key: key, diagnostics: &diagnostics) {
                            cases.append(option.key, .dictionary(innerRule))
                        }
                    } else {
                        cases.append(option.key, .string(option.variant.unit?.value ?? ""))
                    }
                }
                rule.append(variations.kind == .device ? deviceRule : widthRule, .dictionary(cases))
                return rule
            case .plural:
                let substitution = Substitution(
                    name: "value", formatSpecifier: FormatSpecifiers.first(in: variations), variations: variations)
                rule.append(formatKey, .string("%#@value@"))
                rule.append("value", .dictionary(variable(substitution, key: key, diagnostics: &diagnostics)))
                return rule
            default:
                break
            }
        }
        if let variations = localization.variant.variations,
            variations.kind != .plural || !localization.substitutions.isEmpty
        {
            let (value, diagnostic) = localization.flattened(key: key, format: ".stringsdict")
            if let diagnostic { diagnostics.append(diagnostic) }
            guard let value else { return nil }
            rule.append(formatKey, .string(value))
            return rule
        }
        rule.append(formatKey, .string(localization.variant.unit?.value ?? ""))
        for substitution in localization.substitutions {
            rule.append(substitution.name, .dictionary(variable(substitution, key: key, diagnostics: &diagnostics)))
        }
        return rule
    }

    private static func variable(_ substitution: Substitution, key: String, diagnostics: inout [FormatDiagnostic])
        -> PropertyListDictionary
    {
        var variable = PropertyListDictionary()
        let kind = substitution.variations.kind
        variable.append(specTypeKey, .string(kind == .plural ? pluralRule : kind.rawValue))
        if let specifier = substitution.formatSpecifier { variable.append(valueTypeKey, .string(specifier)) }
        let argument =
            substitution.formatSpecifier.map { specifier in
                substitution.argumentNumber.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
            } ?? "%@"
        for option in substitution.variations.cases {
            if option.variant.variations != nil {
                diagnostics.append(
                    FormatDiagnostic(
                        .warning, .unrepresentable,
                        ".stringsdict variables cannot nest variations (\"\(key)\", \(substitution.name).\(option.key)); wrote the first string",
                        key: key))
            }
            let text = option.variant.units().first?.unit.value ?? ""
            variable.append(option.key, .string(text.replacingOccurrences(of: "%arg", with: argument)))
        }
        return variable
    }
}

extension Localization {
    /// This localization as one variant, when its substitutions can be folded into variations: a
    /// format string that is exactly `%#@name@` with one substitution becomes that substitution's
    /// variations.
    var asSingleVariant: Variant? {
        if substitutions.isEmpty { return variant }
        guard substitutions.count == 1, let only = substitutions.first, variant.variations == nil,
            let text = variant.unit?.value, text == "%#@\(only.name)@"
        else { return nil }
        return Variant(variations: only.variations)
    }
}

/// printf-style format specifiers in localized strings.
enum FormatSpecifiers {
    /// The conversion (without `%` and position) of the first specifier in the variations' texts,
    /// skipping `%%` and `%#@…@`.
    static func first(in variations: Variations) -> String? {
        for (_, unit) in Variant(variations: variations).units() {
            if let specifier = first(in: unit.value) { return specifier }
        }
        return nil
    }

    static func first(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            guard cursor < scalars.count else { return nil }
            if scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            // position
            var digits = cursor
            while digits < scalars.count, scalars[digits].properties.numericType != nil, scalars[digits].isASCII {
                digits += 1
            }
            if digits < scalars.count, scalars[digits] == "$", digits > cursor { cursor = digits + 1 }
            if cursor < scalars.count, scalars[cursor] == "#" {
                index = cursor + 1
                continue
            }
            let start = cursor
            let conversions: Set<Unicode.Scalar> = [
                "d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "c", "s", "S", "p", "a", "A", "@", "C",
            ]
            while cursor < scalars.count, !conversions.contains(scalars[cursor]) {
                let scalar = scalars[cursor]
                guard "0123456789.-+ 'lhqLzjt*".unicodeScalars.contains(scalar) else { break }
                cursor += 1
            }
            guard cursor < scalars.count, conversions.contains(scalars[cursor]) else {
                index = cursor
                continue
            }
            let flagsAndLength = String(String.UnicodeScalarView(scalars[start...cursor]))
            // Keep only the length modifier and the conversion (`lld`, `d`, `@`, `f`).
            let kept = flagsAndLength.unicodeScalars.filter {
                "lhqLzjt".unicodeScalars.contains($0) || conversions.contains($0)
            }
            return String(String.UnicodeScalarView(kept))
        }
        return nil
    }
}
