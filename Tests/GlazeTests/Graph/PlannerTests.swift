@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Test kernels standing in for filters, so the planner rules are tested independently of the
/// catalog.
enum TestKernels {
    static func color(_ name: String, _ expression: String) -> Kernel {
        Kernel(name: name, kind: .color, inputCount: 1, parameters: [KernelParameter("amount", .float)],
               source: "vec4 \(name)(vec4 c, vec2 p, float amount) { return \(expression); }")
    }

    static let brighten = color("testBrighten", "vec4(c.rgb + amount * c.a, c.a)")
    static let scale = color("testScale", "vec4(c.rgb * amount, c.a)")
    static let square = color("testSquare", "vec4(c.rgb * c.rgb / max(c.a, 1e-6), c.a)")

    /// A (2r+1)-tap horizontal box blur; region of interest grows by `radius`.
    static func boxBlur(radius: Int) -> Kernel {
        let taps = (-radius...radius).map { "input0(p + vec2(\($0).0, 0.0))" }.joined(separator: " + ")
        return Kernel(name: "testBoxBlur\(radius)", kind: .sampling, inputCount: 1, parameters: [],
                      source: "vec4 testBoxBlur\(radius)(vec2 p) { return (\(taps)) / \(2 * radius + 1).0; }")
    }

    static func blur(_ image: Image, radius: Int) throws -> Image {
        try Image.applying(boxBlur(radius: radius), to: [image], values: [],
                           regionOfInterest: { _, r in r.insetBy(dx: -Double(radius), dy: 0) })
    }
}

@Suite struct PlannerTests {
    let source = Image(color: [0.2, 0.4, 0.6, 1]).cropped(to: Rect(0, 0, 64, 64))

    private func sixColorFilters(_ image: Image) throws -> Image {
        try Image.applying(TestKernels.brighten, to: [
            try Image.applying(TestKernels.scale, to: [
                image.applying(ExposureAdjust(ev: 0.5))
                    .applying(Vignette(intensity: 0.3, radius: 1)),
            ], values: [.float(0.9)]),
        ], values: [.float(0.05)])
        .applying(ColorMatrix(rVector: [0.9, 0.1, 0, 0]))
        .applying(try SquareFilter())
    }

    @Test func sixColorFiltersRenderInOnePass() throws {
        let plan = Planner(options: PlanOptions()).plan(try sixColorFilters(source).node, region: Rect(0, 0, 64, 64),
                                                        width: 64, height: 64, outputEncoding: .sRGB)
        #expect(plan.passCount == 1)
        #expect(plan.passes[0].kernels.filter { !$0.hasPrefix("crop") && $0 != "glaze_constantColor" }.count == 6)
    }

    @Test func aBlurInTheMiddleCutsExactlyOnce() throws {
        let blurred = try TestKernels.blur(source.applying(ExposureAdjust(ev: 1)).applying(Vignette(intensity: 0.5)),
                                           radius: 2)
        let image = blurred.applying(ColorMatrix(gVector: [0, 0.5, 0, 0])).applying(ExposureAdjust(ev: -1))
        let plan = Planner(options: PlanOptions()).plan(image.node, region: Rect(0, 0, 64, 64), width: 64, height: 64,
                                                        outputEncoding: .sRGB)
        // Pass 0: the colour run before the blur; pass 1: blur + the colour run after it.
        #expect(plan.passCount == 2)
        #expect(plan.passes[1].readsPasses == [0])
        #expect(plan.passes[1].kernels.contains("testBoxBlur2"))
        #expect(plan.passes[1].kernels.contains("colorMatrix×2"))
    }

    @Test func withoutFusionEveryKernelIsAPass() throws {
        var options = PlanOptions()
        options.fusion = false
        let plan = Planner(options: options).plan(try sixColorFilters(source).node, region: Rect(0, 0, 64, 64),
                                                  width: 64, height: 64, outputEncoding: .sRGB)
        #expect(plan.passCount >= 6)
    }

    @Test func aNodeWithTwoConsumersIsMaterialisedOnce() throws {
        let shared = source.applying(ExposureAdjust(ev: 1))
        let image = shared.applying(Vignette(intensity: 0.5)).composited(over: shared.applying(ColorMatrix()))
        let plan = Planner(options: PlanOptions()).plan(image.node, region: Rect(0, 0, 64, 64), width: 64, height: 64,
                                                        outputEncoding: .sRGB)
        #expect(plan.passCount == 2)
        #expect(plan.passes[1].readsPasses == [0])
    }

    @Test func parameterValuesDoNotChangeTheProgram() throws {
        let a = try Image.applying(TestKernels.scale, to: [source], values: [.float(0.5)])
        let b = try Image.applying(TestKernels.scale, to: [source], values: [.float(0.25)])
        let planner = Planner(options: PlanOptions())
        let pa = planner.plan(a.node, region: Rect(0, 0, 8, 8), width: 8, height: 8, outputEncoding: .sRGB)
        let pb = planner.plan(b.node, region: Rect(0, 0, 8, 8), width: 8, height: 8, outputEncoding: .sRGB)
        #expect(pa.passes[0].fragmentSource == pb.passes[0].fragmentSource)
    }

    @Test func croppingABlurredImageShrinksEveryPassToTheCropPlusTheFootprint() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none, intermediateFormat: .rgba32Float))
        var pixels = PixelBuffer(width: 256, height: 256, format: .rgba8)
        var rng = SplitMix(seed: 7)
        for y in 0..<256 { for x in 0..<256 { pixels.setRGBA8([rng.byte(), rng.byte(), rng.byte(), 255], x: x, y: y) } }
        let radius = 4
        let base = Image(pixels: pixels).applying(ExposureAdjust(ev: 0.3))
        let blurred = try TestKernels.blur(try TestKernels.blur(base, radius: radius).applying(Vignette(intensity: 0.2)),
                                           radius: radius)
        let crop = Rect(100, 120, 16, 16)
        let plan = context.explain(blurred.cropped(to: crop))
        #expect(plan.passCount == 3)
        let footprint = crop.insetBy(dx: -Double(2 * radius) - 1, dy: -1)
        for pass in plan.passes {
            #expect(footprint.contains(pass.region), "pass \(pass.index) computes \(pass.region), beyond \(footprint)")
        }
        let cropped = try context.readPixels(blurred.cropped(to: crop), from: crop)
        let full = try context.readPixels(blurred, from: Rect(0, 0, 256, 256))
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(cropped.rgba8(x: x, y: y) == full.rgba8(x: 100 + x, y: 120 + y))
            }
        }
    }
}

/// A sixth color filter type, so the six-filter chain mixes Filter values and raw kernels.
struct SquareFilter: Filter {
    static let descriptor = FilterDescriptor(name: "testSquare", displayName: "Square", category: .colorAdjustment,
                                             parameters: [], doc: "Squares unpremultiplied colour.")
    init() throws {}
    init(parameters: FilterParameters) throws {}
    func apply(to input: Image) -> Image {
        (try? Image.applying(TestKernels.square, to: [input], values: [.float(0)])) ?? input
    }
}

