import Foundation
import GlossaMessages

/// Keeps the arguments' text out of a missing policy's reach: while a fallback is rendered for a
/// policy, each argument value is written as a private-use marker; the policy transforms the message
/// around the markers ("Hello Anna" pseudo-translates to "Ȟêĺĺø Anna", not "Ȟêĺĺø Åññà"); then the
/// markers are replaced by the values.
///
/// Markers are code points of Supplementary Private Use Area-A (U+F0000…), which no policy changes
/// and no message contains. Past the area's size a value is written as it is.
final class ArgumentShield {
    private static let firstMarker: UInt32 = 0xF0000
    private static let markerCount = 0xFFFE
    private(set) var values: [String] = []

    /// The marker standing for `value` (as the output would show it: escaped for HTML).
    func marker(for value: String) -> String {
        guard values.count < Self.markerCount, let scalar = Unicode.Scalar(Self.firstMarker + UInt32(values.count))
        else { return value }
        values.append(value)
        return String(Character(scalar))
    }

    /// `text` with every marker replaced by its value.
    func restore(_ text: String) -> String {
        guard !values.isEmpty else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let offset = Int(scalar.value) - Int(Self.firstMarker)
            if offset >= 0, offset < values.count {
                result.append(contentsOf: values[offset].unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `result` with every marker replaced by its value, each run keeping its attributes.
    func restore(_ result: AttributedString) -> AttributedString {
        guard !values.isEmpty else { return result }
        var output = AttributedString()
        for run in result.runs {
            var piece = AttributedString(restore(String(result[run.range].characters)))
            piece.setAttributes(run.attributes)
            output += piece
        }
        return output
    }
}

/// An output that writes argument values as ``ArgumentShield`` markers into `base`.
struct ShieldedOutput<Base: MessageOutput>: MessageOutput {
    var base: Base
    let shield: ArgumentShield

    mutating func appendLiteral(_ text: String) { base.appendLiteral(text) }

    mutating func appendLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>) { base.appendLiteral(utf8: bytes) }

    mutating func appendValue(_ text: String, isSafe: Bool) {
        base.appendLiteral(shield.marker(for: isSafe ? text : base.escapedValue(text)))
    }

    mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>, isSafe: Bool) {
        appendValue(String(decoding: bytes, as: UTF8.self), isSafe: isSafe)
    }

    func escapedValue(_ text: String) -> String { base.escapedValue(text) }

    mutating func beginDecoration(named name: String, value: MessageValue?) {
        base.beginDecoration(named: name, value: value)
    }

    mutating func beginDecoration(_ name: DecorationName, value: MessageValue?) {
        base.beginDecoration(name, value: value)
    }

    mutating func endDecoration() { base.endDecoration() }
}
