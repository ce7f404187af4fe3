import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// HTML escaping and single-pass substitution (decisions 2 and 4): caller values render inert.
@Suite struct TMLEngineEscapingTests {
    typealias S = TMLEngineSupport

    static let script = "<script>alert(1)</script>"

    @Test func scriptInAUserNameIsEscapedInHTMLAndLiteralInText() {
        let tokens: [String: MessageValue] = ["user": .string(Self.script)]
        #expect(S.render("Hello {user}", tokens, format: .html).text == "Hello &lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(S.render("Hello {user}", tokens, format: .text).text == "Hello <script>alert(1)</script>")
        #expect(
            S.render("Hello [bold: {user}]", tokens, format: .html).text
                == "Hello <strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>")
    }

    @Test func scriptInAnObjectsDisplayNameIsEscaped() throws {
        let user = try S.json(#"{"name": "<script>alert(1)</script>", "gender": "female"}"#)
        #expect(
            S.render("{user} said", ["user": user], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(
            S.render("{user || said, said}", ["user": user], format: .html).text
                == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(
            S.render("{user | #user# said, #user# said}", ["user": user], format: .html).text
                == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(S.render("{user.name}", ["user": user], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt;")
        let person = S.person(Self.script, .male)
        #expect(
            S.render("{user::pos}", ["user": person], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt;'s")
    }

    @Test func allFiveCharactersAreEscaped() {
        #expect(
            S.render("{v}", ["v": .string(#"a & b < c > d " e ' f"#)], format: .html).text
                == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
    }

    @Test func decorationSyntaxInAValueIsNotParsed() {
        let tokens: [String: MessageValue] = ["user": .string("[bold: x]"), "count": .number(MessageNumber(5))]
        #expect(S.render("Hello {user}", tokens, format: .html).text == "Hello [bold: x]")
        #expect(S.render("Hello {user}", tokens, format: .text).text == "Hello [bold: x]")
        #expect(
            S.render("Hello {user}", ["user": .string("<b>x</b> [link]y[/link]")], format: .html).text
                == "Hello &lt;b&gt;x&lt;/b&gt; [link]y[/link]")
    }

    @Test func tokenSyntaxInAValueIsNotSubstitutedAgain() {
        let tokens: [String: MessageValue] = [
            "user": .string("{count} {count || message} %{count} {{count}}"), "count": .number(MessageNumber(5)),
        ]
        #expect(
            S.render("{user} has {count}", tokens, format: .text).text
                == "{count} {count || message} %{count} {{count}} has 5")
        #expect(
            S.render("{count} by {user}", tokens, format: .html).text
                == "5 by {count} {count || message} %{count} {{count}}")
        // Also in the implied form's `#name#` and through a translation.
        let rendered = S.renderer().render(
            label: "{user} has {count}", tokens: MessageArguments(tokens),
            translations: [TMLTranslation(label: "{count} у {user}")],
            language: .russian)
        #expect(rendered.text == "5 у {count} {count || message} %{count} {{count}}")
    }

    @Test func implicitHashMarkersInAValueStayLiteral() {
        let tokens: [String: MessageValue] = ["user": .object(MessageObject(displayText: "#user# <i>", gender: .male))]
        #expect(S.render("{user | #user# wrote, #user# wrote}", tokens, format: .html).text == "#user# &lt;i&gt; wrote")
    }

    @Test func defaultTokenNamesInAValueStayLiteral() {
        let rendered = S.renderer().render(
            label: "{user}", tokens: ["user": .string("{ndash}{br}")], language: .english, format: .html)
        #expect(rendered.text == "{ndash}{br}")
    }

    @Test func decorationAttributeValuesAreEscaped() {
        let link = MessageValue.decoration(
            DecorationValue(attributes: ["href": "x' onclick='alert(1)", "title": "a\"b<c>"]))
        #expect(
            S.render("[link: click]", ["link": link], format: .html).text
                == "<a href='x&#39; onclick=&#39;alert(1)' class='' style='' title='a&quot;b&lt;c&gt;'>click</a>")
    }

    @Test func decorationAttributesFromTMLJSONAreEscaped() throws {
        let link = try S.json(#"{"href": "https://e.com/?a=1&b=\"2\""}"#)
        #expect(
            S.render("[link: click]", ["link": link], format: .html).text
                == "<a href='https://e.com/?a=1&amp;b=&quot;2&quot;' class='' style='' title=''>click</a>")
    }

    @Test func safeStringsAreNotEscaped() throws {
        #expect(S.render("{v}", ["v": .safeString("<b>ok</b>")], format: .html).text == "<b>ok</b>")
        // `[obj, "literal"]` and `{object, value}` display trusted literals.
        let literal = try S.json(#"[{"name": "Anna"}, "<b>Anna</b>"]"#)
        #expect(S.render("{user}", ["user": literal], format: .html).text == "<b>Anna</b>")
        let value = try S.json(#"{"object": {"name": "Anna"}, "value": "<i>Anna</i>"}"#)
        #expect(S.render("{user}", ["user": value], format: .html).text == "<i>Anna</i>")
        // The attribute forms are escaped.
        let attribute = try S.json(#"{"object": {"name": "<A>"}, "attribute": "name"}"#)
        #expect(S.render("{user}", ["user": attribute], format: .html).text == "&lt;A&gt;")
        let arrayAttribute = try S.json(#"[{"name": "<A>"}, "@name"]"#)
        #expect(S.render("{user}", ["user": arrayAttribute], format: .html).text == "&lt;A&gt;")
        let bare = try S.json(#"["<A>"]"#)
        #expect(S.render("{user}", ["user": bare], format: .html).text == "&lt;A&gt;")
    }

    @Test func decorationTemplatesAreTrusted() {
        let tokens: [String: MessageValue] = [
            "link": .string("<a href='https://e.com' onclick='go()'>{$0}</a>"), "user": .string("<u>"),
        ]
        #expect(
            S.render("[link: {user}]", tokens, format: .html).text
                == "<a href='https://e.com' onclick='go()'>&lt;u&gt;</a>")
        let template = MessageValue.decoration(DecorationValue(template: "<p class=\"x\">{$0}</p>"))
        #expect(S.render("[p: Hello]", ["p": template], format: .html).text == "<p class=\"x\">Hello</p>")
    }

    @Test func callerTemplatesAreTrustedButTheirAttributesAreEscaped() {
        let value = MessageValue.decoration(
            DecorationValue(template: "<a data-x='1' href='{$href}'>{$0}</a>", attributes: ["href": "'><script>"]))
        #expect(
            S.render("[link: go]", ["link": value], format: .html).text
                == "<a data-x='1' href='&#39;&gt;&lt;script&gt;'>go</a>")
    }

    @Test func attributeValuesAreNotReadAsTemplatePlaceholders() {
        // A caller's attribute value is data: `{$0}` in it must not become the content's position.
        let link = MessageValue.decoration(DecorationValue(attributes: ["href": "{$0}", "title": "{$href}"]))
        #expect(
            S.render("[link: it's]", ["link": link], format: .html).text
                == "<a href='{$0}' class='' style='' title='{$href}'>it's</a>")
        let object = MessageValue.object(MessageObject(displayText: "", attributes: ["href": .string("{$0}")]))
        #expect(
            S.render("[link: x]", ["link": object], format: .html).text
                == "<a href='{$0}' class='' style='' title=''>x</a>")
    }

    @Test func everyContentPlaceholderOfATemplateIsReplaced() {
        // Ruby: `v.gsub("{$0}", content)` replaces every occurrence.
        let tokens: [String: MessageValue] = ["x": .string("<b>{$0}</b> ({$0})")]
        let rendered = S.render("[x: hi]", tokens, format: .html)
        #expect(rendered.text == "<b>hi</b> (hi)")
        #expect(rendered.text.hasPrefix("<b>hi</b> ("))
    }

    @Test func templateWithoutContentReplacesIt() {
        let tokens: [String: MessageValue] = ["x": .string("<hr/>"), "user": .string("Anna")]
        #expect(S.render("a [x: b [bold: {user}] c] d", tokens, format: .html).text == "a <hr/> d")
    }

    @Test func nonTemplateValuesKeepTheContentOnly() {
        // “Decorations” in the TMLSemantics article: `[custom: you have {count || message}]` with custom=1.
        let tokens: [String: MessageValue] = ["custom": .number(MessageNumber(1)), "count": .number(MessageNumber(5))]
        #expect(S.render("[custom: you have {count || message}]", tokens, format: .html).text == "you have 5 messages")
        #expect(S.render("[custom: x] [other: y]", format: .html).text == "<custom>x</custom> <other>y</other>")
    }

    @Test func booleanDecorationValuesKeepTheContentOnly() throws {
        // “Decorations” in the TMLSemantics article: a decoration value of another type (`1`, `true`) keeps the
        // content only.
        #expect(S.render("[link: x]", ["link": try S.json("1")], format: .html).text == "x")
        let rendered = S.render("[link: x]", ["link": try S.json("true")], format: .html)
        #expect(rendered.text == "x")
    }

    /// Property: a caller's unsafe value never reaches HTML output as markup, whatever the label.
    /// (A string passed under a decoration's name is that decoration's template, which is trusted
    /// by design — TML's `bold: "<b>{$0}</b>"` — so decoration names get attribute values here.)
    @Test func unsafeValuesNeverBecomeMarkup() {
        var random = SeededGenerator(seed: 2024)
        let hostile = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"'><script>", "[bold: <script>]"]
        for iteration in 0..<2_000 {
            var label = ""
            for _ in 0..<random.int(1...25) { label += random.pick(TMLEngineFuzzTests.alphabet) }
            var tokens: [String: MessageValue] = [:]
            for name in TMLEngineFuzzTests.names where random.chance(70) {
                let text = random.pick(hostile)
                switch random.int(0...4) {
                case 0: tokens[name] = .string(text)
                case 1:
                    tokens[name] = .object(
                        MessageObject(
                            displayText: text, gender: random.pick(Gender.allCases), attributes: ["name": .string(text)]
                        ))
                case 2:
                    tokens[name] = .list(
                        MessageList(
                            [.string(text), .string(text)], elementTemplate: random.chance(50) ? "<i>{$0}</i>" : nil))
                case 3: tokens[name] = .decoration(DecorationValue(attributes: ["href": text, "class": text]))
                default: tokens[name] = .object(MessageObject(displayText: "", attributes: ["href": .string(text)]))
                }
            }
            for name in TMLParser.parse(label).decorationNames {
                switch tokens[name] {
                case .string(let text)?, .safeString(let text)?:
                    tokens[name] = .decoration(DecorationValue(attributes: ["href": text]))
                default: break
                }
            }
            let html = S.renderer().render(
                label: label, tokens: MessageArguments(tokens), language: random.pick(TMLEngineFuzzTests.languages),
                format: .html
            ).text
            #expect(
                !html.contains("<script") && !html.contains("<img"), "#\(iteration) \(label.debugDescription) → \(html)"
            )
        }
    }

    @Test func messageTextIsNotEscaped() {
        #expect(S.render("Tom & Jerry's <em>show</em>", format: .html).text == "Tom & Jerry's <em>show</em>")
    }

    @Test func listElementsAreEscaped() {
        let list = MessageValue.list(MessageList([.string("<a>"), .string("b&c"), .safeString("<i>d</i>")]))
        #expect(S.render("{items}", ["items": list], format: .html).text == "&lt;a&gt;, b&amp;c, and <i>d</i>")
    }

    @Test func missingTokenVerbatimInsideATranslationIsMessageText() {
        // The verbatim text comes from the translation (trusted); nothing from the caller is involved.
        let rendered = S.render("<b>{missing}</b>", format: .html)
        #expect(rendered.text == "<strong>{missing}</strong>")
    }
}
