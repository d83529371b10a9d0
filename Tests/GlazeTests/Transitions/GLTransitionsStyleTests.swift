@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

/// Transitions written to the gl-transitions contract, in the collection's own style (author
/// headers, `texture2D`, `transition (vec2 uv)` with a space, helper functions, int/bool/ivec
/// uniforms, `ratio`, `sampler2D` maps, a default comment followed by more text), loaded
/// unmodified.
@Suite struct GLTransitionsStyleTests {
    typealias F = TransitionFixtures

    static let fadeGrayscale = """
    // Author: gre
    // License: MIT

    uniform float intensity; // = 0.3; // if 0.0, the image directly turn grayscale, if 0.9, the grayscale transition phase is very important

    vec3 grayscale (vec3 color) {
      return vec3(0.2126*color.r + 0.7152*color.g + 0.0722*color.b);
    }

    vec4 transition (vec2 uv) {
      vec4 fc = getFromColor(uv);
      vec4 tc = getToColor(uv);
      return mix(
        mix(vec4(grayscale(fc.rgb), 1.0), fc, smoothstep(1.0-intensity, 0.0, progress)),
        mix(vec4(grayscale(tc.rgb), 1.0), tc, smoothstep(    intensity, 1.0, progress)),
        progress);
    }
    """

    /// The shipped example: gl-transitions' displacement.glsl, unmodified but for comments.
    static var displacement: String {
        get throws {
            try String(contentsOfFile: ShippedShaderTests.folder + "/displacement.glsl", encoding: .utf8)
        }
    }

    static let luma = """
    // Author: gre
    // License: MIT
    uniform sampler2D luma;

    vec4 transition(vec2 uv) {
      return mix(
        getToColor(uv),
        getFromColor(uv),
        step(progress, texture2D(luma, uv).r)
      );
    }
    """

    static let randomSquares = """
    // Author: gre
    // License: MIT

    uniform ivec2 size; // = ivec2(10, 10)
    uniform float smoothness; // = 0.5
    uniform bool flipped; // = false
    uniform int passes; // = 2

    float rand (vec2 co) {
      return fract(sin(dot(co.xy ,vec2(12.9898,78.233))) * 43758.5453);
    }

    vec4 transition(vec2 p) {
      vec2 q = vec2(p.x * ratio, p.y);
      float r = rand(floor(vec2(size) * p)) * float(passes) / 2.0;
      float m = smoothstep(0.0, -smoothness, r - (progress * (1.0 + smoothness)));
      if (flipped) m = 1.0 - m;
      return mix(getFromColor(p), getToColor(p), clamp(m + 0.0 * q.x, 0.0, 1.0));
    }
    """

    static func source(_ name: String) throws -> String {
        switch name {
        case "fadegrayscale": fadeGrayscale
        case "displacement": try displacement
        case "luma": luma
        default: randomSquares
        }
    }

    @Test(arguments: ["fadegrayscale", "displacement", "luma", "randomsquares"])
    func loadsUnmodifiedAndGivesExactlyFromAtZeroAndToAtOne(name: String) throws {
        let source = try Self.source(name)
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let program = try GLSLTransition.load(name: name, source: source, origin: "\(name).glsl")
        try program.check(in: context)
        var registry = FilterRegistry.builtin
        try program.register(into: &registry)
        func render(_ progress: Double) throws -> PixelBuffer {
            var values: [String: ParameterValue] = ["targetImage": .image(F.to), "progress": .number(progress)]
            for image in program.imageUniforms { values[image.name] = .image(Image(pixels: F.rampMaskPixels)) }
            return try context.readPixels(registry.makeFilter(named: name, parameters: values).apply(to: F.from))
        }
        let start = try render(0), end = try render(1), middle = try render(0.5)
        #expect(start == F.fromPixels)
        #expect(end == F.toPixels)
        #expect(middle != F.fromPixels && middle != F.toPixels)
    }

    @Test func aDefaultCommentFollowedByMoreTextKeepsBoth() throws {
        let program = try GLSLTransition.load(name: "fadegrayscale", source: Self.fadeGrayscale)
        let intensity = try #require(program.descriptor.parameter(named: "intensity"))
        #expect(intensity.defaultValue == .number(0.3))
        #expect(intensity.doc.hasPrefix("if 0.0, the image directly turn grayscale"))
    }

    @Test func aSampler2DUniformIsAnImageParameterReadOverItsExtent() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let program = try GLSLTransition.load(name: "luma", source: Self.luma)
        #expect(program.descriptor.parameter(named: "luma")?.type == .image)
        #expect(program.kernel.inputCount == 3)
        var transition = program.makeTransition(progress: 0.5, targetImage: F.to)
        transition.images["luma"] = Image(pixels: F.halfMaskPixels)
        let pixels = try context.readPixels(transition.apply(to: F.from))
        // Black half of the mask: step(0.5, 0) = 0 → `to`; white half → `from`.
        for y in [0, 7, 15] {
            for x in 0..<16 {
                let expected = x < 8 ? F.toPixels.rgba8(x: x, y: y) : F.fromPixels.rgba8(x: x, y: y)
                #expect(pixels.rgba8(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }
}
