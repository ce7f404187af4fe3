import GlossaCLDR

/// The directionality of a formatted value or a message, for the default bidi strategy
/// (`spec/formatting.md`, "Handling Bidirectional Text").
public enum MF2Direction: Sendable, Hashable {
    /// Left to right (LTR).
    case leftToRight
    /// Right to left (RTL).
    case rightToLeft
    /// Not known: the text is isolated with FSI, which finds its direction from its first strong character.
    case unknown

    /// Scripts written right to left.
    private static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Hebr", "Mand", "Mend", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi",
    ]

    /// The direction of `locale`'s script (with likely subtags added).
    init(locale: LocaleIdentifier) {
        guard let script = locale.maximized().script else {
            self = .unknown
            return
        }
        self = Self.rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }

    /// `text` isolated as the default strategy does in a message of direction `message`: as it is
    /// when both are left to right (unless `always`), else between LRI, RLI or FSI and PDI.
    func isolate(_ text: String, in message: MF2Direction, always: Bool = false) -> String {
        switch self {
        case .leftToRight: message == .leftToRight && !always ? text : "\u{2066}\(text)\u{2069}"
        case .rightToLeft: "\u{2067}\(text)\u{2069}"
        case .unknown: "\u{2068}\(text)\u{2069}"
        }
    }
}

/// Whether the compiler isolates placeholders with bidi controls.
public enum MF2BidiIsolation: String, Sendable, Hashable {
    /// The specification's default bidi strategy: each placeholder between isolating controls,
    /// except left-to-right values in a left-to-right message.
    case `default`
    /// No isolation.
    case none
}
