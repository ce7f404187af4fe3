import GlossaToolsKit
import Testing

@Suite struct SourceFileExtractorTests {
    private func extract(_ source: String) -> FileExtraction {
        SourceFileExtractor.extract(file: "App.swift", bytes: Array(source.utf8))
    }

    private func keys(_ source: String) -> [String] {
        extract(source).strings.map(\.key)
    }

    @Test func nsLocalizedStringWithTableValueAndComment() throws {
        let result = extract(
            """
            let a = NSLocalizedString("save.title", tableName: "Alerts", value: "Saved", comment: "Alert title")
            """)
        let string = try #require(result.strings.first)
        #expect(string.key == "save.title")
        #expect(string.table == "Alerts")
        #expect(string.defaultValue == "Saved")
        #expect(string.comment == "Alert title")
        #expect(string.apis == [.nsLocalizedString])
        #expect(string.occurrences == [SourcePosition(file: "App.swift", line: 1, column: 9)])
        #expect(result.warnings.isEmpty)
    }

    @Test func stringLocalizedInterpolationUsesDeclaredTypes() {
        let source = """
            func f(count: Int, price: Double, ratio: Float, name: String, small: Int32, big: UInt, other: Thing) {
                _ = String(localized: "\\(count) items, \\(price), \\(ratio), \\(name), \\(small), \\(big), \\(other)")
                _ = String(localized: "\\(3) and \\(2.5) and \\(price, specifier: "%.2f") and \\(name.count)")
            }
            """
        #expect(
            keys(source) == [
                "%lld items, %lf, %f, %@, %d, %llu, %@",
                "%lld and %lf and %.2f and %lld",
            ])
    }

    @Test func aChoiceInAnInterpolationHasItsBranchesType() {
        let source = #"""
            let solve: Int = next + 1
            Text("SOLVE \(solve == 6 ? 1 : solve)")
            Text("Ratio \(ok ? ratio : 0.5)")
            """#
        #expect(keys(source) == ["SOLVE %lld", "Ratio %lf"])
    }

    @Test func percentSignsAreDoubledOnlyWithInterpolation() {
        #expect(keys(#"Text("100% sure"); Text("\(n) is 100%")"#) == ["100% sure", "%@ is 100%%"])
    }

    @Test func escapesRawAndMultilineLiterals() {
        let source = #"""
            Text("Tab\there \"quoted\" \u{E9}")
            Text(#"Raw \n stays"#)
            Text("""
                Line one
                Line two
                """)
            """#
        #expect(keys(source) == ["Tab\there \"quoted\" é", #"Raw \n stays"#, "Line one\nLine two"])
    }

    @Test func swiftUIViewsAndModifiersButNotVerbatimOrVariables() {
        let source = """
            var body: some View {
                VStack {
                    Text("Title", tableName: "Screens", comment: "Screen title")
                    Text(verbatim: "Not localized")
                    Text(title)
                    Button("Save") { save() }
                    Toggle("Dark mode", isOn: $dark)
                }
                .navigationTitle("Settings")
            }
            """
        let result = extract(source)
        #expect(result.strings.map(\.key) == ["Title", "Save", "Dark mode", "Settings"])
        #expect(result.strings[0].table == "Screens")
        #expect(result.strings[0].comment == "Screen title")
        #expect(result.strings[3].occurrences.first?.line == 9)
        #expect(result.warnings.isEmpty)
    }

    @Test func localizedStringResourceCallsAndTypedLiterals() {
        let source = """
            let a: LocalizedStringResource = "Welcome back"
            let b = LocalizedStringResource("resource.key", defaultValue: "From a resource", table: "R", comment: "C")
            let c: LocalizedStringKey = "A key"
            let d = String(localized: b)
            """
        let result = extract(source)
        #expect(Set(result.strings.map(\.key)) == ["Welcome back", "resource.key", "A key"])
        #expect(result.strings.first { $0.key == "resource.key" }?.table == "R")
        #expect(result.warnings.isEmpty, "String(localized: resource) is a resource made elsewhere")
    }

    @Test func localizerCallsTMLKeyedTransifexAndSeedConventions() throws {
        let source = """
            let a = localizer.localize("You have {count || message}", description: "Inbox", tokens: ["count": 3])
            let b = localizer.localizeHTML("Hi [bold: {user}]", options: TMLOptions(table: "Web"))
            let c = localizer.string("menu.quit", table: "Menus", default: "Quit")
            let d = localizer.html("inbox", default: "{count, plural, one {# item} other {# items}}")
            let e = localizer.translate("Hello {name}", context: "greeting")
            let f = localizer.translate("Sign in", key: "auth.sign_in")
            let g = localizer.string(forKey: "mc.title", placeholders: ["%name%": "A"])
            let h = "sk.title".localized(tableName: "SK")
            context.translate(by: 3)
            let i = formatter.string(from: date)
            let j = builder.string(value)
            """
        let result = extract(source)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(
            result.strings.map(\.key) == [
                "You have {count || message}", "Hi [bold: {user}]", "menu.quit", "inbox", "Hello {name}",
                "auth.sign_in", "mc.title", "sk.title",
            ])
        let apis = result.strings.map { $0.apis.first }
        #expect(
            apis == [
                .localize, .localize, .keyedLookup, .keyedLookup, .translate, .translate, .stringForKey, .localized,
            ])
        #expect(result.strings.map(\.syntax) == [.tml, .tml, .apple, .icu, .icu, .icu, .apple, .apple])
        #expect(result.strings[0].context == "Inbox")
        #expect(result.strings[1].table == "Web")
        #expect(result.strings[2].table == "Menus")
        #expect(result.strings[2].defaultValue == "Quit")
        #expect(result.strings[4].context == "greeting")
        #expect(result.strings[5].defaultValue == "Sign in")
        #expect(result.strings[7].table == "SK")
    }

    @Test func dynamicKeysAreWarningsWithPositions() {
        let source = """
            let a = NSLocalizedString(key, comment: "")
            let b = NSLocalizedString("Hi \\(name)", comment: "")
            let c = String(localized: prefix + "x")
            let d = localizer.localize(label)
            """
        let result = extract(source)
        #expect(result.strings.isEmpty)
        #expect(result.warnings.map(\.kind) == [.dynamicString, .interpolatedKey, .dynamicString, .dynamicString])
        #expect(result.warnings.map(\.position.line) == [1, 2, 3, 4])
        #expect(result.warnings[0].position.column == 27)
        #expect(result.warnings[0].description.hasPrefix("App.swift:1:27: warning: NSLocalizedString key"))
    }

    @Test func syntaxErrorIsAWarningAndTheRestIsStillRead() {
        let result = extract("let a = NSLocalizedString(\"before\", comment: \"\")\nfunc broken( {\n")
        #expect(result.strings.map(\.key) == ["before"])
        #expect(result.warnings.map(\.kind) == [.syntaxError])
        #expect(result.warnings.first?.position.line == 2)
    }

    @Test func countsLines() {
        #expect(extract("a\nb\nc\n").lineCount == 3)
        #expect(extract("a\nb").lineCount == 2)
        #expect(extract("").lineCount == 0)
    }
}
