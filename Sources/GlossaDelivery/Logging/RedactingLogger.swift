/// Wraps a logger and replaces every occurrence of the credentials with `<redacted>`, so that no
/// message (a server's error body echoing the token, a URL, an error description) leaks them.
struct RedactingLogger: DeliveryLogger {
    let base: any DeliveryLogger
    let secrets: [String]

    init(base: any DeliveryLogger, secrets: [String?]) {
        self.base = base
        // Longest first, so `token:secret` is replaced as a whole before `token` alone.
        self.secrets = secrets.compactMap { $0 }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    func log(_ level: DeliveryLogLevel, _ message: String) {
        base.log(level, redact(message))
    }

    func redact(_ message: String) -> String {
        var message = message
        for secret in secrets where message.contains(secret) {
            message = message.replacingOccurrences(of: secret, with: "<redacted>")
        }
        return message
    }
}
