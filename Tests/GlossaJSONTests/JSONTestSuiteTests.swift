import Foundation
import GlossaJSON
import Testing

/// The parsing cases of JSONTestSuite (nst/JSONTestSuite, `Fixtures/JSONTestSuite/`): every `y_` file
/// is JSON and must parse, every `n_` file is not and must be rejected with a line and column, and an
/// `i_` file (where RFC 8259 leaves the choice to the parser) may go either way but must neither crash
/// nor take long.
@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
    static let directory = Fixtures.directory.appendingPathComponent("JSONTestSuite/test_parsing")

    static func names(_ prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The suite is all there: a missing folder would make the parameterised tests vacuous.
    @Test func suiteIsPresent() {
        #expect(Self.names("y_").count == 95)
        #expect(Self.names("n_").count == 188)
        #expect(Self.names("i_").count == 35)
    }

    @Test(arguments: names("y_"))
    func accepts(name: String) throws {
        let bytes = try Self.bytes(name)
        #expect(throws: Never.self, "\(name)") { try JSONParser().parse(bytes) }
    }

    @Test(arguments: names("n_"))
    func rejectsWithAPosition(name: String) throws {
        let bytes = try Self.bytes(name)
        do {
            let value = try JSONParser().parse(bytes)
            Issue.record("\(name) was accepted as \(value)")
        } catch {
            #expect(error.line >= 1 && error.column >= 1, "\(name): \(error)")
            #expect(error.offset <= bytes.count, "\(name): \(error)")
            #expect(!error.message.isEmpty, "\(name)")
        }
    }

    @Test(arguments: names("i_"))
    func decidesQuickly(name: String) throws {
        let bytes = try Self.bytes(name)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = try? JSONParser().parse(bytes) }
        #expect(elapsed < .seconds(2), "\(name) took \(elapsed)")
    }
}
