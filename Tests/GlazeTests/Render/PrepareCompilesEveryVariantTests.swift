@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// "After `prepare` no parameter value compiles a program": for every registered filter and
/// transition, `prepare` of its default recipe, then every parameter animated alone over 61
/// values of its hard range and 61 of its slider range (every choice, both booleans) renders
/// without compiling anything. Before `prepare` swept parameter ranges, boxBlur's radius
/// compiled 39 programs here, lanczosScaleTransform's scale 16, discBlur 6, gaussianBlur 5.
@Suite struct PrepareCompilesEveryVariantTests {
    static let swept = FilterRegistry.builtin.descriptors
        .filter { d in d.parameters.contains { !ParameterSweep.values(for: $0).isEmpty } }
        .map(\.name)

    /// What a game's slider or animation would set: 61 values from min to max over the hard and
    /// the slider range (not the values `prepare` samples).
    static func animated(_ p: ParameterDescriptor) -> [ParameterValue] {
        switch p.type {
        case .boolean: return [.bool(true), .bool(false)]
        case .choice: return p.choices.map { .string($0) }
        case .scalar, .angle, .distance, .integer:
            var out: [ParameterValue] = []
            for case let (lower?, upper?) in [(p.minimum, p.maximum), (p.sliderMinimum, p.sliderMaximum)] {
                for i in 0...60 { out.append(.number(lower + (upper - lower) * Double(i) / 60)) }
            }
            return out
        default: return []
        }
    }

    // One case at a time: with all ~150 cases compiling in parallel contexts, Mesa 22.3's
    // llvmpipe crashed twice in 6 runs (a NULL dereference at swrast_dri.so+0x6e01fc, on the
    // test's thread, as these cases started), so they run one at a time. A software-rasteriser
    // limit, not Glaze's: the other suites still run in parallel.
    @Test(.serialized, arguments: swept)
    func animatingAnyParameterAfterPrepareCompilesNothing(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        guard !DistancePrecision.refuses(name, intermediateFormat: context.intermediateFormat) else { return }
        let d = try #require(FilterRegistry.builtin.descriptor(named: name))
        let input = CatalogTests.testImage()
        let base = CatalogTests.parameters(for: d)
        let region = Rect(0, 0, 16, 16)
        let target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: region))
        let destination = TextureReference.borrowed(name: target.name, width: 16, height: 16, format: .rgba8)
        try context.prepare(try input.applyingFilter(name: name, parameters: base), region: region, size: region.size)
        let prepared = context.counters.programsCompiled
        for p in d.parameters {
            var compiledBy: [String] = []
            for value in Self.animated(p) {
                var values = base
                values[p.name] = value
                let before = context.counters.programsCompiled
                try context.render(try input.applyingFilter(name: name, parameters: values), to: destination, from: region)
                if context.counters.programsCompiled != before { compiledBy.append("\(value)") }
            }
            #expect(compiledBy.isEmpty, "\(name).\(p.name) compiled programs after prepare at \(compiledBy)")
        }
        #expect(context.counters.programsCompiled == prepared)
    }

    /// A typed filter (``Image/applying(_:)``) is swept from its stored values, and the filters
    /// before it in the chain as well.
    @Test func aTypedChainIsSweptFromItsStoredValues() throws {
        try GLTestContext.withRenderContext { context in
            let region = Rect(0, 0, 16, 16)
            let input = CatalogTests.testImage()
            func chain(_ radius: Float, _ box: Float) -> Image {
                input.applying(BoxBlur(radius: box)).applying(GaussianBlur(radius: radius)).applying(Vignette())
            }
            let target = try context.makeTexture(Image(color: [0, 0, 0, 1]).cropped(to: region))
            let destination = TextureReference.borrowed(name: target.name, width: 16, height: 16, format: .rgba8)
            try context.prepare(chain(4, 3), region: region, size: region.size)
            let prepared = context.counters.programsCompiled
            for step in 0...40 {
                try context.render(chain(Float(step) * 2.5, 3), to: destination, from: region)
                try context.render(chain(4, Float(step) * 2.5), to: destination, from: region)
            }
            #expect(context.counters.programsCompiled == prepared)
            // The programs the sweep compiled in a batch draw what programs compiled at first use do.
            try context.render(chain(4, 37.5), to: destination, from: region)
            let swept = try context.readPixels(Image(texture: destination), from: region)
            let fresh = try RenderContext(adoptingCurrentGLContext: .init())
            expectPixels(swept, equal: try fresh.readPixels(chain(4, 37.5), from: region), name: "swept-program")
        }
    }
}
