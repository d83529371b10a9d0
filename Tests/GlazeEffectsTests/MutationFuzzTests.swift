import Foundation
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Property: whatever the text, loading an effect file returns a file or diagnostics in the
/// editor form; it never crashes and never hangs.
@Suite struct MutationFuzzTests {
    static let pool = [
        ":", "-", "- ", "[", "]", "{", "}", ",", "\"", "'", "\n", "\n  ", "  ", "\t", "#", "&a ", "*a", "!!str ",
        "? ", "|", ">", "~", "null", "true", "0", "-1", "1e309", ".nan", ".inf", "1,2", "[1, 2, 3, 4]",
        "\"sin((time\"", "\"time ^ ^\"", "\"clamp(1)\"", "{keyframes: [[0, 1], [0, 2]]}", "extends: x.yaml",
        "scene", "filter:", "parameters:", "chain:", "effects:", "version:", "transitions:", "inputs:",
        "vignette", "testOver", "testSolid", "testCut", "backgroundImage: a", "input: b", "renderScale: 0",
        "\u{0}", "é", "💥", "%", "@", "`", "&", "*", "!", "%YAML 1.1\n---\n",
    ]

    /// CPU seconds the calling thread has used. A case runs on the test thread, so its CPU time
    /// is its own work: unlike wall time it does not grow when other processes load the machine
    /// (a 0.1 s case once took 7.6 s of wall time at load 18), and a hang (a loop) still spends it.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for c in text {
            if c.isLetter || c.isNumber || c == "." || c == "_" {
                current.append(c)
            } else {
                if !current.isEmpty { result.append(current); current = "" }
                result.append(String(c))
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func mutate(_ tokens: [String], _ rng: inout SplitMix) -> String {
        var t = tokens
        for _ in 0..<Int.random(in: 1...4, using: &rng) where !t.isEmpty {
            let i = Int.random(in: 0..<t.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: t.remove(at: i)
            case 1: t.insert(t[i], at: i)
            case 2: t[i] = pool.randomElement(using: &rng)!
            default: t[i] = t.randomElement(using: &rng)!   // another token of the file
            }
        }
        return t.joined()
    }

    @Test func tenThousandMutatedFilesNeverCrashOrHang() throws {
        let sources = try TestPaths.effectFileTexts()
        #expect(sources.count >= 5)
        let tokenized = sources.map(Self.tokens)
        let folder = try TestPaths.temporaryFolder("fuzz")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mutant.yaml"
        var rng = SplitMix(seed: 0x5EED_0F_EFFEC7)
        var loaded = 0, rejected = 0
        var slowest = 0.0
        let start = Self.threadCPUSeconds()
        for i in 0..<10_000 {
            let text = Self.mutate(tokenized[i % tokenized.count], &rng)
            let caseStart = Self.threadCPUSeconds()
            do {
                _ = try EffectFile(text: text, path: path, registry: TestRegistry.registry)
                loaded += 1
            } catch {
                rejected += 1
                #expect(!error.diagnostics.isEmpty)
                for d in error.diagnostics {
                    #expect(d.description.contains(": error: "), "case \(i): \(d)")
                    #expect(!d.message.isEmpty)
                }
            }
            slowest = max(slowest, Self.threadCPUSeconds() - caseStart)
        }
        #expect(loaded + rejected == 10_000)
        #expect(rejected > 1000 && loaded > 100, "mutations should both break and keep files (\(loaded) loaded)")
        #expect(slowest < 2, "one case took \(slowest) s of CPU time")
        #expect(Self.threadCPUSeconds() - start < 300)
    }
}
