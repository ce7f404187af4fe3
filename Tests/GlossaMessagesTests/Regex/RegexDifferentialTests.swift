import Foundation
import Testing

@testable import GlossaMessages

/// Random patterns and texts answered by V8 (see Fixtures/PROVENANCE.md): BoundedRegex must report the
/// same first match, the same groups and the same global replacement.
@Suite struct RegexDifferentialTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func agreesWithV8() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("v8-random-cases.json"))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cases = try #require(root?["cases"] as? [[String: Any]])
        #expect(cases.count > 1_000)
        for entry in cases {
            let pattern = try #require(entry["pattern"] as? String)
            let text = try #require(entry["text"] as? String)
            let options: BoundedRegex.Options = entry["flags"] as? String == "i" ? [.caseInsensitive] : []
            let regex = try BoundedRegex(pattern, options: options)
            let match = regex.firstMatch(in: text)
            let expected = entry["result"] as? [String: Any]
            #expect((match == nil) == (expected == nil), "\(pattern) on \(text.debugDescription)")
            if let match, let expected {
                let start = text.unicodeScalars.distance(from: text.startIndex, to: match.range.lowerBound)
                let length = text.unicodeScalars.distance(from: match.range.lowerBound, to: match.range.upperBound)
                #expect(start == expected["index"] as? Int, "\(pattern) on \(text.debugDescription)")
                #expect(length == expected["length"] as? Int, "\(pattern) on \(text.debugDescription)")
                let groups = (expected["groups"] as? [Any] ?? []).map { $0 as? String }
                let actual = (1..<match.captures.count).map { match[$0].map(String.init) }
                #expect(actual == groups, "\(pattern) on \(text.debugDescription)")
            }
            #expect(
                regex.replacingAll(in: text, with: "<$&>") == entry["replaced"] as? String,
                "\(pattern) on \(text.debugDescription)")
        }
    }
}
