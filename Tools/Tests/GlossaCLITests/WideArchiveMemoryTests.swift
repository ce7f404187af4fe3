import Foundation
import GlossaDelivery
import GlossaTestSupport
import Testing

/// Issue 23's resource check on memory, against `glossa serve` in a process of its own (in the test
/// process, other suites' allocations would blur the figures): two wide zips (``WideZip``, 480 members of
/// 1 MiB of spaces in 552 KB) sent at once to `POST /import/ru?format=tml` are refused without holding
/// the server's memory. Before the import budget, one such zip raised the process from 379 MB to 1.1 GB
/// for good.
@Suite("glossa serve: memory after wide zips")
struct WideArchiveMemoryTests {
    /// How much more than before the imports the server may hold once they are answered (`VmRSS`), in
    /// MiB. Measured with a debug build on a loaded 2-core machine: 65 MiB before, 67–72 MiB after (the
    /// wide zips are refused from their central directory, without inflating a member); before the import
    /// budget, one zip left the process 700 MB larger.
    static let residentMarginMiB = 24
    /// How much more than before the imports the server may hold at its peak (`VmHWM`), in MiB: the import
    /// budget's 64 MiB of inflated members. Measured: 72–79 MiB at the peak, 7–14 MiB over the baseline.
    static let peakMarginMiB = 64

    @Test func twoWideZipsAtOnceLeaveTheServersMemoryWhereItWas() async throws {
        let directory = try TemporaryDirectory()
        let project = try CreatedProject("wide", source: "en", languages: "ru", dataDirectory: directory.path)
        let server = try ServeOperationsTests.Server(arguments: ["--port", "0", "--data-dir", directory.path])
        let started = try #require(try server.lines(until: "serving on").last)
        let url = try #require(
            started.split(separator: " ").first { $0.hasPrefix("http://") }.flatMap { URL(string: String($0)) })
        let pid = server.process.processIdentifier
        let transport = URLSessionTransport()
        let secret = ["Authorization": "Bearer \(project.token):\(project.secret)"]
        // The baseline: the server once it has answered requests (its threads and pools started).
        for _ in 0..<3 {
            let content = try await transport.send(
                HTTPRequest(method: .get, url: url.appendingPathComponent("content/ru"), headers: secret))
            #expect(content.statusCode == 200)
        }
        let before = try #require(ProcessMemory(pid: pid))

        let zip = Data(WideZip.archive(members: 480, memberSize: 1 << 20))
        var components = try #require(
            URLComponents(url: url.appendingPathComponent("import/ru"), resolvingAgainstBaseURL: false))
        components.queryItems = [URLQueryItem(name: "format", value: "tml")]
        let request = HTTPRequest(
            method: .post, url: try #require(components.url),
            headers: secret.merging(["Content-Type": "application/zip"]) { $1 }, body: zip, timeout: 120)
        async let first = transport.send(request)
        async let second = transport.send(request)
        let answers = try await [first, second]
        for answer in answers {
            #expect([413, 503].contains(answer.statusCode), "\(String(decoding: answer.body, as: UTF8.self))")
        }
        #expect(answers.contains { $0.statusCode == 413 })

        // Memory is returned to the system after the answers, not necessarily before them: polled, with a
        // deadline.
        let bound = before.residentMiB + Self.residentMarginMiB
        let deadline = Date().addingTimeInterval(10)
        var after = try #require(ProcessMemory(pid: pid))
        while after.residentMiB > bound, Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
            after = try #require(ProcessMemory(pid: pid))
        }
        let ceiling = before.residentMiB + Self.peakMarginMiB
        print(
            "wide zips to glossa serve: \(answers.map(\.statusCode)); VmRSS \(before.residentMiB) MiB before, "
                + "\(after.residentMiB) MiB after (bound \(bound)); VmHWM \(before.peakResidentMiB) MiB before, "
                + "\(after.peakResidentMiB) MiB after (ceiling \(ceiling))")
        #expect(after.residentMiB <= bound)
        #expect(after.peakResidentMiB <= ceiling)
        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }
}
