import ArgumentParser
import Foundation
import GlossaDelivery

/// How `push`, `pull`, `invalidate`, `release` and `channel` reach a CDS host.
///
/// The host comes from `--host`, else `GLOSSA_HOST`. A command that sends the project secret (push,
/// invalidate) requires it: it never falls back to a third party's host, where the secret would leak.
/// Only `pull`, which sends the public token alone, falls back to Transifex's CDS.
struct CDSOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The CDS host, such as http://127.0.0.1:10300 (env GLOSSA_HOST; required by push, invalidate, releases and channels; pull of content defaults to Transifex's, https://cds.svc.transifex.net).",
            valueName: "url"))
    var host: String?

    @Option(help: ArgumentHelp("The project token (default: $GLOSSA_TOKEN).", valueName: "token"))
    var token: String?

    @Option(
        help: ArgumentHelp(
            "The project secret, for push and invalidate (default: $GLOSSA_SECRET).", valueName: "secret"))
    var secret: String?

    func validate() throws {
        if let host, Self.url(host) == nil {
            throw ValidationError("--host must be an http or https URL, such as https://cds.example.com.")
        }
    }

    /// A client for the host; `needsSecret` for writes, `glossaOnly` for what only Glossa's server
    /// serves (releases and channels), which require the host too. Credentials come from the flags,
    /// else the environment, and are never printed.
    func client(needsSecret: Bool, glossaOnly: Bool = false) throws -> CDSClient {
        let environment = ProcessInfo.processInfo.environment
        let url = try hostURL(needsSecret: needsSecret, glossaOnly: glossaOnly)
        guard let token = token ?? environment["GLOSSA_TOKEN"], !token.isEmpty else {
            throw InputError(description: "no project token: give --token or set GLOSSA_TOKEN")
        }
        let secret = secret ?? environment["GLOSSA_SECRET"]
        if needsSecret && (secret ?? "").isEmpty {
            throw InputError(description: "no project secret: give --secret or set GLOSSA_SECRET")
        }
        return CDSClient(
            configuration: CDSConfiguration(host: url, token: token, secret: secret), logger: SilentDeliveryLogger())
    }

    /// A client for Glossa's release API: the host is required (like for a write), and the credentials
    /// are a personal access token (`glp_…`, sent alone) or the project's token with its secret.
    func managementClient() throws -> CDSClient {
        let token = token ?? ProcessInfo.processInfo.environment["GLOSSA_TOKEN"] ?? ""
        guard token.hasPrefix("glp_") else { return try client(needsSecret: true) }
        return CDSClient(
            configuration: CDSConfiguration(host: try hostURL(needsSecret: true), token: token),
            logger: SilentDeliveryLogger())
    }

    /// The host from `--host`, else `GLOSSA_HOST`; without either, Transifex's CDS for a command that
    /// sends no secret and an error for one that does, or that asks for what only Glossa's server has.
    func hostURL(needsSecret: Bool, glossaOnly: Bool = false) throws -> URL {
        if let host, let url = Self.url(host) { return url }
        if let text = environmentHost {
            guard let url = Self.url(text) else {
                throw InputError(
                    description: "GLOSSA_HOST must be an http or https URL, such as http://127.0.0.1:10300")
            }
            return url
        }
        guard !glossaOnly else {
            throw InputError(
                description:
                    "no host: give --host or set GLOSSA_HOST (for example http://127.0.0.1:10300); releases and channels are served by Glossa's server, not by Transifex's CDS"
            )
        }
        guard !needsSecret else {
            throw InputError(
                description:
                    "no host: give --host or set GLOSSA_HOST (for example http://127.0.0.1:10300); the secret is never sent to a default host"
            )
        }
        return CDSConfiguration.transifexHost
    }

    /// The host, for messages.
    var hostDescription: String { host ?? environmentHost ?? CDSConfiguration.transifexHost.absoluteString }

    private var environmentHost: String? {
        ProcessInfo.processInfo.environment["GLOSSA_HOST"].flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
            url.host != nil
        else { return nil }
        return url
    }
}
