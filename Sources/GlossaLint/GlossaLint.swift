/// The checks behind `glossa lint`, shared by the command-line tool and the server's validation on
/// save: placeholder parity (printf, ICU, TML tokens) between source and translations, plural
/// categories against CLDR, syntax errors with positions, length limits and control characters, over
/// the neutral ``MessageCatalog`` model; and ``MessageAnalysis``, which reads a message's placeholders,
/// syntax errors and segments in each syntax.
///
/// Level: above the message engine (GlossaMessages) and CLDR; no third-party dependency. The tool reads
/// files into catalogs (GlossaToolsKit); the server builds a one-entry catalog per saved translation.
public enum GlossaLint {}
