import FoundationEssentials
import Glibc

/// A progress bar with an ETA on standard error, drawn only on a terminal (or when forced):
/// logs get no carriage-return noise. Errors printed while it shows start on a fresh line.
final class ProgressBar {
    let total: Int
    let start = Date()
    /// Whether the bar is drawn at all.
    let isVisible: Bool
    private var lineOpen = false

    /// A bar for `total` items; drawn when standard error is a terminal or `force` is set.
    init(total: Int, force: Bool = false) {
        self.total = total
        self.isVisible = force || isatty(STDERR_FILENO) != 0
    }

    func update(done: Int) {
        guard isVisible else { return }
        let elapsed = Date().timeIntervalSince(start)
        let eta = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        EffectCLI.printError("\r[\(bar)] \(done)/\(total)  \(String(cFormat: "%.1f", elapsed))s elapsed, ETA \(String(cFormat: "%.1f", eta))s", newline: false)
        lineOpen = true
    }

    /// Prints `message` on its own line (ending the bar's line first).
    func printError(_ message: String) {
        if lineOpen { EffectCLI.printError("") }
        lineOpen = false
        EffectCLI.printError(message)
    }

    func finish() {
        if lineOpen { EffectCLI.printError("") }
        lineOpen = false
    }
}
