/// Parses Unicode MessageFormat 2 messages (`spec/message.abnf` of unicode-org/message-format-wg)
/// into ``MF2Message`` syntax trees. The one grammar that reads them also drives the compiler, which
/// compiles a message without building its tree (``MF2Compiler``).
///
/// Parsing never fails and never stops at the first error: a broken placeholder is kept as an
/// ``MF2PatternPart/invalid(_:)`` part, a broken declaration or variant is skipped, and each is
/// reported with its position. A message without syntax errors is then checked for the data model
/// errors of the specification (`MF2DataModelCheck`). The work is linear in the message's length
/// and at most 100 errors are reported.
public enum MF2Parser {
    /// Parses a message.
    public static func parse(_ message: String) -> MF2Message {
        var reader = MF2Reader(message)
        var tree = MF2TreeBuilder()
        reader.readMessage(into: &tree)
        let declarations = tree.declarations
        let body = tree.body(orEmptyAt: reader.range(0, 0))
        var errors = reader.errors
        if errors.isEmpty {
            errors = MF2DataModelCheck(declarations: declarations, body: body).errors
        }
        return MF2Message(source: message, declarations: declarations, body: body, errors: errors)
    }
}
