import GlossaJSON

/// Everything `glossa lint` found in a set of catalogs.
public struct LintReport: Sendable {
    /// Counts for one locale.
    public struct LocaleCounts: Sendable, Hashable {
        /// The locale.
        public let locale: String
        /// Keys that should be translated.
        public var keys = 0
        /// Keys translated (every value present and not `new`).
        public var translated = 0
        /// Keys with a value marked `needs_review`.
        public var needsReview = 0
        /// Keys with no translation.
        public var untranslated: Int { keys - translated }

        /// Counts of zero for `locale`.
        public init(locale: String) {
            self.locale = locale
        }
    }

    /// The findings, errors first, then by file position.
    public var findings: [LintFinding]
    /// How many keys were checked.
    public var keyCount: Int
    /// Translation counts per target locale, in catalog order.
    public var locales: [LocaleCounts]

    /// Creates a report.
    public init(findings: [LintFinding], keyCount: Int, locales: [LocaleCounts]) {
        self.findings = findings
        self.keyCount = keyCount
        self.locales = locales
    }

    /// The number of errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// The report as `--format json` writes it.
    public var json: JSONValue {
        .object([
            "keys": .number(JSONNumber(keyCount)),
            "errors": .number(JSONNumber(errorCount)),
            "warnings": .number(JSONNumber(warningCount)),
            "locales": .array(
                locales.map {
                    .object([
                        "locale": .string($0.locale), "keys": .number(JSONNumber($0.keys)),
                        "translated": .number(JSONNumber($0.translated)),
                        "untranslated": .number(JSONNumber($0.untranslated)),
                        "needsReview": .number(JSONNumber($0.needsReview)),
                    ])
                }),
            "findings": .array(findings.map(\.json)),
        ])
    }
}

extension LintFinding {
    /// One finding as JSON; unknown fields are left out.
    public var json: JSONValue {
        var object: JSONObject = [
            "severity": .string(severity.rawValue), "check": .string(check.rawValue), "file": .string(position.file),
        ]
        if position.line > 0 {
            object.set("line", .number(JSONNumber(position.line)))
            object.set("column", .number(JSONNumber(position.column)))
        }
        if let key { object.set("key", .string(key)) }
        if let locale { object.set("locale", .string(locale)) }
        if let variation, !variation.isEmpty { object.set("variation", .string(variation)) }
        object.set("message", .string(message))
        return .object(object)
    }
}
