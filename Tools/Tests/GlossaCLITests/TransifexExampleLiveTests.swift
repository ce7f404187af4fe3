import Foundation
import Testing

/// The root package's `transifex-example` (Transifex Native's README with Glossa) against a live
/// `glossa serve`: it shows its bundled cache, fetches every locale over HTTP with GlossaDelivery's
/// URLSession transport, and shows the server's translations. The example is built by the root
/// package (`swift build --product transifex-example`, which the root's tests do first); this test
/// builds it when it is missing. Set `GLOSSA_TRANSIFEX_EXAMPLE` to test another binary.
@Suite("transifex-example against glossa serve")
struct TransifexExampleLiveTests {
    /// The repository's root: two folders above this package's `Tests/GlossaCLITests`.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The built example: next to this test bundle when the root package builds in the same build
    /// directory (as `scripts/test.sh` does), else in the root's own `.build`, built there now if missing.
    static func example() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["GLOSSA_TRANSIFEX_EXAMPLE"] {
            return URL(fileURLWithPath: override)
        }
        let shared = Glossa.buildDirectory.appendingPathComponent("transifex-example")
        if FileManager.default.isExecutableFile(atPath: shared.path) {
            return shared
        }
        let built = repository.appendingPathComponent(".build/debug/transifex-example")
        if !FileManager.default.isExecutableFile(atPath: built.path) {
            let build = try Glossa.run(
                ["swift", "build", "--package-path", repository.path, "--product", "transifex-example"],
                executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(build.status == 0, "\(build)")
        }
        return built
    }

    /// Source strings pushed with the project secret, the job awaited, then translations set: what a
    /// developer's `push` and a translator's work leave on the server.
    static let setUp = """
        import json, sys, time, urllib.request
        host, credentials = sys.argv[1], sys.argv[2]
        def call(method, path, body=None):
            request = urllib.request.Request(host + path, method=method,
                data=None if body is None else json.dumps(body).encode())
            request.add_header("Authorization", "Bearer " + credentials)
            request.add_header("Content-Type", "application/json")
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"{}")
        plural = "{cnt, plural, one {# file} other {# files}}"
        job = call("POST", "/content", {"data": {"Hello": {"string": "Hello"}, plural: {"string": plural}},
                                        "meta": {"purge": False}})
        for _ in range(600):
            status = call("GET", job["data"]["links"]["job"])["data"]["status"]
            if status != "pending" and status != "processing":
                break
            time.sleep(0.05)
        print("push", status)
        for language, hello, one, other in [("el", "Γεια σου", "# αρχείο", "# αρχεία"),
                                            ("fr", "Salut", "# fichier", "# fichiers")]:
            answer = call("POST", "/translations/" + language, {"data": {
                "Hello": {"string": hello},
                plural: {"string": "{???, plural, one {%s} other {%s}}" % (one, other)}}})
            print(language, answer["data"]["updated"])
        """

    @Test func theExampleFetchesFromALiveServer() throws {
        let scratch = try TemporaryDirectory()
        let data = scratch.path + "/data"
        let project = try CreatedProject("example", source: "en", languages: "el,fr", dataDirectory: data)
        let (token, secret) = (project.token, project.secret)
        let server = try CDSRoundTripTests.Server(dataDirectory: data)

        let setUp = try Glossa.run(
            ["python3", "-c", Self.setUp, server.url, "\(token):\(secret)"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(setUp.lines == ["push completed", "el 2", "fr 2"], "\(setUp)")

        let cached = [
            "locale: en", "Hello: Hello", "files(1): 1 file", "files(3): 3 files", "locale: el", "Hello: Γεια",
            "files(1): 1 αρχείο", "files(3): 3 αρχεία", "locale: fr", "Hello: Bonjour", "files(1): [1 ƒıĺê]",
            "files(3): [3 ƒıĺêš]",
        ]
        let fetched = [
            "fetched el: updated", "fetched fr: updated", "locale: en", "Hello: Hello", "files(1): 1 file",
            "files(3): 3 files", "locale: el", "Hello: Γεια σου", "files(1): 1 αρχείο", "files(3): 3 αρχεία",
            "locale: fr", "Hello: Salut", "files(1): 1 fichier", "files(3): 3 fichiers",
        ]
        let example = try Self.example()
        // Options on the command line…
        let byArguments = try Glossa.run(
            ["--host", server.url, "--token", token], executable: example)
        #expect(byArguments.status == 0, "\(byArguments)")
        #expect(byArguments.lines == cached + fetched, "\(byArguments)")
        // …or in the environment, as an app reads its configuration.
        var environment = ProcessInfo.processInfo.environment
        environment["TRANSIFEX_CDS_HOST"] = server.url
        environment["TRANSIFEX_TOKEN"] = token
        let byEnvironment = try Glossa.run([], environment: environment, executable: example)
        #expect(byEnvironment.lines == cached + fetched, "\(byEnvironment)")

        // A wrong token: the server refuses, the example says so and keeps its cached strings.
        let refused = try Glossa.run(["--host", server.url, "--token", "1/wrong"], executable: example)
        #expect(refused.status == 0, "\(refused)")
        #expect(refused.lines.prefix(cached.count) == cached[...], "\(refused)")
        #expect(refused.lines.contains { $0.hasPrefix("fetched el: failed") }, "\(refused)")
        #expect(refused.lines.suffix(cached.count) == cached[...], "\(refused)")
    }
}
