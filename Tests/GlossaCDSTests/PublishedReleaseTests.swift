import GlossaCDS
import GlossaJSON
import Testing

@Suite("PublishedRelease and ChannelRelease JSON")
struct PublishedReleaseTests {
    static let english = String(repeating: "a", count: 64)
    static let french = String(repeating: "b", count: 64)
    static let archive = String(repeating: "c", count: 64)

    static let release = PublishedRelease(
        number: 3, createdAt: 1_764_115_200_000, createdBy: PublishedRelease.Author(id: "u1", name: "Ada"),
        reviewedOnly: true, sourceLanguage: "en",
        languages: [
            PublishedRelease.Language(
                code: "en", file: PublishedRelease.File(sha256: english, size: 20), strings: 2, translated: 2),
            PublishedRelease.Language(
                code: "fr", file: PublishedRelease.File(sha256: french, size: 18), strings: 2, translated: 1),
        ],
        archive: PublishedRelease.File(sha256: archive, size: 310))

    /// The manifest exactly as the server has always written it (the OpenAPI document's `Release`).
    static let releaseJSON =
        #"{"number":3,"created_at":1764115200000,"created_by":{"id":"u1","name":"Ada"},"reviewed_only":true,"#
        + #""source_language":"en","languages":{"#
        + #""en":{"sha256":"\#(english)","size":20,"url":"/releases/files/\#(english)","strings":2,"translated":2},"#
        + #""fr":{"sha256":"\#(french)","size":18,"url":"/releases/files/\#(french)","strings":2,"translated":1}},"#
        + #""archive":{"sha256":"\#(archive)","size":310,"url":"/releases/files/\#(archive)","#
        + #""file_name":"tml_3.tar.gz"}}"#

    static func text(_ value: JSONValue) -> String { JSONWriter().string(from: value) }

    static func parse(_ text: String) throws -> JSONValue { try JSONParser().parse(Array(text.utf8)) }

    @Test func aManifestIsWrittenAsTheServerAlwaysHas() {
        #expect(Self.text(Self.release.json) == Self.releaseJSON)
    }

    @Test func aManifestReadsBackAsWritten() throws {
        #expect(try PublishedRelease(json: Self.parse(Self.releaseJSON)) == Self.release)
        #expect(try PublishedRelease(json: Self.release.json) == Self.release)
    }

    @Test func aChannelAnswerIsWrittenAsTheServerAlwaysHas() throws {
        let open = ChannelRelease(channel: "production", release: Self.release)
        #expect(
            Self.text(open.json)
                == #"{"min_app_version":null,"max_app_version":null,"channel":"production","release":"#
                + Self.releaseJSON + "}")
        let ranged = ChannelRelease(
            channel: "beta", minimumAppVersion: "2.0.0", maximumAppVersion: "2.9.0", release: Self.release)
        #expect(
            Self.text(ranged.json)
                == #"{"min_app_version":"2.0.0","max_app_version":"2.9.0","channel":"beta","release":"#
                + Self.releaseJSON + "}")
        #expect(try ChannelRelease(json: open.json) == open)
        #expect(try ChannelRelease(json: Self.parse(Self.text(ranged.json))) == ranged)
    }

    @Test func membersItDoesNotKnowAreIgnored() throws {
        var object = try #require(Self.release.json.objectValue)
        object.append("notes", .string("a later server's member"))
        #expect(try PublishedRelease(json: .object(object)) == Self.release)
    }

    @Test(
        arguments: [
            ("number", JSONValue.number(JSONNumber(0)), "release.number is not a whole number of at least 1"),
            ("number", nil, "release.number is missing"),
            ("created_at", .string("yesterday"), "release.created_at is not a whole number of at least 0"),
            ("created_by", .object(["id": "u1"]), "release.created_by.name is missing"),
            ("reviewed_only", .string("yes"), "release.reviewed_only is not true or false"),
            ("source_language", .string(""), "release.source_language is not a non-empty string"),
            ("languages", .array([]), "release.languages is not an object"),
            (
                "languages", .object(["fr": .object(["size": 1])]),
                "release.languages.fr.sha256 is missing"
            ),
            (
                "languages",
                .object([
                    "fr": .object(["sha256": .string(String(repeating: "a", count: 64)), "size": 1, "strings": -1])
                ]),
                "release.languages.fr.strings is not a whole number of at least 0"
            ),
            (
                "archive", .object(["sha256": "../../etc/passwd", "size": 1]),
                "release.archive.sha256 is not a SHA-256 (64 lowercase hexadecimal digits)"
            ),
            (
                "archive", .object(["sha256": .string(String(repeating: "A", count: 64)), "size": 1]),
                "release.archive.sha256 is not a SHA-256 (64 lowercase hexadecimal digits)"
            ),
            ("archive", .string("tml_3.tar.gz"), "release.archive is not an object"),
        ] as [(String, JSONValue?, String)])
    func aWrongMemberIsNamed(member: String, value: JSONValue?, message: String) throws {
        var object = try #require(Self.release.json.objectValue)
        object.set(member, value ?? .null)
        #expect(throws: CDSWireError(message)) { try PublishedRelease(json: .object(object)) }
    }

    @Test func aWrongChannelAnswerIsNamedWithItsPath() throws {
        #expect(throws: CDSWireError("data.release is missing")) {
            try ChannelRelease(json: .object(["channel": "production"]))
        }
        #expect(throws: CDSWireError("data is not an object")) { try ChannelRelease(json: .array([])) }
        #expect(throws: CDSWireError("data.min_app_version is not a string")) {
            try ChannelRelease(
                json: .object(["channel": "production", "min_app_version": 2, "release": Self.release.json]))
        }
        var release = try #require(Self.release.json.objectValue)
        release.set("number", .string("3"))
        #expect(throws: CDSWireError("data.release.number is not a whole number of at least 1")) {
            try ChannelRelease(json: .object(["channel": "production", "release": .object(release)]))
        }
    }
}
