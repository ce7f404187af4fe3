import Foundation
import GlossaDelivery
import Testing

/// `glossa serve`'s operations options, run as an operator would: JSON log lines carrying the request's
/// identifier, `/metrics` with its token, `Cache-Control` for a CDN.
@Suite("glossa serve: logs, metrics, Cache-Control")
struct ServeOperationsTests {
    /// `glossa serve` with its standard error read line by line; killed after 120 s at most.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let error = Pipe()
        private(set) var url = ""

        init(arguments: [String]) throws {
            process.executableURL = Glossa.executableURL
            process.arguments = ["serve"] + arguments
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let process = self.process
            DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        }

        /// The next line of standard error; nil at its end.
        func line() throws -> String? {
            var bytes = Data()
            while let byte = try error.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
                if byte == Data([0x0A]) { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
            return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        }

        /// Reads lines until one contains `text`; returns the lines read, that one last.
        func lines(until text: String) throws -> [String] {
            var lines: [String] = []
            while let line = try line() {
                lines.append(line)
                if line.contains(text) { return lines }
            }
            Issue.record("standard error ended before \(text): \(lines)")
            return lines
        }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    @Test func jsonLogsMetricsAndCacheControl() async throws {
        let directory = try TemporaryDirectory()
        let project = try CreatedProject("demo", source: "en", languages: "fr", dataDirectory: directory.path)
        let token = "operator-metrics-token-0123"
        let server = try Server(arguments: [
            "--port", "0", "--data-dir", directory.path, "--log-format", "json", "--log-level", "info",
            "--metrics-token", token, "--cache-max-age", "120", "--stale-while-revalidate", "30",
        ])
        // Every line is one JSON object, the line saying where it serves included.
        let started = try server.lines(until: "serving on")
        for line in started {
            let object = try #require(Self.object(line), "not JSON: \(line)")
            #expect(object["time"] is String && object["level"] is String && object["message"] is String, "\(line)")
        }
        let message = try #require(started.last.flatMap(Self.object)?["message"] as? String)
        let url = try #require(
            message.split(separator: " ").first { $0.hasPrefix("http://") }.flatMap { URL(string: String($0)) })

        let transport = URLSessionTransport()
        let pushed = try await transport.send(
            HTTPRequest(
                method: .post, url: url.appendingPathComponent("content"),
                headers: [
                    "Authorization": "Bearer \(project.token):\(project.secret)", "Content-Type": "application/json",
                    "X-Request-ID": "cli-push-1",
                ], body: Data(#"{"data": {"hello": {"string": "Hello"}}}"#.utf8)))
        #expect(pushed.statusCode == 202)
        #expect(pushed.header("X-Request-ID") == "cli-push-1")
        // The push's log line, written by the job after the answer, carries the request's identifier.
        let applied = try #require(try server.lines(until: "push applied").last.flatMap(Self.object))
        #expect(applied["request_id"] as? String == "cli-push-1", "\(applied)")
        #expect(applied["level"] as? String == "info")
        #expect((applied["metadata"] as? [String: Any])?["project"] as? String == "demo")

        let content = try await transport.send(
            HTTPRequest(
                method: .get, url: url.appendingPathComponent("content/fr"),
                headers: ["Authorization": "Bearer \(project.token)"]))
        #expect(content.statusCode == 200)
        #expect(content.header("Cache-Control") == "max-age=120, stale-while-revalidate=30")
        #expect(content.header("X-Request-ID")?.isEmpty == false)

        let refused = try await transport.send(
            HTTPRequest(
                method: .get, url: url.appendingPathComponent("metrics"),
                headers: ["Authorization": "Bearer \(project.token)"]))
        #expect(refused.statusCode == 403)
        let metrics = try await transport.send(
            HTTPRequest(
                method: .get, url: url.appendingPathComponent("metrics"), headers: ["Authorization": "Bearer \(token)"])
        )
        #expect(metrics.statusCode == 200)
        let text = String(decoding: metrics.body, as: UTF8.self)
        #expect(
            text.contains(
                #"glossa_http_request_duration_seconds_count{method="POST",route="/content",status="202"} 1"#),
            "\(text)")
        #expect(text.contains("glossa_database_connections_maximum 3.0"), "\(text)")
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }

    @Test func serveHelpDocumentsOperations() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "400"
        let help = try Glossa.run(["serve", "--help"], environment: environment)
        #expect(help.status == 0)
        for text in [
            "--log-format", "--metrics-token", "--cache-max-age", "--stale-while-revalidate", "--purge-url",
            "--purge-authorization", "X-Request-ID", "GET /metrics", "no project token opens it",
            "GLOSSA_METRICS_TOKEN", "GLOSSA_PURGE_URL", "--analytics-flush-interval", "GET /analytics",
            "--server-heartbeat", "read limits", "--outage-lease-timeout", "GLOSSA_OUTAGE_LEASE_TIMEOUT",
            "--database-startup-timeout", "GLOSSA_DATABASE_STARTUP_TIMEOUT", "--database-answer-timeout",
            "GLOSSA_DATABASE_ANSWER_TIMEOUT", "--event-loops", "GLOSSA_EVENT_LOOPS",
        ] {
            #expect(help.standardOutput.contains(text), "\(text): \(help.standardOutput)")
        }
        for arguments in [
            ["serve", "--log-format", "xml"], ["serve", "--metrics-token", "short"],
            ["serve", "--metrics-token", "has a space in it, long enough"],
            ["serve", "--purge-url", "ftp://cdn/purge"],
            ["serve", "--purge-url", "relay"], ["serve", "--stale-while-revalidate", "-1"],
            ["serve", "--cache-max-age", "forever"], ["serve", "--purge-authorization", "Bearer x"],
            ["serve", "--analytics-flush-interval", "0"], ["serve", "--analytics-flush-interval", "3601"],
            ["serve", "--server-heartbeat", "-1"], ["serve", "--server-heartbeat", "often"],
        ] {
            let result = try Glossa.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
        }
    }

    /// An option of `glossa serve` that takes a number from a range, with what it refuses.
    struct NumberOption: Sendable, CustomTestStringConvertible {
        /// The flag, e.g. `--outage-lease-timeout`.
        let flag: String
        /// Its environment variable.
        let variable: String
        /// Values refused on the command line.
        let refused: [String]
        /// A value refused in the environment, and the error it gets.
        let refusedInEnvironment: (value: String, error: String)
        /// A value the server starts with.
        let accepted: String

        var testDescription: String { flag }
    }

    static let numberOptions = [
        NumberOption(
            flag: "--outage-lease-timeout", variable: "GLOSSA_OUTAGE_LEASE_TIMEOUT",
            refused: ["0", "-1", "61", "soon", "nan", ""],
            refusedInEnvironment: ("0", "--outage-lease-timeout must be a number of seconds above 0"),
            accepted: "0.5"),
        NumberOption(
            flag: "--database-answer-timeout", variable: "GLOSSA_DATABASE_ANSWER_TIMEOUT",
            refused: ["0", "-1", "601", "soon", "nan", ""],
            refusedInEnvironment: (
                "700", "--database-answer-timeout must be a number of seconds above 0 and at most 600, not 700"
            ),
            accepted: "2.5"),
        NumberOption(
            flag: "--event-loops", variable: "GLOSSA_EVENT_LOOPS",
            refused: ["0", "-1", "257", "two", "1.5", ""],
            refusedInEnvironment: ("0", "--event-loops must be a number of event loops from 1 to 256, not 0"),
            accepted: "1"),
    ]

    /// Each option (or its environment variable) takes the values of its range, fractions included where
    /// it counts seconds; anything else is refused with status 64 and an error that names the option.
    @Test(arguments: numberOptions) func numberOptionIsValidated(_ option: NumberOption) throws {
        for value in option.refused {
            let result = try Glossa.run(["serve", option.flag, value])
            #expect(result.status == 64, "\(value): \(result)")
            #expect(result.standardError.contains(option.flag), "\(value): \(result)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment[option.variable] = option.refusedInEnvironment.value
        let fromEnvironment = try Glossa.run(["serve"], environment: environment)
        #expect(fromEnvironment.status == 64, "\(fromEnvironment)")
        #expect(fromEnvironment.standardError.contains(option.refusedInEnvironment.error), "\(fromEnvironment)")

        let directory = try TemporaryDirectory()
        let server = try Server(arguments: ["--port", "0", "--data-dir", directory.path, option.flag, option.accepted])
        #expect(try server.lines(until: "serving on").last?.contains("serving on") == true)
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }

    /// `--database-startup-timeout` takes seconds from 0 to 3600; with PostgreSQL unreachable (nothing
    /// listens on port 1), `glossa serve` exits with status 1 after it, and the message says the
    /// connection was refused and for how long it tried (postgres-nio alone took about 67 s and said only
    /// that its circuit breaker tripped).
    @Test func anUnreachableDatabaseAtStartUpEndsWithTheCause() throws {
        for value in ["-1", "3601", "soon", "nan", ""] {
            let result = try Glossa.run(["serve", "--database-startup-timeout", value])
            #expect(result.status == 64, "\(value): \(result)")
            #expect(result.standardError.contains("--database-startup-timeout"), "\(value): \(result)")
        }
        let start = Date()
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_DATABASE_STARTUP_TIMEOUT"] = "1.5"
        let result = try Glossa.run(
            ["serve", "--port", "0", "--database-url", "postgres://glossa:hunter2@127.0.0.1:1/glossa"],
            environment: environment)
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 1, "\(result)")
        for text in [
            "cannot open the database", "127.0.0.1:1", "not reachable within 1.5 seconds", "Connection refused",
        ] {
            #expect(result.standardError.contains(text), "\(text): \(result)")
        }
        #expect(result.standardError.contains("PostgreSQL is not reachable yet; retrying"), "\(result)")
        #expect(!result.standardError.contains("hunter2"), "\(result)")
        #expect(elapsed >= 1.5 && elapsed < 30, "\(elapsed) s")
    }
}
