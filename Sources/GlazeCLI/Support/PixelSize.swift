import ArgumentParser

/// A `WxH` size argument (`--size 1280x720`), each side 1...16384 pixels.
struct PixelSize: ExpressibleByArgument, Equatable, CustomStringConvertible, Sendable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (also `W×H` and `WXH`); nil for anything else or a side outside 1...16384.
    init?(argument: String) {
        let parts = argument.lowercased().replacing("×", with: "x").split(separator: "x",
                                                                                           omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var description: String { "\(width)x\(height)" }
    var defaultValueDescription: String { description }
}
