import Testing

@testable import GlossaServer

@Suite("Release storage")
struct ReleaseStoreTests {
    static let actor = WorkflowActor(id: "u1", name: "Ada")

    static func draft(_ bodies: [String: String], archive: String = "archive", reviewedOnly: Bool = false)
        -> ReleaseDraft
    {
        var files: [ReleaseFile] = []
        var languages: [PublishedRelease.Language] = []
        for (language, body) in bodies.sorted(by: { $0.key < $1.key }) {
            let file = ReleaseFile(kind: .content, bytes: Array(body.utf8))
            files.append(file)
            languages.append(PublishedRelease.Language(code: language, file: file.reference, strings: 1, translated: 1))
        }
        let archiveFile = ReleaseFile(kind: .archive, bytes: [0x1f, 0x8b, 0, 0xff] + Array(archive.utf8))
        files.append(archiveFile)
        return ReleaseDraft(
            createdAt: 5, createdBy: actor, reviewedOnly: reviewedOnly, sourceLanguage: "en", languages: languages,
            archive: archiveFile.reference, files: files)
    }

    static func withStore(_ kind: StoreKind, _ body: (any ReleaseStore, String) async throws -> Void) async throws {
        let store = try await kind.makeStore()
        do {
            let (project, _) = try await ProjectAdministration(store: store).createProject(
                id: uniqueProjectID(), name: "Demo", sourceLanguage: "en", languages: ["fr"])
            guard let releases = store as? any ReleaseStore else {
                Issue.record("\(kind) has no release storage")
                try await store.close()
                return
            }
            try await body(releases, project.id)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    @Test(arguments: StoreKind.available)
    func releasesAreNumberedAndTheirFilesStoredOnce(_ kind: StoreKind) async throws {
        try await Self.withStore(kind) { store, projectID in
            let first = try await store.createRelease(
                Self.draft(["en": #"{"data":{"a":{"string":"A"}}}"#, "fr": #"{"data":{"a":{"string":"à"}}}"#]),
                projectID: projectID)
            let second = try await store.createRelease(
                Self.draft(
                    ["en": #"{"data":{"a":{"string":"A"}}}"#, "fr": #"{"data":{"a":{"string":"â"}}}"#],
                    reviewedOnly: true), projectID: projectID)
            #expect(first.number == 1)
            #expect(second.number == 2)
            #expect(first.language("en")?.file == second.language("en")?.file)
            #expect(try await store.releases(of: projectID).map(\.number) == [2, 1])
            let stored = try await store.release(2, projectID: projectID)
            #expect(stored == second)
            #expect(stored?.reviewedOnly == true)
            #expect(stored?.createdBy == PublishedRelease.Author(id: Self.actor.id, name: Self.actor.name))
            #expect(try await store.release(3, projectID: projectID) == nil)
            // The archive's binary bytes come back as they went in.
            let archive = try await store.releaseFile(first.archive.sha256, projectID: projectID)
            #expect(archive?.kind == .archive)
            #expect(archive?.bytes == [0x1f, 0x8b, 0, 0xff] + Array("archive".utf8))
            let french = try await store.releaseFile(
                try #require(second.language("fr")).file.sha256, projectID: projectID)
            #expect(french.map { String(decoding: $0.bytes, as: UTF8.self) } == #"{"data":{"a":{"string":"â"}}}"#)
            #expect(try await store.releaseFile(String(repeating: "0", count: 64), projectID: projectID) == nil)
            // Another project does not see these files.
            #expect(try await store.releaseFile(first.archive.sha256, projectID: "elsewhere") == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func promoteRollBackAndPromoteAgain(_ kind: StoreKind) async throws {
        try await Self.withStore(kind) { store, projectID in
            for index in 1...3 {
                _ = try await store.createRelease(
                    Self.draft(["en": #"{"data":{"k":{"string":"\#(index)"}}}"#]), projectID: projectID)
            }
            await #expect(throws: StoreError.unknownRelease(9)) {
                try await store.promote(
                    9, channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 1)
            }
            await #expect(throws: StoreError.self) {
                try await store.rollBack(
                    channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 1)
            }
            var entry = try await store.promote(
                1, channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 10)
            #expect(entry.release == 1 && entry.previousRelease == nil)
            await #expect(throws: StoreError.self) {
                try await store.rollBack(
                    channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 11)
            }
            entry = try await store.promote(
                2, channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 20)
            #expect(entry.release == 2 && entry.previousRelease == 1)
            entry = try await store.rollBack(
                channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 30)
            #expect(entry.release == 1 && entry.previousRelease == 2)
            entry = try await store.promote(
                3, channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 40)
            #expect(entry.release == 3 && entry.previousRelease == 1)
            // Promoting the release already served keeps what a roll back returns to.
            entry = try await store.promote(
                3, channel: "production", range: .all, projectID: projectID, actor: Self.actor, at: 50)
            #expect(entry.release == 3 && entry.previousRelease == 1)
            #expect(try await store.channelEntries("production", projectID: projectID) == [entry])
            let history = try await store.channelHistory("production", projectID: projectID)
            #expect(history.map(\.sequence) == [5, 4, 3, 2, 1])
            #expect(history.map(\.release) == [3, 3, 1, 2, 1])
            #expect(history.map(\.action) == [.promote, .promote, .rollback, .promote, .promote])
            #expect(history.first?.actor == Self.actor)
            #expect(try await store.channelEntries("staging", projectID: projectID).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func entriesPerAppVersionRange(_ kind: StoreKind) async throws {
        try await Self.withStore(kind) { store, projectID in
            for index in 1...2 {
                _ = try await store.createRelease(
                    Self.draft(["en": #"{"data":{"k":{"string":"\#(index)"}}}"#]), projectID: projectID)
            }
            let old = AppVersionRange(minimum: nil, maximum: AppVersion("1.9"))
            let new = AppVersionRange(minimum: AppVersion("2"), maximum: nil)
            _ = try await store.promote(
                2, channel: "production", range: new, projectID: projectID, actor: Self.actor, at: 1)
            _ = try await store.promote(
                1, channel: "production", range: old, projectID: projectID, actor: Self.actor, at: 2)
            _ = try await store.promote(
                2, channel: "staging", range: .all, projectID: projectID, actor: Self.actor, at: 3)
            let entries = try await store.channelEntries("production", projectID: projectID)
            #expect(entries.map(\.range) == [old, new])
            #expect(entries.map(\.release) == [1, 2])
            #expect(
                try await store.channelEntries(of: projectID).map(\.channel) == ["production", "production", "staging"])
            #expect(ChannelName.resolve(entries, appVersion: AppVersion("1.5"))?.release == 1)
            #expect(ChannelName.resolve(entries, appVersion: AppVersion("2.5"))?.release == 2)
            #expect(ChannelName.resolve(entries, appVersion: nil) == nil)
        }
    }
}
