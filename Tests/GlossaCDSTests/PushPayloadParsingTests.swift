import GlossaCDS
import Testing

@Suite("PushPayload(parsing:)")
struct PushPayloadParsingTests {
    private func parse(_ text: String) throws(CDSWireError) -> PushPayload {
        try PushPayload(parsing: Array(text.utf8))
    }

    @Test func readsTheSwiftAndPythonShapes() throws {
        let payload = try parse(
            """
            {"data": {
               "Hello": {"string": "Hello", "meta": {"developer_comment": "greeting", "character_limit": 0,
                         "tags": ["ios"], "occurrences": ["App/Main.storyboard"], "context": ["login"]}},
               "greeting.name": {"string": "Hi {name}", "meta": {"_key": "greeting.name", "tags": "a, b"}},
               "blank": {"string": ""}, "  ": {"string": "x"}, "nostring": {"meta": {}}},
             "meta": {"purge": false, "override_tags": true, "keep_translations": false, "dry_run": true}}
            """)
        #expect(payload.strings.map(\.key) == ["Hello", "greeting.name"])
        #expect(payload.strings[0].developerComment == "greeting")
        #expect(payload.strings[0].characterLimit == nil)
        #expect(payload.strings[0].context == ["login"])
        #expect(payload.strings[1].tags == ["a", "b"])
        #expect(payload.options == PushOptions(overrideTags: true, keepTranslations: false, dryRun: true))
        #expect(payload.failures.isEmpty)
    }

    @Test func badEntriesFailAloneWithAPointer() throws {
        let payload = try parse(
            #"{"data": {"ok": {"string": "OK"}, "bad": {"string": 5}, "ctx": {"string": "x", "meta": {"context": 3}}}}"#
        )
        #expect(payload.strings.map(\.key) == ["ok"])
        #expect(payload.failures.map(\.pointer) == ["/data/bad/string", "/data/ctx/meta/context"])
    }

    @Test(arguments: [
        ("{", "Malformed JSON"), ("[]", "JSON object"), (#"{"meta": {}}"#, "\"data\""),
        (#"{"data": {}, "meta": {"force": true}}"#, "meta.force"), (#"{"data": {}, "meta": {"purge": 1}}"#, "boolean"),
        (#"{"data": [], "meta": {}}"#, "\"data\""), (#"{"data": {}, "extra": 1}"#, "extra"),
    ])
    func malformedBodiesAreBadRequests(_ body: String, _ mention: String) {
        #expect {
            try parse(body)
        } throws: { error in
            guard let error = error as? CDSWireError else { return false }
            return error.message.contains(mention)
        }
    }

    @Test func nulCharactersFailTheEntry() throws {
        let payload = try parse(#"{"data": {"a": {"string": "x\u0000y"}, "b": {"string": "fine"}}}"#)
        #expect(payload.strings.map(\.key) == ["b"])
        #expect(payload.failures.map(\.key) == ["a"])
    }

    @Test func malformedJSONSaysWhere() {
        #expect {
            try parse("{\"data\": {\n  \"a\": }")
        } throws: { error in
            ((error as? CDSWireError)?.message ?? "").contains("line 2, column")
        }
    }
}
