import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// An effect over the render budget is reported at its step (file:line:column, effect, limit),
/// and live reload keeps the last good version instead of installing it.
@Suite struct EffectBudgetTests {
    static let region = Rect(0, 0, 64, 64)
    static let scene = Image(color: [0.5, 0.5, 0.5, 1]).cropped(to: region)

    static func context(maximumPasses: Int) throws -> RenderContext {
        var options = RenderContext.Options(workingSpace: .none)
        options.budget = RenderBudget(maximumPasses: maximumPasses)
        return try RenderContext(adoptingCurrentGLContext: options)
    }

    /// Fewest blooms over `scene` whose plan exceeds `maximumPasses`.
    static func firstBloomOver(_ maximumPasses: Int, _ context: RenderContext) -> Int {
        var image = scene
        for count in 1...100 {
            image = image.applying(Bloom())
            if context.explain(image.cropped(to: region), region: region, size: region.size).passCount > maximumPasses {
                return count
            }
        }
        return -1
    }

    static func chain(_ blooms: Int) -> String {
        "    chain:\n" + String(repeating: "      - filter: bloom\n", count: blooms)
    }

    @Test func theStepThatCrossesTheBudgetIsNamed() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.context(maximumPasses: 40)
        let crossing = Self.firstBloomOver(40, context)
        #expect(crossing > 1 && crossing < 10)
        let text = "version: 1\neffects:\n  main:\n" + Self.chain(10)
        let file = try EffectFile(text: text, path: "/tmp/budget.yaml")
        let effect = try #require(file.effect(named: "main"))
        do {
            try effect.checkBudget(in: context, scene: Self.scene)
            Issue.record("within budget")
        } catch {
            #expect(error.code == .budgetExceeded)
            #expect(error.keyPath == "effects.main.chain[\(crossing - 1)].filter")
            #expect(error.location == SourceLocation(file: "/tmp/budget.yaml", line: 4 + crossing, column: 17))
            #expect(error.message.contains("effect 'main'") && error.message.contains("maximumPasses"), "\(error)")
        }
        #expect(context.counters.passesDrawn == 0)
        // One step fewer than the crossing fits.
        let fits = try EffectFile(text: "version: 1\neffects:\n  main:\n" + Self.chain(crossing - 1), path: "/tmp/fits.yaml")
        try fits.effect(named: "main")?.checkBudget(in: context, scene: Self.scene)
    }

    @Test func aReadEffectIsBlamedBeforeItsReader() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.context(maximumPasses: 40)
        let crossing = Self.firstBloomOver(40, context)
        let text = "version: 1\neffects:\n  main:\n    input: deep\n" + Self.chain(1) + "  deep:\n" + Self.chain(crossing + 2)
        let file = try EffectFile(text: text, path: "/tmp/budget.yaml")
        #expect { try file.effect(named: "main")?.checkBudget(in: context, scene: Self.scene) } throws: { error in
            (error as? EffectDiagnostic)?.keyPath == "effects.deep.chain[\(crossing - 1)].filter"
        }
    }

    @Test func liveReloadRejectsAnEditOverTheBudget() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.context(maximumPasses: 40)
        let folder = try TestPaths.temporaryFolder("budget-reload")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/look.yaml"
        try ("version: 1\neffects:\n  main:\n" + Self.chain(1)).write(toFile: path, atomically: false, encoding: .utf8)
        var reported: [[EffectDiagnostic]] = []
        let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.02)
        library.onErrors = { reported.append($0) }
        #expect(library.generation == 1)
        try ("version: 1\n# heavy\neffects:\n  main:\n" + Self.chain(12)).write(toFile: path, atomically: false, encoding: .utf8)
        let start = Date()
        while reported.isEmpty, Date().timeIntervalSince(start) < 10 {
            _ = library.update(preparingWith: context, scene: Self.scene)
            usleep(5_000)
        }
        let diagnostic = try #require(reported.first?.first)
        #expect(diagnostic.code == .budgetExceeded)
        #expect(diagnostic.description.hasPrefix("\(path):"), "\(diagnostic)")
        #expect(diagnostic.location.line > 4)
        #expect(library.generation == 1)
        #expect(library.effect(named: "main")?.filterNames.count == 1)   // the last good version
        #expect(context.counters.passesDrawn == 0)
    }
}
