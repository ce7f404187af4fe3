/// Literal placeholder replacement in one pass (MCLocalization's `%name%`, `{{b}}`, `[c]` and
/// SKLocalizable's `$(Name)`): at each position the longest placeholder that matches is replaced, and
/// inserted values are never scanned again, so a value cannot inject another placeholder.
enum PlaceholderReplacement {
    static func replace(in text: String, _ placeholders: [String: String]) -> String {
        let candidates = placeholders.filter { !$0.key.isEmpty }.sorted { $0.key.utf8.count > $1.key.utf8.count }
        guard !candidates.isEmpty else { return text }
        let firstBytes = Set(candidates.compactMap { $0.key.utf8.first })
        let utf8 = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        var index = 0
        scan: while index < utf8.count {
            if firstBytes.contains(utf8[index]) {
                for (placeholder, value) in candidates
                where placeholder.utf8.elementsEqual(
                    utf8[index..<min(index + placeholder.utf8.count, utf8.count)])
                {
                    output.append(contentsOf: value.utf8)
                    index += placeholder.utf8.count
                    continue scan
                }
            }
            output.append(utf8[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
