import Foundation

/// Where `glossa serve` listens, read from `--host` or `GLOSSA_HOST`.
///
/// `GLOSSA_HOST` also names the server for `push`, `pull` and `invalidate`, which need a URL such as
/// `http://127.0.0.1:10300`. So that one exported value serves both, `serve` accepts either a bare
/// address (`0.0.0.0`, `::1`) or an http(s) URL, whose host it listens on and whose port it uses
/// unless `--port`/`GLOSSA_PORT` names one.
struct ListenAddress: Equatable {
    /// The address to bind.
    var host: String
    /// The port the URL form names, if any.
    var port: Int?

    /// Reads `text`; nil when it is a URL that is not http(s) or names no host.
    init?(_ text: String) {
        guard text.contains("://") else {
            host = text
            port = nil
            return
        }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
            components.path.isEmpty || components.path == "/"
        else { return nil }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port
    }
}
