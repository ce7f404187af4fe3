import Foundation
import GlossaJSON
import Logging
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

/// `--log-format json`: one JSON object per line, with the request's identifier lifted out.
@Suite("JSON log lines")
struct JSONLogHandlerTests {
    @Test func eachLineIsOneJSONObject() throws {
        let lines = NIOLockedValueBox<[String]>([])
        let moment = Date(timeIntervalSince1970: 1_795_000_000.125)
        var logger = Logger(label: "glossa.server") { label in
            JSONLogHandler(label: label, level: .info, now: { moment }) { line in
                lines.withLockedValue { $0.append(line) }
            }
        }
        logger.logLevel = .info
        logger[metadataKey: RequestIdentifier.metadataKey] = "req-1"
        logger[metadataKey: "component"] = "test"
        logger.info(
            "push applied\nwith \"quotes\"",
            metadata: ["project": "demo", "count": "\(3)", "list": ["a", "b"], "nested": ["k": "v"]])
        logger.debug("not written")
        logger.warning("second")
        let written = lines.withLockedValue { $0 }
        #expect(written.count == 2)
        #expect(written.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().firstIndex(of: "\n") == nil })
        let first = try JSONValue(parsing: written[0])
        #expect(first["time"] == "2026-11-18T11:06:40.125Z")
        #expect(first["level"] == "info")
        #expect(first["label"] == "glossa.server")
        #expect(first["message"] == "push applied\nwith \"quotes\"")
        #expect(first["request_id"] == "req-1")
        #expect(first["metadata", "project"] == "demo")
        #expect(first["metadata", "component"] == "test")
        #expect(first["metadata", "count"] == "3")
        #expect(first["metadata", "list"] == .array(["a", "b"]))
        #expect(first["metadata", "nested", "k"] == "v")
        #expect(first["metadata", RequestIdentifier.metadataKey] == nil)
        let second = try JSONValue(parsing: written[1])
        #expect(second["level"] == "warning")
        #expect(second["request_id"] == "req-1")
    }

    @Test func timestampsAreUTCWithMilliseconds() {
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: 951_782_400.5)) == "2000-02-29T00:00:00.500Z")
        #expect(JSONLogHandler.timestamp(Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.750Z")
    }
}
