import Foundation
import Testing

@testable import GlossaDelivery

@Suite struct RedactionTests {
    @Test func theTokenAndSecretNeverReachTheLogger() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        // A hostile or careless server echoes the credentials in its error bodies.
        server.script("/content/el", .status(403, #"{"message":"Forbidden for 1/token-abc:secret-xyz"}"#))
        server.script("/content", .status(500, "token 1/token-abc secret secret-xyz"))
        let logger = RecordingLogger()
        let client = makeClient(
            server, logger: logger, configure: { $0.retryPolicy = RetryPolicy(maximumErrorRetries: 0) })
        var errors: [CDSError] = []
        do { _ = try await client.fetchContent(locale: "el") } catch { errors.append(error) }
        do { _ = try await client.push([SourceString(key: "a", string: "a")]) } catch { errors.append(error) }

        #expect(logger.messages.count >= 2)
        for text in logger.messages + errors.map(\.description) {
            #expect(!text.contains("token-abc"), "\(text)")
            #expect(!text.contains("secret-xyz"), "\(text)")
        }
        #expect(logger.messages.contains { $0.contains("<redacted>") })
    }

    @Test func theConfigurationDescriptionHidesCredentials() {
        let configuration = CDSConfiguration(token: "1/token-abc", secret: "secret-xyz")
        #expect(!configuration.description.contains("token-abc"))
        #expect(!configuration.description.contains("secret-xyz"))
        #expect(!String(describing: configuration).contains("secret-xyz"))
    }
}
