import Foundation
import GlazeTestSupport
import Testing

/// The filter generator (the EmbedShaders plugin's tool, `GlazeShaderEmbedder`) run on scratch
/// declarations: what a header line generates, and that a mistake fails with the file, line and
/// column named (the build would stop there).
@Suite struct FilterGeneratorToolTests {
    /// The tool as `swift build` builds it: beside the test bundle, else in `.build/debug`.
    static func tool() throws -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let debug = GeneratedSourcesTests.root.appendingPathComponent(".build/debug")
        for folder in [beside, debug] {
            for name in ["GlazeShaderEmbedder", "GlazeShaderEmbedder-tool"] {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw ToolMissing(description: "GlazeShaderEmbedder was not found beside the tests or in .build/debug (swift build builds it)")
    }

    struct ToolMissing: Error, CustomStringConvertible { let description: String }

    /// Runs the tool on one declaration at `<subfolder>/<name>.glsl`: its exit status, what it
    /// printed, and the generated filters' Swift.
    static func generate(_ name: String, _ text: String, in subfolder: String = "Filters/Compositing") throws
        -> (status: Int32, output: String, swift: String) {
        let folder = try GeneratedSourcesTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let relative = "\(subfolder)/\(name).glsl"
        let shaders = folder.appendingPathComponent("Shaders")
        try FileManager.default.createDirectory(at: shaders.appendingPathComponent(subfolder),
                                                withIntermediateDirectories: true)
        try text.write(to: shaders.appendingPathComponent(relative), atomically: true, encoding: .utf8)
        let sources = folder.appendingPathComponent("ShaderSources.swift"), filters = folder.appendingPathComponent("DeclaredFilters.swift")
        let (status, output) = try runCombinedOutput(try tool().path, [sources.path, filters.path, shaders.path, "Shaders/", "GlazeCore", relative])
        return (status, output, (try? String(contentsOf: filters, encoding: .utf8)) ?? "")
    }

    static func declaration(category: String = "compositing", apply: String) -> String {
        """
        // filter: scratchBlend
        // category: \(category)
        // doc: A scratch blend.
        // apply: \(apply)
        // uniform sampler2D backgroundImage; // The backdrop.
        vec3 scratchBlend_B(vec3 cb, vec3 cs) { return cb * cs; }

        """
    }

    /// `// apply: blendMode …` and `operation COVERING` generate the `CompositingKernelFilter`
    /// conformance with that kernel.
    @Test func compositingApplyGeneratesTheKernelConformance() throws {
        let cases = ["blendMode": ".blendMode(descriptor.name)",
                     "blendMode nonseparable": ".blendMode(descriptor.name, nonseparable: true)",
                     "operation union": ".operation(descriptor.name, covering: .union)",
                     "operation background": ".operation(descriptor.name, covering: .background)"]
        for (apply, kernel) in cases {
            let run = try Self.generate("scratch-blend", Self.declaration(apply: apply))
            #expect(run.status == 0, "\(apply): \(run.output)")
            #expect(run.swift.contains("extension ScratchBlend: CompositingKernelFilter {"), "\(apply)")
            #expect(run.swift.contains("static let kernel: CompositingKernel = \(kernel)\n"), "\(apply)")
        }
    }

    /// A compositing apply outside the compositing category, or an unknown covering, fails at the
    /// `apply` line with the file named.
    @Test func aWrongCompositingApplyFailsAtItsLine() throws {
        let wrongCategory = try Self.generate("scratch-blend", Self.declaration(category: "colorEffect", apply: "blendMode"))
        #expect(wrongCategory.status != 0)
        #expect(wrongCategory.output.contains("Shaders/Filters/Compositing/scratch-blend.glsl:4:"), "\(wrongCategory.output)")
        #expect(wrongCategory.output.contains("'// apply: blendMode' takes '// category: compositing'"), "\(wrongCategory.output)")
        let unknown = try Self.generate("scratch-blend", Self.declaration(apply: "operation sideways"))
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("scratch-blend.glsl:4:") && unknown.output.contains("'operation COVERING'"), "\(unknown.output)")
    }

    /// A transition's kernel takes its values by position, so its GLSL arguments must be
    /// `progress` then the header's uniforms, by name and in order: otherwise the build fails.
    @Test func aTransitionWhoseArgumentsAreOutOfOrderFailsTheBuild() throws {
        func transition(_ arguments: String) -> String {
            """
            // filter: scratchWipe
            // category: transition
            // coreImage: no
            // doc: A scratch wipe.
            // uniform float width;    // = 0.5; range 0..1; Width of the band.
            // uniform float softness; // = 0.1; range 0..1; Softness of its edge.
            vec4 scratchWipeTransition(\(arguments)) {
                return mix(input0Texel(destCoord), input1Texel(destCoord), step(width * softness, progress));
            }

            """
        }
        let inOrder = try Self.generate("scratch-wipe-transition", transition("vec2 destCoord, float progress, float width, float softness"),
                                        in: "Transitions")
        #expect(inOrder.status == 0, "\(inOrder.output)")
        #expect(inOrder.swift.contains("public struct ScratchWipe: Transition"), "\(inOrder.swift)")
        let swapped = try Self.generate("scratch-wipe-transition", transition("vec2 destCoord, float progress, float softness, float width"),
                                        in: "Transitions")
        #expect(swapped.status != 0)
        #expect(swapped.output.contains("Shaders/Transitions/scratch-wipe-transition.glsl:1:"), "\(swapped.output)")
        #expect(swapped.output.contains("must be (progress, width, softness)"), "\(swapped.output)")
    }

    /// `linked` belongs to a hand-applied filter's parameter (a generated kernel links every
    /// value): elsewhere the build fails at its line.
    @Test func linkedOnAGeneratedKernelFailsAtItsLine() throws {
        let text = """
            // filter: scratchTint
            // category: colorAdjustment
            // doc: A scratch tint.
            // kind: color
            uniform float amount; // = 0.5; linked; range 0..1; How much.
            vec4 kernel(vec4 color, vec2 destCoord) { return color * amount; }

            """
        let run = try Self.generate("scratch-tint", text, in: "Filters/ColorAdjustment")
        #expect(run.status != 0)
        #expect(run.output.contains("Shaders/Filters/ColorAdjustment/scratch-tint.glsl:5:"), "\(run.output)")
        #expect(run.output.contains("'linked' takes '// apply: custom'"), "\(run.output)")
    }

    /// `// property: NAME: TYPE?; DOC` generates a Swift-only stored property, nil by default and
    /// first in the initialiser and the `Image` method, and no registry parameter; misuse fails at
    /// the header line.
    @Test func aSwiftOnlyPropertyIsStoredFirstAndNotAParameter() throws {
        func declaration(apply: String = "custom", property: String = "table: LookupTable?; The table.") -> String {
            """
            // filter: scratchLookup
            // category: colorEffect
            // doc: A scratch lookup.
            // apply: \(apply)
            // property: \(property)
            // uniform float amount; // = 0.5; range 0..1; How much.
            vec4 scratchLookup(vec4 color, vec2 destCoord, float amount) { return color * amount; }
            vec4 kernel(vec4 color, vec2 destCoord) { return color; }

            """
        }
        let run = try Self.generate("scratch-lookup", declaration(), in: "Filters/ColorEffect")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.swift.contains("    /// The table. Set in Swift only; nil by default (and when built by name).\n    public var table: LookupTable?\n"),
                "\(run.swift)")
        #expect(run.swift.contains("public init(table: LookupTable? = nil, amount: Float = 0.5) {\n        self.table = table\n"), "\(run.swift)")
        #expect(run.swift.contains("try self.init(amount: parameters[P.amount])"), "\(run.swift)")
        #expect(run.swift.contains("parameters: [P.amount.descriptor],"), "\(run.swift)")
        #expect(run.swift.contains("public func scratchLookup(table: LookupTable? = nil, amount: Float = 0.5) -> Image {\n"
                                   + "        applying(ScratchLookup(table: table, amount: amount))"), "\(run.swift)")
        #expect(!run.swift.contains("case \"table\""), "a Swift-only property is no parameter bound by name")

        let failures = [(declaration(property: "table: LookupTable; The table."), "expected '// property: NAME: TYPE?; DOC'"),
                        (declaration(property: "table: LookupTable?"), "expected '// property: NAME: TYPE?; DOC'"),
                        (declaration(property: "amount: LookupTable?; Clashes."), "'amount' is also a parameter's name"),
                        (declaration(apply: "kernel\n// kind: color", property: "table: LookupTable?; The table."),
                         "'// property:' takes '// apply: custom'")]
        for (text, message) in failures {
            let failed = try Self.generate("scratch-lookup", text, in: "Filters/ColorEffect")
            #expect(failed.status != 0, "\(message)")
            #expect(failed.output.contains("Shaders/Filters/ColorEffect/scratch-lookup.glsl:"), "\(failed.output)")
            #expect(failed.output.contains(message), "\(failed.output)")
        }
    }
}
