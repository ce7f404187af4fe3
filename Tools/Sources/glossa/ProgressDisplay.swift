import Foundation
import GlossaToolsKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Progress on standard error: a bar redrawn in place on a terminal, a plain line every tenth otherwise
/// (so a CI log gets ten lines, not thousands), nothing with `--quiet`.
final class ProgressDisplay: @unchecked Sendable {
    enum Mode { case bar, lines, silent }

    private let mode: Mode
    private let label: String
    private let lock = NSLock()
    private var lastDrawn = 0.0

    init(label: String, quiet: Bool) {
        self.label = label
        if quiet {
            mode = .silent
        } else {
            mode = isatty(2) == 1 ? .bar : .lines
        }
    }

    func update(completed: Int, total: Int, unit: String = "files") {
        lock.lock()
        defer { lock.unlock() }
        switch mode {
        case .silent:
            return
        case .lines:
            guard ProgressBar.isPlainLineDue(completed: completed, total: total) else { return }
            StandardError.write("\(label): \(completed)/\(total) \(unit)\n")
        case .bar:
            // Redraw at most 20 times a second; always draw the last state.
            let now = Date().timeIntervalSinceReferenceDate
            guard completed == total || now - lastDrawn >= 0.05 else { return }
            lastDrawn = now
            StandardError.write("\r\(label) " + ProgressBar.bar(completed: completed, total: total, unit: unit))
        }
    }

    /// Ends the bar's line, so that what follows starts on its own line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if mode == .bar && lastDrawn > 0 { StandardError.write("\n") }
    }
}
