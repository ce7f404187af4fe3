import GlossaCLDR
import GlossaMessages

/// The messages of one table in one locale, written in one syntax.
///
/// A catalog is immutable once built and safe to share between threads. Its strings are stored
/// compactly (one UTF-8 buffer and an index, see ``memoryFootprint``); messages are compiled the
/// first time they are rendered and kept, so an app pays for compiling only what it shows, once.
///
/// ```swift
/// let russian = try Catalog(
///     locale: LocaleIdentifier(parsing: "ru"), syntax: .tml,
///     messages: ["inbox.count": "У вас {count || сообщение, сообщения, сообщений}"])
/// russian.message(for: "inbox.count")   // the TML text
/// ```
public final class Catalog: Sendable {
    /// The default table name, as Apple's `Localizable.strings`.
    public static let defaultTable = "Localizable"

    /// The locale the messages are in.
    public let locale: LocaleIdentifier
    /// The table (Apple's `.strings` file name without extension, `Localizable` by default).
    public let table: String
    /// The syntax every message of the catalog is written in.
    public let syntax: any MessageSyntax
    /// How the catalog ranks among the other catalogs of its locale and table: the ``Localizer`` tries
    /// the higher first, then among equals the later given (``CatalogPrecedence``).
    public let precedence: CatalogPrecedence
    /// Keys that were given more than once while building; the last message was kept.
    public let duplicateKeyCount: Int

    let strings: StringTable
    /// TML translations that depend on the tokens' context, by entry (TMLKit's translations with a
    /// `context`): tried in order before the entry's own message.
    let alternatives: [Int32: [TMLTranslation]]
    let compiled: CompiledMessageCache

    /// Builds a catalog from keys and messages in order. A key given twice keeps its last message.
    ///
    /// - Parameters:
    ///   - locale: The locale the messages are in.
    ///   - table: The table the catalog stands for (`Localizable` by default).
    ///   - syntax: The syntax the messages are written in (TML by default).
    ///   - entries: Keys and messages, in order.
    ///   - alternatives: TML translations whose use depends on the tokens (a `context` such as
    ///     `{"count": {"number": "one"}}`), by key. They are tried in order (by `precedence` when
    ///     set) before the key's message; a key may have alternatives and no message (when none
    ///     applies, the lookup goes on down the fallback chain to the source text).
    ///   - precedence: How the catalog ranks among the other catalogs of its locale and table
    ///     (``CatalogPrecedence/stringsFile`` for the entries of an Apple `.strings` file).
    /// - Throws: ``CatalogError/tooLarge`` past 2 GiB of strings.
    public init(
        locale: LocaleIdentifier, table: String = Catalog.defaultTable, syntax: any MessageSyntax = TMLSyntax(),
        entries: [(key: String, message: String)],
        alternatives: [String: [TMLTranslation]] = [:], precedence: CatalogPrecedence = .standard
    ) throws(CatalogError) {
        self.locale = locale
        self.table = table
        self.syntax = syntax
        self.precedence = precedence
        var builder = StringTableBuilder(expectedCount: entries.count)
        for (key, message) in entries {
            try builder.add(key: key, message: message, isPlain: Self.isPlain(message, in: syntax))
        }
        var alternativeEntries: [String: [TMLTranslation]] = [:]
        // Sorted once here, so a lookup tries them in order.
        for (key, translations) in alternatives where !translations.isEmpty {
            alternativeEntries[key] = TMLTranslation.selectionOrder(translations)
        }
        // A key with alternatives and no message still needs an entry.
        var withoutMessage: [String] = []
        if !alternativeEntries.isEmpty {
            let partial = builder
            let table = partial.build()
            withoutMessage = alternativeEntries.keys.filter { table.entry(for: $0) == nil }.sorted()
        }
        for key in withoutMessage { try builder.add(key: key, message: "", isPlain: true) }
        duplicateKeyCount = builder.replacedCount
        strings = builder.build()
        compiled = CompiledMessageCache(entryCount: strings.count)
        var byEntry: [Int32: [TMLTranslation]] = [:]
        for (key, translations) in alternativeEntries {
            if let entry = strings.entry(for: key) { byEntry[Int32(entry)] = translations }
        }
        self.alternatives = byEntry
    }

    /// Builds a catalog from a dictionary of keys and messages.
    public convenience init(
        locale: LocaleIdentifier, table: String = Catalog.defaultTable, syntax: any MessageSyntax = TMLSyntax(),
        messages: [String: String], alternatives: [String: [TMLTranslation]] = [:],
        precedence: CatalogPrecedence = .standard
    ) throws(CatalogError) {
        try self.init(
            locale: locale, table: table, syntax: syntax,
            entries: messages.map { (key: $0.key, message: $0.value) }, alternatives: alternatives,
            precedence: precedence)
    }

    /// The number of keys.
    public var count: Int { strings.count - duplicateKeyCount }

    /// Whether the catalog has a message for `key` (an empty message counts: Transifex uses it for
    /// "known but untranslated", which the Localizer treats as missing).
    public func contains(_ key: CatalogKey) -> Bool { strings.entry(for: key.rawValue) != nil }

    /// The message stored under `key`, as written.
    public func message(for key: CatalogKey) -> String? {
        strings.entry(for: key.rawValue).map(strings.message(at:))
    }

    /// The TML translations that depend on context, stored under `key`.
    public func alternatives(for key: CatalogKey) -> [TMLTranslation] {
        guard let entry = strings.entry(for: key.rawValue) else { return [] }
        return alternatives[Int32(entry)] ?? []
    }

    /// Every key with its message, in the order they were added (a replaced key at its last place).
    public var entries: [(key: String, message: String)] {
        var live = Set<Int>()
        var result: [(key: String, message: String)] = []
        for entry in (0..<strings.count).reversed() {
            let key = strings.key(at: entry)
            guard strings.entry(for: key) == entry, live.insert(entry).inserted else { continue }
            result.append((key, strings.message(at: entry)))
        }
        return result.reversed()
    }

    /// The UTF-8 bytes of every key and message: what the catalog's text weighs.
    public var stringByteCount: Int { strings.stringByteCount }

    /// The bytes the catalog's storage occupies: the strings, 8 bytes per entry and the index.
    /// Compiled messages come on top, as they are rendered (see ``compiledMessageCount``).
    public var memoryFootprint: Int { strings.storageByteCount }

    /// How many messages have been compiled so far.
    public var compiledMessageCount: Int { compiled.count }

    static func isPlain(_ message: String, in syntax: any MessageSyntax) -> Bool {
        var message = message
        return message.withUTF8 { syntax.isPlainText($0) }
    }

    /// The compiled form of an entry (or one of its alternatives), compiling it on first use; nil when
    /// the message renders as its text. `sourceMessage` (the source-language text, see
    /// ``MessageSyntax/compile(_:locale:sourceMessage:)``) is asked for only when compiling.
    func compiledMessage(
        entry: Int, alternative: Int = 0, sourceMessage: @autoclosure () -> String?
    ) -> CompiledMessage? {
        let key = CompiledMessageCache.Key(entry: Int32(entry), alternative: Int32(alternative))
        return compiled.message(for: key) {
            let text =
                alternative == 0
                ? strings.message(at: entry) : (alternatives[Int32(entry)]?[alternative - 1].label ?? "")
            return syntax.compile(text, locale: locale, sourceMessage: sourceMessage())
        }
    }
}
