import Foundation
import GlazeEffects
import Testing
@testable import GlazeStudio

/// In-place edits of an effect file's text: exactly the edited value's characters change.
@Suite struct StudioDocumentTests {
    static let text = """
        # Studio fixture: every comment must survive every edit.
        version: 1
        variables:
          damage: 0            # set by the game
        effects:
          look:
            chain:
              - filter: exposureAdjust   # brighter
                parameters: {ev: 0.5}
              - filter: vignette
                enabled: damage          # only when hit
                parameters:
                  intensity: 0.35        # subtle
                  radius: 1.2
              - filter: colorMatrix
                parameters:
                  rVector: [1, "1 - 0.5*damage", 0, 0]   # a red cast when hit
        """

    func edited(_ edits: [StudioEdit], _ text: String = text) throws -> String {
        var document = StudioDocument(text: text, path: "/tmp/look.yaml")
        try document.apply(edits)
        return document.string
    }

    /// The lines of `a` that differ from `b` (same line count expected).
    func changedLines(_ a: String, _ b: String) -> [String] {
        let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
        guard x.count == y.count else { return ["line counts \(x.count) and \(y.count)"] }
        return zip(x, y).filter { $0 != $1 }.map(\.1)
    }

    @Test func setInFlowMappingChangesOnlyThatNumber() throws {
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 0, name: "ev", value: .number(1.25))])
        #expect(changedLines(Self.text, out) == ["        parameters: {ev: 1.25}"])
    }

    @Test func setInBlockMappingKeepsTheComment() throws {
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: .number(0.8))])
        #expect(changedLines(Self.text, out) == ["          intensity: 0.8        # subtle"])
    }

    @Test func setOneComponentKeepsTheExpressionComponent() throws {
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 2, name: "rVector",
                                         value: .list([.number(0.9), .string("1 - 0.5*damage"), .number(0), .number(0)]))])
        #expect(changedLines(Self.text, out) == [#"          rVector: [0.9, "1 - 0.5*damage", 0, 0]   # a red cast when hit"#])
    }

    @Test func expressionsAreQuotedAndNamesPlain() throws {
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "radius", value: .string("1 + damage")),
                              StudioEdit(op: .set, effect: "look", step: 0, name: "ev", value: .string("damage"))])
        #expect(Set(changedLines(Self.text, out)) == ["          radius: \"1 + damage\"", "        parameters: {ev: damage}"])
    }

    @Test func missingParametersAreInsertedInTheMappingsStyle() throws {
        let flow = try edited([StudioEdit(op: .set, effect: "look", step: 0, name: "extra", value: .number(2))])
        #expect(changedLines(Self.text, flow) == ["        parameters: {ev: 0.5, extra: 2}"])
        let block = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "falloff", value: .number(3))])
        let lines = block.components(separatedBy: "\n")
        let at = try #require(lines.firstIndex(of: "          radius: 1.2"))
        #expect(lines[at + 1] == "          falloff: 3")
        #expect(lines.count == Self.text.components(separatedBy: "\n").count + 1)
    }

    @Test func enableReplacesAnExpressionOrAddsTheKey() throws {
        let replaced = try edited([StudioEdit(op: .enable, effect: "look", step: 1, value: .bool(false))])
        #expect(changedLines(Self.text, replaced) == ["        enabled: false          # only when hit"])
        let added = try edited([StudioEdit(op: .enable, effect: "look", step: 0, value: .bool(false))])
        let lines = added.components(separatedBy: "\n")
        #expect(lines[9] == "        enabled: false")
        #expect(lines[8] == "        parameters: {ev: 0.5}")
        #expect(lines.count == Self.text.components(separatedBy: "\n").count + 1)
    }

    @Test func removeMoveAndAddKeepEveryComment() throws {
        let removed = try edited([StudioEdit(op: .remove, effect: "look", step: 1)])
        #expect(!removed.contains("vignette"))
        #expect(removed.contains("# brighter") && removed.contains("# a red cast when hit"))
        let moved = try edited([StudioEdit(op: .move, effect: "look", step: 2, to: 0)])
        let order = moved.components(separatedBy: "\n").filter { $0.contains("- filter:") }
        #expect(order == ["      - filter: colorMatrix", "      - filter: exposureAdjust   # brighter", "      - filter: vignette"])
        #expect(moved.contains("intensity: 0.35        # subtle"))
        let added = try edited([StudioEdit(op: .add, effect: "look", filter: "sepiaTone")])
        #expect(added.hasSuffix("      - filter: sepiaTone"))
        #expect(try EffectFile(text: added, path: "/tmp/look.yaml").effect(named: "look")?.filterNames
                == ["exposureAdjust", "vignette", "colorMatrix", "sepiaTone"])
    }

    @Test func anEditForAStepThatMovedIsRefused() throws {
        // Another page removed step 0: this page's edit of "vignette at 1" must not land on colorMatrix.
        let moved = try edited([StudioEdit(op: .remove, effect: "look", step: 0)])
        let edit = StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: .number(0.9), stepFilter: "vignette")
        #expect(throws: StudioError.self) { try edited([edit], moved) }
        let same = StudioEdit(op: .set, effect: "look", step: 0, name: "intensity", value: .number(0.9), stepFilter: "vignette")
        #expect(try edited([same], moved).contains("intensity: 0.9        # subtle"))
    }

    @Test func unknownNamesAndBlockScalarsAreRefused() throws {
        #expect(throws: StudioError.self) { try edited([StudioEdit(op: .set, effect: "nope", step: 0, name: "ev", value: .number(1))]) }
        #expect(throws: StudioError.self) { try edited([StudioEdit(op: .set, effect: "look", step: 9, name: "ev", value: .number(1))]) }
        #expect(throws: StudioError.self) { try edited([StudioEdit(op: .set, effect: "look", step: 0, name: "ev", value: .number(.nan))]) }
        let block = Self.text.replacingOccurrences(of: "{ev: 0.5}", with: "\n          ev: |\n            0.5")
        #expect(throws: StudioError.self) { try edited([StudioEdit(op: .set, effect: "look", step: 0, name: "ev", value: .number(1))], block) }
    }

    @Test func aValueChangedSinceThePageLoadedItIsAConflict() throws {
        var document = StudioDocument(text: Self.text, path: "/tmp/look.yaml")
        try document.apply([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: .number(0.9), base: "0.35"),
                            StudioEdit(op: .enable, effect: "look", step: 1, value: .bool(false), base: "damage")])
        #expect(document.conflicts.isEmpty)
        let disk = Self.text.replacingOccurrences(of: "intensity: 0.35", with: "intensity: 0.7")
        document = StudioDocument(text: disk, path: "/tmp/look.yaml")
        try document.apply([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: .number(0.9), base: "0.35")])
        #expect(document.conflicts == [StudioConflict(keyPath: "effects.look.chain[1].parameters.intensity",
                                                      base: "0.35", disk: "0.7", page: "0.9")])
    }

    @Test func enableTakesAnExpressionAndKeyframesReplaceANumber() throws {
        let back = try edited([StudioEdit(op: .enable, effect: "look", step: 1, value: .bool(true)),
                               StudioEdit(op: .enable, effect: "look", step: 1, value: .string("damage"))])
        #expect(back == Self.text)
        let keyframes = StudioValue.keyframes(StudioKeyframes(keyframes: [[.number(0), .number(0.2)], [.number(1.5), .string("damage")]],
                                                              easing: "easeInOut", loop: true))
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: keyframes)])
        #expect(changedLines(Self.text, out)
                == [#"          intensity: {keyframes: [[0, 0.2], [1.5, damage]], easing: easeInOut, loop: true}        # subtle"#])
        #expect(try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: .number(0.35))], out) == Self.text)
    }

    @Test func overridesGeneratorInputsAndKernelFilesAreWrittenInPlace() throws {
        let child = """
            version: 1
            extends: base.yaml
            effects:
              look:
                steps:
                  vignette:
                    parameters: {intensity: 0.45}   # stronger
            """
        // An inherited step's override changes in place; a new one goes under `steps:`, and an
        // effect the file does not mention gets an entry.
        let override = { (effect: String, id: String, name: String, value: Double) in
            StudioEdit(op: .override, effect: effect, name: name, value: .number(value), id: id)
        }
        #expect(try edited([override("look", "vignette", "intensity", 0.6)], child) == child.replacing("0.45}", with: "0.6}"))
        #expect(try edited([override("look", "exposureAdjust", "ev", 2)], child) == child + "\n      exposureAdjust: {parameters: {ev: 2}}")
        #expect(try edited([override("other", "bloom", "radius", 3)], child) == child + "\n  other: {steps: {bloom: {parameters: {radius: 3}}}}")
        #expect(throws: StudioError.self) { try edited([override("look", "a b", "ev", 1)], child) }
        // Without a name, the step's switch: in the override, or a new one.
        #expect(try edited([StudioEdit(op: .override, effect: "look", value: .bool(false), id: "vignette")], child)
                == child.replacing("{intensity: 0.45}   # stronger", with: "{intensity: 0.45}   # stronger\n        enabled: false"))
        #expect(try edited([StudioEdit(op: .override, effect: "look", value: .string("damage > 0"), id: "bloom")], child)
                == child + "\n      bloom: {enabled: \"damage > 0\"}")

        // A generator input's parameter changes where it is written.
        let generated = """
            version: 1
            effects:
              look:
                inputs:
                  glow: {filter: radialGradient, parameters: {radius1: 80}}   # soft
                chain:
                  - filter: multiplyBlendMode
                    parameters: {backgroundImage: glow}
            """
        let input = { (id: String) in StudioEdit(op: .input, effect: "look", name: "radius1", value: .number(30), id: id) }
        #expect(try edited([input("glow")], generated) == generated.replacing("radius1: 80", with: "radius1: 30"))
        #expect(throws: StudioError.self) { try edited([input("mask")], generated) }
        // A project kernel file is added by its path.
        #expect(try edited([StudioEdit(op: .add, effect: "look", filter: "shaders/tint.glsl")], generated)
                == generated + "\n      - kernel: \"shaders/tint.glsl\"")
    }

    @Test func addInsertsBeforeAStepAndTransitionsTakeDurationAndEasing() throws {
        let added = try edited([StudioEdit(op: .add, effect: "look", to: 1, filter: "sepiaTone")])
        #expect(try EffectFile(text: added, path: "/tmp/look.yaml").effect(named: "look")?.filterNames
                == ["exposureAdjust", "sepiaTone", "vignette", "colorMatrix"])
        let text = Self.text + "\ntransitions:\n  gameOver: {transition: dissolve, duration: 2}   # the end\n"
        let out = try edited([StudioEdit(op: .transition, effect: "gameOver", name: "duration", value: .number(1.5)),
                              StudioEdit(op: .transition, effect: "gameOver", name: "easing", value: .string("sinusoidal"))], text)
        #expect(out.hasSuffix("  gameOver: {transition: dissolve, duration: 1.5, easing: sinusoidal}   # the end\n"))
        #expect(throws: StudioError.self) {
            try edited([StudioEdit(op: .transition, effect: "gameOver", name: "transition", value: .string("x"))], text)
        }
    }

    @Test func aTransitionTheFileInheritsIsOverriddenInIt() throws {
        let extending = "version: 1\nextends: base.yaml   # the game's\neffects:\n  look: {}\n"
        let duration = StudioEdit(op: .transition, effect: "gameOver", name: "duration", value: .number(1.5), base: "")
        let easing = StudioEdit(op: .transition, effect: "gameOver", name: "easing", value: .string("sinusoidal"), base: "")
        #expect(try edited([duration, easing], extending) == extending + "transitions: {gameOver: {duration: 1.5, easing: sinusoidal}}\n")
        // A file with transitions of its own gets the override beside them.
        let own = extending + "transitions:\n  pause: {duration: 1}   # a local one\n"
        #expect(try edited([duration], own) == own.replacing("# a local one\n", with: "# a local one\n  gameOver: {duration: 1.5}\n"))
    }

    @Test func keyframesAreEditedValueByValue() throws {
        let text = """
            version: 1
            effects:
              look:
                chain:
                  - filter: shockwave
                    parameters:
                      center:                 # drifts right
                        keyframes:
                          - [0, [100, 90]]    # start
                          - [2.0, [220, 90]]  # end
                        easing: easeInOut
                  - filter: colorMonochrome
                    parameters:
                      color: {keyframes: [[0, [1, 0.5, 0.25, 1]], [4, [0.25, 0.5, 1, 1]]], loop: true}   # warm to cold
                      intensity: {keyframes: [[0, 0.2], [1, 0.8]]}   # fades in
            """
        let center = StudioValue.keyframes(StudioKeyframes(keyframes: [[.number(0), .list([.number(100), .number(90)])],
                                                                       [.number(2), .list([.number(240), .string("height/2")])]],
                                                           easing: "easeInOut"))
        let out = try edited([StudioEdit(op: .set, effect: "look", step: 0, name: "center", value: center)], text)
        #expect(changedLines(text, out) == [#"              - [2.0, [240, "height/2"]]  # end"#])
        // Easing and loop: replaced where written, added where not; loop off writes false.
        let color = StudioValue.keyframes(StudioKeyframes(keyframes: [[.number(0), .list([.number(1), .number(0.5), .number(0.25), .number(1)])],
                                                                      [.number(4), .list([.number(0.25), .number(0.75), .number(1), .number(1)])]],
                                                          easing: "sinusoidal", loop: nil))
        let intensity = StudioValue.keyframes(StudioKeyframes(keyframes: [[.number(0), .number(0.2)], [.number(1.5), .number(0.8)]],
                                                              easing: nil, loop: true))
        let both = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "color", value: color),
                               StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: intensity)], text)
        #expect(changedLines(text, both) == [
            "          color: {keyframes: [[0, [1, 0.5, 0.25, 1]], [4, [0.25, 0.75, 1, 1]]], loop: false, easing: sinusoidal}   # warm to cold",
            "          intensity: {keyframes: [[0, 0.2], [1.5, 0.8]], loop: true}   # fades in",
        ])
        // Another number of keyframes: written whole, in flow style.
        let three = StudioValue.keyframes(StudioKeyframes(keyframes: [[.number(0), .number(0)], [.number(1), .number(1)], [.number(2), .number(0)]]))
        let rewritten = try edited([StudioEdit(op: .set, effect: "look", step: 1, name: "intensity", value: three)], text)
        #expect(changedLines(text, rewritten) == ["          intensity: {keyframes: [[0, 0], [1, 1], [2, 0]]}   # fades in"])
    }
}
