import Foundation

/// Realistic text for the workflow benchmark: UI-string-like sentences drawn from the words of the real
/// apps' strings files in the repository's test corpus (`Tests/RealWorld`: `.strings`, `.xcstrings`,
/// `.xliff`), by a Zipf law over their frequency ranks, so that trigram indexes see the spread of
/// trigrams real projects have (a small synthetic vocabulary gives a few hundred trigrams in every
/// string, which no trigram index handles as it does real text).
struct BenchmarkText {
    /// The corpus's words, most frequent first.
    let vocabulary: [String]
    /// Cumulative Zipf weights of the ranks, ending at 1.
    private let cumulative: [Double]
    /// Each word's rank.
    private let ranks: [String: Int]
    private var random = SeededGenerator(seed: 17)

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/RealWorld")
        var frequencies: [String: Int] = [:]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard ["strings", "xcstrings", "xliff"].contains(file.pathExtension) else { continue }
            let data = try Data(contentsOf: file)
            guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                continue
            }
            for phrase in try Self.phrases(in: text, path: file.path) {
                for word in phrase.split(whereSeparator: { !$0.isLetter }) where word.count > 1 {
                    frequencies[word.lowercased(), default: 0] += 1
                }
            }
        }
        vocabulary = frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        ranks = Dictionary(vocabulary.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Zipf's law with exponent 1: rank r has weight 1/r.
        var total = 0.0
        var cumulative: [Double] = []
        for rank in 1...max(vocabulary.count, 1) {
            total += 1 / Double(rank)
            cumulative.append(total)
        }
        self.cumulative = cumulative.map { $0 / total }
    }

    /// The English texts of a file (its path in the corpus, its text): the values of `en.lproj`,
    /// `Base.lproj` and unlocalized `.strings` files (keys are often identifiers), each `.xcstrings`
    /// string's value in the catalog's source language (else its key, if that is a phrase), XLIFF's
    /// `<source>` elements.
    private static func phrases(in text: String, path: String) throws -> [String] {
        switch (path as NSString).pathExtension {
        case "xliff":
            return text.components(separatedBy: "<source>").dropFirst().compactMap {
                $0.components(separatedBy: "</").first
            }
        case "xcstrings":
            guard let catalog = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                let strings = catalog["strings"] as? [String: Any]
            else { return [] }
            let language = catalog["sourceLanguage"] as? String ?? "en"
            return strings.map { key, entry in
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
                let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                return unit?["value"] as? String ?? (key.contains(" ") ? key : "")
            }
        case "strings":
            let components = path.split(separator: "/")
            guard
                !components.contains(where: { $0.hasSuffix(".lproj") })
                    || components.contains("en.lproj") || components.contains("Base.lproj")
            else { return [] }
            // `"key" = "value";`: the text after each `= "` up to its closing quote.
            return text.components(separatedBy: "= \"").dropFirst().map { rest in
                var value = ""
                var escaped = false
                for character in rest {
                    if character == "\"" && !escaped { break }
                    escaped = character == "\\" && !escaped
                    value.append(character)
                }
                return value
            }
        default:
            return []
        }
    }

    /// The number of distinct words.
    var count: Int { vocabulary.count }

    /// A word by Zipf's law.
    mutating func word() -> String {
        let draw = Double(random.next() % 1_000_000) / 1_000_000
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < draw { low = middle + 1 } else { high = middle }
        }
        return vocabulary[low]
    }

    /// A UI string: a third are labels of one to three words, the rest sentences of four to fifteen;
    /// one in ten has a placeholder.
    mutating func sentence() -> String {
        let length = random.next() % 3 == 0 ? 1 + Int(random.next() % 3) : 4 + Int(random.next() % 12)
        var words = (0..<length).map { _ in word() }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        if random.next() % 10 == 0 { words.append("{count}") }
        return words.joined(separator: " ")
    }

    /// `sentence` "translated" into the `index`-th language: each word replaced by another word of the
    /// corpus (a fixed permutation of ranks per language), so targets read as text of their own.
    func translation(of sentence: String, language index: Int) -> String {
        sentence.split(separator: " ").map { word -> String in
            guard let rank = ranks[word.lowercased()] else { return String(word) }
            return vocabulary[(rank * 7 + 131 * (index + 1)) % vocabulary.count]
        }.joined(separator: " ")
    }
}
