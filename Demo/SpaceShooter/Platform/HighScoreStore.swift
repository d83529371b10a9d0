import Foundation

/// The high score, kept in `$XDG_DATA_HOME/glaze/space-shooter.json` (default
/// `~/.local/share/glaze/`). A missing file is a high score of 0; a corrupt one is reported
/// once and replaced at the next save.
struct HighScoreStore {
    /// nil: keep nothing on disk (autoplay runs, or no home directory).
    let path: String?

    init(environment: [String: String] = ProcessInfo.processInfo.environment, persistent: Bool = true) {
        guard persistent else {
            path = nil
            return
        }
        let base: String?
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.local/share"
        } else {
            base = nil
        }
        path = base.map { $0 + "/glaze/space-shooter.json" }
    }

    /// The stored high score, and a warning when the file exists but cannot be used.
    func load() -> (score: Int, warning: String?) {
        guard let path, FileManager.default.fileExists(atPath: path) else { return (0, nil) }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let score = object["highScore"] as? Int, score >= 0 else {
                return (0, "ignoring the high-score file \(path): it is not {\"highScore\": N}; it will be replaced")
            }
            return (score, nil)
        } catch {
            return (0, "ignoring the high-score file \(path): \(error.localizedDescription); it will be replaced")
        }
    }

    /// Writes `score` (atomically; creates the folder).
    func save(_ score: Int) throws {
        guard let path else { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: ["version": 1, "highScore": score], options: [.sortedKeys])
        try data.write(to: url, options: .atomic)
    }
}
