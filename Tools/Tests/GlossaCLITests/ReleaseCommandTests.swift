import Foundation
import Testing

/// `glossa release`, `glossa channel` and `glossa pull --release/--channel` against a live `glossa serve`.
@Suite("glossa release and glossa channel against glossa serve")
struct ReleaseCommandTests {
    typealias Scratch = ConvertCommandTests.Scratch

    /// Sends translations into `language` with the project's secret through `POST /translations/{lang}`.
    static func translate(
        _ server: CDSRoundTripTests.Server, _ project: CreatedProject, _ language: String,
        _ translations: [String: (string: String, status: String)]
    ) throws {
        let body = try JSONSerialization.data(
            withJSONObject: ["data": translations.mapValues { ["string": $0.string, "status": $0.status] }],
            options: [.sortedKeys])
        let post = try Glossa.run(
            [
                "python3", "-c",
                """
                import sys, urllib.request
                request = urllib.request.Request(sys.argv[1], data=sys.stdin.buffer.read(), method="POST")
                request.add_header("Authorization", "Bearer " + sys.argv[2])
                request.add_header("Content-Type", "application/json")
                print(urllib.request.urlopen(request, timeout=60).status)
                """,
                "\(server.url)/translations/\(language)", "\(project.token):\(project.secret)",
            ], standardInput: String(decoding: body, as: UTF8.self), executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(post.status == 0, "\(post)")
    }

    /// The French strings of a pulled `txstrings.json`.
    static func french(_ scratch: Scratch, _ name: String) throws -> [String: String] {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try scratch.read(name).utf8)) as? [String: [String: Any]])
        return (json["fr"] ?? [:]).compactMapValues { ($0 as? [String: Any])?["string"] as? String }
    }

    @Test func releasesChannelsAndPulls() throws {
        let scratch = try Scratch()
        let data = scratch.path("data")
        let project = try CreatedProject("rel", source: "en", languages: "fr", dataDirectory: data)
        let server = try CDSRoundTripTests.Server(dataDirectory: data)
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = project.token
        environment["GLOSSA_SECRET"] = project.secret
        environment["GLOSSA_HOST"] = server.url
        environment["GLOSSA_PROJECT"] = "rel"
        let strings = try scratch.write("Localizable.strings", "\"apple\" = \"Apple\";\n\"pear\" = \"Pear\";\n")
        let push = try Glossa.run(["push", strings, "--source-locale", "en"], environment: environment)
        #expect(push.status == 0, "\(push)")
        try Self.translate(server, project, "fr", ["apple": ("Pomme", "reviewed"), "pear": ("Poire", "translated")])

        let reviewed = try Glossa.run(["release", "create", "--reviewed-only"], environment: environment)
        #expect(reviewed.status == 0, "\(reviewed)")
        #expect(reviewed.lines.first == "release 1 (reviewed only) by Project secret", "\(reviewed)")
        #expect(reviewed.lines.contains { $0.hasPrefix("  fr  1/2 translated  ") }, "\(reviewed)")
        #expect(reviewed.lines.contains { $0.hasPrefix("  archive  tml_1.tar.gz  ") }, "\(reviewed)")
        let full = try Glossa.run(["release", "create"], environment: environment)
        #expect(full.lines.contains { $0.hasPrefix("  fr  2/2 translated  ") }, "\(full)")
        let list = try Glossa.run(["release", "list"], environment: environment)
        #expect(
            list.lines == ["2  en, fr  by Project secret", "1  en, fr  reviewed only  by Project secret"], "\(list)")
        let diff = try Glossa.run(["release", "diff", "1", "2"], environment: environment)
        #expect(diff.lines == ["fr: 0 added, 0 removed, 1 changed", "  ~ pear:  → Poire"], "\(diff)")

        // Promote, roll back, promote again: each pull reads the channel's release of the moment.
        var pulls: [[String: String]] = []
        for step in [
            ["promote", "production", "--release", "1"], ["promote", "production", "--release", "2"],
            ["rollback", "production"], ["promote", "production", "--release", "2"],
        ] {
            let changed = try Glossa.run(["channel"] + step, environment: environment)
            #expect(changed.status == 0, "\(step): \(changed)")
            let pull = try Glossa.run(
                ["pull", "--channel", "production", "-o", scratch.path("txstrings.json")], environment: environment)
            #expect(pull.status == 0, "\(pull)")
            pulls.append(try Self.french(scratch, "txstrings.json"))
        }
        let strict = ["apple": "Pomme"]
        let everything = ["apple": "Pomme", "pear": "Poire"]
        #expect(pulls == [strict, everything, strict, everything])
        let show = try Glossa.run(["channel", "show", "production"], environment: environment)
        #expect(show.lines.first == "production (every app version) → release 2 (was 1)", "\(show)")
        #expect(show.lines.contains("  3. rollback release 1 (every app version) by Project secret"), "\(show)")

        // App-version targeting through the CLI.
        let old = try Glossa.run(
            ["channel", "promote", "production", "--release", "1", "--max-app-version", "1.9"], environment: environment
        )
        #expect(old.lines == ["production (app versions …1.9.0) → release 1"], "\(old)")
        let pullOld = try Glossa.run(
            [
                "pull", "--channel", "production", "--app-version", "1.2", "--format", "txstrings", "-o",
                scratch.path("old.json"),
            ],
            environment: environment)
        #expect(pullOld.status == 0, "\(pullOld)")
        #expect(try Self.french(scratch, "old.json") == everything, "the newest matching release is 2")

        // A release by number, written as TML release files (as glossa pull writes the tml format).
        let release = try Glossa.run(
            ["pull", "--release", "1", "--format", "tml", "-o", scratch.path("tml_1")], environment: environment)
        #expect(release.status == 0, "\(release)")
        #expect(release.standardError.contains("pull: release 1"), "\(release)")
        let translations = try scratch.read("tml_1/fr/translations.json")
        #expect(translations.contains("Pomme") && !translations.contains("Poire"), "\(translations)")
    }

    @Test func badInputIsReported() throws {
        let scratch = try Scratch()
        let data = scratch.path("data")
        let project = try CreatedProject("rel", source: "en", languages: "fr", dataDirectory: data)
        let server = try CDSRoundTripTests.Server(dataDirectory: data)
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = project.token
        environment["GLOSSA_SECRET"] = nil
        environment["GLOSSA_PROJECT"] = nil
        environment["GLOSSA_HOST"] = server.url
        let noSecret = try Glossa.run(["release", "create", "--project", "rel"], environment: environment)
        #expect(noSecret.status == 1)
        #expect(noSecret.standardError.contains("no project secret"), "\(noSecret)")
        environment["GLOSSA_SECRET"] = project.secret
        let noProject = try Glossa.run(["release", "list"], environment: environment)
        #expect(noProject.status == 1)
        #expect(noProject.standardError.contains("no project: give --project"), "\(noProject)")
        let unknown = try Glossa.run(
            ["channel", "promote", "production", "--release", "9", "--project", "rel"], environment: environment)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("not found (404)"), "\(unknown)")
        let noChannel = try Glossa.run(
            ["pull", "--channel", "staging", "-o", scratch.path("x.json")], environment: environment)
        #expect(noChannel.status == 1)
        #expect(noChannel.standardError.contains("No channel"), "\(noChannel)")
        let both = try Glossa.run(["pull", "--channel", "a", "--release", "1", "-o", scratch.path("x.json")])
        #expect(both.status == 64)
    }
}
