import GlossaCDS

extension PushPayload {
    /// The payload a client sends for `strings`: strings with a blank key are left out and a key given
    /// twice keeps its first position and its last string, each reported as a ``PushWarning``.
    static func forPush(_ strings: [SourceString], options: PushOptions)
        -> (payload: PushPayload, warnings: [PushWarning])
    {
        var warnings: [PushWarning] = []
        var kept: [SourceString] = []
        var index: [String: Int] = [:]
        for string in strings {
            if string.key.allSatisfy(\.isWhitespace) {
                warnings.append(.emptyKey(sourceString: string.string))
                continue
            }
            if let position = index[string.key] {
                warnings.append(.duplicateKey(string.key))
                kept[position] = string
            } else {
                index[string.key] = kept.count
                kept.append(string)
            }
        }
        return (PushPayload(strings: kept, options: options), warnings)
    }
}
