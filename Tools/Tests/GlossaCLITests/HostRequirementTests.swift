import Foundation
import Testing

/// Commands that send the project secret need a host named by `--host` or `GLOSSA_HOST`: they never
/// fall back to a third party's host.
@Suite("The host of push, invalidate and channels")
struct HostRequirementTests {
    @Test func pushAndInvalidateRefuseToRunWithoutAHost() throws {
        let directory = try TemporaryDirectory()
        let catalog = try directory.write("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n")
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_HOST"] = nil
        environment["GLOSSA_TOKEN"] = "test-token"
        environment["GLOSSA_SECRET"] = "test-secret"
        for arguments in [["push", catalog], ["invalidate"]] {
            let result = try Glossa.run(arguments, environment: environment)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.standardError.contains("no host: give --host or set GLOSSA_HOST"), "\(result)")
            #expect(!result.standardError.contains("transifex"), "\(result)")
        }
        environment["GLOSSA_HOST"] = "ftp://example.com"
        let malformed = try Glossa.run(["invalidate"], environment: environment)
        #expect(malformed.status == 1)
        #expect(malformed.standardError.contains("GLOSSA_HOST must be an http or https URL"), "\(malformed)")
    }

    /// Releases and channels exist only on Glossa's server: without a host, `pull` and `bundle` of a
    /// channel say so instead of asking Transifex's CDS, which answers 404.
    @Test func channelsNeedTheHostOfGlossasServer() throws {
        let directory = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_HOST"] = nil
        environment["GLOSSA_TOKEN"] = "test-token"
        let commands = [
            ["pull", "--channel", "production", "-o", directory.path + "/Out/txstrings.json"],
            ["bundle", "--channel", "production", "-o", directory.path + "/Out"],
        ]
        for arguments in commands {
            let result = try Glossa.run(arguments, environment: environment)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.standardError.contains("no host: give --host or set GLOSSA_HOST"), "\(result)")
            #expect(result.standardError.contains("served by Glossa's server"), "\(result)")
            #expect(!result.standardError.contains("cds.svc.transifex.net"), "\(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Out"))
    }

    @Test func theEnvironmentNamesTheHost() throws {
        let cds = try FakeCDS()
        var environment = cds.credentials
        environment["GLOSSA_HOST"] = cds.host
        let result = try Glossa.run(["invalidate"], environment: environment)
        #expect(result.status == 0, "\(result)")
    }
}
