import Testing

@testable import GlossaServer

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
        #expect(throws: ProtocolError.self) { try ContentFilter(query: query) }
    }
}
