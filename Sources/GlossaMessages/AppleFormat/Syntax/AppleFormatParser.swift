/// Parses Apple format strings: printf conversions as `String(format:)` reads them (positions `%1$@`,
/// flags, width, precision, length modifiers, `%%`) and `.stringsdict` variables `%#@name@`.
public enum AppleFormatParser {
    /// Parses a format string.
    public static func parse(_ format: String) -> AppleFormatString {
        let source = SourceBytes(format)
        var nodes: [AppleFormatNode] = []
        var diagnostics: [SyntaxDiagnostic] = []
        var text: [UInt8] = []
        var textStart = 0
        var index = 0
        func flush(upTo end: Int) {
            if !text.isEmpty {
                nodes.append(.text(String(decoding: text, as: UTF8.self), source.range(textStart..<end)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while index < source.count {
            let byte = source[index]
            guard byte == UInt8(ascii: "%") else {
                if text.isEmpty { textStart = index }
                text.append(byte)
                index += 1
                continue
            }
            if source.byte(at: index + 1) == UInt8(ascii: "%") {
                if text.isEmpty { textStart = index }
                text.append(byte)
                index += 2
                continue
            }
            switch parseSpecifier(source, from: index) {
            case .success(let parsed):
                flush(upTo: index)
                nodes.append(parsed.node)
                index = parsed.end
            case .failure(let failure):
                diagnostics.append(SyntaxDiagnostic(location: source.location(index), message: failure.reason))
                flush(upTo: index)
                nodes.append(.invalid(source: "%", reason: failure.reason, range: source.range(index..<index + 1)))
                index += 1
            }
        }
        flush(upTo: index)
        return AppleFormatString(source: format, nodes: nodes, diagnostics: diagnostics)
    }

    /// The largest width or precision rendered (`%10000.2f`): a conversion asking for more is kept as
    /// written and reported, so that hostile content cannot make a render allocate gigabytes.
    public static let maximumWidthOrPrecision = 10_000

    private static let flagCharacters: Set<UInt8> = Set("-+ 0#'".utf8)
    private static let conversions: Set<UInt8> = Set("@diuoxXfFeEgGaAcCsSp".utf8)

    private static func parseSpecifier(_ source: SourceBytes, from start: Int) -> Result<
        (node: AppleFormatNode, end: Int), SelectionFailure
    > {
        var index = start + 1
        func number() -> Int? {
            var value = 0
            var digits = 0
            while case let byte = source.byte(at: index), (0x30...0x39).contains(byte), digits < 9 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
                index += 1
            }
            return digits > 0 ? value : nil
        }
        var position: Int?
        let beforeNumber = index
        if let value = number() {
            if source.byte(at: index) == UInt8(ascii: "$") {
                guard value > 0 else { return .failure(SelectionFailure("argument positions start at 1: %0$")) }
                position = value
                index += 1
            } else {
                index = beforeNumber
            }
        }
        if source.byte(at: index) == UInt8(ascii: "#"), source.byte(at: index + 1) == UInt8(ascii: "@") {
            let nameStart = index + 2
            var end = nameStart
            while end < source.count, source[end] != UInt8(ascii: "@"), source[end] != UInt8(ascii: "%") { end += 1 }
            guard source.byte(at: end) == UInt8(ascii: "@"), end > nameStart else {
                return .failure(SelectionFailure("a variable %#@name@ is not closed with @"))
            }
            let reference = AppleFormatVariableReference(
                name: source.text(nameStart..<end), position: position, source: source.text(start..<end + 1),
                range: source.range(start..<end + 1))
            return .success((.variable(reference), end + 1))
        }
        var flags = ""
        while flagCharacters.contains(source.byte(at: index)) {
            flags.append(Character(Unicode.Scalar(source[index])))
            index += 1
        }
        let width = number()
        var precision: Int?
        if source.byte(at: index) == UInt8(ascii: ".") {
            index += 1
            precision = number() ?? 0
        }
        if max(width ?? 0, precision ?? 0) > maximumWidthOrPrecision {
            return .failure(
                SelectionFailure("a width or precision above \(maximumWidthOrPrecision) is not rendered"))
        }
        var length = ""
        while "hlqLztj".utf8.contains(source.byte(at: index)), length.count < 2 {
            length.append(Character(Unicode.Scalar(source[index])))
            index += 1
        }
        let conversion = source.byte(at: index)
        guard conversions.contains(conversion) else {
            let found = index < source.count ? "\"\(source.scalar(at: index))\"" : "the end"
            return .failure(
                SelectionFailure("\"%\" starts no conversion (found \(found)); write %% for a percent sign"))
        }
        index += 1
        let node = PrintfConversion(
            position: position, flags: flags, width: width, precision: precision, length: length,
            conversion: Character(Unicode.Scalar(conversion)), source: source.text(start..<index),
            range: source.range(start..<index))
        return .success((.conversion(node), index))
    }
}
