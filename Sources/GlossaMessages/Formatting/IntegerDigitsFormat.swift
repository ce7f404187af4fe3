/// A locale's standard format of integers (its digits, grouping and minus sign, as
/// ``DecimalFormat/standard`` writes an integer with ``NumberSymbols``), prepared as UTF-8 so that an
/// integer is written straight into bytes: the render path of ICU's `#` and `{count}`, which makes
/// no string.
///
/// Made once per locale (a compiler keeps one) and shared by every argument that uses it.
final class IntegerDigitsFormat: Sendable {
    /// The UTF-8 of the ten digits, one after the other.
    private let digitBytes: [UInt8]
    /// Where each digit's bytes start in ``digitBytes``; eleven entries.
    private let digitStarts: [Int]
    /// Whether the digits are ASCII `0`–`9` (then ``digitBytes`` is not read).
    private let asciiDigits: Bool
    private let separator: [UInt8]
    private let minusPrefix: [UInt8]
    private let minusSuffix: [UInt8]
    private let primaryGroupSize: Int
    private let secondaryGroupSize: Int
    private let minimumGroupingDigits: Int
    /// The most bytes an integer takes (twenty digits, their separators and the sign).
    let capacity: Int

    /// The format of `symbols`.
    init(symbols: NumberSymbols) {
        var digitBytes: [UInt8] = []
        var digitStarts: [Int] = [0]
        for digit in symbols.digits.prefix(10) {
            digitBytes.append(contentsOf: digit.utf8)
            digitStarts.append(digitBytes.count)
        }
        while digitStarts.count < 11 { digitStarts.append(digitBytes.count) }
        self.digitBytes = digitBytes
        self.digitStarts = digitStarts
        asciiDigits = symbols.asciiDigits
        separator = Array(symbols.groupingSeparator.utf8)
        minusPrefix = Array(symbols.minusPrefix.utf8)
        minusSuffix = Array(symbols.minusSuffix.utf8)
        primaryGroupSize = symbols.primaryGroupSize
        secondaryGroupSize = symbols.secondaryGroupSize
        minimumGroupingDigits = symbols.minimumGroupingDigits
        var widest = asciiDigits ? 1 : 0
        if !asciiDigits {
            for digit in 0..<10 { widest = max(widest, digitStarts[digit + 1] - digitStarts[digit]) }
        }
        capacity = minusPrefix.count + minusSuffix.count + 20 * widest + 19 * separator.count
    }

    /// Writes `magnitude`, with the minus sign when `negative`, into `out` (which has room for
    /// ``capacity`` bytes); returns how many bytes it wrote.
    ///
    /// The digits are counted first: ASCII digits without separators (the usual count) are then
    /// written straight into place from the last, one division per digit; other formats write each
    /// digit's bytes, with separators where groups start.
    func write(_ magnitude: UInt64, negative: Bool, grouping: Bool = true, into out: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        let count = Self.digitCount(magnitude)
        let groups = grouping && primaryGroupSize > 0 && count >= primaryGroupSize + minimumGroupingDigits
        var length = 0
        if negative { length = Self.copy(minusPrefix, to: out, at: length) }
        if asciiDigits && !groups {
            Self.writeASCII(magnitude, count: count, into: out + length)
            length &+= count
        } else {
            length = writeDigits(magnitude, count: count, groups: groups, into: out, at: length)
        }
        if negative { length = Self.copy(minusSuffix, to: out, at: length) }
        return length
    }

    /// Writes the `count` ASCII digits of `magnitude` (``digitCount(_:)`` of it) at `out`, from the
    /// last, one division per digit.
    @inline(__always)
    static func writeASCII(_ magnitude: UInt64, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        var rest = magnitude
        var index = count
        repeat {
            index &-= 1
            out[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
            rest /= 10
        } while rest > 0
    }

    /// The magnitudes below which a non-negative integer is written as its ASCII digits alone (no
    /// separator, no sign): none (0) when the locale's digits are not ASCII, else those with fewer
    /// digits than the first group needs.
    var plainDigitsBelow: UInt64 {
        guard asciiDigits else { return 0 }
        guard primaryGroupSize > 0 else { return .max }
        // Groups start at primaryGroupSize + minimumGroupingDigits digits.
        let plainDigits = primaryGroupSize + minimumGroupingDigits - 1
        guard plainDigits < 20 else { return .max }
        var limit: UInt64 = 1
        for _ in 0..<plainDigits { limit = limit &* 10 }
        return limit
    }

    /// How many decimal digits `magnitude` has (one for zero).
    @inline(__always)
    static func digitCount(_ magnitude: UInt64) -> Int {
        var count = 1
        var power: UInt64 = 10
        while count < 20, magnitude >= power {
            count &+= 1
            power = power &* 10
        }
        return count
    }

    /// Writes the `count` digits of `magnitude` at `offset` in `out`, each as the locale writes it,
    /// with separators where groups start when `groups`; returns the offset after them. Out of line:
    /// its digit buffer would otherwise make every call to ``write(_:negative:grouping:into:)`` set up
    /// a larger frame.
    @inline(never)
    private func writeDigits(
        _ magnitude: UInt64, count: Int, groups: Bool, into out: UnsafeMutablePointer<UInt8>, at offset: Int
    ) -> Int {
        // The digits, least significant first.
        var digitBuffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digitBuffer) { raw -> Int in
            var rest = magnitude
            for position in 0..<count {
                raw[position] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            var length = offset
            var index = count
            while index > 0 {
                if groups, index < count, startsGroup(position: index) {
                    length = Self.copy(separator, to: out, at: length)
                }
                index &-= 1
                let digit = Int(raw[index])
                if asciiDigits {
                    out[length] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                    length &+= 1
                } else {
                    digitBytes.withUnsafeBufferPointer { bytes in
                        for offset in digitStarts[digit]..<digitStarts[digit + 1] {
                            out[length] = bytes[offset]
                            length &+= 1
                        }
                    }
                }
            }
            return length
        }
    }

    /// Calls `body` with the UTF-8 of `magnitude` (negative when `negative`), written on the stack.
    @inline(__always)
    func withText<Result>(
        _ magnitude: UInt64, negative: Bool, grouping: Bool = true, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
            let count = write(magnitude, negative: negative, grouping: grouping, into: buffer.baseAddress!)
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// `magnitude` (negative when `negative`) as text.
    func text(_ magnitude: UInt64, negative: Bool, grouping: Bool = true) -> String {
        withText(magnitude, negative: negative, grouping: grouping) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a separator goes before a digit that has `position` digits from it to the end (itself
    /// included), as ``DecimalFormat/startsGroup(position:symbols:)`` decides it.
    @inline(__always)
    private func startsGroup(position: Int) -> Bool {
        if position == primaryGroupSize { return true }
        guard position > primaryGroupSize else { return false }
        return (position &- primaryGroupSize) % max(secondaryGroupSize, 1) == 0
    }

    @inline(__always)
    private static func copy(_ bytes: [UInt8], to out: UnsafeMutablePointer<UInt8>, at offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return offset }
            (out + offset).update(from: base, count: bytes.count)
            return offset &+ bytes.count
        }
    }
}

/// How an argument shows an integer when its format is the locale's standard one: the number minus
/// an offset (ICU's `#` in a plural with `offset:`; zero otherwise) in an ``IntegerDigitsFormat``.
///
/// The resolver writes such an argument's integer values with it, straight into the output; other
/// values, and integers too large for it, take the argument's transforms.
struct IntegerArgumentFormat: Sendable {
    let digits: IntegerDigitsFormat
    /// What the resolver reads in place before it needs ``digits``: plain values, no reference.
    let shape: Shape

    /// The offset and the integers written without the format's object.
    struct Shape: Sendable {
        /// Subtracted from the value first.
        let offset: Int64
        /// Non-negative results below this are written as their ASCII digits alone
        /// (``IntegerDigitsFormat/plainDigitsBelow``).
        let plainDigitsBelow: UInt64
    }

    /// Subtracted from the value first.
    var offset: Int64 { shape.offset }

    /// Shows integers minus `offset` in `digits`.
    init(digits: IntegerDigitsFormat, offset: Int64) {
        self.digits = digits
        shape = Shape(offset: offset, plainDigitsBelow: digits.plainDigitsBelow)
    }

    /// `number - offset` as magnitude and sign, when the number is an integer whose magnitude is
    /// below `Int64.max / 2` and `offset` is an integer; `nil` otherwise (the general path formats
    /// it). ICU's `#`, `{count}` and plural selection all read integers this way.
    @inline(__always)
    static func integer(_ number: MessageNumber, minus offset: Int64) -> (magnitude: UInt64, negative: Bool)? {
        // A plain `Int` (the usual count): no operands needed.
        if let integer = number.integerValue { return self.integer(integer, minus: offset) }
        let limit = UInt64(Int64.max / 2)
        guard number.isInteger, let magnitude = number.operands.integerDigits, magnitude < limit else { return nil }
        if offset == 0 { return (magnitude, number.value < 0) }
        let result = (number.value < 0 ? -Int64(magnitude) : Int64(magnitude)) - offset
        return (result.magnitude, result < 0)
    }

    /// `integer - offset` as magnitude and sign, when `integer`'s magnitude is below
    /// `Int64.max / 2`; `nil` otherwise.
    @inline(__always)
    static func integer(_ integer: Int, minus offset: Int64) -> (magnitude: UInt64, negative: Bool)? {
        guard integer.magnitude < UInt64(Int64.max / 2) else { return nil }
        if offset == 0 { return (UInt64(integer.magnitude), integer < 0) }
        let result = Int64(integer) - offset
        return (result.magnitude, result < 0)
    }

    /// Appends the integer `entry` holds minus the offset of `argument`'s format to `output` as a
    /// safe value, and returns `true`; `false` (nothing appended) when the argument has no format or
    /// the value is not an integer it shows. The value and the format's ``shape`` are read in place:
    /// a non-negative integer with fewer digits than the locale groups (the usual count) is written
    /// as its ASCII digits without touching the format's object, so no reference is retained; other
    /// integers take the format (one retain, for the separators, sign or digits it writes).
    @inline(__always)
    static func append<Output: MessageOutput>(
        _ entry: UnsafePointer<MessageArguments.Entry>, of argument: UnsafePointer<MessageProgram.Argument>,
        to output: inout Output
    ) -> Bool {
        guard let shape = argument.pointee.integerFormat?.shape else { return false }
        let integer: (magnitude: UInt64, negative: Bool)?
        if let plain = entry.pointee.value.integerValue {
            integer = Self.integer(plain, minus: shape.offset)
        } else if case .number(let number) = entry.pointee.value {
            integer = Self.integer(number, minus: shape.offset)
        } else {
            return false
        }
        guard let integer else { return false }
        if !integer.negative, integer.magnitude < shape.plainDigitsBelow {
            let count = IntegerDigitsFormat.digitCount(integer.magnitude)
            // Twenty bytes: the most digits a UInt64 has.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                IntegerDigitsFormat.writeASCII(integer.magnitude, count: count, into: buffer.baseAddress!)
                output.appendValue(utf8: UnsafeBufferPointer(rebasing: buffer[0..<count]), isSafe: true)
            }
            return true
        }
        guard let format = argument.pointee.integerFormat else { return false }
        write(integer, in: format.digits, to: &output)
        return true
    }

    /// Appends `number` minus the offset to `output` as a safe value; `false` (and nothing appended)
    /// when it is not an integer this format shows.
    func append<Output: MessageOutput>(_ number: MessageNumber, to output: inout Output) -> Bool {
        guard let integer = Self.integer(number, minus: offset) else { return false }
        Self.write(integer, in: digits, to: &output)
        return true
    }

    /// Appends `integer` written in `digits` to `output` as a safe value.
    @inline(__always)
    private static func write<Output: MessageOutput>(
        _ integer: (magnitude: UInt64, negative: Bool), in digits: IntegerDigitsFormat, to output: inout Output
    ) {
        digits.withText(integer.magnitude, negative: integer.negative) { output.appendValue(utf8: $0, isSafe: true) }
    }
}

/// A transform that shows integers as an ``IntegerArgumentFormat`` writes them: an argument whose only
/// transform it is has its integer values written by the resolver straight into the output.
protocol IntegerFormattingTransform: ValueTransform {
    /// The format of integers, when this transform shows them in one.
    var integerFormat: IntegerArgumentFormat? { get }
}
