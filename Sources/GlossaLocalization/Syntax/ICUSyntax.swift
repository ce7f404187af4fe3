import Foundation
import GlossaCLDR
import GlossaMessages

/// ICU MessageFormat as a catalog syntax (`{count, plural, one {# file} other {# files}}`), compiled
/// by GlossaMessages' `ICUCompiler` with the catalog locale's plural rules and number formats.
///
/// Translations delivered by a Transifex CDS, whose plural argument is `???`, get the argument's name
/// back from the source string.
public struct ICUSyntax: MessageSyntax {
    /// The time zone dates and times are shown in.
    public let timeZone: TimeZone

    /// Creates the syntax.
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    /// `icu`.
    public var name: String { "icu" }

    /// True when the message has no `{`, `}` or `'` (ICU's quoting character).
    public func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        !utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "'") }
    }

    /// Compiles with the locale's ICU compiler; a translation gets a CDS plural's argument name from
    /// its source.
    public func compile(_ message: String, locale: LocaleIdentifier, sourceMessage: String?) -> CompiledMessage? {
        let compiler = ICUCompilerCache.shared.compiler(for: locale, timeZone: timeZone)
        if let sourceMessage, sourceMessage != message {
            return compiler.compile(translation: message, source: sourceMessage)
        }
        return compiler.compile(message)
    }
}

extension MessageSyntax where Self == ICUSyntax {
    /// ICU MessageFormat.
    public static var icu: ICUSyntax { ICUSyntax() }
}

/// ICU compilers by locale and time zone (building one reads the locale's plural rules and number
/// symbols), shared by every ICU catalog.
final class ICUCompilerCache: @unchecked Sendable {
    static let shared = ICUCompilerCache()

    private struct Key: Hashable {
        let locale: LocaleIdentifier
        let timeZone: String
    }

    private let compilers = Locked<[Key: ICUCompiler]>([:])

    func compiler(for locale: LocaleIdentifier, timeZone: TimeZone) -> ICUCompiler {
        let key = Key(locale: locale, timeZone: timeZone.identifier)
        if let cached = compilers.withLock({ $0[key] }) { return cached }
        let compiler = ICUCompiler(locale: locale, timeZone: timeZone)
        return compilers.withLock { compilers in
            if let cached = compilers[key] { return cached }
            compilers[key] = compiler
            return compiler
        }
    }
}
