/// A text conversion (`%@`, `%s`, `%S`): what it shows depends on the value only through its display
/// text (cut to the precision, padded to the width), so it is a ``DisplayTextTransform`` and the
/// resolver applies it to a text or object argument read in place, without the general transform
/// path. Other values (numbers, lists…) take the general path, with the same result.
final class PrintfTextTransform: DisplayTextTransform {
    /// The conversion, as every conversion is rendered.
    let printf: PrintfTransform

    var name: String { printf.name }

    /// The transform of `printf`, whose conversion is `@`, `s` or `S`.
    init(_ printf: PrintfTransform) {
        self.printf = printf
    }

    func transformDisplayText(_ text: String, gender: Gender?) -> String? {
        printf.formatted(text, of: .string(text))
    }

    /// The transform that renders `conversion`: this one for a text conversion, else a
    /// ``PrintfTransform``.
    static func transform(
        for conversion: PrintfConversion, symbols: NumberSymbols?, digits: IntegerDigitsFormat?
    ) -> any ValueTransform {
        let printf = PrintfTransform(conversion: conversion, symbols: symbols, digits: digits)
        return "@sS".contains(conversion.conversion) ? PrintfTextTransform(printf) : printf
    }
}
