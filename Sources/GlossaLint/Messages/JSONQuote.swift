import GlossaJSON

/// JSON string quoting for names in messages (so a key with quotes or line breaks is unambiguous).
enum JSONQuote {
    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
