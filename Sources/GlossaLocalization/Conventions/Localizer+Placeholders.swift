import Foundation
import GlossaMessages

extension Localizer {
    /// MCLocalization's `stringForKey:withPlaceholders:`: the string for `key` with each placeholder
    /// replaced (`["%name%": "Man United", "{{b}}": "B", "[c]": "C"]`).
    ///
    /// A message from a ``PlaceholderSyntax`` catalog renders its compiled placeholders with these
    /// values (a placeholder without one stays and is reported); a message in another syntax (plain
    /// text) has them replaced literally, in one pass, longest first. Either way a value is never
    /// scanned again for placeholders.
    ///
    /// Returns nil when no catalog (not even the source language's) has the key, as MCLocalization
    /// does — unless the missing policy turns the key into text, as ``KeyPlaceholderPolicy`` does.
    public func string(forKey key: String, placeholders: [String: String] = [:], table: String? = nil) -> String? {
        let table = table ?? Catalog.defaultTable
        let found = firstCatalog(with: key, table: table)
        let compiles = found?.syntax is PlaceholderSyntax
        var arguments = MessageArguments()
        if compiles { for (placeholder, value) in placeholders { arguments[placeholder] = .string(value) } }
        let text = resolve(LookupRequest(key: key, table: table, arguments: arguments), as: TextKind())
        if found == nil, text == key { return nil }
        return placeholders.isEmpty || compiles ? text : PlaceholderReplacement.replace(in: text, placeholders)
    }

    /// The catalog a lookup of `key` renders from: the first with content in the current locale's
    /// chain, then in the source language.
    func firstCatalog(with key: String, table: String) -> Catalog? {
        let chain = self.chain
        return (chain.catalogs(for: table) + chain.sources(for: table)).first { catalog in
            catalog.strings.entry(for: key).map(catalog.hasContent(at:)) ?? false
        }
    }
}

extension Localizer {
    /// SKLocalizable's `localized(tableName:arguments:)`: the string for `key` from `table` with each
    /// `$(Name)` parameter replaced by `arguments["Name"]` (its `MessageValue.displayText`).
    /// A ``PlaceholderSyntax`` message renders them as compiled parameters; another syntax's text gets
    /// them replaced literally. Returns the key itself when nothing has it.
    public func localized(_ key: String, tableName: String? = nil, arguments: MessageArguments? = nil) -> String {
        let table = tableName ?? Catalog.defaultTable
        if let arguments, !arguments.isEmpty, firstCatalog(with: key, table: table)?.syntax is PlaceholderSyntax {
            return string(CatalogKey(key), table: table, arguments: arguments)
        }
        let text = string(CatalogKey(key), table: tableName)
        guard let arguments, !arguments.isEmpty else { return text }
        var placeholders: [String: String] = [:]
        for (name, value) in arguments { placeholders["$(\(name))"] = value.displayText }
        return PlaceholderReplacement.replace(in: text, placeholders)
    }
}

extension String {
    /// SKLocalizable's `"key".localized(tableName:arguments:)`: this string as a key, looked up in
    /// `localizer` (``Localizer/shared`` by default) with `$(Name)` parameters replaced.
    ///
    /// ```swift
    /// "DemoVC.TextField.Text".localized()
    /// "Greeting".localized(arguments: ["Name": "Anna"])   // "Hello, $(Name)!" → "Hello, Anna!"
    /// ```
    public func localized(
        tableName: String? = nil, arguments: MessageArguments? = nil, localizer: Localizer = .shared
    ) -> String {
        localizer.localized(self, tableName: tableName, arguments: arguments)
    }
}
