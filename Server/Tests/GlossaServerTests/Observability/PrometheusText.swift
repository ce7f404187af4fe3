/// Reads samples out of a Prometheus text exposition, for the tests that scrape `/metrics`.
struct PrometheusText {
    let text: String

    /// The value of the sample `name` whose labels include every one of `labels`; nil if none.
    func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " ") else { continue }
            let series = line[..<space]
            let sampleName = series.prefix { $0 != "{" }
            guard sampleName == name else { continue }
            let matches = labels.allSatisfy { key, value in series.contains("\(key)=\"\(value)\"") }
            if matches { return Double(line[line.index(after: space)...]) }
        }
        return nil
    }
}
