import Foundation
import GlossaCLDR
import GlossaMessages

/// Unicode MessageFormat 2 as a catalog syntax (`.input {$count :number} .match $count one {{…}} * {{…}}`),
/// compiled by GlossaMessages' `MF2Compiler` for the catalog's locale.
///
/// Placeholders are isolated with the specification's default bidi strategy unless the syntax is
/// created with `bidiIsolation: .none`. A message with a syntax or data model error renders as written
/// and is reported, like any message a render cannot resolve.
///
/// ```swift
/// let catalog = try Catalog(locale: russian, syntax: .mf2(bidiIsolation: .none), messages: [
///     "files": ".input {$count :number} .match $count one {{{$count} файл}} few {{{$count} файла}} * {{{$count} файлов}}"
/// ])
/// localizer.string("files", arguments: ["count": 22])   // "22 файла"
/// ```
public struct MF2Syntax: MessageSyntax {
    /// Whether placeholders are isolated with bidi controls.
    public let bidiIsolation: MF2BidiIsolation
    /// The time zone `:date`, `:time` and `:datetime` show `Date` arguments in.
    public let timeZone: TimeZone

    /// Creates the syntax.
    public init(bidiIsolation: MF2BidiIsolation = .default, timeZone: TimeZone = .current) {
        self.bidiIsolation = bidiIsolation
        self.timeZone = timeZone
    }

    /// `mf2`.
    public var name: String { "mf2" }

    /// True when the message has no `{`, `}` or `\` (which start placeholders, quoted patterns and
    /// escapes) and starts with neither `.` (a declaration or `.match`, or a syntax error) nor white
    /// space.
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let first = utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: " ") || first < 0x20 {
            return false
        }
        return !utf8.contains {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "\\") || $0 >= 0x80
        }
    }

    /// Compiles with a MessageFormat 2 compiler for `locale`.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        MF2Compiler(locale: locale, bidiIsolation: bidiIsolation, timeZone: timeZone).compile(message)
    }
}

extension MessageSyntax where Self == MF2Syntax {
    /// Unicode MessageFormat 2, with the default bidi strategy.
    public static var mf2: MF2Syntax { MF2Syntax() }

    /// Unicode MessageFormat 2, with the given bidi strategy.
    public static func mf2(bidiIsolation: MF2BidiIsolation) -> MF2Syntax {
        MF2Syntax(bidiIsolation: bidiIsolation)
    }
}
