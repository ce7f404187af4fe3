/// The text of a progress display: a bar for terminals, plain lines for logs.
public enum ProgressBar {
    /// `[#########···········]  45% 450/1000 files`, `width` characters of bar.
    public static func bar(completed: Int, total: Int, width: Int = 30, unit: String = "files") -> String {
        let fraction = total == 0 ? 1 : Double(completed) / Double(total)
        let filled = min(width, Int(fraction * Double(width)))
        let percent = Int(fraction * 100)
        let percentText = String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        return "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] "
            + percentText + " \(completed)/\(total) \(unit)"
    }

    /// Whether a plain line is due after `completed` of `total` (every tenth, and the last).
    public static func isPlainLineDue(completed: Int, total: Int) -> Bool {
        guard total > 0 else { return false }
        if completed == total { return true }
        let step = max(1, total / 10)
        return completed % step == 0
    }
}
