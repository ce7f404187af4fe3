import Testing

@testable import GlossaDelivery

/// Transifex's decision tables, row by row: key, cached text, new text, then the expected text per
/// policy (`nil`: absent).
@Suite struct UpdatePolicyTests {
    struct Row: Sendable, CustomStringConvertible {
        var key: String
        var cache: String?
        var new: String?
        var expected: [UpdatePolicy: String?]
        var description: String { key }
    }

    static let rows: [Row] = [
        Row(
            key: "a", cache: "a", new: nil,
            expected: [
                .replaceAll: nil, .updateUsingTranslated: "a", .overrideAll: nil, .overrideUsingTranslatedOnly: "a",
                .overrideUntranslatedOnly: "a",
            ]),
        Row(
            key: "b", cache: "b", new: "B",
            expected: [
                .replaceAll: "B", .updateUsingTranslated: "B", .overrideAll: "B", .overrideUsingTranslatedOnly: "B",
                .overrideUntranslatedOnly: "b",
            ]),
        Row(
            key: "c", cache: "c", new: "",
            expected: [
                .replaceAll: "", .updateUsingTranslated: "c", .overrideAll: nil, .overrideUsingTranslatedOnly: "c",
                .overrideUntranslatedOnly: "c",
            ]),
        Row(
            key: "d", cache: "", new: nil,
            expected: [
                .replaceAll: nil, .updateUsingTranslated: "", .overrideAll: nil, .overrideUsingTranslatedOnly: "",
                .overrideUntranslatedOnly: "",
            ]),
        Row(
            key: "e", cache: "", new: "E",
            expected: [
                .replaceAll: "E", .updateUsingTranslated: "E", .overrideAll: "E", .overrideUsingTranslatedOnly: "E",
                .overrideUntranslatedOnly: "E",
            ]),
        Row(
            key: "f", cache: nil, new: "F",
            expected: [
                .replaceAll: "F", .updateUsingTranslated: "F", .overrideAll: "F", .overrideUsingTranslatedOnly: "F",
                .overrideUntranslatedOnly: "F",
            ]),
        Row(
            key: "g", cache: nil, new: "",
            expected: [
                .replaceAll: "", .updateUsingTranslated: nil, .overrideAll: nil, .overrideUsingTranslatedOnly: nil,
                .overrideUntranslatedOnly: nil,
            ]),
    ]

    static var cache: TranslationTable {
        Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.cache.map { (row.key, $0) } })
    }
    static var new: TranslationTable {
        Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.new.map { (row.key, $0) } })
    }

    @Test(arguments: UpdatePolicy.allCases)
    func theWholeTableAtOnce(policy: UpdatePolicy) {
        let merged = policy.merge(existing: Self.cache, incoming: Self.new)
        for row in Self.rows {
            #expect(merged[row.key] == row.expected[policy] ?? nil, "key \(row.key), \(policy)")
        }
    }

    @Test(arguments: rows)
    func eachRowAlone(row: Row) {
        for policy in UpdatePolicy.allCases {
            let existing: TranslationTable = row.cache.map { [row.key: $0] } ?? [:]
            let incoming: TranslationTable = row.new.map { [row.key: $0] } ?? [:]
            #expect(
                policy.merge(existing: existing, incoming: incoming)[row.key] == row.expected[policy] ?? nil,
                "\(policy)")
        }
    }

    @Test func aLocaleOutsideTheUpdateKeepsItsStrings() async throws {
        for policy in UpdatePolicy.allCases {
            let memory = MemoryCache(Translations(["el": ["a": "α"], "fr": ["a": "à"]]))
            try await UpdatePolicyCache(policy: policy, base: memory).update(with: Translations(["el": ["b": "β"]]))
            #expect(await memory.translations()["fr"] == ["a": "à"], "\(policy)")
        }
    }

    @Test func theLayerMergesWithItsPolicy() async throws {
        let memory = MemoryCache(Translations(["el": Self.cache]))
        try await UpdatePolicyCache(policy: .updateUsingTranslated, base: memory).update(
            with: Translations(["el": Self.new]))
        #expect(await memory.translations()["el"] == ["a": "a", "b": "B", "c": "c", "d": "", "e": "E", "f": "F"])
    }
}
