@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// The tap-count families (separable Gaussian and unsharp mask, box, disc, motion and zoom blur) run
/// either as one uniform-loop kernel per family (hardware renderers) or as one kernel per tap
/// count (software renderers, ``KernelLoops``): the same pixels, and the uniform path compiles
/// one program per pass kind whatever the radius.
@Suite struct KernelLoopsTests {
    static func context(_ loops: KernelLoops) throws -> RenderContext {
        var options = RenderContext.Options()
        options.kernelLoops = loops
        return try RenderContext(adoptingCurrentGLContext: options)
    }

    /// Recipes of every family over a tiny analytic image, at radii that pick different variants.
    static let recipes: [(name: String, image: Image)] = {
        let input = CatalogTests.testImage()
        return [
            ("gaussian.r0.4", input.applying(GaussianBlur(radius: 0.4))),
            ("gaussian.r2", input.applying(GaussianBlur(radius: 2))),
            ("gaussian.r5", input.applying(GaussianBlur(radius: 5))),
            ("gaussian.r30", input.applying(GaussianBlur(radius: 30))),
            ("unsharp", input.applying(UnsharpMask(radius: 3, intensity: 0.8))),
            ("disc.r3", input.applying(DiscBlur(radius: 3))),
            ("disc.r12", input.applying(DiscBlur(radius: 12))),
            ("motion.r4", input.applying(MotionBlur(radius: 4, angle: 0.3))),
            ("motion.r40", input.applying(MotionBlur(radius: 40, angle: 1))),
            ("box.r3", input.applying(BoxBlur(radius: 3.5))),
            ("box.r12", input.applying(BoxBlur(radius: 12))),
            ("box.r40", input.applying(BoxBlur(radius: 40.25))),
            ("zoom.a10", input.applying(ZoomBlur(center: Point(x: 8, y: 8), amount: 10))),
            ("zoom.a60", input.applying(ZoomBlur(center: Point(x: 8, y: 8), amount: 60))),
        ]
    }()

    @Test func bothPathsGiveTheSamePixels() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let uniform = try Self.context(.uniform)
        let variants = try Self.context(.variants)
        let region = Rect(0, 0, 16, 16)
        for (name, image) in Self.recipes {
            let a = try uniform.readPixels(image, from: region, format: .rgba32Float)
            let b = try variants.readPixels(image, from: region, format: .rgba32Float)
            // Same taps, weights and order; only the loop's bound differs (1e-6: float rounding
            // of an unrolled sum may differ in the last bit).
            expectPixels(a, equal: b, maxChannelDelta: 1e-6, name: "kernel-loops-\(name)")
        }
    }

    /// Each path names its kernels: the uniform path's programs hold the families' loop forms,
    /// the variants path's the tap-count instances (and forcing either works).
    @Test func eachPathEmitsItsKernels() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let image = CatalogTests.testImage().applying(MotionBlur(radius: 40, angle: 1))
        let size = Size(16, 16)
        let uniform = try Self.context(.uniform)
        let variants = try Self.context(.variants)
        let loops = uniform.explain(image, size: size).passes.flatMap(\.kernels)
        let unrolled = variants.explain(image, size: size).passes.flatMap(\.kernels)
        #expect(loops.contains("motionBlurLoop") && !loops.contains("motionBlurTaps16"))
        #expect(unrolled.contains("motionBlurTaps16") && !unrolled.contains("motionBlurLoop"))
    }

    /// Animating a family's radius over its range on the uniform path compiles nothing after the
    /// first frame of each pass structure; the variants path compiles a program per tap count.
    @Test(arguments: ["motionBlur", "zoomBlur", "discBlur", "gaussianBlur", "boxBlur"])
    func theUniformPathCompilesOneProgramPerPassKind(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let input = CatalogTests.testImage()
        let parameter = name == "zoomBlur" ? "amount" : "radius"
        // Within one pass structure: motion and zoom always two passes; disc at one pyramid
        // level; Gaussian in its pyramid (σ ≥ 3.2) at one depth; box with coarse blocks of 8.
        let range: ClosedRange<Double> = switch name {
        case "motionBlur": 1...100
        case "zoomBlur": 1...100
        case "discBlur": 2.5...8
        case "boxBlur": 22...60
        default: 13...24
        }
        func compiled(_ loops: KernelLoops) throws -> Int {
            let context = try Self.context(loops)
            let region = Rect(0, 0, 16, 16)
            for step in 0...40 {
                let value = range.lowerBound + (range.upperBound - range.lowerBound) * Double(step) / 40
                _ = try context.makeTexture(try input.applyingFilter(name: name, parameters: [parameter: .number(value)]),
                                            from: region)
            }
            return context.counters.programsCompiled
        }
        let first = try Self.context(.uniform)
        _ = try first.makeTexture(try input.applyingFilter(name: name, parameters: [parameter: .number(range.lowerBound)]),
                                  from: Rect(0, 0, 16, 16))
        #expect(try compiled(.uniform) == first.counters.programsCompiled, "\(name): the uniform path compiled per radius")
        #expect(try compiled(.variants) > first.counters.programsCompiled, "\(name): the range reaches one variant only")
    }
}
