import Foundation
import GlazeResourceSample

/// Per-frame timings and counts for `--stats`.
struct FrameStats {
    private(set) var frameMilliseconds: [Double] = []
    private(set) var passes: [Int] = []
    var glErrors = 0
    var programsCompiledAfterWarmup = 0
    /// Resources after warm-up (frame ``warmUpFrames``) and at exit, for the soak check.
    var afterWarmUp: ResourceSample?
    var atEnd: ResourceSample?
    /// The frame after which resources must stay flat.
    static let warmUpFrames = 1200

    mutating func record(milliseconds: Double, passes count: Int) {
        frameMilliseconds.append(milliseconds)
        passes.append(count)
    }

    var frames: Int { frameMilliseconds.count }

    var averageMilliseconds: Double {
        frameMilliseconds.isEmpty ? 0 : frameMilliseconds.reduce(0, +) / Double(frameMilliseconds.count)
    }

    var p95Milliseconds: Double {
        guard !frameMilliseconds.isEmpty else { return 0 }
        let sorted = frameMilliseconds.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
    }

    var passesPerFrame: Double {
        passes.isEmpty ? 0 : Double(passes.reduce(0, +)) / Double(passes.count)
    }

    /// The one-line JSON of DESIGN.md §5.
    var json: String {
        func number(_ v: Double) -> String { String(format: "%.2f", v) }
        return "{\"frames\": \(frames), \"avgFrameMs\": \(number(averageMilliseconds)), "
            + "\"p95FrameMs\": \(number(p95Milliseconds)), \"passesPerFrame\": \(number(passesPerFrame)), "
            + "\"programsCompiledAfterWarmup\": \(programsCompiledAfterWarmup), \"glErrors\": \(glErrors)"
            + (afterWarmUp.map { ", " + $0.json(prefix: "warm") } ?? "") + (atEnd.map { ", " + $0.json(prefix: "end") } ?? "") + "}"
    }
}
