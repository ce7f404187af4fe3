/// The order Xcode writes String Catalog keys in, approximated without ICU.
///
/// Xcode sorts keys like Finder does (`localizedStandardCompare`): case-insensitively, digit runs
/// by numeric value, and punctuation before digits before letters, punctuation in the order of the
/// Unicode root collation (`_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $`). Ties
/// are broken lowercase first, then by Unicode scalar value. Diacritics are not folded, so keys that
/// differ only by accents can be ordered differently from Xcode; reading and writing a catalog keeps
/// the order of its entries, so this order only matters for keys that a program adds.
public enum XcodeKeyOrder {
    private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// Whether `lhs` comes before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.unicodeScalars)
        let right = Array(rhs.unicodeScalars)
        var i = 0
        var j = 0
        var caseTieBreak = 0
        while i < left.count, j < right.count {
            let a = left[i]
            let b = right[j]
            if isDigit(a) && isDigit(b) {
                var endA = i
                while endA < left.count, isDigit(left[endA]) { endA += 1 }
                var endB = j
                while endB < right.count, isDigit(right[endB]) { endB += 1 }
                let digitsA = left[i..<endA].drop { $0 == "0" }
                let digitsB = right[j..<endB].drop { $0 == "0" }
                if digitsA.count != digitsB.count { return digitsA.count < digitsB.count }
                for (x, y) in zip(digitsA, digitsB) where x != y { return x.value < y.value }
                i = endA
                j = endB
                continue
            }
            let weightA = weight(a)
            let weightB = weight(b)
            if weightA != weightB { return weightA < weightB }
            if caseTieBreak == 0, a != b {
                let lowerA = a.properties.isLowercase
                let lowerB = b.properties.isLowercase
                if lowerA != lowerB { caseTieBreak = lowerA ? -1 : 1 }
            }
            i += 1
            j += 1
        }
        if (left.count - i) != (right.count - j) || i < left.count || j < right.count {
            return (left.count - i) < (right.count - j)
        }
        if caseTieBreak != 0 { return caseTieBreak < 0 }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Class in the high bits, then the order inside the class.
    private static func weight(_ scalar: Unicode.Scalar) -> UInt64 {
        let properties = scalar.properties
        if properties.isWhitespace { return UInt64(scalar.value) }
        if let index = punctuation.firstIndex(of: scalar) { return 1 << 40 | UInt64(index) }
        if isDigit(scalar) { return 3 << 40 | UInt64(scalar.value) }
        if properties.isAlphabetic {
            let lower = properties.lowercaseMapping.unicodeScalars.first ?? scalar
            return 4 << 40 | UInt64(lower.value)
        }
        return 2 << 40 | UInt64(scalar.value)
    }
}
