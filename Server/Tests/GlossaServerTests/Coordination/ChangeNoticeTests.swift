import GlossaJSON
import Testing

@testable import GlossaServer

/// The payload servers exchange, and what a server does with another's notice.
@Suite("Change notices")
struct ChangeNoticeTests {
    @Test func aNoticeSurvivesItsPayload() throws {
        for notice in [
            ChangeNotice(origin: "a#1", projectID: "p-\"quoted\"", kind: .push),
            ChangeNotice(origin: "b#2", projectID: "p", kind: .invalidate, language: "fr"),
            ChangeNotice(origin: "c#3", projectID: "p", kind: .settings),
        ] {
            #expect(ChangeNotice(payload: notice.payload) == notice)
        }
        #expect(ChangeNotice(payload: "not json") == nil)
        #expect(ChangeNotice(payload: #"{"origin":"a","project":"p","change":"reboot"}"#) == nil)
    }

    /// Another server's notice drops the project's bodies (of one language for an invalidation of one);
    /// the server's own notice and other projects' bodies are left alone.
    @Test func anotherServersNoticeDropsTheAffectedBodies() async throws {
        let fixture = try await ServerFixture.make()
        let changes = fixture.server.services.changes
        let cache = fixture.server.services.cache
        func fill() async throws {
            for language in ["fr", "el"] {
                _ = try await cache.body(
                    for: .init(projectID: "p", resource: "content/\(language)", language: language)
                ) {
                    Array(language.utf8)
                }
            }
            _ = try await cache.body(for: .init(projectID: "q", resource: "content/fr", language: "fr")) { [1] }
        }
        func cached(_ project: String, _ language: String) -> Bool {
            cache.freshBody(for: .init(projectID: project, resource: "content/\(language)", language: language)) != nil
        }
        try await fill()
        changes.receive(ChangeNotice(origin: changes.origin, projectID: "p", kind: .push).payload)
        #expect(cached("p", "fr") && cached("p", "el"))
        changes.receive(ChangeNotice(origin: "other#1", projectID: "p", kind: .invalidate, language: "fr").payload)
        #expect(!cached("p", "fr") && cached("p", "el") && cached("q", "fr"))
        changes.receive(ChangeNotice(origin: "other#1", projectID: "p", kind: .translations).payload)
        #expect(!cached("p", "el") && cached("q", "fr"))
        try await fill()
        changes.revalidateAll()
        #expect(!cached("p", "fr") && !cached("q", "fr"))
        try await fixture.store.close()
    }
}
