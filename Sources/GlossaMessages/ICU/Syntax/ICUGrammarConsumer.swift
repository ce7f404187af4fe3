/// What ``ICUGrammar`` tells as it reads a pattern: the one grammar of ICU MessageFormat has two
/// consumers, ``ICUTreeBuilder`` (the syntax tree lint and conversion read, with positions,
/// diagnostics and recovery) and ``ICUProgramEmitter`` (a ``MessageProgram`` straight away, no tree).
///
/// Ranges are offsets into the pattern's UTF-8 bytes. Events come in source order; a selection's
/// events nest: ``beginSelection(name:kind:type:at:)``, then per variant
/// ``beginVariant(key:exactValue:in:)``, the variant's message, ``endVariant(in:)``, and
/// ``endSelection(_:source:)``.
protocol ICUGrammarConsumer {
    /// What the consumer keeps of a selection being read; the grammar holds it while reading the
    /// selection's variants and hands it back with each of their events.
    associatedtype Selection

    /// Whether a syntax error is recovered from (``invalid(_:error:depth:)``, then reading goes on
    /// after the piece) rather than thrown out of the whole read.
    static var recovers: Bool { get }

    /// Whether names, keys and structural white space must be ASCII: when true, a non-ASCII character
    /// there is a syntax error (the one-pass compiler leaves such patterns to the tree).
    static var readsOnlyASCIISyntax: Bool { get }

    /// Text with quoting resolved (`text`), written at `source`. Never empty.
    mutating func text(_ text: UnsafeBufferPointer<UInt8>, source: Range<Int>)

    /// A `#` at `offset`, in a plural or selectordinal variant.
    mutating func pound(at offset: Int)

    /// `{name}`, `{name, type}` or `{name, type, style}` (the style as written, quotes kept), at `source`.
    mutating func simpleArgument(name: Range<Int>, type: Range<Int>?, style: Range<Int>?, source: Range<Int>)

    /// A plural, selectordinal or select argument starting at `start`, whose variants follow.
    mutating func beginSelection(
        name: Range<Int>, kind: ICUScanning.ArgumentKind, type: Range<Int>, at start: Int
    ) -> Selection

    /// A plural's `offset:` value, before its variants.
    mutating func offset(_ value: Range<Int>, in selection: inout Selection)

    /// A variant's key (`one`, `=0`; `exactValue` is the number of an `=` key), before its message.
    mutating func beginVariant(key: Range<Int>, exactValue: Double?, in selection: inout Selection)

    /// The end of a variant's message.
    mutating func endVariant(in selection: inout Selection)

    /// The end of a selection, written at `source`.
    mutating func endSelection(_ selection: inout Selection, source: Range<Int>)

    /// An argument with a syntax error, at `source` (through its matching `}`, or the end), at nesting
    /// `depth` (0: top level); what the consumer made of it so far is to be dropped. Called only when
    /// ``recovers``.
    mutating func invalid(_ source: Range<Int>, error: ICUSyntaxError, depth: Int)
}
