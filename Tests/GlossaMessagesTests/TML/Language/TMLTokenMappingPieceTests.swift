import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Token-mapping templates are read once into pieces; filling the pieces gives what reading the
/// template at every token gave.
@Suite("Token-mapping template pieces")
struct TMLTokenMappingPieceTests {
    @Test func templatesSplitIntoTextAndParameters() {
        #expect(TokenMappingPiece.pieces(of: "{$0}") == [.parameter(index: 0, caseKeys: [])])
        #expect(
            TokenMappingPiece.pieces(of: "{$0}/{$1}")
                == [.parameter(index: 0, caseKeys: []), .text("/"), .parameter(index: 1, caseKeys: [])])
        #expect(
            TokenMappingPiece.pieces(of: "{$0::gen::plural}") == [.parameter(index: 0, caseKeys: ["gen", "plural"])])
        #expect(TokenMappingPiece.pieces(of: "no placeholders") == [.text("no placeholders")])
        #expect(TokenMappingPiece.pieces(of: "") == [])
        #expect(TokenMappingPiece.pieces(of: "a {$0") == [.text("a "), .text("{$0")])
        #expect(
            TokenMappingPiece.pieces(of: "{$x} and {$}") == [
                .parameter(index: nil, caseKeys: []), .text(" and "), .parameter(index: nil, caseKeys: []),
            ])
    }

    /// Random templates (placeholders, cases, stray braces and dollars, non-ASCII text) filled through
    /// the pieces and by the reference reading of the template at fill time agree.
    @Test func fillingPiecesMatchesReadingTheTemplate() {
        let compiler = TMLCompiler(language: .russian)
        var random = SeededGenerator(seed: 0x70CE)
        let atoms = [
            "{$0}", "{$1}", "{$2}", "{$0::gen}", "{$1::dat::gen}", "{$0::nope}", "{$x}", "{$", "}", "{", "$", "::",
            "Анна", " ", "/", "e\u{301}", "{$0::", "{$}",
        ]
        let parameterSets: [[String]] = [["Михаил"], ["Михаил", "Анна"], ["a", "b", "c"], []]
        for _ in 0..<2_000 {
            let template = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                atoms[Int.random(in: 0..<atoms.count, using: &random)]
            }.joined()
            let values = parameterSets[Int.random(in: 0..<parameterSets.count, using: &random)]
            let parameters = values.map { TMLParameter(key: nil, value: $0) }
            let filled = compiler.fill(TokenMappingTemplate(ruleKeyword: "other", template: template), with: parameters)
            #expect(filled == Self.referenceFill(template, with: values, language: compiler.language), "\(template)")
        }
    }

    /// Filling by reading the template at fill time: the algorithm the pieces replace.
    static func referenceFill(_ template: String, with parameters: [String], language: LanguageDefinition) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{$") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let inner = rest[open.upperBound..<close].components(separatedBy: "::")
            if let index = Int(inner[0]), parameters.indices.contains(index) {
                var value = parameters[index]
                for key in inner.dropFirst() {
                    if let languageCase = language.cases[key] { value = languageCase.apply(to: value, gender: nil) }
                }
                result += value
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
