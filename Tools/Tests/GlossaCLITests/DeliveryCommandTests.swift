import Foundation
import Testing

/// `glossa push`, `pull` and `invalidate` against a fake CDS host on loopback.
@Suite("glossa push, pull, invalidate")
struct DeliveryCommandTests {
    @Test func pushesACatalogAndReportsTheJob() throws {
        let cds = try FakeCDS()
        let catalog = CatalogCommandTests.fixture("xcstrings/Localizable.xcstrings")
        let result = try Glossa.run(
            ["push", catalog, "--host", cds.host, "--tag", "ios"], environment: cds.credentials)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first?.hasPrefix("push: 9 strings, job 1 completed: 9 created, 0 updated") == true)
        #expect(!result.standardOutput.contains(FakeCDS.secret) && !result.standardError.contains(FakeCDS.secret))
        let again = try Glossa.run(
            ["push", catalog, "--host", cds.host, "--dry-run", "--purge"], environment: cds.credentials)
        #expect(again.lines.first?.contains("(dry run)") == true)
        #expect(again.lines.first?.contains("9 skipped, 2 deleted") == true, "\(again)")
    }

    @Test func pushesStraightFromSwiftSources() throws {
        let cds = try FakeCDS()
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", #"let a = String(localized: "Welcome", comment: "Home")"#)
        let result = try Glossa.run(
            ["push", "--sources", directory.path, "--host", cds.host], environment: cds.credentials)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first?.hasPrefix("push: 1 strings, job 1 completed: 1 created") == true)
    }

    @Test func pullWritesTheAppBundleCacheFileAndOtherFormats() throws {
        let cds = try FakeCDS()
        let directory = try TemporaryDirectory()
        let cache = directory.path + "/txstrings.json"
        let result = try Glossa.run(["pull", "--host", cds.host, "-o", cache], environment: cds.credentials)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "pull: en 2, de 2, fr 1 → \(cache)\n")
        let text = try directory.read("txstrings.json")
        #expect(text.contains("\"Hallo\""))
        #expect(text.contains("\"Bonjour\""))

        let catalog = directory.path + "/Localizable.xcstrings"
        let tagged = try Glossa.run(
            ["pull", "--host", cds.host, "--locale", "de", "--tag", "ios", "-o", catalog], environment: cds.credentials)
        #expect(tagged.status == 0, "\(tagged)")
        let written = try directory.read("Localizable.xcstrings")
        #expect(written.contains("\"Hallo\"") && !written.contains("Datei"))

        let strings = try Glossa.run(
            ["pull", "--host", cds.host, "--format", "strings", "-o", directory.path + "/out"],
            environment: cds.credentials)
        #expect(strings.status == 0, "\(strings)")
        #expect(try directory.read("out/fr.lproj/Localizable.strings").contains("\"greeting\" = \"Bonjour\";"))
    }

    @Test func invalidateAndPurge() throws {
        let cds = try FakeCDS()
        let all = try Glossa.run(["invalidate", "--host", cds.host], environment: cds.credentials)
        #expect(all.lines == ["invalidated 3 locales"], "\(all)")
        let one = try Glossa.run(
            ["invalidate", "--host", cds.host, "--locale", "de", "--purge"], environment: cds.credentials)
        #expect(one.lines == ["purged 1 de"], "\(one)")
    }

    @Test func credentialsAreRequiredAndRefusalsSayWhere() throws {
        let cds = try FakeCDS()
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = nil
        environment["GLOSSA_SECRET"] = nil
        let noToken = try Glossa.run(["invalidate", "--host", cds.host], environment: environment)
        #expect(noToken.status == 1)
        #expect(noToken.standardError == "glossa: no project token: give --token or set GLOSSA_TOKEN\n")
        let wrong = try Glossa.run(
            ["invalidate", "--host", cds.host, "--token", "test-token", "--secret", "wrong"], environment: environment)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.hasPrefix("glossa: invalidate on \(cds.host) failed: "), "\(wrong)")
        #expect(!wrong.standardError.contains("wrong"), "the secret is never printed: \(wrong)")
        let badHost = try Glossa.run(["pull", "--host", "ftp://x", "-o", "a.json"], environment: environment)
        #expect(badHost.status == 64)
        let badStatus = try Glossa.run(
            ["pull", "--host", cds.host, "--status", "approved", "-o", "a.json"], environment: cds.credentials)
        #expect(badStatus.status == 64)
        #expect(badStatus.standardError.contains("unknown status \"approved\" for --status"), "\(badStatus)")
    }
}

@Suite("glossa bundle")
struct BundleCommandTests {
    @Test func writesTheCacheFileAndAReleaseArchiveThatReadBack() throws {
        let directory = try TemporaryDirectory()
        let result = try Glossa.run([
            "bundle", CatalogCommandTests.fixture("lint/en.lproj/Localizable.strings"),
            CatalogCommandTests.fixture("xcstrings/Localizable.xcstrings"), "-o", directory.path + "/Offline",
            "--version", "42",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.standardError.hasSuffix(
                "bundle: wrote txstrings.json and tml_42.tar.gz to \(directory.path)/Offline\n"))
        #expect(try directory.read("Offline/txstrings.json").contains("\"inbox.title\""))
        // The archive reads back through `glossa convert`, as an app's installer would read it.
        let back = try Glossa.run([
            "convert", directory.path + "/Offline/tml_42.tar.gz", directory.path + "/back.xcstrings",
        ])
        #expect(back.status == 0 || back.status == 2, "\(back)")
        #expect(try directory.read("back.xcstrings").contains("Inbox"))
    }

    @Test func badArchiveKindIsAUsageError() throws {
        let result = try Glossa.run(["bundle", "x.xcstrings", "-o", "/tmp/x", "--archive", "rar"])
        #expect(result.status == 64)
    }
}
