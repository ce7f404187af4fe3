/// Reading of POSIX / glibc locale names: `language[_TERRITORY][.codeset][@modifier]`.
enum POSIXLocaleName {
    /// Modifiers that name a script.
    private static let scriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "hebrew": "Hebr",
        "greek": "Grek", "mongolian": "Mong", "javanese": "Java", "adlam": "Adlm",
    ]

    /// Modifiers that are BCP 47 variants (`ca_ES@valencia` → `ca-ES-valencia`) or that CLDR aliases as
    /// one (`aa_ER@saaho` → `ssy-ER`).
    private static let variantModifiers: Set<String> = ["valencia", "saaho"]

    /// Whether `name` is the C or POSIX locale (`C`, `POSIX`, `C.UTF-8`), for which gettext translates nothing.
    static func isCOrPOSIX(_ name: String) -> Bool {
        let base = name.prefix { $0 != "." && $0 != "@" }
        return base == "C" || base == "POSIX"
    }

    /// The locale identifier for a POSIX name: the codeset is dropped, `@latin`-style modifiers become a
    /// script, `@valencia` a variant, and others (`@euro`, `@iqtelif`) are ignored. Nil if unparsable, or
    /// if it is C/POSIX or names ``LocaleIdentifier/root`` or ``LocaleIdentifier/base``.
    static func identifier(from name: String) -> LocaleIdentifier? {
        let trimmed = name.trimmingSpaces()
        guard !trimmed.isEmpty, !isCOrPOSIX(trimmed) else { return nil }
        let atSplit = trimmed.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let modifier = atSplit.count > 1 ? atSplit[1].lowercased() : nil
        let base = atSplit[0].prefix { $0 != "." }
        guard !base.isEmpty, var identifier = try? LocaleIdentifier(parsing: String(base)) else { return nil }
        guard !identifier.isRoot, !identifier.isBase else { return nil }
        if let modifier {
            if let script = scriptModifiers[modifier], identifier.script == nil {
                let withScript = identifier.posixIdentifier.replacingFirstUnderscore(with: "_\(script)_")
                identifier = (try? LocaleIdentifier(parsing: withScript)) ?? identifier
            } else if variantModifiers.contains(modifier) {
                identifier = (try? LocaleIdentifier(parsing: "\(identifier.posixIdentifier)_\(modifier)")) ?? identifier
            }
        }
        return identifier
    }
}

extension String {
    /// `sr_RS` → `sr_Latn_RS` (with `replacement` = `_Latn_`); `sr` → `sr_Latn`.
    fileprivate func replacingFirstUnderscore(with replacement: String) -> String {
        guard let index = firstIndex(of: "_") else { return self + replacement.dropLast() }
        return self[..<index] + replacement + self[self.index(after: index)...]
    }

    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
