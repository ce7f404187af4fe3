/// What a merge into a catalog changed, counted per key and per translation: merging one document
/// into another (`glossa convert` onto an existing catalog, ``LocalizationDocument/merge(_:)``) and
/// merging extracted strings into a String Catalog (`glossa extract`) count with it; each fills the
/// counts that apply to it and leaves the others at zero.
public struct MergeSummary: Sendable, Hashable {
    /// Keys the merged document did not have.
    public var keysAdded = 0
    /// Keys whose comment or default value changed (extraction).
    public var keysUpdated = 0
    /// Keys that were `stale` and are in code again (extraction).
    public var keysRevived = 0
    /// Keys no longer in code, now `stale` (extraction).
    public var keysMarkedStale = 0
    /// Keys found again that needed no change (extraction).
    public var keysUnchanged = 0
    /// Translations added to keys it had (a locale the key had no value in).
    public var valuesAdded = 0
    /// Translations that replaced a different one.
    public var valuesUpdated = 0
    /// Translations that were already there, unchanged.
    public var valuesUnchanged = 0
    /// Keys of the document merged into that the other document does not have; they stay as they are.
    public var keysKept = 0

    /// Creates an empty summary.
    public init() {}

    /// One line for people: `2 keys added, 3 values added, 1 value updated, 40 unchanged; 5 keys kept`,
    /// followed by the extraction counts that are not zero.
    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var text =
            "\(count(keysAdded, "key")) added, \(count(valuesAdded, "value")) added, "
            + "\(count(valuesUpdated, "value")) updated, \(valuesUnchanged) unchanged; "
            + "\(count(keysKept, "key")) only in the existing file kept"
        for (number, what) in [
            (keysUpdated, "updated"), (keysRevived, "back from stale"), (keysMarkedStale, "marked stale"),
            (keysUnchanged, "found unchanged"),
        ] where number > 0 {
            text += "; \(count(number, "key")) \(what)"
        }
        return text
    }
}

extension LocalizationDocument {
    /// Merges `other` into this document, as Xcode merges a migrated or imported file into an existing
    /// String Catalog: the document keeps its source locale, version, extensions and entry order; an
    /// entry of `other` (matched by key and table) that it lacks is appended; for one it has, each
    /// locale of `other` replaces that locale's localization and the other locales stay; an empty
    /// comment is filled from `other`. Nothing is removed.
    @discardableResult
    public mutating func merge(_ other: LocalizationDocument) -> MergeSummary {
        var summary = MergeSummary()
        var index: [EntryID: Int] = [:]
        for (position, entry) in entries.enumerated() where index[EntryID(entry)] == nil {
            index[EntryID(entry)] = position
        }
        var touched = Set<Int>()
        for entry in other.entries {
            guard let position = index[EntryID(entry)] else {
                index[EntryID(entry)] = entries.count
                touched.insert(entries.count)
                entries.append(entry)
                summary.keysAdded += 1
                continue
            }
            touched.insert(position)
            for (locale, localization) in entry.localizations {
                switch entries[position].localizations[locale] {
                case nil: summary.valuesAdded += 1
                case localization: summary.valuesUnchanged += 1
                default: summary.valuesUpdated += 1
                }
                entries[position].localizations[locale] = localization
            }
            if entries[position].comment == nil { entries[position].comment = entry.comment }
        }
        summary.keysKept = entries.count - touched.count
        if sourceLocale == nil { sourceLocale = other.sourceLocale }
        return summary
    }

    private struct EntryID: Hashable {
        let key: String
        let table: String?

        init(_ entry: LocalizationEntry) {
            key = entry.key
            table = entry.table
        }
    }
}
