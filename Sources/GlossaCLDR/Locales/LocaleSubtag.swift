/// Classification and case canonicalisation of BCP 47 subtags (RFC 5646 section 2.1, UTS #35 section 3.2).
///
/// Every predicate works on ASCII only: a subtag with any other character is never valid.
enum LocaleSubtag {
    /// Whether every character is an ASCII letter.
    static func isAlpha(_ subtag: Substring) -> Bool {
        !subtag.isEmpty && subtag.utf8.allSatisfy { isLetter($0) }
    }

    /// Whether every character is an ASCII digit.
    static func isDigits(_ subtag: Substring) -> Bool {
        !subtag.isEmpty && subtag.utf8.allSatisfy { isDigit($0) }
    }

    /// Whether every character is an ASCII letter or digit.
    static func isAlphanumeric(_ subtag: Substring) -> Bool {
        !subtag.isEmpty && subtag.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// A language subtag: 2–3 or 5–8 letters.
    static func isLanguage(_ subtag: Substring) -> Bool {
        isAlpha(subtag) && (2...3).contains(subtag.count) || isAlpha(subtag) && (5...8).contains(subtag.count)
    }

    /// An extended language subtag: exactly 3 letters.
    static func isExtlang(_ subtag: Substring) -> Bool {
        subtag.count == 3 && isAlpha(subtag)
    }

    /// A script subtag: exactly 4 letters.
    static func isScript(_ subtag: Substring) -> Bool {
        subtag.count == 4 && isAlpha(subtag)
    }

    /// A region subtag: 2 letters or 3 digits.
    static func isRegion(_ subtag: Substring) -> Bool {
        subtag.count == 2 && isAlpha(subtag) || subtag.count == 3 && isDigits(subtag)
    }

    /// A variant subtag: 5–8 letters or digits, or 4 starting with a digit.
    static func isVariant(_ subtag: Substring) -> Bool {
        guard isAlphanumeric(subtag) else { return false }
        if (5...8).contains(subtag.count) { return true }
        return subtag.count == 4 && subtag.utf8.first.map(isDigit) == true
    }

    /// An extension singleton: one letter or digit other than `x`.
    static func isExtensionSingleton(_ subtag: Substring) -> Bool {
        subtag.count == 1 && isAlphanumeric(subtag) && subtag.lowercased() != "x"
    }

    /// A subtag inside an extension: 2–8 letters or digits.
    static func isExtensionPart(_ subtag: Substring) -> Bool {
        (2...8).contains(subtag.count) && isAlphanumeric(subtag)
    }

    /// A subtag inside private use: 1–8 letters or digits.
    static func isPrivateUsePart(_ subtag: Substring) -> Bool {
        (1...8).contains(subtag.count) && isAlphanumeric(subtag)
    }

    /// `Latn` from `latn` or `LATN`.
    static func titlecased(_ subtag: some StringProtocol) -> String {
        guard let first = subtag.first else { return "" }
        return first.uppercased() + subtag.dropFirst().lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
