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
}
