import Foundation
import Glaze
import Testing
@testable import GlazeEffects

@Suite struct EffectFileTests {
    let registry = TestRegistry.registry

    @Test func fullFixtureLoadsEveryFeature() throws {
        let file = try EffectFile(contentsOf: TestPaths.fixtures + "/full.yaml", registry: registry)
        #expect(file.effectNames == ["brighten", "animated", "keyed", "layered", "textured", "stacked", "small"])
        #expect(file.variables == ["damage": 0.25])
        #expect(file.effect(named: "small")?.renderScale == 0.5)
        #expect(file.effect(named: "animated")?.filterNames == ["exposureAdjust", "vignette"])
        #expect(file.effect(named: "nope") == nil)
        let t = try #require(file.transition(named: "gameOver"))
        #expect(t.filterName == "testCut" && t.duration == 2 && t.easing == .easeIn)
        #expect(t.progress(at: 1) == 0.25)
        #expect(t.progress(at: 5) == 1 && t.isComplete(at: 2) && !t.isComplete(at: 1.9))
    }

    @Test func jsonIsTheSameSchema() throws {
        let file = try EffectFile(contentsOf: TestPaths.fixtures + "/full.json", registry: registry)
        #expect(Set(file.effectNames) == ["brighten", "layered", "animated"])
        #expect(file.transition(named: "gameOver")?.easing == .easeIn)
        // Positions are reported for JSON too.
        let bad = """
        {"version": 1,
         "effects": {"main": {"chain": [{"filter": "vignette", "parameters": {"intensity": 9}}]}}}
        """
        do {
            _ = try EffectFile(text: bad, path: "inline.json", registry: registry)
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "inline.json:2:84: error: effects.main.chain[0].parameters.intensity: 9 is out of range -1...1 for 'intensity' [outOfRange]",
            ])
        }
    }

    @Test func extendsOverridesParametersAndKeepsTheRest() throws {
        let file = try EffectFile(contentsOf: TestPaths.fixtures + "/child.yaml", registry: registry)
        #expect(file.effectNames == ["look", "plain", "extra"])
        #expect(file.variables == ["damage": 0.5])
        #expect(file.dependencies.map { ($0 as NSString).lastPathComponent } == ["child.yaml", "base.yaml"])
        let look = try #require(file.graph.effects["look"])
        #expect(look.chain.map { step -> Bool? in if case .constant(let v) = step.enabled { v != 0 } else { nil } } == [true, false])
        guard case .fixed(.number(let ev)) = look.chain[0].parameters.first(where: { $0.name == "ev" })?.binding else {
            Issue.record("ev is not a fixed number"); return
        }
        #expect(ev == 2)
        let vignette = look.chain[1].parameters.first { $0.name == "intensity" }
        if case .fixed(.number(let v))? = vignette?.binding { #expect(v == 0.3) } else { Issue.record("intensity lost") }
    }

    @Test func errorsInABaseFilePointIntoTheBase() throws {
        let folder = try TestPaths.temporaryFolder("extends")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "version: 1\neffects:\n  a:\n    chain:\n      - filter: nosuch\n".write(toFile: folder + "/base.yaml", atomically: true, encoding: .utf8)
        try "version: 1\nextends: base.yaml\neffects:\n  b:\n    chain: [{filter: vignette, parameters: {radius: 7}}]\n"
            .write(toFile: folder + "/top.yaml", atomically: true, encoding: .utf8)
        let d = EffectFile.validate(path: folder + "/top.yaml", registry: registry)
        #expect(d.map(\.code) == [.unknownFilter, .outOfRange])
        #expect(d[0].location == SourceLocation(file: folder + "/base.yaml", line: 5, column: 17))
        #expect(d[1].location.file == folder + "/top.yaml" && d[1].location.line == 5)
    }

    @Test func enabledExpressionsNameDeclaredVariables() throws {
        let good = """
        version: 1
        variables: {flash: 0}
        effects:
          main:
            chain:
              - {filter: vignette, enabled: flash}
              - {filter: vignette, enabled: "step(0.5, flash)"}
              - {filter: vignette, enabled: 0}
              - {filter: vignette, enabled: true}
        """
        let file = try EffectFile(text: good, path: "inline.yaml", registry: registry)
        let chain = try #require(file.graph.effects["main"]).chain
        let on: [Double] = [0, 1, 1], off: [Double] = [0, 1, 0]   // time, seed, flash
        #expect(on.withUnsafeBufferPointer { v in chain.map { $0.isEnabled(time: 0, variables: v) } } == [true, true, false, true])
        #expect(off.withUnsafeBufferPointer { v in chain.map { $0.isEnabled(time: 0, variables: v) } } == [false, false, false, true])

        // An unknown variable is reported as in parameters, with a suggestion.
        let unknown = "version: 1\nvariables: {flash: 0}\neffects:\n  main:\n    chain:\n      - {filter: vignette, enabled: flsh}\n"
        do {
            _ = try EffectFile(text: unknown, path: "inline.yaml", registry: registry)
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.unknownVariable])
            #expect(error.diagnostics.first?.keyPath == "effects.main.chain[0].enabled")
            #expect(error.diagnostics.first?.suggestions == ["flash"])
            #expect(error.diagnostics.first?.location.line == 6)
        }
    }

    @Test func everyProblemIsCollected() {
        let d = EffectFile.validate(path: TestPaths.broken + "/many-problems.yaml", registry: registry)
        #expect(d.count == 5)
        #expect(d.map(\.location.line) == d.map(\.location.line).sorted())
    }

    @Test func missingFileIsNamed() {
        let d = EffectFile.validate(path: "/nonexistent/effects.yaml", registry: registry)
        #expect(d.map(\.code) == [.fileNotFound])
        #expect(d.first?.description.hasPrefix("/nonexistent/effects.yaml: error: ") == true)
    }

    /// Item 7: a misspelt filter name does not hide the step's other problems (an unknown
    /// variable in a parameter's expression), as the docs promise every problem at once.
    @Test func unknownFilterDoesNotHideTheStepsOtherProblems() {
        let text = """
        version: 1
        variables: {damage: 0}
        effects:
          look:
            chain:
              - filter: vignete
                parameters:
                  intensity: "damge * 2"
        """
        do {
            _ = try EffectFile(text: text, path: "look.yaml", registry: registry)
            Issue.record("the file loaded")
        } catch {
            let codes = error.diagnostics.map(\.code)
            #expect(codes.contains(.unknownFilter), "\(error.diagnostics)")
            #expect(error.diagnostics.contains { $0.description.contains("damge") }, "\(error.diagnostics)")
        }
    }

    /// Item 14: effect files take angles in degrees as the CLI does (`150deg`).
    @Test func degreesInExpressions() throws {
        let text = "version: 1\neffects:\n  look:\n    chain:\n      - filter: hueAdjust\n        parameters: {angle: 150deg}\n"
        let file = try EffectFile(text: text, path: "look.yaml", registry: registry)
        #expect(file.effect(named: "look") != nil)
    }
}
