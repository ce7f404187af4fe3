import GlossaCDS
import Testing

@Suite("ContentFilter")
struct ContentFilterTests {
    @Test func tagsAreCleanedSortedAndUnique() throws {
        let filter = try ContentFilter(query: ["filter[tags]": " b,a,, b ", "filter[status]": "reviewed"])
        #expect(filter.tags == ["a", "b"])
        #expect(filter.status == .reviewed)
        #expect(try ContentFilter(query: [:]) == ContentFilter())
    }

    @Test(arguments: [
        ["filter[tags]": "../etc"], ["filter[tags]": "a;drop"], ["filter[tags]": "md5(x)"],
        ["filter[status]": "approved"], ["filter[tags]": String(repeating: "x", count: 101)],
    ])
    func badFiltersAreBadRequests(_ query: [String: String]) {
        #expect(throws: CDSWireError.self) { try ContentFilter(query: query) }
    }

    @Test func tagsInAnyOrderAreOneFilter() {
        #expect(ContentFilter(tags: ["probe", "home", " probe "]) == ContentFilter(tags: ["home", "probe"]))
        #expect(ContentFilter(tags: ["probe", "home"]).tags == ["home", "probe"])
    }

    @Test func theQueryIsEncodedAsPythonsUrlencodeEncodesIt() {
        let filter = ContentFilter(tags: ["ios", "on sale"], status: .reviewed)
        #expect(filter.encodedQuery == "filter%5Btags%5D=ios%2Con%20sale&filter%5Bstatus%5D=reviewed")
        #expect(ContentFilter.none.encodedQuery.isEmpty)
    }

    @Test func whatAClientSendsTheServerReadsBack() throws {
        let sent = ContentFilter(tags: ["b", "a"], status: .proofread)
        let query = Dictionary(uniqueKeysWithValues: sent.queryItems.map { ($0.name, $0.value) })
        #expect(try ContentFilter(query: query) == sent)
    }
}
