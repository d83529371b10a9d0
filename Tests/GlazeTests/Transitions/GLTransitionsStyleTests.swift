@testable import Glaze
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

    static let displacement = """
    // Author: Travis Fischer
    // License: MIT
    //
    // Adapted from a Codrops article by Robin Delaporte
    // https://tympanus.net/Development/DistortionHoverEffect

    uniform sampler2D displacementMap;

    uniform float strength; // = 0.5

    vec4 transition (vec2 uv) {
      float displacement = texture2D(displacementMap, uv).r * strength;

      vec2 uvFrom = vec2(uv.x + progress * displacement, uv.y);
      vec2 uvTo = vec2(uv.x - (1.0 - progress) * displacement, uv.y);

      return mix(
        getFromColor(uvFrom),
        getToColor(uvTo),
        progress
      );
    }
    """

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

    static let all = [("fadegrayscale", fadeGrayscale), ("displacement", displacement), ("luma", luma),
                      ("randomsquares", randomSquares)]

    @Test(arguments: all.map(\.0))
    func loadsUnmodifiedAndGivesExactlyFromAtZeroAndToAtOne(name: String) throws {
        let source = try #require(Self.all.first { $0.0 == name }?.1)
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
