import Testing

@testable import GlossaCLDR

@Suite("List patterns from CLDR")
struct ListPatternTests {
    private func joined(_ locale: LocaleIdentifier, _ items: [String], kind: ListPatternKind = .and) -> String {
        ListPattern(for: locale, kind: kind).format(items)
    }

    @Test func joinsInTheLanguageOfTheLocale() {
        let three = ["A", "B", "C"]
        #expect(joined("en", three) == "A, B, and C")
        #expect(joined("de", three) == "A, B und C")
        #expect(joined("ru", three) == "A, B и C")
        #expect(joined("zh", three) == "A、B和C")
        #expect(joined("ja", three) == "A、B、C")
        #expect(joined("en", three, kind: .or) == "A, B, or C")
        #expect(joined("ja", three, kind: .or) == "A、B、またはC")
        #expect(joined("ru", ["A", "B"], kind: .or) == "A или B")
    }

    @Test func listsOfEveryLength() {
        #expect(joined("en", []) == "")
        #expect(joined("en", ["A"]) == "A")
        #expect(joined("en", ["A", "B"]) == "A and B")
        #expect(joined("en", ["A", "B", "C", "D", "E"]) == "A, B, C, D, and E")
        #expect(joined("zh", ["A", "B", "C", "D"]) == "A、B、C和D")
    }

    @Test func partsAreInheritedAlongTheParentChain() {
        // en_001 gives only its end patterns; start and middle come from en. en-AU's parent is en-001.
        #expect(joined("en-AU", ["A", "B", "C"]) == "A, B and C")
        #expect(joined("en-GB", ["A", "B", "C"], kind: .or) == "A, B or C")
        // pt_PT gives start and middle only; its end comes from pt.
        #expect(joined("pt-PT", ["A", "B", "C"]) == "A, B e C")
        #expect(joined("de-AT", ["A", "B"]) == "A und B")
        // No data at all: root's.
        #expect(joined("und", ["A", "B", "C"]) == "A, B, C")
        #expect(joined("xx", ["A", "B"], kind: .or) == "A or B")
    }

    @Test func invisibleCharactersSurviveGeneration() {
        // Persian's separator carries a right-to-left mark after the Arabic comma.
        #expect(joined("fa", ["A", "B", "C"]).unicodeScalars.contains("\u{200F}"))
    }

    @Test func piecesSeparateTheItemsFromThePatternText() {
        let pieces = ListPattern(for: "zh").pieces(count: 3)
        #expect(pieces == [.item(0), .literal("、"), .item(1), .literal("和"), .item(2)])
    }

    @Test func everyLocaleWithDataGivesEveryPart() {
        for line in ListPatternData.entries.split(separator: "\n") {
            let locale = LocaleDataTable.identifier(fromKey: line.split(separator: " ")[0])
            for kind in ListPatternKind.allCases {
                let text = ListPattern(for: locale, kind: kind).format(["X", "Y", "Z"])
                #expect(text.contains("X") && text.contains("Y") && text.contains("Z"), "\(line)")
            }
        }
    }
}
