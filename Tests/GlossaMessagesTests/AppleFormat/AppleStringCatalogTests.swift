import Foundation
import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

/// The String Catalog fixtures (xcstrings-tool's, see Fixtures/XCStrings/PROVENANCE.md) rendered in English.
@Suite struct AppleStringCatalogTests {
    static func entry(_ file: String, _ key: String, locale: String = "en") throws -> AppleFormatMessage {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/XCStrings/\(file).xcstrings")
        let json = try JSONParser().parse(try Data(contentsOf: url))
        let localization = try #require(json["strings"]?[key]?["localizations"]?[locale])
        return try #require(AppleFormatMessage(stringCatalogLocalization: localization))
    }

    static func render(
        _ file: String, _ key: String, _ arguments: [MessageValue], device: AppleDevice = .other
    ) throws -> RenderedMessage {
        let message = try entry(file, key)
        var named: [String: MessageValue] = [:]
        for (index, value) in arguments.enumerated() { named[String(index + 1)] = value }
        let en = try LocaleIdentifier(parsing: "en")
        return AppleFormatCompiler(locale: en, device: device).compile(message).render(
            RenderContext(arguments: MessageArguments(named), locale: en))
    }

    @Test func formatSpecifiers() throws {
        #expect(try Self.render("FormatSpecifiers", "at", ["x"]).text == "Test x")
        #expect(try Self.render("FormatSpecifiers", "d", [1234]).text == "Test 1,234")
        #expect(try Self.render("FormatSpecifiers", "d_length", [5]).text == "Test 5")
        #expect(try Self.render("FormatSpecifiers", "f", [1.5]).text == "Test 1.500000")
        #expect(try Self.render("FormatSpecifiers", "f_precision", [3.14159]).text == "Test 3.14")
        #expect(try Self.render("FormatSpecifiers", "i", [-3]).text == "Test -3")
        #expect(try Self.render("FormatSpecifiers", "o", [8]).text == "Test 10")
        #expect(try Self.render("FormatSpecifiers", "u", [7]).text == "Test 7")
        #expect(try Self.render("FormatSpecifiers", "x", [255]).text == "Test ff")
        #expect(try Self.render("FormatSpecifiers", "percentage_escaped", []).text == "Test %")
        #expect(try Self.render("FormatSpecifiers", "percentage_escaped_space_o", []).text == "Test 50% off")
        // "Test %" ends with a lone percent sign: kept and reported.
        let lone = try Self.render("FormatSpecifiers", "percentage", [])
        #expect(lone.text == "Test %")
        #expect(lone.diagnostics.map(\.kind) == [.unsupported])
        // "50% off" is the conversion "% o" (space flag, octal): without an argument it stays as written.
        let octal = try Self.render("FormatSpecifiers", "percentage_space_o", [])
        #expect(octal.text == "Test 50% off")
        #expect(octal.diagnostics.map(\.kind) == [.missingArgument])
    }

    @Test func positional() throws {
        #expect(try Self.render("Positional", "reorder", [1, "two"]).text == "Second: two - First: 1")
        #expect(try Self.render("Positional", "repeatExplicit", [3]).text == "3, I repeat: 3")
        #expect(try Self.render("Positional", "repeatImplicit", ["Anna"]).text == "Anna, are you there? Anna?")
    }

    @Test func substitutions() throws {
        let key = "substitutions_example.string"
        #expect(
            try Self.render("Substitution", key, ["Hi", 1, 2]).text == "Hi! There is 1 string and you have 2 remaining")
        #expect(
            try Self.render("Substitution", key, ["Hey", 5, 0]).text
                == "Hey! There are 5 strings and you have 0 remaining")
        #expect(try Self.render("Localizable", "mySubstitute", [3, 1]).text == "3: People liked 1 posts")
    }

    @Test func pluralVariationsWithAppleZero() throws {
        #expect(try Self.render("Variations", "String.Plural", [0]).text == "I have no strings")
        #expect(try Self.render("Variations", "String.Plural", [1]).text == "I have 1 string")
        #expect(try Self.render("Variations", "String.Plural", [2]).text == "I have 2 strings")
        #expect(try Self.render("Localizable", "myPlural", [0]).text == "I have 0 plurals")
    }

    @Test func deviceVariations() throws {
        #expect(try Self.render("Variations", "String.Device", [], device: .mac).text == "Click to open")
        #expect(try Self.render("Variations", "String.Device", [], device: .iphone).text == "Tap to open")
        #expect(try Self.render("Localizable", "myDeviceVariant", [], device: .ipad).text == "macOS Original")
    }
}
