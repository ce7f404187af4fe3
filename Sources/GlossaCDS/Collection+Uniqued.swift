extension Array where Element: Hashable {
    /// The elements in first-seen order without repeats.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (Unicode's, newlines included).
    func trimmingWhitespace() -> String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
