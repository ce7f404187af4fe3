import Foundation
import GlossaJSON
import GlossaTestSupport

/// The String Catalogs in `Fixtures/`, found next to this file (the target declares no resources).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var catalogNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

/// Random JSON trees for round-trip properties.
struct RandomJSON {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func value(depth: Int = 0) -> JSONValue {
        let kind = Int.random(in: 0..<(depth > 4 ? 4 : 7), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(number())
        case 3: return .string(string())
        case 4, 5:
            if kind == 4 {
                return .array((0..<Int.random(in: 0..<5, using: &generator)).map { _ in value(depth: depth + 1) })
            }
            fallthrough
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                object.append(string(), value(depth: depth + 1))
            }
            return .object(object)
        }
    }

    mutating func number() -> JSONNumber {
        var text = Bool.random(using: &generator) ? "-" : ""
        text += Bool.random(using: &generator) ? "0" : String(Int.random(in: 1...999_999, using: &generator))
        if Bool.random(using: &generator) {
            text +=
                "." + String(repeating: "0", count: Int.random(in: 0...2, using: &generator))
                + String(Int.random(in: 0...9999, using: &generator))
        }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator) ?? "e"
            text += String(Int.random(in: 0...300, using: &generator))
        }
        return JSONNumber(text) ?? JSONNumber(0)
    }

    mutating func string() -> String {
        let pool: [Unicode.Scalar] = [
            "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}",
            "\u{7F}", "é", "ß", "\u{301}", "€", "中", "\u{2028}", "\u{FEFF}", "😀", "\u{10FFFF}", "~",
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0..<10, using: &generator) {
            scalars.append(pool.randomElement(using: &generator) ?? "a")
        }
        return String(scalars)
    }
}

/// The error thrown by parsing `text`, or `nil` if it parses.
func syntaxError(_ text: String, parser: JSONParser = JSONParser()) -> JSONSyntaxError? {
    do {
        _ = try parser.parse(text)
        return nil
    } catch {
        return error
    }
}

/// The error thrown by parsing `bytes`, or `nil` if they parse.
func syntaxError(bytes: [UInt8], parser: JSONParser = JSONParser()) -> JSONSyntaxError? {
    do {
        _ = try parser.parse(bytes)
        return nil
    } catch {
        return error
    }
}
