import GlossaFormats

/// Merges extracted strings into a String Catalog the way Xcode's build does, on GlossaFormats'
/// document model (so the catalog is read and written by the same code as `glossa convert`).
///
/// - A new key gets an entry with its comment; a key with a default value (`defaultValue:`, `value:`)
///   is `extracted_with_value` and gets its source-language unit in state `new`.
/// - A key already present keeps its translations; its comment becomes the one in code, and a `stale`
///   key found again is extracted again.
/// - A key no longer in code is marked `stale` (translations kept), unless it was added by hand
///   (`manual`) or is already stale. A `manual` key keeps its values; an
///   empty comment in code never replaces a catalog's comment.
/// - Everything else (unknown fields, other states, variations, substitutions) is kept; the writer uses
///   Xcode's key order and layout, so a merge that changes nothing gives the same bytes.
public struct StringCatalogMerge: Sendable {
    /// The catalog's source language, used for new catalogs and default values.
    public var sourceLanguage: String

    /// Creates a merge for catalogs in `sourceLanguage`.
    public init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// The merged catalog and what changed. `existing` is the catalog's current document, `nil` for a new one.
    public func merge(_ strings: [ExtractedString], into existing: LocalizationDocument?) -> (
        catalog: LocalizationDocument, summary: MergeSummary
    ) {
        var catalog = existing ?? LocalizationDocument(sourceLocale: sourceLanguage, version: "1.0")
        let language = catalog.sourceLocale ?? sourceLanguage
        var summary = MergeSummary()
        var indexByKey: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() where indexByKey[entry.key] == nil {
            indexByKey[entry.key] = index
        }
        var found = Set<String>()
        for string in Self.mergedByKey(strings) {
            found.insert(string.key)
            if let index = indexByKey[string.key] {
                switch update(&catalog.entries[index], with: string, language: language) {
                case .revived: summary.keysRevived += 1
                case .updated: summary.keysUpdated += 1
                case .unchanged: summary.keysUnchanged += 1
                }
            } else {
                catalog.entries.append(newEntry(for: string, language: language))
                summary.keysAdded += 1
            }
        }
        for index in catalog.entries.indices where !found.contains(catalog.entries[index].key) {
            switch catalog.entries[index].extractionState {
            case nil, .extractedWithValue?:
                catalog.entries[index].extractionState = .stale
                summary.keysMarkedStale += 1
            default:
                continue
            }
        }
        if summary.keysAdded > 0 {
            catalog.entries.sort { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
        }
        return (catalog, summary)
    }

    private enum Outcome { case revived, updated, unchanged }

    private func update(_ entry: inout LocalizationEntry, with string: ExtractedString, language: String) -> Outcome {
        var outcome = Outcome.unchanged
        let state = entry.extractionState
        if state == .stale {
            entry.extractionState = string.defaultValue != nil ? .extractedWithValue : nil
            outcome = .revived
        }
        // An empty comment in code (`comment: ""`) says nothing: it never replaces the catalog's.
        if let comment = string.comment, !comment.isEmpty, entry.comment != comment {
            entry.comment = comment
            if outcome == .unchanged { outcome = .updated }
        }
        if let value = string.defaultValue, state != .manual {
            let source = entry.localizations[language]
            let unit = source?.variant.unit
            if source == nil || (unit?.state == .new && unit?.value != value && source?.variant.variations == nil) {
                entry.localizations[language] = Localization(value: value, state: .new)
                if outcome == .unchanged { outcome = .updated }
            }
            if state == nil {
                entry.extractionState = .extractedWithValue
                if outcome == .unchanged { outcome = .updated }
            }
        }
        return outcome
    }

    private func newEntry(for string: ExtractedString, language: String) -> LocalizationEntry {
        var entry = LocalizationEntry(key: string.key, comment: string.comment)
        if let value = string.defaultValue {
            entry.extractionState = .extractedWithValue
            entry.localizations[language] = Localization(value: value, state: .new)
        }
        return entry
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
