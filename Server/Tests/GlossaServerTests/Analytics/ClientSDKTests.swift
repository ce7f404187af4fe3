import Testing

@testable import GlossaServer

@Suite struct ClientSDKTests {
    @Test func realSDKHeadersAreKeptLowercased() {
        #expect(ClientSDK.normalized("mobile/ios/1.0.0") == "mobile/ios/1.0.0")
        #expect(ClientSDK.normalized("python/3.7.0") == "python/3.7.0")
        #expect(ClientSDK.normalized("JS/Native-2.1_rc+b") == "js/native-2.1_rc+b")
        #expect(ClientSDK.normalized(String(repeating: "a", count: ClientSDK.maximumLength)).count == 64)
    }

    @Test(arguments: [
        nil, "", " ", String(repeating: "a", count: ClientSDK.maximumLength + 1), "ios 1.0", "ios\r\nX-Evil: 1",
        "<script>", "ios/1.0;drop table", "\"quoted\"", "é/1.0", "ios\u{0}", "%2e%2e", "a,b", "💥",
    ])
    func hostileOrMissingHeadersCountAsUnknown(_ header: String?) {
        #expect(ClientSDK.normalized(header) == ClientSDK.unknown)
    }
}

@Suite struct AnalyticsDayTests {
    @Test func daysAreUTCDatesBothWays() {
        #expect(AnalyticsDay.string(0) == "1970-01-01")
        #expect(AnalyticsDay.day(unixMilliseconds: 86_399_999) == 0)
        #expect(AnalyticsDay.day(unixMilliseconds: 86_400_000) == 1)
        // 2026-11-27T02:00:00Z
        let day = AnalyticsDay.day(unixMilliseconds: 1_795_744_800_000)
        #expect(AnalyticsDay.string(day) == "2026-11-27")
        #expect(AnalyticsDay.parse("2026-11-27") == day)
        #expect(AnalyticsDay.parse("2024-02-29").map(AnalyticsDay.string) == "2024-02-29")
        for day in stride(from: Int64(0), through: 30_000, by: 97) {
            #expect(AnalyticsDay.parse(AnalyticsDay.string(day)) == day)
        }
    }

    @Test(arguments: [
        "", "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "1969-12-31",
        "2026-01-01T00:00", "abcd-ef-gh", "+026-01-01", "2026-01-1a",
    ])
    func malformedDatesAreRefused(_ text: String) {
        #expect(AnalyticsDay.parse(text) == nil)
    }
}
