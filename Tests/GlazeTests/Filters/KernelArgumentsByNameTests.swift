@testable import Glaze
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// A built-in filter's hand-written kernels take the filter's values by the names their GLSL
/// functions give their arguments (`Kernel(filter:_:of:)`, `values(for:)`), never by position.
@Suite struct KernelArgumentsByNameTests {
    @Test func argumentNamesComeFromTheDefinitionNotACallOrAComment() {
        let source = """
            // twirl(vec2 destCoord, float wrong) is mentioned here
            float helper(float a) { return twirl(a); }
            vec2 twirl(vec2 destCoord,
                       vec2 center, float weights[4],   // a comment with (parentheses)
                       float radius)
            {
                return destCoord;
            }
            """
        #expect(ShaderDeclaration.argumentNames(of: "twirl", in: source) == ["destCoord", "center", "weights", "radius"])
        #expect(ShaderDeclaration.argumentNames(of: "twirlX", in: source).isEmpty)
        #expect(ShaderDeclaration.argumentNames(of: "wirl", in: source).isEmpty)
    }

    @Test func theKernelTakesTheTrailingArgumentsTheFilterDeclares() {
        // `bounds` is derived by the apply (a leading value), `center` and `radius` are parameters.
        let source = "vec2 f(vec2 destCoord, vec4 bounds, vec2 center, float radius) { return destCoord; }"
        #expect(TwirlDistortion.kernelParameters(of: "f", in: source).map(\.name) == ["center", "radius"])
        #expect(TwirlDistortion.kernel.parameters.map(\.name) == ["center", "radius", "angle"])
        #expect(TwirlDistortion.kernel.parameters.map(\.type) == [.vec2, .float, .float])
        // An argument after a derived one is not taken, so a derived value cannot be bound by mistake.
        let trailing = "vec2 g(vec2 destCoord, float radius, vec4 bounds) { return destCoord; }"
        #expect(TwirlDistortion.kernelParameters(of: "g", in: trailing).isEmpty)
    }

    @Test func swappingTwoArgumentsOfABuiltInKernelChangesNoPixel() throws {
        let source = try #require(GlazeCatalog.ShaderSources.files["Filters/Distortion/twirl-distortion.glsl"])
        let signature = "vec2 twirlDistortion(vec2 destCoord, vec2 center, float radius, float angle)"
        #expect(source.contains(signature))
        // The same function with `radius` and `angle` swapped in its signature (and renamed, so
        // it is a program of its own).
        let swappedSource = source.replacing(signature, with: "vec2 twirlSwapped(vec2 destCoord, vec2 center, float angle, float radius)")
        let filter = TwirlDistortion(center: Point(x: 8, y: 8), radius: 7, angle: 1.3)
        let swapped = Kernel(name: "twirlSwapped", kind: .warp, inputCount: 1,
                             parameters: TwirlDistortion.kernelParameters(of: "twirlSwapped", in: swappedSource),
                             source: swappedSource, origin: "KernelArgumentsByNameTests")
        #expect(swapped.parameters.map(\.name) == ["center", "angle", "radius"])
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let input = LinearGradient(point0: Point(x: 0, y: 0), point1: Point(x: 16, y: 16),
                                       color0: [1, 0, 0, 1], color1: [0, 0, 1, 1]).outputImage
                .cropped(to: Rect(0, 0, 16, 16))
            let region = Rect(0, 0, 16, 16)
            func render(_ kernel: Kernel, _ values: [UniformValue]) throws -> [SIMD4<UInt8>] {
                let pixels = try context.readPixels(Image(kernelApplication: kernel, inputs: [input], values: values),
                                                    from: region)
                return (0..<16).flatMap { y in (0..<16).map { x in pixels.rgba8(x: x, y: y) } }
            }
            let declared = try render(TwirlDistortion.kernel, filter.values(for: TwirlDistortion.kernel))
            let byName = try render(swapped, filter.values(for: swapped))
            #expect(byName == declared)
            // The declaration's order, given by position to the swapped function, renders otherwise.
            let positional = try render(swapped, filter.values(for: TwirlDistortion.kernel))
            #expect(positional != declared)
        }
    }

    /// `linked` on a declaration generates the links the frame builder writes in place: a number
    /// to its uniform, a position or vector component by component; the colour (premultiplied) is
    /// not linked.
    @Test func linkedParametersGenerateTheirLinks() {
        func components(_ name: String) -> [ValueLink] {
            (0..<2).map { ValueLink(name, component: $0, to: .uniform(name, component: $0)) }
        }
        #expect(Vignette.links == [.direct("intensity"), .direct("radius")])
        #expect(FilmGrain.links == [.direct("intensity"), .direct("size")])
        #expect(Bloom.links == [.direct("intensity")])
        #expect(VignetteEffect.links == components("center") + [.direct("radius"), .direct("intensity"), .direct("falloff")])
        #expect(Set(GroundFog.links) == Set(components("offset") + components("point0") + components("point1")
                                            + [.direct("density"), .direct("scale")]))
    }
}
