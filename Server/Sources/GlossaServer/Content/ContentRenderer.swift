/// Builds the `data` of `GET /content/{lang}`: every source key (with all the filter's tags) mapped to
/// `{"string": …}`: the source text for the source language, the translation or `""` for a target
/// language, plurals in the CDS's `{???, plural, …}` form.
enum ContentRenderer {
    /// The entries, sorted by key. A translation below `minimumStatus` (a reviewed-only release) is
    /// rendered as an untranslated one, `""`, so that clients fall back to the source text.
    static func entries(
        project: Project, language: String, filter: ContentFilter, strings: [SourceString],
        translations: [String: Translation], minimumStatus: TranslationStatus? = nil
    ) -> [(key: String, string: String)] {
        var result: [(key: String, string: String)] = []
        result.reserveCapacity(strings.count)
        let isSource = language == project.sourceLanguage
        for string in strings where string.hasAllTags(filter.tags) {
            if isSource {
                result.append((string.key, PluralForm.wire(string.string)))
                continue
            }
            let translation = translations[string.key]
            if let status = filter.status {
                guard let translation, translation.status >= status else { continue }
            }
            if let minimumStatus, let translation, translation.status < minimumStatus {
                result.append((string.key, ""))
                continue
            }
            result.append((string.key, translation.map { PluralForm.wire($0.string) } ?? ""))
        }
        return result.sorted { $0.key < $1.key }
    }

    /// `{"data":{"key":{"string":"…"},…}}`.
    static func body(_ entries: [(key: String, string: String)]) -> [UInt8] {
        let body = ContentBody(entries: entries).bytes
        return Array(body.readableBytesView)
    }
}
