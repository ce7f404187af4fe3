import GlossaMessages

/// The placeholders of a message in order, so that a suggestion for another source can carry the new
/// source's: printf conversions and `%{name}`-style Apple variables (read by GlossaMessages'
/// `AppleFormatParser`), and `{name}` arguments or tokens of ICU and TML.
enum PlaceholderAdaptation {
    /// The placeholders of `text` as written, in order of appearance.
    static func placeholders(in text: String) -> [String] {
        var found: [(offset: Int, source: String)] = []
        for node in AppleFormatParser.parse(text).nodes {
            switch node {
            case .conversion(let conversion) where conversion.conversion != "%":
                found.append((conversion.range.utf8Offsets.lowerBound, conversion.source))
            case .variable(let variable):
                found.append((variable.range.utf8Offsets.lowerBound, variable.source))
            default:
                break
            }
        }
        // `{name}` with no nested brace: an ICU simple argument or a TML token.
        let utf8 = Array(text.utf8)
        var open: Int?
        for (offset, byte) in utf8.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = offset
            } else if byte == UInt8(ascii: "}"), let start = open {
                let bytes = utf8[start...offset]
                if bytes.count > 2 { found.append((start, String(decoding: bytes, as: UTF8.self))) }
                open = nil
            }
        }
        return found.sorted { $0.offset < $1.offset }.map(\.source)
    }

    /// `target` (a translation of `oldSource`) with the placeholders of `oldSource` replaced, in order,
    /// by those of `newSource`. Unchanged when the two sources have different numbers of placeholders,
    /// or the same ones.
    static func adapt(_ target: String, from oldSource: String, to newSource: String) -> String {
        let old = placeholders(in: oldSource)
        let new = placeholders(in: newSource)
        guard old.count == new.count, old != new else { return target }
        var mapping: [String: String] = [:]
        for (before, after) in zip(old, new) where mapping[before] == nil { mapping[before] = after }
        // Replace each old placeholder found in the target once, left to right, so that a replacement
        // is never replaced again.
        var result = ""
        var rest = Substring(target)
        let candidates = mapping.keys.sorted { $0.count > $1.count }
        outer: while !rest.isEmpty {
            for placeholder in candidates where rest.hasPrefix(placeholder) {
                result += mapping[placeholder] ?? placeholder
                rest = rest.dropFirst(placeholder.count)
                continue outer
            }
            result.append(rest.removeFirst())
        }
        return result
    }
}
