import Foundation
import Testing

@testable import GlossaServer

/// Issue 23's resource checks besides the wide zip (``WideArchiveImportTests``): concurrent exports of
/// a project, and a burst of pushes into it, while a ``LatencyProbe`` measures `GET /health` and
/// `GET /content/fr`, must leave both fast. The load lasts a few seconds (a debug build on a loaded 2-core machine), the probe at least 3 s.
@Suite("Resource probes")
struct ResourceProbeTests {
    /// The strings of the project the loads work on.
    static let strings = 2_000

    /// A live server whose project has ``strings`` strings, all translated into French.
    static func withLargeProject(
        _ body: @Sendable (_ fixture: ServerFixture, _ port: Int) async throws -> Void
    ) async throws {
        try await MalformedHTTPTests.withLiveServer(configure: WideArchiveImportTests.defaultBodyLimit) {
            fixture, port, log in
            let keys = (0..<Self.strings).map { "key.\($0)" }
            _ = try await fixture.store.push(
                PushPayload(strings: keys.map { SourceString(key: $0, string: "The string number \($0)") }),
                to: fixture.project.id)
            _ = try await fixture.store.setTranslations(
                keys.map { Translation(key: $0, string: "La chaîne numéro \($0)") }, language: "fr",
                projectID: fixture.project.id)
            try await body(fixture, port)
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    @Test func concurrentExportsLeaveHealthAndContentFast() async throws {
        try await Self.withLargeProject { fixture, port in
            let secret = MalformedHTTPTests.authorization(fixture)
            let started = Date()
            let (report, _) = try await LatencyProbe.measure(fixture, port: port) {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for format in ["xliff", "json", "strings", "tml-zip"] {
                        group.addTask {
                            let connection = try RawHTTPConnection(port: port)
                            await connection.send(
                                "GET /export/fr?format=\(format) HTTP/1.1\r\nHost: x\r\n\(secret)\r\n")
                            let answer = try await connection.readAnswer(timeout: 60)
                            #expect(answer.status == 200, "\(format): \(answer.head)")
                        }
                    }
                    try await group.waitForAll()
                }
            }
            print(
                "concurrent exports of \(Self.strings) strings: \(String(format: "%.2f", Date().timeIntervalSince(started))) s; "
                    + "probe \(report.summary)")
            #expect(report.quantile(0.99) <= WideArchiveImportTests.probeP99Bound)
        }
    }

    @Test func aBurstOfPushesLeavesHealthAndContentFast() async throws {
        try await Self.withLargeProject { fixture, port in
            let secret = MalformedHTTPTests.authorization(fixture)
            let before = try await fixture.store.revision(of: fixture.project.id)
            let pushes = 20
            let started = Date()
            // A project takes one push at a time (another gets 409 until it is applied): each push is sent
            // as soon as the one before it is applied, a revision of its own.
            let (report, _) = try await LatencyProbe.measure(fixture, port: port) {
                for round in 0..<pushes {
                    let body = #"{"data": {"key.\#(round)": {"string": "Changed \#(round)"}}}"#
                    let connection = try RawHTTPConnection(port: port)
                    await connection.send(
                        "POST /content HTTP/1.1\r\nHost: x\r\n\(secret)Content-Type: application/json\r\n"
                            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
                    let answer = try await connection.readAnswer(timeout: 60)
                    #expect((200..<300).contains(answer.status), "\(answer.head)")
                    while try await fixture.store.revision(of: fixture.project.id) < before + Int64(round + 1),
                        Date().timeIntervalSince(started) < 60
                    {
                        try await Task.sleep(for: .milliseconds(5))
                    }
                }
            }
            let applied = try await fixture.store.revision(of: fixture.project.id) - before
            print(
                "a burst of \(pushes) pushes into \(Self.strings) strings: \(applied) applied in "
                    + "\(String(format: "%.2f", Date().timeIntervalSince(started))) s; probe \(report.summary)")
            #expect(applied >= Int64(pushes))
            #expect(report.quantile(0.99) <= WideArchiveImportTests.probeP99Bound)
        }
    }
}
