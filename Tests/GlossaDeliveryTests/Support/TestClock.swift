import Foundation

@testable import GlossaDelivery

/// A clock whose time moves only when something sleeps on it: no test waits for real.
final class TestClock: DeliveryClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: TimeInterval = 1000
    private var recorded: [TimeInterval] = []

    /// The waits requested, in order.
    var sleeps: [TimeInterval] { lock.withLock { recorded } }

    func now() -> TimeInterval { lock.withLock { time } }

    func sleep(seconds: TimeInterval) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(seconds)
            time += seconds
        }
        await Task.yield()
    }

    /// Moves time forward without sleeping (a slow exchange).
    func advance(by seconds: TimeInterval) {
        lock.withLock { time += seconds }
    }
}

/// Records every message it receives.
final class RecordingLogger: DeliveryLogger, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(DeliveryLogLevel, String)] = []

    var messages: [String] { lock.withLock { recorded.map(\.1) } }

    func log(_ level: DeliveryLogLevel, _ message: String) {
        lock.withLock { recorded.append((level, message)) }
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-delivery-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names of the files in `directory` (default: this directory), sorted.
    func fileNames(in directory: URL? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: (directory ?? url).path)) ?? []).sorted()
    }
}

/// A client against `server` with a test clock and a recording logger.
func makeClient(
    _ server: LoopbackServer, token: String = "1/token-abc", secret: String? = "secret-xyz",
    retry: RetryPolicy = .standard, clock: TestClock = TestClock(), logger: RecordingLogger = RecordingLogger(),
    configure: (inout CDSConfiguration) -> Void = { _ in }
) -> CDSClient {
    var configuration = CDSConfiguration(host: server.baseURL, token: token, secret: secret, retryPolicy: retry)
    configuration.requestTimeout = 5
    configure(&configuration)
    return CDSClient(configuration: configuration, clock: clock, logger: logger)
}
