import Testing

@testable import GlossaServer

@Suite("App versions and channel resolution")
struct AppVersionTests {
    @Test func parsesAndOrdersNumerically() throws {
        #expect(AppVersion("2")?.description == "2.0.0")
        #expect(AppVersion("2.1")?.description == "2.1.0")
        #expect(AppVersion("2.1.3-beta.1+42")?.description == "2.1.3")
        for bad in ["", "1.", ".1", "1.2.3.4", "a.b", "1.-2", "١.٢", "1234567890"] {
            #expect(AppVersion(bad) == nil, "\(bad)")
        }
        let sorted = ["10.0", "2.10", "2.9.9", "2.9", "1"].compactMap(AppVersion.init).sorted()
        #expect(sorted.map(\.description) == ["1.0.0", "2.9.0", "2.9.9", "2.10.0", "10.0.0"])
    }

    @Test func rangesIncludeTheirBounds() throws {
        let range = AppVersionRange(minimum: AppVersion("2.0"), maximum: AppVersion("2.9.9"))
        #expect(range.contains(AppVersion("2.0")))
        #expect(range.contains(AppVersion("2.9.9")))
        #expect(!range.contains(AppVersion("3.0")))
        #expect(!range.contains(AppVersion("1.9.9")))
        #expect(!range.contains(nil))
        #expect(AppVersionRange.all.contains(nil))
        #expect(AppVersionRange.all.contains(AppVersion("0.1")))
    }

    @Test func channelNames() {
        for good in ["production", "staging", "beta-2", "qa_1", "0"] { #expect(ChannelName.isValid(good), "\(good)") }
        for bad in ["", "Production", "-x", "a b", "a/b", String(repeating: "a", count: 65), "é"] {
            #expect(!ChannelName.isValid(bad), "\(bad)")
        }
    }
}
