import ArgumentParser
import Foundation
import GlossaDelivery

/// How `push`, `pull` and `invalidate` reach a CDS host.
struct CDSOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The CDS host (default: Transifex's, https://cds.svc.transifex.net).", valueName: "url"))
    var host: String?

    @Option(help: ArgumentHelp("The project token (default: $GLOSSA_TOKEN).", valueName: "token"))
    var token: String?

    @Option(
        help: ArgumentHelp(
            "The project secret, for push and invalidate (default: $GLOSSA_SECRET).", valueName: "secret"))
    var secret: String?

    func validate() throws {
        if let host {
            guard let url = URL(string: host), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else { throw ValidationError("--host must be an http or https URL, such as https://cds.example.com.") }
        }
    }

    /// A client for the host; `needsSecret` for writes. Credentials come from the flags, else the
    /// environment, and are never printed.
    func client(needsSecret: Bool) throws -> CDSClient {
        let environment = ProcessInfo.processInfo.environment
        guard let token = token ?? environment["GLOSSA_TOKEN"], !token.isEmpty else {
            throw InputError(description: "no project token: give --token or set GLOSSA_TOKEN")
        }
        let secret = secret ?? environment["GLOSSA_SECRET"]
        if needsSecret && (secret ?? "").isEmpty {
            throw InputError(description: "no project secret: give --secret or set GLOSSA_SECRET")
        }
        let url = host.flatMap(URL.init(string:)) ?? CDSConfiguration.transifexHost
        return CDSClient(
            configuration: CDSConfiguration(host: url, token: token, secret: secret), logger: SilentDeliveryLogger())
    }

    /// The host, for messages.
    var hostDescription: String { host ?? CDSConfiguration.transifexHost.absoluteString }
}
