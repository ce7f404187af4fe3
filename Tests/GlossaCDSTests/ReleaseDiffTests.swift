import GlossaCDS
import GlossaJSON
import Testing

@Suite("ReleaseDiff")
struct ReleaseDiffTests {
    static let old = ["en": ["a": "Apple", "b": "Bee", "gone": "Gone"], "fr": ["a": "Pomme", "b": ""]]
    static let new = [
        "en": ["a": "Apple", "b": "Bee", "c": "Sea"], "fr": ["a": "Pomme verte", "b": "Abeille"],
        "de": ["a": "Apfel"],
    ]

    @Test func comparesEachLanguageKeyByKey() {
        let diff = ReleaseDiff(from: 1, to: 2, old: Self.old, new: Self.new)
        #expect(diff.languages.map(\.code) == ["de", "en", "fr"])
        #expect(diff.language("de") == ReleaseDiff.Language(code: "de", added: [.init(key: "a", string: "Apfel")]))
        #expect(
            diff.language("en")
                == ReleaseDiff.Language(
                    code: "en", added: [.init(key: "c", string: "Sea")], removed: [.init(key: "gone", string: "Gone")]))
        #expect(
            diff.language("fr")?.changed == [
                .init(key: "a", old: "Pomme", new: "Pomme verte"), .init(key: "b", old: "", new: "Abeille"),
            ])
        let unchanged = ReleaseDiff(from: 2, to: 2, old: Self.new, new: Self.new)
        #expect(unchanged.languages.allSatisfy { $0.isEmpty })
    }

    /// The JSON exactly as the server has always written it (the OpenAPI document's `ReleaseDiff`).
    @Test func isWrittenAsTheServerAlwaysHasAndReadsBack() throws {
        let diff = ReleaseDiff(from: 1, to: 2, old: Self.old, new: Self.new)
        let text = JSONWriter().string(from: diff.json)
        #expect(
            text
                == #"{"from":1,"to":2,"languages":{"de":{"added":[{"key":"a","string":"Apfel"}],"removed":[],"#
                + #""changed":[]},"en":{"added":[{"key":"c","string":"Sea"}],"removed":[{"key":"gone","#
                + #""string":"Gone"}],"changed":[]},"fr":{"added":[],"removed":[],"changed":[{"key":"a","#
                + #""old":"Pomme","new":"Pomme verte"},{"key":"b","old":"","new":"Abeille"}]}}}"#)
        #expect(try ReleaseDiff(json: JSONParser().parse(text)) == diff)
    }

    @Test(arguments: [
        (#"{"to": 2, "languages": {}}"#, "data.from is missing"),
        (#"{"from": 1, "to": 2, "languages": []}"#, "data.languages is not an object"),
        (
            #"{"from": 1, "to": 2, "languages": {"fr": {"added": [], "removed": []}}}"#,
            "data.languages.fr.changed is missing"
        ),
        (
            #"{"from": 1, "to": 2, "languages": {"fr": {"added": [{"key": "a"}], "removed": [], "changed": []}}}"#,
            "data.languages.fr.added[0].string is missing"
        ),
        (
            #"{"from": 1, "to": 2, "languages": {"fr": {"added": [], "removed": [], "changed": [{"key": "a", "old": "x", "new": 3}]}}}"#,
            "data.languages.fr.changed[0].new is not a string"
        ),
    ])
    func aWrongMemberIsNamed(text: String, message: String) throws {
        #expect(throws: CDSWireError(message)) { try ReleaseDiff(json: JSONParser().parse(text), at: "data") }
    }

    /// The merge of two sorted lists answers what comparing key by key answers, whatever the overlap:
    /// checked against a plain comparison over generated lists (keys on one side, both, or neither;
    /// strings equal or not; runs at the start, middle and end).
    @Test(arguments: 0..<20)
    func mergingSortedListsIsComparingKeyByKey(seed: Int) {
        /// A pseudo-random number below `bound` for `index`, the same on every run.
        func number(_ index: Int, _ salt: Int, below bound: Int) -> Int {
            var value = UInt64(truncatingIfNeeded: index &* 31 &+ salt &* 1_000_003 &+ seed &* 7_919)
            value = (value ^ (value >> 29)) &* 0xBF58_476D_1CE4_E5B9
            return Int((value ^ (value >> 32)) % UInt64(bound))
        }
        var old: [String: String] = [:]
        var new: [String: String] = [:]
        for index in 0..<number(0, 1, below: 300) {
            let key = "k\(number(index, 2, below: 400))é\(index % 7)"
            switch number(index, 3, below: 4) {
            case 0: old[key] = "s\(index)"
            case 1: new[key] = "s\(index)"
            case 2: (old[key], new[key]) = ("s\(index)", "s\(index)")
            default: (old[key], new[key]) = ("s\(index)", "t\(index)")
            }
        }
        func entries(_ table: [String: String]) -> [ReleaseDiff.Entry] {
            table.map { ReleaseDiff.Entry(key: $0.key, string: $0.value) }.sorted { $0.key < $1.key }
        }
        let merged = ReleaseDiff.Language(code: "fr", old: entries(old), new: entries(new))
        let added = new.filter { old[$0.key] == nil }
        let removed = old.filter { new[$0.key] == nil }
        let changed = new.compactMap { key, string in
            old[key].flatMap { $0 == string ? nil : ReleaseDiff.Change(key: key, old: $0, new: string) }
        }
        #expect(merged.added == entries(added))
        #expect(merged.removed == entries(removed))
        #expect(merged.changed == changed.sorted { $0.key < $1.key })
        #expect(ReleaseDiff(from: 1, to: 2, old: ["fr": old], new: ["fr": new]).language("fr") == merged)
    }
}
