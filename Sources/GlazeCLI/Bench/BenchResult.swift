import FoundationEssentials
import GlazeToolSupport

/// One case's outcome: timings, or why it could not run.
struct BenchResult {
    struct Timing {
        /// Milliseconds per step, one sample per run.
        var samples: [Double]
        /// Passes drawn per step.
        var passes: Int
        /// Steps per run (K dependent renders between two `glFinish` calls).
        var batch: Int
        /// Programs compiled per run (compile cases).
        var programs: Int? = nil
        /// GPU milliseconds per step, one per run (`GL_TIME_ELAPSED`); empty where unavailable.
        var gpuSamples: [Double] = []

        var median: Double { Self.median(samples) }
        var minimum: Double { samples.min() ?? 0 }
        var maximum: Double { samples.max() ?? 0 }
        /// The median GPU milliseconds per step, nil without GPU samples.
        var gpuMedian: Double? { gpuSamples.isEmpty ? nil : Self.median(gpuSamples) }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    enum Outcome {
        case success(Timing)
        case failure(String)
    }

    /// The cost model of a case's plan (issue 27): deterministic, from the plan, not timed.
    struct Cost {
        /// Passes a step draws.
        let passes: Int
        /// Bytes written per output pixel (every pass's target; the destination is RGBA8).
        let bytesWritten: Double
        /// Bytes read per output pixel, each input texel of each pass once.
        let bytesRead: Double
        /// The colour path of each source (``SourceColorPath`` raw values).
        let colorPaths: [String]
        /// Texture fetches per output pixel: each pass's fetches per fragment
        /// (`RenderPlan.Pass.textureFetches`) weighted by its size relative to the output; nil
        /// where a kernel does not declare its taps.
        let textureFetches: Double?

        var json: JSONValue {
            .object(["passes": .number(Double(passes)), "bytesWrittenPerPixel": .number((bytesWritten * 100).rounded() / 100),
                     "bytesReadPerPixel": .number((bytesRead * 100).rounded() / 100),
                     "textureFetchesPerPixel": textureFetches.map { .number(($0 * 100).rounded() / 100) } ?? .null,
                     "colorPaths": .array(colorPaths.map { .string($0) })])
        }
    }

    let name: String
    /// The filter a per-category case used.
    let filter: String?
    let outcome: Outcome
    /// The case's cost model (chain cases).
    var cost: Cost? = nil

    var timing: Timing? {
        if case .success(let timing) = outcome { return timing }
        return nil
    }

    /// `{name, medianMs, minMs, maxMs, runs, passes}` (+ `batch`, `filter`, `programs`), or
    /// `{name, error}` (+ `filter`).
    var json: JSONValue {
        var object: [String: JSONValue] = ["name": .string(name)]
        if let filter { object["filter"] = .string(filter) }
        switch outcome {
        case .success(let t):
            object["medianMs"] = .number(Self.rounded(t.median))
            object["minMs"] = .number(Self.rounded(t.minimum))
            object["maxMs"] = .number(Self.rounded(t.maximum))
            object["runs"] = .number(Double(t.samples.count))
            object["passes"] = .number(Double(t.passes))
            object["batch"] = .number(Double(t.batch))
            if let programs = t.programs { object["programs"] = .number(Double(programs)) }
            if let gpu = t.gpuMedian { object["gpuMs"] = .number(Self.rounded(gpu)) }
        case .failure(let message):
            object["error"] = .string(message)
        }
        if let cost { object["cost"] = cost.json }
        return .object(object)
    }

    /// Milliseconds to 4 decimals (0.1 µs): enough for every case, short in JSON.
    static func rounded(_ ms: Double) -> Double { (ms * 10_000).rounded() / 10_000 }
}

/// A whole benchmark run: the JSON document and the human table.
struct BenchReport {
    let renderer: String
    let glVersion: String
    let size: PixelSize
    let runs: Int
    let build: String
    /// The machine's 1, 5 and 15-minute load averages when the run started (Linux
    /// `/proc/loadavg`), for judging noise on shared machines; empty where unknown.
    let loadAverage: [Double]
    let results: [BenchResult]
    /// What rendered: the GL vendor, whether it is a software rasteriser, how the EGL display
    /// was found, and whether the input textures were immutable.
    let device: Device

    struct Device {
        let vendor: String
        let software: Bool
        let display: String
        let immutableSources: Bool
    }

    /// The current load averages, or `[]`.
    static func currentLoadAverage() -> [Double] {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return [] }
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }

    /// The ratios the performance goals are stated in (issue 9), numerator / denominator, and
    /// what GL_SRGB8_ALPHA8 intermediates cost against RGBA16F ones (issue 27).
    static let keyRatios: [(numerator: String, denominator: String, goal: String?)] = [
        ("chain6.fused", "copy", "≤ 1.15"),
        ("chain6.unfused", "chain6.fused", nil),
        ("blur.r50", "copy", "≤ 2.2"),
        ("bloom.r50", "copy", "≤ 3"),
        ("blur.r50", "blur.r2", nil),
        ("compile.warm", "compile.cold", nil),
        ("chain6.unfused.srgb8", "chain6.unfused", nil),
        ("blur.r10.srgb8", "blur.r10", nil),
    ]

    func median(_ name: String) -> Double? {
        results.first { $0.name == name }?.timing?.median
    }

    func ratio(_ numerator: String, _ denominator: String) -> Double? {
        guard let n = median(numerator), let d = median(denominator), d > 0 else { return nil }
        return n / d
    }

    var json: JSONValue {
        var goals: [String: JSONValue] = [:]
        for result in results {
            guard let goal = BenchCase.goals[result.name] else { continue }
            var entry: [String: JSONValue] = ["goal": .number(goal)]
            if let r = ratio(result.name, "copy") {
                entry["ratio"] = .number(((r * 1000).rounded()) / 1000)
                entry["met"] = .bool(r <= goal)
            }
            goals[result.name] = .object(entry)
        }
        var ratios: [String: JSONValue] = [:]
        for r in Self.keyRatios {
            ratios["\(r.numerator)/\(r.denominator)"] = ratio(r.numerator, r.denominator).map { .number((($0 * 1000).rounded()) / 1000) } ?? .null
        }
        return .object([
            "renderer": .string(renderer),
            "vendor": .string(device.vendor),
            "software": .bool(device.software),
            "display": .string(device.display),
            "sources": .string(device.immutableSources ? "immutable" : "mutable"),
            "glVersion": .string(glVersion),
            "size": .array([.number(Double(size.width)), .number(Double(size.height))]),
            "runs": .number(Double(runs)),
            "build": .string(build),
            "loadAverage": .array(loadAverage.map { .number($0) }),
            "results": .array(results.map(\.json)),
            "ratios": .object(ratios),
            "goals": .object(goals),
        ])
    }

    /// The table: one row per case, with the median as a multiple of `copy`'s.
    var table: String {
        let copy = median("copy")
        let load = loadAverage.first.map { String(cFormat: ", load average %.2f", $0) } ?? ""
        var lines = ["glaze bench: \(renderer), \(size), \(runs) run\(runs == 1 ? "" : "s") per case after warm-up (\(build) build\(load))",
                     deviceLine,
                     "inputs: \(device.immutableSources ? "immutable" : "mutable") RGBA8 textures declared sRGB", ""]
        let header = pad("case", 26) + lpad("median ms", 11) + lpad("min ms", 10) + lpad("max ms", 10)
            + lpad("passes", 8) + lpad("× copy", 9) + lpad("goal", 11) + "  notes"
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count + 6))
        for result in results {
            switch result.outcome {
            case .success(let t):
                let ratio = copy.map { $0 > 0 ? String(cFormat: "%.2f", t.median / $0) : "-" } ?? "-"
                var notes: [String] = []
                if let filter = result.filter { notes.append(filter) }
                if let programs = t.programs { notes.append("\(programs) program\(programs == 1 ? "" : "s")") }
                notes.append("K=\(t.batch)")
                lines.append(pad(result.name, 26) + lpad(String(cFormat: "%.3f", t.median), 11)
                             + lpad(String(cFormat: "%.3f", t.minimum), 10) + lpad(String(cFormat: "%.3f", t.maximum), 10)
                             + lpad(String(t.passes), 8) + lpad(ratio, 9) + lpad(goalText(result.name), 11)
                             + "  " + notes.joined(separator: ", "))
            case .failure(let message):
                lines.append(pad(result.name, 26) + "  error: " + message)
            }
        }
        lines.append("")
        lines.append("Key ratios (medians):")
        for r in Self.keyRatios {
            let value = ratio(r.numerator, r.denominator).map { String(cFormat: "%.3f", $0) } ?? "n/a"
            lines.append("  " + pad("\(r.numerator) / \(r.denominator)", 40) + lpad(value, 8) + (r.goal.map { "   (goal \($0))" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "GPU: vendor, renderer, driver GL_VERSION (how EGL found it)", saying so when the
    /// renderer is a software rasteriser.
    var deviceLine: String {
        "GPU: \(device.vendor), \(renderer), driver \(glVersion) (\(device.display))"
            + (device.software ? ": a software rasteriser, not a GPU" : "")
    }

    /// The results as a Markdown table (for `scripts/gpu-report.sh`): median and GPU
    /// milliseconds, passes and the median as a multiple of `copy`'s.
    var markdown: String {
        let copy = median("copy")
        var lines = ["| Case | median ms | gpu ms | passes | × copy |", "|---|---:|---:|---:|---:|"]
        for result in results {
            switch result.outcome {
            case .success(let t):
                let ratio = copy.map { $0 > 0 && !result.name.hasPrefix("cpu.") ? String(cFormat: "%.2f", t.median / $0) : "" } ?? ""
                let gpu = t.gpuMedian.map { String(cFormat: "%.3f", $0) } ?? ""
                lines.append("| \(result.name) | \(String(cFormat: "%.3f", t.median)) | \(gpu) | \(t.passes) | \(ratio) |")
            case .failure(let message):
                lines.append("| \(result.name) | error: \(message.replacing("|", with: "/")) | | | |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `≤ 2.20 ok` / `≤ 2.20 MISS` for a case with a goal (× copy), empty otherwise.
    private func goalText(_ name: String) -> String {
        guard let goal = BenchCase.goals[name] else { return "" }
        let met = ratio(name, "copy").map { $0 <= goal ? " ok" : " MISS" } ?? ""
        return String(cFormat: "≤ %.2f", goal) + met
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
