import GlazeCore
import Dispatch
import Foundation
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// The fuzz target kept in CI: a seeded generator of hostile effect files (mutations of the
/// shipped files and the docs' examples, hostile paths, alias bombs, deep nesting, huge numbers,
/// bad bytes) validated from disk. Every case must finish within a per-case timeout, memory must
/// stay bounded, and every rejected file must get positioned errors.
///
/// `make test` runs 2,000 cases; `make fuzz` sets `GLAZE_FUZZ_CASES=20000`.
@Suite struct HostileFuzzTests {
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["GLAZE_FUZZ_CASES"].flatMap(Int.init) ?? 2000
    }

    static let hostilePaths = [
        "/dev/urandom", "/dev/zero", "/dev/null", "/proc/self/environ", "/proc/self/mem", "/etc/shadow", "/etc/passwd",
        "../../../../../../etc/passwd", "../../../../../../etc/passwd.yaml", "../outside.png", "/", ".", "..", "fifo.png",
        "fifo.yaml", "escape.yaml", "escape.png", "folder", "folder/", "textures/white.png", "base.yaml", "case.yaml",
        String(repeating: "a/", count: 3000) + "x.png", String(repeating: "../", count: 500) + "x.yaml",
        "a\u{1}b.png", "spaces in name.png", "%2e%2e/x.png", "~/x.png", "\\\\server\\share.png",
    ]

    static let hugeNumbers = [
        "1e308", "1e309", "-1e309", "1e-400", "99999999999999999999999999999", String(repeating: "9", count: 500),
        "0x7fffffff", "-0", "4.9e-324", ".nan", ".inf", "-.inf", "1_000", "0o17", "1e30", "-1e30",
    ]

    /// The case `i`: its text, from one of the generators.
    static func makeCase(_ i: Int, sources: [[String]], rng: inout SplitMix) -> String {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1, 2:
            return MutationFuzzTests.mutate(sources[Int.random(in: 0..<sources.count, using: &rng)], &rng)
        case 3:
            let reference = hostilePaths.randomElement(using: &rng)!
            return Bool.random(using: &rng)
                ? "version: 1\nextends: \"\(reference)\"\neffects:\n  main:\n    chain: []\n"
                : "version: 1\neffects:\n  main:\n    input: \"\(reference)\"\n    chain:\n      - filter: testOver\n        parameters: {backgroundImage: \"\(reference)\"}\n"
        case 4:
            // Alias bombs: each level refers to the previous one many times.
            let levels = Int.random(in: 2...12, using: &rng), width = Int.random(in: 2...12, using: &rng)
            var text = "version: 1\nbomb0: &b0 [\"lol\", \"lol\"]\n"
            for level in 1...levels {
                text += "bomb\(level): &b\(level) [" + Array(repeating: "*b\(level - 1)", count: width).joined(separator: ", ") + "]\n"
            }
            return text + "effects:\n  main:\n    chain: *b\(levels)\n"
        case 5:
            // Deep nesting, flow or block.
            let depth = Int.random(in: 10...5000, using: &rng)
            if Bool.random(using: &rng) {
                return "version: 1\neffects: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            }
            var text = "version: 1\neffects:\n"
            for level in 0..<min(depth, 300) { text += String(repeating: " ", count: level + 2) + "k\(level):\n" }
            return text
        case 6:
            let number = hugeNumbers.randomElement(using: &rng)!
            let key = ["radius", "intensity", "duration", "renderScale", "version", "ev"].randomElement(using: &rng)!
            return "version: 1\nvariables: {v: \(number)}\neffects:\n  main:\n    renderScale: \(key == "renderScale" ? number : "1")\n    chain:\n      - filter: bloom\n        parameters: {\(key == "intensity" ? "intensity" : "radius"): \(number)}\n      - filter: exposureAdjust\n        parameters: {ev: \"\(String(repeating: "sin(", count: Int.random(in: 0...80, using: &rng)))v\(String(repeating: ")", count: Int.random(in: 0...80, using: &rng)))\"}\n"
        default:
            // Bytes that are not text: control characters and invalid UTF-8 are inserted by the
            // caller (see `bytes(for:)`); here a valid file to corrupt.
            return MutationFuzzTests.mutate(sources[Int.random(in: 0..<sources.count, using: &rng)], &rng) + "\u{7}"
        }
    }

    /// The file's bytes: case 7-style corruption of a few bytes some of the time.
    static func bytes(for text: String, rng: inout SplitMix) -> [UInt8] {
        var bytes = Array(text.utf8)
        if !bytes.isEmpty, Int.random(in: 0..<6, using: &rng) == 0 {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = [0x00, 0x80, 0xC3, 0xFF, 0x1B, 0xFE].randomElement(using: &rng)!
            }
        }
        return bytes
    }

    /// Resident memory of this process in bytes (Linux).
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }

    @Test func hostileFilesNeverCrashHangOrGrowMemory() throws {
        // Corpus: shipped effect files, test fixtures and the docs' examples.
        var texts = try TestPaths.effectFileTexts()
        for example in try DocsExamplesTests.allExamples() { texts += DocsExamplesTests.documents(for: example) }
        let sources = texts.map(MutationFuzzTests.tokens)
        #expect(sources.count >= 15)

        // A folder with the files hostile paths name: FIFOs, symlinks out, a folder, an image.
        let root = try TestPaths.temporaryFolder("hostile")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/assets"
        try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/textures", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/fifo.png", 0o600) == 0 && mkfifo(folder + "/fifo.yaml", 0o600) == 0)
        try "version: 1\neffects: {}\n".write(toFile: root + "/outside.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/escape.yaml", withDestinationPath: "../outside.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/escape.png", withDestinationPath: "/dev/zero")
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/textures/white.png", toPath: folder + "/textures/white.png")
        try "version: 1\neffects: {base: {chain: [{filter: vignette}]}}\n".write(toFile: folder + "/base.yaml", atomically: true, encoding: .utf8)

        let path = folder + "/case.yaml"
        let cases = Self.caseCount
        var rng = SplitMix(seed: 0x0F_055_1B1E_F11E5)
        var loaded = 0, rejected = 0, slowest = 0.0
        var codes: [EffectDiagnostic.Code: Int] = [:]
        let baseline = Self.residentBytes()
        var peakGrowth = 0
        let start = Date()
        for i in 0..<cases {
            let text = Self.makeCase(i, sources: sources, rng: &rng)
            try Data(Self.bytes(for: text, rng: &rng)).write(to: URL(fileURLWithPath: path))
            // Per-case timeout: validation runs on another thread; a hang fails the test.
            let done = DispatchSemaphore(value: 0)
            let box = Locked<[EffectDiagnostic]>([])
            let caseStart = Date()
            DispatchQueue.global().async {
                let diagnostics = EffectFile.validate(path: path, registry: TestRegistry.registry)
                box.withLock { $0 = diagnostics }
                done.signal()
            }
            guard done.wait(timeout: .now() + 10) == .success else {
                Issue.record("case \(i) did not finish within 10 s:\n\(text.prefix(500))")
                return
            }
            slowest = max(slowest, Date().timeIntervalSince(caseStart))
            let diagnostics = box.withLock { $0 }
            if diagnostics.isEmpty { loaded += 1 } else { rejected += 1 }
            for d in diagnostics {
                codes[d.code, default: 0] += 1
                #expect(d.location.line > 0 && d.location.column > 0, "case \(i): no position: \(d)")
                #expect(d.description.hasPrefix("\(d.location.file):\(d.location.line):\(d.location.column): error: "), "case \(i): \(d)")
                #expect(!d.description.contains("root:") || text.contains("root:"), "case \(i) echoes another file: \(d)")
            }
            if i % 100 == 0 { peakGrowth = max(peakGrowth, Self.residentBytes() - baseline) }
        }
        peakGrowth = max(peakGrowth, Self.residentBytes() - baseline)
        let seconds = Date().timeIntervalSince(start)
        let summary = codes.sorted { $0.value > $1.value }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        print("hostile fuzz: \(cases) cases in \(String(format: "%.1f", seconds)) s: \(loaded) valid, \(rejected) rejected; slowest \(String(format: "%.3f", slowest)) s; RSS growth \(peakGrowth >> 20) MiB; codes: \(summary)")
        #expect(loaded + rejected == cases)
        #expect(rejected > cases / 2 && loaded > cases / 100, "the generator should both break and keep files (\(loaded) valid)")
        #expect(peakGrowth < 512 << 20, "resident memory grew by \(peakGrowth >> 20) MiB")
    }
}
