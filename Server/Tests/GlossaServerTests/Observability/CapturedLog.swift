import Logging
import NIOConcurrencyHelpers

/// A logger whose lines are kept, for the tests that check what a request logged.
final class CapturedLog: Sendable {
    struct Line: Sendable {
        var level: Logger.Level
        var message: String
        var metadata: Logger.Metadata
    }

    private let lines = NIOLockedValueBox<[Line]>([])

    /// The lines so far.
    var captured: [Line] { lines.withLockedValue { $0 } }

    /// A logger at `level` writing here.
    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "glossa-test-captured") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        var metadataProvider: Logger.MetadataProvider?

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            var merged = metadata
            if let explicit = event.metadata { merged.merge(explicit) { _, new in new } }
            let line = Line(level: event.level, message: event.message.description, metadata: merged)
            log.lines.withLockedValue { $0.append(line) }
        }
    }
}
