import GlossaCDS
import GlossaJSON
import Testing

@Suite("PushPayload.jsonBytes()")
struct PushPayloadEncodingTests {
    @Test func writesTheShapeTheCDSReads() throws {
        let payload = PushPayload(
            strings: [
                SourceString(
                    key: "Hello", string: "Hello", developerComment: "greeting", characterLimit: 20, tags: ["ios"],
                    occurrences: ["App.swift:3"]),
                SourceString(key: "Bye", string: "Bye"),
            ],
            options: PushOptions(overrideTags: true))
        let text = String(decoding: payload.jsonBytes(), as: UTF8.self)
        #expect(
            text
                == #"{"data":{"Hello":{"string":"Hello","meta":{"developer_comment":"greeting","character_limit":20,"#
                + #""tags":["ios"],"occurrences":["App.swift:3"]}},"Bye":{"string":"Bye","meta":{"character_limit":0,"#
                + #""occurrences":[]}}},"meta":{"purge":false,"override_tags":true,"override_occurrences":false,"#
                + #""keep_translations":true,"dry_run":false}}"#)
    }

    @Test func whatTheClientWritesTheServerReadsBack() throws {
        let sent = PushPayload(
            strings: [
                SourceString(
                    key: "plural", string: "{n, plural, one {# file} other {# files}}", developerComment: "count",
                    characterLimit: 40, tags: ["b", "a"], occurrences: ["A.swift:1", "B.swift:2"],
                    context: ["menu", "title, short"]),
                SourceString(key: "ключ", string: "Привет \"мир\"\n"),
            ],
            options: PushOptions(purge: true, overrideTags: true, overrideOccurrences: true, keepTranslations: false))
        #expect(try PushPayload(parsing: sent.jsonBytes()) == sent)
    }

    @Test func aKeyGivenTwiceIsWrittenOnceWithItsLastString() throws {
        let payload = PushPayload(strings: [SourceString(key: "a", string: "1"), SourceString(key: "a", string: "2")])
        let read = try PushPayload(parsing: payload.jsonBytes())
        #expect(read.strings == [SourceString(key: "a", string: "2")])
    }
}
