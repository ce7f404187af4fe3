// How the one-pass compiler emits plurals, selectordinals and selects: their variants' keys are
// compared as they come with those of a selector fitted already, and a plural's `#`s share one
// argument entry.

extension ICUProgramEmitter {
    /// A plural, selectordinal or select being emitted.
    struct Selection {
        let slot: Int
        let kind: ICUScanning.ArgumentKind
        let startLocation: SourceLocation
        /// Its `select` instruction, from ``MessageProgram/beginSelection()``.
        let instruction: Int
        /// The selector fitted already whose keys the variants' are compared with (plurals only).
        let fitted: ICUPluralSelector.Prepared?
        var keys: VariantKeyReader
        var starts = VariantStarts()
        var exactKeys: [(value: Double, key: String)] = []
        /// The offset as written, when it is not "0" (the grammar allows `offset:` again after "0").
        var offsetText: String?
        var offset: ICUOffset?
        /// The plural scope around a plural, restored when it ends (`nil` for a select, which leaves
        /// the scope as it is).
        let outerScope: ICUPoundScope?

        var isPlural: Bool { kind != .select }
    }

    mutating func beginSelection(
        name: Range<Int>, kind: ICUScanning.ArgumentKind, type: Range<Int>, at start: Int
    ) -> Selection {
        let slot = argumentNames.insert(utf8: UnsafeBufferPointer(rebasing: bytes[name])).position
        let startLocation = location(start)
        let instruction = program.beginSelection()
        // Keys are compared as they are read with those of a selector fitted already, and gathered only
        // when they differ: a plural's with the last fitted plural's of its kind, else with the
        // compiler's for the locale's categories; a select's with the compiler's for genders.
        let isPlural = kind != .select
        let fitted: ICUPluralSelector.Prepared? = isPlural ? fittedPlural(isOrdinal: kind == .selectOrdinal) : nil
        return Selection(
            slot: slot, kind: kind, startLocation: startLocation, instruction: instruction, fitted: fitted,
            keys: VariantKeyReader(matching: isPlural ? fitted?.variantKeys : compiler.genderSelect.variantKeys),
            outerScope: isPlural ? scope : nil)
    }

    /// The fitted plural whose keys a plural's (or, `isOrdinal`, a selectordinal's) are compared with:
    /// the last fitted in this pattern when it is of the same kind without offset or exact values,
    /// else the compiler's for the locale's categories.
    private func fittedPlural(isOrdinal: Bool) -> ICUPluralSelector.Prepared {
        let common = compiler.commonPlural(isOrdinal: isOrdinal)
        if let last = lastPreparedPlural, last.selector === common.selector { return last }
        return common
    }

    mutating func offset(_ value: Range<Int>, in selection: inout Selection) {
        let text = ICUScanning.text(bytes, value)
        selection.offsetText = text == "0" ? nil : text
    }

    mutating func beginVariant(key range: Range<Int>, exactValue: Double?, in selection: inout Selection) {
        if let exactValue { selection.exactKeys.append((exactValue, ICUScanning.text(bytes, range))) }
        if selection.isPlural, selection.keys.count == 0 {
            // The offset comes before the variants: `#` in them subtracts it.
            if let offsetText = selection.offsetText { selection.offset = ICUOffset(text: offsetText) }
            if selection.offset == nil, let last = lastPluralScope, last.slot == selection.slot {
                scope = last
                scope?.isShared = true
            } else {
                scopeCount += 1
                var offset = -1
                if let value = selection.offset {
                    offset = scopeOffsets.count
                    scopeOffsets.append(value)
                }
                let made = ICUPoundScope(slot: selection.slot, offset: offset, id: scopeCount)
                if selection.offset == nil { lastPluralScope = made }
                scope = made
            }
        }
        selection.starts.append(program.beginVariant())
        selection.keys.append(utf8: UnsafeBufferPointer(rebasing: bytes[range])) {
            exactValue == nil ? key(range) : ICUScanning.text(bytes, range)
        }
    }

    mutating func endVariant(in selection: inout Selection) {
        program.endVariant()
    }

    /// Makes `outer` the scope again as a plural ends, with the entry a copy of it made meanwhile (the
    /// plural's own scope when it shared the outer one, or another plural's nested in it).
    private mutating func restoreScope(_ outer: ICUPoundScope?) {
        guard var outer else {
            scope = nil
            return
        }
        if outer.argument < 0 {
            if let inner = scope, inner.id == outer.id {
                outer.argument = inner.argument
            } else if let shared = sharedEntries.first(where: { $0.scope == outer.id }) {
                outer.argument = shared.argument
            }
        }
        scope = outer
    }

    mutating func endSelection(_ selection: inout Selection, source range: Range<Int>) {
        if selection.isPlural { restoreScope(selection.outerScope) }
        let source = SelectionSource(utf8Range: range, location: selection.startLocation)
        guard selection.isPlural else {
            let prepared =
                selection.keys.matchesAll
                ? compiler.genderSelect
                : ICUSelectSelector.Prepared(selector: ICUSelectSelector(), variantKeys: selection.keys.array)
            program.endSelection(
                selection.instruction, prepared: prepared, source: source, slot: selection.slot,
                starts: selection.starts)
            return
        }
        let selector = compiler.pluralSelector(
            isOrdinal: selection.kind == .selectOrdinal, offset: selection.offset, exactKeys: selection.exactKeys)
        let prepared: ICUPluralSelector.Prepared
        if selection.keys.matchesAll, let fitted = selection.fitted, fitted.selector === selector {
            prepared = fitted
        } else {
            prepared = ICUPluralSelector.Prepared(selector: selector, variantKeys: selection.keys.array)
        }
        lastPreparedPlural = prepared
        program.endSelection(
            selection.instruction, prepared: prepared, source: source, slot: selection.slot, starts: selection.starts)
    }
}
