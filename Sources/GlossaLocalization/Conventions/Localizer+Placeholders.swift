import Foundation
import GlossaMessages

extension Localizer {
    /// MCLocalization's `stringForKey:withPlaceholders:`: the string for `key` with each placeholder
    /// replaced literally (`["%name%": "Man United", "{{b}}": "B", "[c]": "C"]`). Placeholders are
    /// replaced in one pass, longest first, and a value is never scanned again.
    ///
    /// Returns nil when no catalog (not even the source language's) has the key, as MCLocalization
    /// does — unless the missing policy turns the key into text, as ``KeyPlaceholderPolicy`` does.
    public func string(forKey key: String, placeholders: [String: String] = [:], table: String? = nil) -> String? {
        let request = LookupRequest(key: key, table: table ?? Catalog.defaultTable, arguments: [:])
        let chain = self.chain
        let known =
            (chain.catalogs(for: request.table) + chain.sources(for: request.table)).contains { catalog in
                catalog.strings.entry(for: key).map(catalog.hasContent(at:)) ?? false
            }
        let text = resolve(request, as: TextKind())
        if !known, text == key { return nil }
        return placeholders.isEmpty ? text : PlaceholderReplacement.replace(in: text, placeholders)
    }
}

extension Localizer {
    /// SKLocalizable's `localized(tableName:arguments:)`: the string for `key` from `table` with each
    /// `$(Name)` parameter replaced by `arguments["Name"]` (described with `String(describing:)`).
    /// Returns the key itself when nothing has it.
    public func localized(_ key: String, tableName: String? = nil, arguments: [String: any Sendable]? = nil) -> String {
        let text = string(CatalogKey(key), table: tableName)
        guard let arguments, !arguments.isEmpty else { return text }
        var placeholders: [String: String] = [:]
        for (name, value) in arguments { placeholders["$(\(name))"] = String(describing: value) }
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
        tableName: String? = nil, arguments: [String: any Sendable]? = nil, localizer: Localizer = .shared
    ) -> String {
        localizer.localized(self, tableName: tableName, arguments: arguments)
    }
}
