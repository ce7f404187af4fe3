import GlossaJSON

/// Merges extracted strings into a String Catalog (`.xcstrings`) the way Xcode's build does.
///
/// - A new key gets an entry with its comment; a key with a default value (`defaultValue:`, `value:`)
///   is `extracted_with_value` and gets its source-language unit in state `new`.
/// - A key already present keeps its translations; its comment becomes the one in code, and a `stale`
///   key found again is extracted again.
/// - A key no longer in code is marked `stale` (translations kept), unless it was added by hand
///   (`manual`).
/// - Everything else in the file (unknown fields, other states, variations, substitutions) is kept;
///   keys are written in Xcode's order.
public struct StringCatalogMerge: Sendable {
    /// What a merge changed.
    public struct Summary: Sendable, Hashable {
        /// Keys that were not in the catalog.
        public var added = 0
        /// Keys whose comment or default value changed.
        public var updated = 0
        /// Keys that were `stale` and are in code again.
        public var revived = 0
        /// Keys no longer in code, now `stale`.
        public var markedStale = 0
        /// Keys in the catalog that were found and needed no change.
        public var unchanged = 0

        /// No changes.
        public init() {}
    }

    /// The catalog's source language, used for new catalogs and default values.
    public var sourceLanguage: String

    /// Creates a merge for catalogs in `sourceLanguage`.
    public init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// The merged catalog and what changed. `existing` is the catalog's current JSON, `nil` for a new one.
    public func merge(_ strings: [ExtractedString], into existing: JSONValue?) throws(CatalogError) -> (
        catalog: JSONValue, summary: Summary
    ) {
        var catalog: JSONObject
        if let existing {
            guard case .object(let object) = existing else {
                throw CatalogError(message: "a String Catalog must be a JSON object")
            }
            catalog = object
        } else {
            catalog = ["sourceLanguage": .string(sourceLanguage), "strings": .object(JSONObject()), "version": "1.0"]
        }
        guard case .object(var entries) = catalog["strings"] ?? .object(JSONObject()) else {
            throw CatalogError(message: "\"strings\" must be an object")
        }
        let language = catalog["sourceLanguage"]?.stringValue ?? sourceLanguage
        var summary = Summary()
        var found = Set<String>()
        for string in Self.mergedByKey(strings) {
            found.insert(string.key)
            if case .object(let entry) = entries[string.key] {
                let (merged, outcome) = update(entry, with: string, language: language)
                entries.set(string.key, .object(merged))
                switch outcome {
                case .revived: summary.revived += 1
                case .updated: summary.updated += 1
                case .unchanged: summary.unchanged += 1
                }
            } else {
                entries.set(string.key, .object(newEntry(for: string, language: language)))
                summary.added += 1
            }
        }
        for (key, value) in entries where !found.contains(key) {
            guard case .object(var entry) = value else { continue }
            let state = entry["extractionState"]?.stringValue
            guard state == nil || state == "extracted_with_value" else { continue }
            entry.set("extractionState", "stale")
            entries.set(key, .object(XcodeKeyOrder.sorted(entry)))
            summary.markedStale += 1
        }
        catalog.set("strings", .object(XcodeKeyOrder.sorted(entries)))
        return (.object(catalog), summary)
    }

    private enum Outcome { case revived, updated, unchanged }

    private func update(_ entry: JSONObject, with string: ExtractedString, language: String) -> (JSONObject, Outcome) {
        var entry = entry
        var outcome = Outcome.unchanged
        let state = entry["extractionState"]?.stringValue
        if state == "stale" {
            if string.defaultValue != nil {
                entry.set("extractionState", "extracted_with_value")
            } else {
                _ = entry.remove("extractionState")
            }
            outcome = .revived
        }
        if let comment = string.comment, entry["comment"]?.stringValue != comment {
            entry.set("comment", .string(comment))
            if outcome == .unchanged { outcome = .updated }
        }
        if let value = string.defaultValue, state != "manual" {
            var localizations = entry["localizations"]?.objectValue ?? JSONObject()
            let unit = localizations[language]?["stringUnit"]
            let unitState = unit?["state"]?.stringValue
            if unit == nil && localizations[language] == nil || unitState == "new" {
                if unit?["value"]?.stringValue != value {
                    localizations.set(language, sourceUnit(value))
                    entry.set("localizations", .object(XcodeKeyOrder.sorted(localizations)))
                    if outcome == .unchanged { outcome = .updated }
                }
            }
            if state == nil {
                entry.set("extractionState", "extracted_with_value")
                if outcome == .unchanged { outcome = .updated }
            }
        }
        return (XcodeKeyOrder.sorted(entry), outcome)
    }

    private func newEntry(for string: ExtractedString, language: String) -> JSONObject {
        var entry = JSONObject()
        if let comment = string.comment { entry.set("comment", .string(comment)) }
        if let value = string.defaultValue {
            entry.set("extractionState", "extracted_with_value")
            entry.set("localizations", .object([language: sourceUnit(value)]))
        }
        return entry
    }

    private func sourceUnit(_ value: String) -> JSONValue {
        .object(["stringUnit": .object(["state": "new", "value": .string(value)])])
    }

    /// One string per key: a String Catalog has no context, so TML labels that differ only by
    /// description share an entry (their descriptions are added to the comment).
    static func mergedByKey(_ strings: [ExtractedString]) -> [ExtractedString] {
        var byKey: [String: ExtractedString] = [:]
        var order: [String] = []
        for var string in strings {
            if let context = string.context, !string.comments.contains(context) { string.comments.append(context) }
            if byKey[string.key] == nil {
                order.append(string.key)
                byKey[string.key] = string
            } else {
                byKey[string.key]?.absorb(string)
            }
        }
        return order.compactMap { byKey[$0] }
    }
}

/// A String Catalog or other catalog that cannot be used, and why.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    public var description: String { message }
}
