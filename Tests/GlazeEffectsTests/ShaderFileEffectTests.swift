import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Effect files naming `.glsl` files: `kernel:` steps and `transition: FILE.glsl`.
@Suite struct ShaderFileEffectTests {
    static let gain = """
    // Gain: scales colour.
    // kind: color
    uniform float gain; // = 1; range 0..4; How much.
    vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }
    """

    /// A colour kernel tinting by the colour of an image uniform (read at its centre).
    static let tint = """
    // kind: color
    uniform sampler2D tintImage; // The tint colour, read at its centre.
    vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * texture(tintImage, vec2(0.5)).rgb, color.a); }
    """

    static let luma = """
    uniform sampler2D luma;
    uniform float strength; // = 1.0; range 0..1
    vec4 transition(vec2 uv) {
      return mix(getToColor(uv), getFromColor(uv), step(progress, texture2D(luma, uv).r * strength));
    }
    """

    static func folder(_ files: [String: String]) throws -> String {
        let folder = try TestPaths.temporaryFolder("shaders")
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        return folder
    }

    static func yaml(_ gain: String = "2", kernel: String = "shaders/gain.glsl") -> String {
        """
        version: 1
        effects:
          look:
            chain:
              - kernel: \(kernel)
                parameters: {gain: \(gain)}
        """
    }

    @Test func aKernelStepRendersWithItsParameters() throws {
        let folder = try Self.folder(["shaders/gain.glsl": Self.gain, "look.yaml": Self.yaml("\"1 + damage\"").replacingOccurrences(of: "version: 1", with: "version: 1\nvariables: {damage: 0}")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try EffectFile(contentsOf: folder + "/look.yaml")
        #expect(file.shaderFiles.map(\.path) == [folder + "/shaders/gain.glsl"])
        #expect(file.dependencies.contains(folder + "/shaders/gain.glsl"))
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            #expect(file.shaderFiles.compactMap { $0.check(in: context) }.isEmpty)
            let effect = try #require(file.effect(named: "look"))
            let scene = EffectRenderTests.scene()
            #expect(try EffectRenderTests.read(context, effect.makeImage(scene: scene)) == SIMD4(0.25, 0.25, 0.25, 1))
            #expect(try EffectRenderTests.read(context, effect.makeImage(scene: scene, variables: ["damage": 1])) == SIMD4(0.5, 0.5, 0.5, 1))
        }
    }

    @Test func aSampler2DUniformIsBoundFromAnEffectFileImage() throws {
        let folder = try Self.folder(["shaders/tint.glsl": Self.tint, "look.yaml": """
        version: 1
        effects:
          look:
            chain:
              - kernel: shaders/tint.glsl
                parameters: {tintImage: images/tint.png}
        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var tint = PixelBuffer(width: 2, height: 2, format: .rgba8)
        for y in 0..<2 { for x in 0..<2 { tint.setRGBA8(SIMD4(255, 0, 255, 255), x: x, y: y) } }
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try PNGFile.write(tint, to: folder + "/images/tint.png")
        let file = try EffectFile(contentsOf: folder + "/look.yaml")
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let image = try #require(file.effect(named: "look")).makeImage(scene: EffectRenderTests.scene())
            #expect(try EffectRenderTests.read(context, image) == SIMD4(0.25, 0, 0.25, 1))
            // Without the image the file is invalid: the image uniform is a required input.
            let missing = EffectFile.validate(path: folder + "/look.yaml", registry: .builtin)
            #expect(missing.isEmpty)
            let text = try String(contentsOfFile: folder + "/look.yaml", encoding: .utf8)
            try text.replacingOccurrences(of: "{tintImage: images/tint.png}", with: "{}")
                .write(toFile: folder + "/look.yaml", atomically: false, encoding: .utf8)
            #expect(EffectFile.validate(path: folder + "/look.yaml").map(\.code) == [.missingInput])
        }
    }

    @Test func aTransitionFileIsAMoment() throws {
        let folder = try Self.folder(["transitions/luma.glsl": Self.luma, "moments.yaml": """
        version: 1
        transitions:
          levelUp:
            transition: transitions/luma.glsl
            duration: 2
            parameters: {luma: mask.png, strength: 1}
        """])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var mask = PixelBuffer(width: 4, height: 4, format: .rgba8)
        for y in 0..<4 { for x in 0..<4 { mask.setRGBA8(x < 2 ? SIMD4(0, 0, 0, 255) : SIMD4(255, 255, 255, 255), x: x, y: y) } }
        try PNGFile.write(mask, to: folder + "/mask.png")
        let file = try EffectFile(contentsOf: folder + "/moments.yaml")
        let moment = try #require(file.transition(named: "levelUp"))
        #expect(moment.filterName == folder + "/transitions/luma.glsl")
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let from = Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 4))
            let to = Image(color: [0, 0, 1, 1]).cropped(to: Rect(0, 0, 4, 4))
            let middle = try context.readPixels(moment.makeImage(from: from, to: to, elapsed: 1), from: Rect(0, 0, 4, 4),
                                                format: .rgba32Float)
            #expect(middle.float4(x: 0, y: 1) == SIMD4(0, 0, 1, 1))   // black mask: `to`
            #expect(middle.float4(x: 3, y: 1) == SIMD4(1, 0, 0, 1))   // white mask: `from`
            let end = try context.readPixels(moment.makeImage(from: from, to: to, elapsed: 2), from: Rect(0, 0, 4, 4),
                                             format: .rgba32Float)
            #expect(end.float4(x: 3, y: 1) == SIMD4(0, 0, 1, 1))
        }
    }

    @Test func problemsInShaderFilesAreReportedAtTheirLineAndColumn() throws {
        let badAnnotation = Self.gain.replacingOccurrences(of: "range 0..4", with: "range 4..0")
        let folder = try Self.folder(["shaders/gain.glsl": Self.gain, "shaders/bad.glsl": badAnnotation])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func diagnostics(_ text: String) throws -> [EffectDiagnostic] {
            try text.write(toFile: folder + "/look.yaml", atomically: false, encoding: .utf8)
            return EffectFile.validate(path: folder + "/look.yaml")
        }
        // A malformed annotation: at the shader's line and column.
        let annotation = try diagnostics(Self.yaml(kernel: "shaders/bad.glsl"))
        #expect(annotation.map(\.code) == [.shaderError])
        #expect(annotation.first?.location == SourceLocation(file: folder + "/shaders/bad.glsl", line: 3, column: 29))
        #expect(annotation.first?.keyPath == "effects.look.chain[0].kernel")
        #expect(annotation.first?.description.hasPrefix(folder + "/shaders/bad.glsl:3:29: error: ") == true)
        // A missing file: at the YAML reference.
        let missing = try diagnostics(Self.yaml(kernel: "shaders/nope.glsl"))
        #expect(missing.map(\.code) == [.fileNotFound])
        #expect(missing.first?.location == SourceLocation(file: folder + "/look.yaml", line: 5, column: 17))
        // Parameters are checked against the annotations like a built-in's descriptor.
        #expect(try diagnostics(Self.yaml("9")).map(\.code) == [.outOfRange])
        #expect(try diagnostics(Self.yaml("2").replacingOccurrences(of: "gain: 2", with: "gian: 2")).map(\.code) == [.unknownParameter])
        #expect(try diagnostics(Self.yaml("2").replacingOccurrences(of: "- kernel", with: "- filter: vignette\n        kernel")).map(\.code) == [.duplicateKey])
        // A kernel that is a transition file, a transition that is a kernel file, a path not .glsl.
        try Self.luma.write(toFile: folder + "/shaders/luma.glsl", atomically: false, encoding: .utf8)
        let notKernel = try diagnostics(Self.yaml(kernel: "shaders/luma.glsl"))
        #expect(notKernel.map(\.code) == [.shaderError] && notKernel.first?.location.line == 1)
        let notTransition = try diagnostics("version: 1\ntransitions:\n  x: {transition: shaders/gain.glsl, duration: 1}\n")
        #expect(notTransition.map(\.code) == [.notATransition])
        #expect(try diagnostics(Self.yaml(kernel: "shaders/gain.txt")).map(\.code) == [.wrongType])
    }

    @Test func aGLSLErrorThroughAnEffectFileNamesTheShadersLine() throws {
        let broken = Self.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * undefinedThing")
        let folder = try Self.folder(["shaders/gain.glsl": broken, "look.yaml": Self.yaml()])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try EffectFile(contentsOf: folder + "/look.yaml")   // parses: GLSL is checked with GL
        try GLTestContext.withRenderContext { context in
            let problem = try #require(file.shaderFiles.first?.check(in: context))
            #expect(problem.code == .shaderError)
            #expect(problem.location.file == folder + "/shaders/gain.glsl" && problem.location.line == 4)
            #expect(problem.location.column > 0)
            #expect(problem.description.hasPrefix("\(folder)/shaders/gain.glsl:4:\(problem.location.column): error: "))
            #expect(problem.message.contains("undefinedThing"))
        }
    }

    @Test func aSavedShaderEditAppliesWithinASecondAndABrokenOneIsRejected() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let folder = try Self.folder(["shaders/gain.glsl": Self.gain, "look.yaml": Self.yaml("2")])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let shader = folder + "/shaders/gain.glsl"
            var reported: [[EffectDiagnostic]] = []
            let library = EffectLibrary(path: folder + "/look.yaml", pollInterval: 0.05)
            library.shaderCheckContext = context
            library.onErrors = { reported.append($0) }
            let scene = EffectRenderTests.scene()
            func rendered() throws -> Float {
                try EffectRenderTests.read(context, #require(library.effect(named: "look")).makeImage(scene: scene)).x
            }
            #expect(try rendered() == 0.5)

            // 1. Edit the shader only: the new program is used within 1 s.
            try Self.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * 1.5")
                .write(toFile: shader, atomically: false, encoding: .utf8)
            #expect(LiveReloadTests.pump { library.update() } != nil, "no reload within 1 s")
            #expect(try rendered() == 0.75)

            // 2. Break it: the last good program keeps rendering; the error is at the shader's line.
            try Self.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * undefinedThing")
                .write(toFile: shader, atomically: false, encoding: .utf8)
            #expect(LiveReloadTests.pump { _ = library.update(); return !reported.isEmpty } != nil, "no error within 1 s")
            let first = try #require(reported.first?.first)
            #expect(first.code == .shaderError && first.location.file == shader && first.location.line == 4)
            #expect(first.description.hasPrefix("\(shader):4:"))
            #expect(try rendered() == 0.75)
            #expect(library.generation == 2)

            // 3. Fix it: back to a good version.
            try Self.gain.write(toFile: shader, atomically: false, encoding: .utf8)
            #expect(LiveReloadTests.pump { library.update() } != nil, "no reload after the fix")
            #expect(try rendered() == 0.5)
        }
    }
}

/// docs/effect-file.schema.json names exactly the keys the parser accepts.
@Suite struct EffectFileSchemaTests {
    @Test func theJSONSchemaMatchesTheParsersKeys() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestPaths.packageRoot + "/docs/effect-file.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        func keys(_ object: [String: Any]?) -> Set<String> {
            Set((object?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let defs = schema["$defs"] as? [String: [String: Any]]
        #expect(keys(schema) == Set(EffectFileParser.rootKeys))
        #expect(keys(defs?["effect"]) == Set(EffectFileParser.effectKeys))
        #expect(keys(defs?["step"]) == Set(EffectFileParser.stepKeys))
        #expect(keys(defs?["generator"]) == Set(EffectFileParser.generatorKeys))
        #expect(keys(defs?["transition"]) == Set(EffectFileParser.transitionKeys))
        #expect(keys(defs?["animation"]) == Set(EffectFileParser.animationKeys))
    }
}
