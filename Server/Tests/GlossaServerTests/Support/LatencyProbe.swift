import Dispatch
import Foundation
import NIOConcurrencyHelpers
import Testing

/// Requests sent one after another on one connection to a live server, each timed from its sending to
/// its complete answer, while something else loads the server: what a client sees of the server's
/// responsiveness.
///
/// The probe runs on a thread of its own and waits in `poll`, not in a task of the cooperative pool
/// polling with sleeps: with two cores, the pool's two threads are shared with every test running in
/// parallel, and a probe task waiting for one of them measured the test process's scheduling (and the
/// granularity of its sleeps) rather than the server. Whatever holds the server's own threads and
/// event loops still counts.
struct LatencyProbe {
    /// The seconds each request took, in the order sent, and the answers that were not 200.
    struct Report {
        var latencies: [Double]
        var failures: [String]

        /// The `fraction` quantile (0.99 for p99) of the latencies, nearest rank.
        func quantile(_ fraction: Double) -> Double {
            let sorted = latencies.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }

        /// `n=…, p50=… ms p99=… ms max=… ms`.
        var summary: String {
            func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
            return "n=\(latencies.count) p50=\(milliseconds(quantile(0.5))) p99=\(milliseconds(quantile(0.99))) "
                + "max=\(milliseconds(latencies.max() ?? 0))"
        }
    }

    /// Sends `requests` (complete request heads, `\r\n` line ends) in turn, `interval` seconds apart (the
    /// pause is not measured), until `done` is true and at least `minimum` seconds have passed, or
    /// `maximum` seconds have; each answer may take `timeout` seconds.
    static func measure(
        port: Int, requests: [String], interval: Double = 0.005, minimum: Double, maximum: Double,
        timeout: Double = 30,
        until done: @escaping @Sendable () -> Bool
    ) async throws -> Report {
        try await RawHTTPConnection.onThread(name: "latency-probe") {
            let connection = try RawHTTPConnection(port: port)
            var report = Report(latencies: [], failures: [])
            let start = DispatchTime.now().uptimeNanoseconds
            func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
            while elapsed() < maximum, !done() || elapsed() < minimum {
                for request in requests {
                    let sent = DispatchTime.now().uptimeNanoseconds
                    connection.sendBlocking(request)
                    do {
                        let answer = try connection.readAnswerBlocking(timeout: timeout)
                        if answer.status != 200 { report.failures.append("\(answer.head)\n\(answer.body)") }
                    } catch {
                        report.failures.append("\(error)")
                        return report
                    }
                    report.latencies.append(Double(DispatchTime.now().uptimeNanoseconds - sent) / 1e9)
                    Thread.sleep(forTimeInterval: interval)
                }
            }
            return report
        }
    }
}

extension LatencyProbe {
    /// Measures `GET /health` and `GET /content/fr` (with the fixture's read token) while `load` runs,
    /// at least 3 s and at most 90 s, after a warm-up round that is not measured (the first
    /// `/content/fr` builds the cached body the later ones are served from); the report and the load's
    /// result.
    static func measure<Result: Sendable>(
        _ fixture: ServerFixture, port: Int, during load: @escaping @Sendable () async throws -> Result
    ) async throws -> (report: Report, result: Result) {
        let read = "Authorization: Bearer \(fixture.credentials.token)\r\n"
        let requests = ["/health", "/content/fr"].map { "GET \($0) HTTP/1.1\r\nHost: x\r\n\(read)\r\n" }
        let warmUp = try RawHTTPConnection(port: port)
        for request in requests {
            await warmUp.send(request)
            #expect(try await warmUp.readAnswer(timeout: 30).status == 200)
        }
        let finished = NIOLockedValueBox(false)
        async let loading: Result = { () async throws -> Result in
            defer { finished.withLockedValue { $0 = true } }
            return try await load()
        }()
        let report = try await measure(port: port, requests: requests, minimum: 3, maximum: 90) {
            finished.withLockedValue { $0 }
        }
        let result = try await loading
        #expect(report.failures.isEmpty, "\(report.failures)")
        return (report, result)
    }
}
