import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The project's releases page and the diff of two releases, with forms only (no script): who sees
/// what, a release created, promoted and rolled back by a manager, refused forms shown with why, and
/// the diff per language with hostile strings shown as text.
@Suite("Editor releases pages")
struct EditorReleasesTests {
    @Test(arguments: StoreKind.available)
    func aManagerCreatesPromotesAndRollsBackReleases(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let manager = try await fixture.signedIn("Mia", roles: [(.manager, [])])
        let developer = try await fixture.signedIn("Dev", roles: [(.developer, [])])
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let releases = "/projects/\(fixture.projectID)/releases"
        let store = try #require(fixture.accounts.store as? any ReleaseStore)
        let projectID = fixture.projectID
        try await fixture.test { client in
            // Translators neither see the page nor its link; developers read it without the forms.
            #expect(try await translator.get(client, releases).status == .forbidden)
            #expect(!(try await translator.get(client, "/")).html.contains(releases))
            #expect(try await developer.get(client, "/").html.contains(#"href="\#(releases)""#))
            var page = try await developer.get(client, releases)
            #expect(page.status == .ok)
            #expect(page.html.contains("No release yet."))
            #expect(!page.html.contains(#"id="create-release""#))
            page = try await developer.post(client, releases, ["action": "create", "language_ru": "1"])
            #expect(page.status == .forbidden)
            #expect(try await store.releases(of: projectID).isEmpty)

            page = try await manager.get(client, releases)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"id="create-release""#))
            #expect(page.html.contains(#"<input type="checkbox" name="language_ru" value="1" checked>"#))
            #expect(!page.html.contains(#"id="promote""#), "nothing to promote yet")

            // Without the CSRF token nothing is made.
            page = try await manager.post(client, releases, ["action": "create", "language_ru": "1"], csrf: false)
            #expect(page.status == .forbidden)
            #expect(try await store.releases(of: projectID).isEmpty)

            _ = try await store.setTranslations(
                [
                    Translation(key: "greet", string: "Привет, {name}", status: .translated),
                    Translation(key: EditorFixture.hostile, string: "Картинка", status: .reviewed),
                ], language: "ru", projectID: projectID)
            page = try await manager.post(
                client, releases, ["action": "create", "language_ru": "1", "reviewed_only": "1"])
            #expect(page.status == .seeOther)
            #expect(page.location == releases + "?done=create&release=1")
            let first = try #require(try await store.release(1, projectID: projectID))
            #expect(first.reviewedOnly && first.languages.map(\.code) == ["en", "ru"])
            #expect(first.createdBy.name == "Mia")
            #expect(try await manager.get(client, page.location ?? "").html.contains("Release 1 created."))

            // Every language, all translations.
            var everything: [String: String] = ["action": "create"]
            for language in ["ar", "el", "fr", "ru"] { everything["language_" + language] = "1" }
            page = try await manager.post(client, releases, everything)
            #expect(page.location == releases + "?done=create&release=2")
            #expect(try await store.release(2, projectID: projectID)?.languages.count == 5)

            // No language chosen: the page says so, with the boxes as they were sent.
            page = try await manager.post(client, releases, ["action": "create", "reviewed_only": "1"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains(#"id="releases-error""#))
            #expect(page.html.contains("Choose at least one language for the release."))
            #expect(page.html.contains(#"<input type="checkbox" name="language_ru" value="1">"#))
            #expect(
                page.html.contains(#"name="reviewed_only" value="1" aria-describedby="reviewed-only-hint" checked"#))
            #expect(try await store.releases(of: projectID).count == 2)

            // Promote 1, then 2, to production; the page lists the entry with its roll back.
            page = try await manager.post(
                client, releases, ["action": "promote", "release": "1", "channel": "production"])
            #expect(page.location == releases + "?done=promote&channel=production&release=1")
            #expect(
                try await manager.get(client, page.location ?? "").html.contains(
                    "Channel production now serves release 1."))
            page = try await manager.post(
                client, releases, ["action": "promote", "release": "2", "channel": "production"])
            #expect(page.status == .seeOther)
            var entries = try await store.channelEntries("production", projectID: projectID)
            #expect(entries.map(\.release) == [2] && entries.first?.previousRelease == 1)
            page = try await manager.post(
                client, releases,
                ["action": "promote", "release": "1", "channel": "legacy", "max_app_version": "1.9"])
            #expect(page.status == .seeOther)
            page = try await manager.get(client, releases)
            #expect(page.html.contains("Roll back to release 1"))
            #expect(page.html.contains(#"aria-label="Roll back to release 1: production""#))
            #expect(page.html.contains("up to 1.9.0"))
            #expect(page.html.contains(#"<span class="status reviewed">legacy (up to 1.9.0)</span>"#))
            #expect(try await developer.get(client, releases).html.contains("Roll back to release") == false)

            // Refused promotions: the reason, and the fields as typed.
            page = try await manager.post(
                client, releases,
                ["action": "promote", "release": "2", "channel": "staging", "min_app_version": "two"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("“two” is not an app version"))
            #expect(page.html.contains(#"value="two""#) && page.html.contains(#"value="staging""#))
            page = try await manager.post(
                client, releases,
                ["action": "promote", "release": "2", "channel": "qa", "min_app_version": "2", "max_app_version": "1"])
            #expect(page.html.contains("The highest app version is below the lowest."))
            page = try await manager.post(client, releases, ["action": "promote", "release": "2", "channel": "Prod!"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("“Prod!” is not a channel name"))
            page = try await manager.post(client, releases, ["action": "promote", "release": "9", "channel": "qa"])
            #expect(page.html.contains("There is no release 9."))
            #expect(try await store.channelEntries("qa", projectID: projectID).isEmpty)

            // Roll back: production serves release 1 again, recorded as the manager's.
            page = try await manager.post(client, releases, ["action": "rollback", "channel": "production"])
            #expect(page.location == releases + "?done=rollback&channel=production&release=1")
            entries = try await store.channelEntries("production", projectID: projectID)
            #expect(entries.map(\.release) == [1])
            let history = try await store.channelHistory("production", projectID: projectID)
            #expect(history.map(\.action) == [.rollback, .promote, .promote])
            #expect(history.first?.actor.name == "Mia")
            page = try await manager.post(client, releases, ["action": "rollback", "channel": "staging"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("There is no channel"))
            page = try await developer.post(client, releases, ["action": "rollback", "channel": "production"])
            #expect(page.status == .forbidden)

            // The diff of 1 and 2: Russian's unreviewed greeting appears, French is new; hostile text is text.
            page = try await manager.get(client, releases + "/diff?from=1&to=2")
            #expect(page.status == .ok, "\(page.html)")
            #expect(page.html.contains("Changes from release 1 to release 2"))
            #expect(page.html.contains(#"id="diff-ru""#) && page.html.contains(#"id="diff-fr""#))
            #expect(page.html.contains("<ins>Привет, {name}</ins>"))
            #expect(page.html.contains("0 keys added, 0 removed, 1 changed"))
            #expect(page.html.contains("3 keys added, 0 removed, 0 changed"))
            #expect(page.html.contains("&lt;img src=x onerror=alert(1)&gt;"))
            #expect(!page.html.contains("<img src=x"))
            page = try await developer.get(client, releases + "/diff?from=1&to=2&language=ru")
            #expect(page.status == .ok)
            #expect(page.html.contains(#"id="diff-ru""#) && !page.html.contains(#"id="diff-fr""#))
            #expect(page.html.contains(#"<option value="ru" selected>"#))
            #expect(try await translator.get(client, releases + "/diff?from=1&to=2").status == .forbidden)
            #expect(try await manager.get(client, releases + "/diff?from=1&to=x").status == .badRequest)
            #expect(try await manager.get(client, releases + "/diff?from=1&to=7").status == .notFound)
        }
    }

    @Test func aLongDiffIsListedAPageAtATime() async throws {
        let fixture = try await EditorFixture.make()
        let manager = try await fixture.signedIn("Mia", roles: [(.manager, [])])
        let releases = "/projects/\(fixture.projectID)/releases"
        let store = try #require(fixture.accounts.store as? any ReleaseStore)
        let count = EditorRoutes.diffPageSize + 5
        try await fixture.test { client in
            #expect(
                try await manager.post(client, releases, ["action": "create", "language_ru": "1"]).status == .seeOther)
            let strings = (0..<count).map { #""key\#($0)": {"string": "String \#($0)"}"# }.joined(separator: ",")
            try await fixture.accounts.base.push(client, #"{"data": {\#(strings)}}"#)
            #expect(
                try await manager.post(client, releases, ["action": "create", "language_ru": "1"]).status == .seeOther)
            #expect(try await store.releases(of: fixture.projectID).count == 2)
            func keyCells(_ html: String) -> Int { html.components(separatedBy: #"<td class="key">"#).count - 1 }
            let diff = releases + "/diff?from=1&to=2&language=en"
            let link = releases + "/diff?from=1&amp;to=2&amp;language=en&amp;page="
            var page = try await manager.get(client, diff)
            // A push adds keys without removing the others.
            #expect(page.html.contains("\(count) keys added, 0 removed, 0 changed"), "\(page.html)")
            #expect(page.html.contains("Keys 1–\(EditorRoutes.diffPageSize) of \(count) changed"))
            #expect(keyCells(page.html) == EditorRoutes.diffPageSize)
            #expect(page.html.contains(#"rel="next" href="\#(link)1""#), "\(page.html)")
            #expect(!page.html.contains(#"rel="prev""#))
            #expect(!page.html.contains(#"id="diff-ru""#))
            page = try await manager.get(client, diff + "&page=1")
            #expect(page.html.contains("\(count) keys added, 0 removed, 0 changed"))
            #expect(page.html.contains("Keys \(EditorRoutes.diffPageSize + 1)–\(count) of \(count) changed"))
            #expect(keyCells(page.html) == 5)
            #expect(page.html.contains(#"rel="prev" href="\#(link)0""#))
            #expect(!page.html.contains(#"rel="next""#))
            // Past the end: no key, and the way back to the last page.
            page = try await manager.get(client, diff + "&page=7")
            #expect(keyCells(page.html) == 0)
            #expect(page.html.contains(#"rel="prev" href="\#(link)1""#))
            #expect(try await manager.get(client, diff + "&page=x").status == .badRequest)
            #expect(try await manager.get(client, diff + "&page=-1").status == .badRequest)
        }
    }

    @Test func thePagesAreInTheVisitorsLanguage() async throws {
        let fixture = try await EditorFixture.make()
        let manager = try await fixture.signedIn("Mia", roles: [(.manager, [])])
        let releases = "/projects/\(fixture.projectID)/releases"
        try await fixture.test { client in
            _ = try await manager.post(client, releases, ["action": "create", "language_ru": "1"])
            let page = try await manager.get(client, releases + "?done=create&release=1", language: "ru")
            #expect(page.html.contains("<html lang=\"ru\">"))
            #expect(page.html.contains("Релиз 1 создан."))
            #expect(page.html.contains("3 строки"))
            #expect(page.html.contains("Создать релиз"))
            let refused = try await manager.post(
                client, releases, ["action": "promote", "release": "1", "channel": "x", "min_app_version": "v1"],
                language: "ru")
            #expect(refused.html.contains("«v1» — не версия приложения"))
        }
    }
}
