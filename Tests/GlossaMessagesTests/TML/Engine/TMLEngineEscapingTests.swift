import Foundation
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
        #expect(S.render("Hello [bold: {user}]", tokens, format: .html).text
            == "Hello <strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>")
    }

    @Test func scriptInAnObjectsDisplayNameIsEscaped() throws {
        let user = try S.json(#"{"name": "<script>alert(1)</script>", "gender": "female"}"#)
        #expect(S.render("{user} said", ["user": user], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(S.render("{user || said, said}", ["user": user], format: .html).text
            == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(S.render("{user | #user# said, #user# said}", ["user": user], format: .html).text
            == "&lt;script&gt;alert(1)&lt;/script&gt; said")
        #expect(S.render("{user.name}", ["user": user], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt;")
        let person = S.person(Self.script, .male)
        #expect(S.render("{user::pos}", ["user": person], format: .html).text == "&lt;script&gt;alert(1)&lt;/script&gt;'s")
    }

    @Test func allFiveCharactersAreEscaped() {
        #expect(S.render("{v}", ["v": .string(#"a & b < c > d " e ' f"#)], format: .html).text
            == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
    }

    @Test func decorationSyntaxInAValueIsNotParsed() {
        let tokens: [String: MessageValue] = ["user": .string("[bold: x]"), "count": .number(MessageNumber(5))]
        #expect(S.render("Hello {user}", tokens, format: .html).text == "Hello [bold: x]")
        #expect(S.render("Hello {user}", tokens, format: .text).text == "Hello [bold: x]")
        #expect(S.render("Hello {user}", ["user": .string("<b>x</b> [link]y[/link]")], format: .html).text
            == "Hello &lt;b&gt;x&lt;/b&gt; [link]y[/link]")
    }

    @Test func tokenSyntaxInAValueIsNotSubstitutedAgain() {
        let tokens: [String: MessageValue] = [
            "user": .string("{count} {count || message} %{count} {{count}}"), "count": .number(MessageNumber(5)),
        ]
        #expect(S.render("{user} has {count}", tokens, format: .text).text
            == "{count} {count || message} %{count} {{count}} has 5")
        #expect(S.render("{count} by {user}", tokens, format: .html).text
            == "5 by {count} {count || message} %{count} {{count}}")
        // Also in the implied form's `#name#` and through a translation.
        let rendered = S.renderer().render(
            label: "{user} has {count}", tokens: tokens, translations: [TMLTranslation(label: "{count} у {user}")],
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
        let link = MessageValue.decoration(DecorationValue(attributes: ["href": "x' onclick='alert(1)", "title": "a\"b<c>"]))
        #expect(S.render("[link: click]", ["link": link], format: .html).text
            == "<a href='x&#39; onclick=&#39;alert(1)' class='' style='' title='a&quot;b&lt;c&gt;'>click</a>")
    }

    @Test func decorationAttributesFromTMLJSONAreEscaped() throws {
        let link = try S.json(#"{"href": "https://e.com/?a=1&b=\"2\""}"#)
        #expect(S.render("[link: click]", ["link": link], format: .html).text
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
        #expect(S.render("[link: {user}]", tokens, format: .html).text == "<a href='https://e.com' onclick='go()'>&lt;u&gt;</a>")
        let template = MessageValue.decoration(DecorationValue(template: "<p class=\"x\">{$0}</p>"))
        #expect(S.render("[p: Hello]", ["p": template], format: .html).text == "<p class=\"x\">Hello</p>")
    }

    @Test func messageTextIsNotEscaped() {
        #expect(S.render("Tom & Jerry's <em>show</em>", format: .html).text == "Tom & Jerry's <em>show</em>")
    }

    @Test func listElementsAreEscaped() {
        let list = MessageValue.list(MessageList([.string("<a>"), .string("b&c"), .safeString("<i>d</i>")]))
        #expect(S.render("{items}", ["items": list], format: .html).text == "&lt;a&gt;, b&amp;c and <i>d</i>")
    }

    @Test func missingTokenVerbatimInsideATranslationIsMessageText() {
        // The verbatim text comes from the translation (trusted); nothing from the caller is involved.
        let rendered = S.render("<b>{missing}</b>", format: .html)
        #expect(rendered.text == "<strong>{missing}</strong>")
    }
}
