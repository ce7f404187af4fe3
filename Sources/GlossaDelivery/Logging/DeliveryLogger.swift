/// Receives the delivery client's log messages.
///
/// The runtime has no third-party dependencies, so this small protocol stands in for a logging
/// library; forward to `os.Logger` or swift-log in a few lines. Messages never contain the token or
/// the secret: the client redacts both before calling the logger.
public protocol DeliveryLogger: Sendable {
    /// Records `message` at `level`.
    func log(_ level: DeliveryLogLevel, _ message: String)
}

/// A logger that drops every message.
public struct SilentDeliveryLogger: DeliveryLogger {
    /// Creates a silent logger.
    public init() {}

    /// Drops the message.
    public func log(_ level: DeliveryLogLevel, _ message: String) {}
}

/// A logger that prints messages at or above a level to standard output.
public struct PrintDeliveryLogger: DeliveryLogger {
    /// The least important level printed.
    public var minimumLevel: DeliveryLogLevel

    /// Creates a logger printing `minimumLevel` and above (warnings and errors by default).
    public init(minimumLevel: DeliveryLogLevel = .warning) {
        self.minimumLevel = minimumLevel
    }

    /// Prints `[glossa-delivery] level: message` when `level` is at least ``minimumLevel``.
    public func log(_ level: DeliveryLogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        print("[glossa-delivery] \(level): \(message)")
    }
}
