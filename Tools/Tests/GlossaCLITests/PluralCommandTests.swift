import Testing

@Suite("glossa plural")
struct PluralCommandTests {
    @Test func russianCardinals() throws {
        let result = try Glossa.run(["plural", "ru", "1", "2", "5", "21", "1.5"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["one", "few", "many", "one", "other"])
        #expect(result.standardError == "")
    }

    @Test func englishOrdinals() throws {
        let result = try Glossa.run(["plural", "en", "--ordinal", "1", "2", "3", "4", "11", "22", "103"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["one", "two", "few", "other", "other", "two", "few"])
    }

    @Test func trailingZerosAreVisibleFractionDigits() throws {
        let result = try Glossa.run(["plural", "en", "1", "1.0", "1.00"])
        #expect(result.lines == ["one", "other", "other"])
    }

    @Test func negativeNumbersNeedNoSeparator() throws {
        let result = try Glossa.run(["plural", "ru", "-21", "-5"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["one", "many"])
    }

    @Test func compactExponent() throws {
        // French: "many" for 1000000 and compact-exponent forms of it, "other" for ordinary integers.
        let result = try Glossa.run(["plural", "fr", "1c6", "2", "1.5"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["many", "other", "one"])
    }

    @Test func arabicCategories() throws {
        let result = try Glossa.run(["plural", "ar", "--categories"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test func englishOrdinalCategoriesAsJSON() throws {
        let result = try Glossa.run(["plural", "en", "--ordinal", "--categories", "--json"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [#"{"locale":"en","type":"ordinal","categories":["one","two","few","other"]}"#]
        )
    }

    @Test func jsonKeepsTheNumberAsWritten() throws {
        let result = try Glossa.run(["plural", "--json", "en", "1", "1.0", "2"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                #"[{"number":"1","category":"one"},{"number":"1.0","category":"other"},"#
                    + #"{"number":"2","category":"other"}]"#
            ]
        )
    }

    @Test func pluralDataFallsBackAlongCLDRParents() throws {
        // pt-PT has its own rules (0 and 1.5 are "other"); pt-BR uses pt's (0 and 1.5 are "one").
        let portugal = try Glossa.run(["plural", "pt-PT", "0", "1.5"])
        let brazil = try Glossa.run(["plural", "pt-BR", "0", "1.5"])
        #expect(portugal.lines == ["other", "other"])
        #expect(brazil.lines == ["one", "one"])
    }

    @Test func notANumber() throws {
        let result = try Glossa.run(["plural", "ru", "1", "abc"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(#"glossa: "abc" is not a number: "#), "\(result)")
        #expect(result.standardError.contains("position"), "\(result)")
    }

    @Test func unknownLocale() throws {
        let result = try Glossa.run(["plural", "zz", "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "glossa: \"zz\" is not a known locale: CLDR has no language \"zz\"\n")
    }

    @Test func malformedLocale() throws {
        let result = try Glossa.run(["plural", "en_US!", "1"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(#"glossa: "en_US!" is not a locale identifier"#), "\(result)")
    }

    @Test func usageErrorsExitWith64() throws {
        let noNumbers = try Glossa.run(["plural", "ru"])
        #expect(noNumbers.status == 64)
        #expect(noNumbers.standardError.contains("Give at least one number, or --categories."))
        let numbersWithCategories = try Glossa.run(["plural", "ru", "--categories", "1"])
        #expect(numbersWithCategories.status == 64)
        let unknownOption = try Glossa.run(["plural", "ru", "--cardinal", "1"])
        #expect(unknownOption.status == 64)
        #expect(unknownOption.standardError.contains("--cardinal"))
    }
}
