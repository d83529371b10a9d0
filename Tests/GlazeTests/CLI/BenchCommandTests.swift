import Foundation
import Testing

/// `glaze bench` end to end at a tiny size: the JSON shape README.md's "Measuring speed" gives
/// (`{renderer, size, results: [{name, medianMs, minMs, maxMs, runs, passes}]}`) and issue 9's cases.
@Suite struct BenchCommandTests {
    /// Cases README.md's "Measuring speed" lists and issue 9 requires, plus one per category and the
    /// default preset.
    static let requiredCases = [
        "copy", "chain6.fused", "chain6.unfused", "blur.r2", "blur.r10", "blur.r50", "bloom.r10", "bloom.r50",
        "transition.dissolve", "readback.sync", "readback.async", "compile.cold", "compile.warm",
        "category.colorAdjustment", "category.colorEffect", "category.blur", "category.sharpen", "category.stylize",
        "category.distortion", "category.geometry", "category.compositing", "category.generator",
        "category.reduction", "category.recipe", "category.transition", "preset.default",
        // Issue 13's named cases.
        "blur.r0.5", "blur.r5", "box.r10", "box.r50", "unsharp", "lanczos.half", "lanczos.double", "tiltShift",
    ]

    @Test func jsonHasEveryCaseWithTimingsOrAnError() throws {
        let result = try GlazeBinary.run(["bench", "--json", "--size", "64x64", "--runs", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let document = try #require(try GlazeBinary.json(result.stdout) as? [String: Any])
        #expect((document["renderer"] as? String).map { !$0.isEmpty } == true)
        #expect((document["size"] as? [Any])?.map { GlazeBinary.number($0) } == [64, 64])
        let results = try #require(document["results"] as? [[String: Any]])
        let names = results.compactMap { $0["name"] as? String }
        #expect(names.count == results.count)
        #expect(Set(names).count == names.count, "a case is reported twice: \(names)")
        for name in Self.requiredCases {
            #expect(names.contains(name), "case \(name) is missing")
        }
        for entry in results {
            let name = entry["name"] as? String ?? "?"
            if let error = entry["error"] {
                #expect((error as? String).map { !$0.isEmpty } == true, "\(name): empty error")
                continue
            }
            for key in ["medianMs", "minMs", "maxMs", "runs", "passes"] {
                #expect(GlazeBinary.number(entry[key]) != nil, "\(name).\(key) is missing or not a number")
            }
            let (median, low, high) = (GlazeBinary.number(entry["medianMs"]) ?? -1, GlazeBinary.number(entry["minMs"]) ?? -1,
                                       GlazeBinary.number(entry["maxMs"]) ?? -1)
            #expect(low >= 0 && low <= median && median <= high, "\(name): min \(low) median \(median) max \(high)")
            #expect(GlazeBinary.number(entry["runs"]) == 1, "\(name).runs")
        }
        // The floor always runs: one full-screen pass per render.
        let copy = try #require(results.first { $0["name"] as? String == "copy" })
        #expect(copy["error"] == nil, "copy failed: \(copy["error"] ?? "")")
        #expect(GlazeBinary.number(copy["passes"]) == 1)
        #expect((GlazeBinary.number(copy["medianMs"]) ?? 0) > 0)
    }

    /// Issue 13: the goal cases report their goal, ratio to copy and whether it was met, in the
    /// JSON and in the table's goal column.
    @Test func goalsArePrintedNextToRatios() throws {
        let json = try GlazeBinary.run(["bench", "--json", "--size", "32x32", "--runs", "1", "--only", "copy,blur.r0.5,box.r10"])
        #expect(json.status == 0, "stderr: \(json.stderr)")
        let document = try #require(try GlazeBinary.json(json.stdout) as? [String: Any])
        let goals = try #require(document["goals"] as? [String: Any])
        #expect(Set(goals.keys) == ["blur.r0.5", "box.r10"])
        let blur = try #require(goals["blur.r0.5"] as? [String: Any])
        #expect(GlazeBinary.number(blur["goal"]) == 2.2)
        let ratio = try #require(GlazeBinary.number(blur["ratio"]))
        #expect(ratio > 0)
        #expect(blur["met"] as? Bool == (ratio <= 2.2))
        let table = try GlazeBinary.run(["bench", "--size", "32x32", "--runs", "1", "--only", "copy,box.r10"])
        #expect(table.status == 0, "stderr: \(table.stderr)")
        let rows = table.stdout.split(separator: "\n").map(String.init)
        #expect(rows.first { $0.hasPrefix("box.r10 ") }?.contains("≤ 2.00") == true, "rows: \(rows)")
        #expect(rows.first { $0.hasPrefix("copy ") }?.contains("≤") == false)
    }

    @Test func onlyRunsTheNamedCase() throws {
        let result = try GlazeBinary.run(["bench", "--json", "--size", "32x32", "--runs", "2", "--only", "copy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let document = try #require(try GlazeBinary.json(result.stdout) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["name"] as? String == "copy")
        #expect(GlazeBinary.number(results.first?["runs"]) == 2)
        #expect((document["size"] as? [Any])?.map { GlazeBinary.number($0) } == [32, 32])
    }

    @Test func onlyTakesPatternsAndTheTableHasARatioColumn() throws {
        let result = try GlazeBinary.run(["bench", "--size", "32x32", "--runs", "1", "--only", "copy,readback.*"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.contains("× copy") })
        let caseRows = rows.filter { $0.hasPrefix("copy ") || $0.hasPrefix("readback.") }
        #expect(caseRows.count == 3, "rows: \(caseRows)")
        #expect(rows.first { $0.hasPrefix("copy ") }?.contains("1.00") == true)
    }

    /// Issue 27: the GPU, its driver and how it was found are reported; every chain case carries
    /// its plan's cost model (copy: one pass, 4 bytes written and read a pixel, its source's
    /// colour path); `gpuMs` is a number where the context has timer queries, absent otherwise.
    @Test func reportsTheGPUAndACostModel() throws {
        let result = try GlazeBinary.run(["bench", "--json", "--size", "16x16", "--runs", "1", "--only", "copy,blur.r2,blur.r10,blur.r10.srgb8"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let document = try #require(try GlazeBinary.json(result.stdout) as? [String: Any])
        #expect((document["vendor"] as? String).map { !$0.isEmpty } == true)
        #expect(document["software"] is Bool)
        #expect((document["display"] as? String).map { !$0.isEmpty } == true)
        #expect(document["sources"] as? String == "immutable")
        let results = try #require(document["results"] as? [[String: Any]])
        let copy = try #require(results.first { $0["name"] as? String == "copy" })
        let cost = try #require(copy["cost"] as? [String: Any])
        #expect(GlazeBinary.number(cost["passes"]) == 1)
        #expect(GlazeBinary.number(cost["bytesWrittenPerPixel"]) == 4 && GlazeBinary.number(cost["bytesReadPerPixel"]) == 4)
        #expect((cost["colorPaths"] as? [String])?.count == 1)
        #expect(GlazeBinary.number(cost["textureFetchesPerPixel"]) == 1)
        if let gpu = copy["gpuMs"] { #expect((GlazeBinary.number(gpu) ?? -1) >= 0) }
        let blur = try #require(results.first { $0["name"] as? String == "blur.r2" })
        #expect((GlazeBinary.number((blur["cost"] as? [String: Any])?["passes"]) ?? 0) >= 2)
        // A separable Gaussian reads 1 + 2N taps a pass: more than one fetch a pixel.
        #expect((GlazeBinary.number((blur["cost"] as? [String: Any])?["textureFetchesPerPixel"]) ?? 0) > 2)
        // GL_SRGB8_ALPHA8 intermediates: the same passes, fewer bytes than RGBA16F ones.
        let costs = ["blur.r10", "blur.r10.srgb8"].map { name in results.first { $0["name"] as? String == name }?["cost"] as? [String: Any] }
        let written = costs.map { GlazeBinary.number($0?["bytesWrittenPerPixel"]) ?? 0 }
        #expect(GlazeBinary.number(costs[0]?["passes"]) == GlazeBinary.number(costs[1]?["passes"]) && written[1] > 0 && written[1] < written[0],
                "\(costs)")
    }

    /// `--require-gpu` refuses a software rasteriser with exit 1 and a message naming it.
    @Test func requireGPURefusesSoftwareRenderers() throws {
        let result = try GlazeBinary.run(["bench", "--require-gpu", "--size", "16x16", "--runs", "1", "--only", "copy"])
        let header = try GlazeBinary.run(["bench", "--markdown-header", "--size", "16x16"])
        #expect(header.status == 0, "stderr: \(header.stderr)")
        if header.stdout.contains("software rasteriser") {
            #expect(result.status == 1)
            #expect(result.stderr.contains("--require-gpu") && result.stderr.contains("software rasteriser"), "\(result.stderr)")
        } else {
            #expect(result.status == 0, "stderr: \(result.stderr)")
        }
    }
}
