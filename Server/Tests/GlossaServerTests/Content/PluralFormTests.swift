import Testing

@testable import GlossaServer

@Suite("PluralForm")
struct PluralFormTests {
    @Test(arguments: [
        ("{cnt, plural, one {# file} other {# files}}", "{???, plural, one {# file} other {# files}}"),
        (
            "{n, plural, other {# книги} one {# книга} few {# книги} many {# книг}}",
            "{???, plural, one {# книга} few {# книги} many {# книг} other {# книги}}"
        ),
        ("{n, plural, =1 {one item} other {{n} items}}", "{???, plural, one {one item} other {{n} items}}"),
        ("{ n , plural , one {a '{' b} other {c}}", "{???, plural, one {a '{' b} other {c}}"),
        ("{n, plural, one {%d minute} other {%d minutes}}", "{???, plural, one {%d minute} other {%d minutes}}"),
    ])
    func recognisedPluralsAreNormalised(_ input: String, _ expected: String) {
        #expect(PluralForm.wire(input) == expected)
    }

    @Test(arguments: [
        "{cnt, plural, zero {none} one {# file} other {# files}}",  // zero: the CDS keeps it as text
        "{cnt, plural, =0 {none} one {# file} other {# files}}",  // =0 is zero
        "{cnt, plural, other {# files}}",  // no one
        "You have {cnt, plural, one {# file} other {# files}}",  // leading text
        "{cnt, plural, offset:1 one {#} other {#}}",
        "{g, select, female {She} other {They}}",
        "{cnt, plural, one {# file} other {# files}",  // unclosed
        "Hello {name}", "<cds-root><cds-unit id=\"device.iphone\">x</cds-unit></cds-root>", "",
    ])
    func everythingElseIsServedAsIs(_ input: String) {
        #expect(PluralForm.wire(input) == input)
    }

    /// The plural is read by the one ICU parser: ICU's quoting (`'|` is no quote outside ChoiceFormat,
    /// `'#` quotes only where `#` is the number), nesting (a malformed nested argument makes the
    /// message no plural) and `offset:` (0 is no offset) as the compiler reads them.
    @Test(arguments: [
        (
            "{n, plural, one {it'|s one} other {they'|re many}}",
            "{???, plural, one {it'|s one} other {they'|re many}}"
        ),
        (
            "{n, plural, other {y} one {{g, select, f {'#'} other {x}}}}",
            "{n, plural, other {y} one {{g, select, f {'#'} other {x}}}}"
        ),
        ("{n, plural, one {a {b c} d} other {e}}", "{n, plural, one {a {b c} d} other {e}}"),
        ("{n, plural, offset:0 other {# files} one {# file}}", "{???, plural, one {# file} other {# files}}"),
        (
            "{n, plural, other {'{'#'}' x''s} one {{k, plural, offset:1 one {#} other {'#'}}}}",
            "{???, plural, one {{k, plural, offset:1 one {#} other {'#'}}} other {'{'#'}' x''s}}"
        ),
        ("{???, plural, other {# files} one {# file}}", "{???, plural, one {# file} other {# files}}"),
    ])
    func pluralsAreReadAsICUReadsThem(_ input: String, _ expected: String) {
        #expect(PluralForm.wire(input) == expected)
    }
}
