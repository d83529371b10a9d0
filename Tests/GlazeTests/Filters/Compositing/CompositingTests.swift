import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Porter-Duff operators, the component-wise composites and the mask blends against their
/// closed forms on the blend-mode colour grid.
@Suite struct CompositingTests {
    typealias Op = @Sendable (SIMD4<Double>, SIMD4<Double>) -> SIMD4<Double>

    static let operators: [String: Op] = [
        "sourceOverCompositing": { s, b in s + b * (1 - s.w) },
        "sourceInCompositing": { s, b in s * b.w },
        "sourceOutCompositing": { s, b in s * (1 - b.w) },
        "sourceAtopCompositing": { s, b in s * b.w + b * (1 - s.w) },
        "additionCompositing": { s, b in s + b },
        "multiplyCompositing": { s, b in s * b },
        "minimumCompositing": { s, b in SIMD4(min(s.x, b.x), min(s.y, b.y), min(s.z, b.z), min(s.w, b.w)) },
        "maximumCompositing": { s, b in SIMD4(max(s.x, b.x), max(s.y, b.y), max(s.z, b.z), max(s.w, b.w)) },
    ]

    static func double(_ v: SIMD4<Float>) -> SIMD4<Double> { SIMD4(Double(v.x), Double(v.y), Double(v.z), Double(v.w)) }

    @Test(.needsFloatColorBuffers) func porterDuffAndComponentOperatorsMatchTheirFormulas() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let colors = BlendModeTests.colors
        let n = colors.count
        let source = SpatialTestSupport.floatImage(n, n) { x, _ in BlendModeTests.premultiplied(colors[x]) }
        let backdrop = SpatialTestSupport.floatImage(n, n) { _, y in BlendModeTests.premultiplied(colors[y]) }
        for (name, op) in Self.operators.sorted(by: { $0.key < $1.key }) {
            let alias = "CI" + name.prefix(1).uppercased() + name.dropFirst()
            let descriptor = try #require(FilterRegistry.builtin.descriptor(named: alias))
            #expect(descriptor.name == name)
            let image = try source.applyingFilter(name: name, parameters: ["backgroundImage": .image(backdrop)])
            #expect(context.explain(image).passCount == 1)
            let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, n, n))
            let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
                op(Self.double(BlendModeTests.premultiplied(colors[x])),
                   Self.double(BlendModeTests.premultiplied(colors[y])))
            }
            #expect(worst < 1e-5, "\(name): max difference \(worst) at \(at)")
        }
    }

    @Test func extentsFollowTheOperator() {
        let a = Image(color: SIMD4(1, 0, 0, 1)).cropped(to: Rect(0, 0, 10, 10))
        let b = Image(color: SIMD4(0, 1, 0, 1)).cropped(to: Rect(5, 5, 10, 10))
        #expect(a.applying(SourceOverCompositing(backgroundImage: b)).extent == Rect(0, 0, 15, 15))
        #expect(a.applying(SourceInCompositing(backgroundImage: b)).extent == Rect(5, 5, 5, 5))
        #expect(a.applying(SourceOutCompositing(backgroundImage: b)).extent == Rect(0, 0, 10, 10))
        #expect(a.applying(SourceAtopCompositing(backgroundImage: b)).extent == Rect(5, 5, 10, 10))
        #expect(a.applying(MultiplyCompositing(backgroundImage: b)).extent == Rect(5, 5, 5, 5))
        #expect(a.applying(MaximumCompositing(backgroundImage: b)).extent == Rect(0, 0, 15, 15))
    }

    @Test(.needsFloatColorBuffers) func masksMixImageAndBackground() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let w = 8
        let image = SpatialTestSupport.floatImage(w, 1) { x, _ in SIMD4(0.8, 0.1, 0.3, 1) * (x == 7 ? 0.5 : 1) }
        let background = SpatialTestSupport.floatImage(w, 1) { _, _ in SIMD4(0.1, 0.5, 0.2, 0.6) }
        // Mask pixel x: grey level x/7 with alpha 1 - x/14 (premultiplied).
        func maskValue(_ x: Int) -> SIMD4<Float> {
            let a = 1 - Float(x) / 14, g = Float(x) / 7
            return SIMD4(g * a, g * a, g * a, a)
        }
        let mask = SpatialTestSupport.floatImage(w, 1) { x, _ in maskValue(x) }
        let byLuma = image.applying(BlendWithMask(backgroundImage: background, maskImage: mask))
        let byAlpha = image.applying(BlendWithAlphaMask(backgroundImage: background, maskImage: mask))
        #expect(context.explain(byLuma).passCount == 1)
        let luma = try SpatialTestSupport.read(context, byLuma, Rect(0, 0, w, 1))
        let alpha = try SpatialTestSupport.read(context, byAlpha, Rect(0, 0, w, 1))
        for x in 0..<w {
            let i = Self.double(SIMD4(0.8, 0.1, 0.3, 1) * (x == 7 ? 0.5 : 1)), b = SIMD4<Double>(0.1, 0.5, 0.2, 0.6)
            let m = Self.double(maskValue(x))
            let lumaWeight = min(1, max(0, 0.2126 * m.x + 0.7152 * m.y + 0.0722 * m.z))
            let expectedLuma = b + (i - b) * lumaWeight, expectedAlpha = b + (i - b) * m.w
            for c in 0..<4 {
                #expect(abs(Double(luma.float4(x: x, y: 0)[c]) - expectedLuma[c]) < 1e-5, "luma mask x \(x) c \(c)")
                #expect(abs(Double(alpha.float4(x: x, y: 0)[c]) - expectedAlpha[c]) < 1e-5, "alpha mask x \(x) c \(c)")
            }
        }
    }

    @Test func sourceOverOfOpaqueImageHidesTheBackground() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let top = Image(color: SIMD4(1, 0.5, 0, 1)).cropped(to: Rect(0, 0, 2, 2))
        let bottom = Image(color: SIMD4(0, 0, 1, 1)).cropped(to: Rect(0, 0, 4, 4))
        let px = try context.readPixels(top.applying(SourceOverCompositing(backgroundImage: bottom)))
        #expect(px.rgba8(x: 0, y: 0) == SIMD4(255, 128, 0, 255))
        #expect(px.rgba8(x: 3, y: 3) == SIMD4(0, 0, 255, 255))
    }
}
