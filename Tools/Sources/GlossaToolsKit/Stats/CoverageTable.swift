import GlossaLint

/// `glossa stats` as text: a table of counts per locale with a bar chart of coverage.
public enum CoverageTable {
    /// The table, `barWidth` characters of bar per locale, sorted by coverage (highest first).
    ///
    /// ```
    /// locale  keys  translated  review  missing  coverage
    /// de       120         118       2        2    98.3%  ████████████████████████████▌
    /// ```
    public static func render(_ counts: [LintReport.LocaleCounts], barWidth: Int = 30) -> [String] {
        let rows = counts.sorted { (coverage($0), $1.locale) > (coverage($1), $0.locale) }
        let header = ["locale", "keys", "translated", "review", "missing", "coverage"]
        let cells = rows.map {
            [
                $0.locale, String($0.keys), String($0.translated), String($0.needsReview), String($0.untranslated),
                percent(coverage($0)),
            ]
        }
        let widths = header.indices.map { column in
            ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ values: [String]) -> String {
            values.enumerated().map { column, value in
                let padding = String(repeating: " ", count: widths[column] - value.count)
                return column == 0 ? value + padding : padding + value
            }.joined(separator: "  ")
        }
        var lines = [line(header)]
        for (row, values) in zip(rows, cells) {
            lines.append(line(values) + "  " + bar(coverage(row), width: barWidth))
        }
        return lines
    }

    /// The fraction translated, 1 when there is nothing to translate.
    public static func coverage(_ counts: LintReport.LocaleCounts) -> Double {
        counts.keys == 0 ? 1 : Double(counts.translated) / Double(counts.keys)
    }

    static func percent(_ fraction: Double) -> String {
        let tenths = Int((fraction * 1000).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A bar of full blocks and one partial block in eighths, padded with light shade to `width`.
    static func bar(_ fraction: Double, width: Int) -> String {
        let eighths = Int((fraction * Double(width * 8)).rounded(.down))
        let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(partials[eighths % 8 - 1]) }
        return text + String(repeating: "░", count: max(0, width - text.count))
    }
}
