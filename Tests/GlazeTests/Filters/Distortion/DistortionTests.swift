import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Each distortion warps a coordinate image (bilinear sampling of it returns the sampled point
/// exactly), so its output spells out the source coordinate of every pixel; that is compared with
/// a CPU evaluation of the filter's formula.
@Suite struct DistortionTests {
    static func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }

    /// source = c + (p − c) · k(d) for a radial remap.
    static func radial(_ x: Double, _ y: Double, _ c: Point, _ k: (Double) -> Double) -> (Double, Double) {
        let dx = x - c.x, dy = y - c.y, d = (dx * dx + dy * dy).squareRoot()
        let f = k(d)
        return (c.x + dx * f, c.y + dy * f)
    }

    static func rotate(_ x: Double, _ y: Double, _ c: Point, by a: Double) -> (Double, Double) {
        let dx = x - c.x, dy = y - c.y
        return (c.x + cos(a) * dx - sin(a) * dy, c.y + sin(a) * dx + cos(a) * dy)
    }

    @Test(.needsFloatColorBuffers) func bumpUsesCoreImagesFormula() throws {
        let c = Point(x: 15, y: 17)
        for scale in [0.7, -0.5, 2.5] {
            try SpatialTestSupport.checkWarp(BumpDistortion(center: c, radius: 11, scale: Float(scale))) { x, y in
                Self.radial(x, y, c) { d in d >= 11 ? 1 : 1 - scale * Self.smooth(1 - d / 11) }
            }
        }
    }

    @Test func positiveBumpMagnifiesTheCentre() {
        // Source points move towards the centre: content there appears larger (out of the page).
        let (sx, _) = Self.radial(20, 16, Point(x: 16, y: 16)) { d in 1 - 0.5 * Self.smooth(1 - d / 10) }
        #expect(sx < 20 && sx > 16)
    }

    @Test(.needsFloatColorBuffers) func linearBumpMovesAlongTheNormal() throws {
        let c = Point(x: 16, y: 15), angle = 0.4
        let filter = BumpDistortionLinear(center: c, radius: 9, angle: Float(angle), scale: 0.3)
        try SpatialTestSupport.checkWarp(filter) { x, y in
            let n = (-sin(angle), cos(angle))
            let s = (x - c.x) * n.0 + (y - c.y) * n.1
            let t = max(0, 1 - abs(s) / 9)
            let k = s * (0.3 - 1) * Self.smooth(t)
            return (x + n.0 * k, y + n.1 * k)
        }
    }

    @Test(.needsFloatColorBuffers) func pinchPullsContentTowardsTheCentre() throws {
        let c = Point(x: 16, y: 16)
        try SpatialTestSupport.checkWarp(PinchDistortion(center: c, radius: 13, scale: 0.8)) { x, y in
            Self.radial(x, y, c) { d in d >= 13 ? 1 : pow(max(sin(Double.pi / 2 * d / 13), 1e-6), -0.4) }
        }
    }

    @Test(.needsFloatColorBuffers) func twirlAndVortexRotateInsideTheRadius() throws {
        let c = Point(x: 16, y: 16)
        try SpatialTestSupport.checkWarp(TwirlDistortion(center: c, radius: 12, angle: 1.7)) { x, y in
            let d = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
            return Self.rotate(x, y, c, by: d >= 12 ? 0 : -1.7 * Self.smooth(1 - d / 12))
        }
        try SpatialTestSupport.checkWarp(VortexDistortion(center: c, radius: 14, angle: 9)) { x, y in
            let d = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
            let w = max(0, 1 - d / 14)
            return Self.rotate(x, y, c, by: -9 * w * w * w)
        }
    }

    @Test(.needsFloatColorBuffers) func holeAndCircleSplashUseTheirClosedForms() throws {
        let c = Point(x: 16.3, y: 15.6)
        try SpatialTestSupport.checkWarp(HoleDistortion(center: c, radius: 5)) { x, y in
            Self.radial(x, y, c) { d in d <= 5 ? 0 : (d - 25 / d) / d }
        }
        try SpatialTestSupport.checkWarp(CircleSplashDistortion(center: c, radius: 9)) { x, y in
            Self.radial(x, y, c) { d in d <= 9 ? 1 : 9 / d }
        }
    }

    @Test(.needsFloatColorBuffers) func shockwaveDisplacesOnlyTheRing() throws {
        let c = Point(x: 14, y: 16)
        try SpatialTestSupport.checkWarp(Shockwave(center: c, radius: 9, width: 8, strength: 2.5)) { x, y in
            let dx = x - c.x, dy = y - c.y, d = (dx * dx + dy * dy).squareRoot()
            let u = (d - 9) / 4
            guard abs(u) < 1 else { return (x, y) }
            let bump = (1 - u * u) * (1 - u * u)
            return (x - dx / d * 2.5 * bump, y - dy / d * 2.5 * bump)
        }
    }

    static func valueNoise(_ qx: Double, _ qy: Double, seed: Double) -> Double {
        let ix = qx.rounded(.down), iy = qy.rounded(.down)
        let fx = qx - ix, fy = qy - iy
        let ux = smooth(fx), uy = smooth(fy)
        let h = { (a: Double, b: Double) in SpatialTestSupport.glazeHash(ix + a, iy + b, seed) }
        let bottom = h(0, 0) + (h(1, 0) - h(0, 0)) * ux, top = h(0, 1) + (h(1, 1) - h(0, 1)) * ux
        return bottom + (top - bottom) * uy
    }

    @Test(.needsFloatColorBuffers) func heatHazeFollowsItsNoise() throws {
        let strength = 2.0, scale = 7.0, time = 1.75, seed = 5.0
        try SpatialTestSupport.checkWarp(HeatHaze(time: Float(time), seed: Float(seed), strength: Float(strength),
                                                  scale: Float(scale)), tolerance: 0.02) { x, y in
            let qx = x / scale, qy = y / scale - time
            let nx = Self.valueNoise(qx, qy, seed: seed), ny = Self.valueNoise(qx + 17, qy + 31, seed: seed + 1)
            return (x + strength * (2 * nx - 1), y + strength * (2 * ny - 1))
        }
    }

    /// Item 22: no ragged see-through border (1,707 border pixels with α < 250 on a 600×400
    /// photo before): edge pixels shimmer in place, and the extent stays the input's.
    @Test func heatHazeKeepsAnOpaqueImageOpaque() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let input = SpatialTestSupport.floatImage(48, 32) { x, y in SIMD4(Float(x) / 48, Float(y) / 32, 0.5, 1) }
        let hazy = input.applying(HeatHaze(time: 1.3, seed: 9, strength: 6, scale: 10))
        #expect(hazy.extent == input.extent)
        let pixels = try SpatialTestSupport.read(context, hazy, Rect(0, 0, 48, 32))
        var minAlpha: Float = 1
        for y in 0..<32 { for x in 0..<48 { minAlpha = min(minAlpha, pixels.float4(x: x, y: y).w) } }
        #expect(minAlpha > 0.999, "alpha down to \(minAlpha) at the borders")
    }

    @Test(.needsFloatColorBuffers) func glassDisplacesByTheTextureSlope() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        // Grey ramps: luma rises 0.01 per px in x (first texture) or 0.015 per px in y (second).
        func grey(_ v: Float) -> SIMD4<Float> { SIMD4(v, v, v, 1) }
        let rampX = SpatialTestSupport.floatImage(64, 64) { x, _ in grey(0.01 * (Float(x) + 0.5)) }
        let rampY = SpatialTestSupport.floatImage(64, 64) { _, y in grey(0.015 * (Float(y) + 0.5)) }
        for (texture, shift) in [(rampX, (2.0, 0.0)), (rampY, (0.0, 3.0))] {
            // Texture centre (32, 32) sits at (16, 16): the 32² output reads texture rows 16..<48, away from seams.
            let glass = GlassDistortion(texture: texture, center: Point(x: 16, y: 16), scale: 200)
            let image = SpatialTestSupport.coordinateImage(32, 32).applying(glass)
            let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, 32, 32))
            var worst = 0.0
            for y in 2..<28 {
                for x in 2..<28 {
                    let v = pixels.float4(x: x, y: y)
                    worst = max(worst, abs(Double(v.x) - (Double(x) + 0.5 + shift.0)),
                                abs(Double(v.y) - (Double(y) + 0.5 + shift.1)))
                }
            }
            #expect(worst < 0.02, "glass shift \(shift): worst error \(worst) px")
        }
    }

    @Test func regionsOfInterestBoundWhatIsComputed() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        // A cached input is materialised at exactly the region the distortion asks for.
        func inputRegion(_ filter: some Filter, _ region: Rect) -> Rect? {
            let input = Image(color: SIMD4(1, 0, 0, 1)).cropped(to: Rect(0, 0, 256, 256)).cached()
            return context.explain(input.applying(filter), region: region).passes.first?.region
        }
        let bump = BumpDistortion(center: Point(x: 200, y: 200), radius: 20, scale: 0.5)
        #expect(inputRegion(bump, Rect(0, 0, 16, 16)) == Rect(0, 0, 16, 16), "away from the circle: the output rect")
        #expect(inputRegion(bump, Rect(190, 190, 8, 8)) == Rect(179, 179, 42, 42), "touching it: plus the circle")
        let twirl = TwirlDistortion(center: Point(x: 100, y: 100), radius: 10, angle: 2)
        #expect(inputRegion(twirl, Rect(0, 0, 8, 8)) == Rect(0, 0, 8, 8))
        #expect(inputRegion(Shockwave(center: Point(x: 50, y: 50), radius: 20, width: 10, strength: 4),
                            Rect(40, 40, 8, 8)) == Rect(35, 35, 18, 18), "grown by the strength + 1")
        #expect(inputRegion(HeatHaze(strength: 3), Rect(100, 100, 10, 10)) == Rect(96, 96, 18, 18))
        let linear = BumpDistortionLinear(center: Point(x: 50, y: 50), radius: 10, angle: 0, scale: 0.5)
        #expect(inputRegion(linear, Rect(100, 100, 10, 10)) == Rect(94, 94, 22, 22))
    }

    @Test func identityParametersReturnTheInputRecipe() {
        let input = SpatialTestSupport.coordinateImage(4, 4)
        let identities: [any Filter] = [
            BumpDistortion(scale: 0), BumpDistortionLinear(scale: 1), PinchDistortion(scale: 0),
            TwirlDistortion(angle: 0),
            VortexDistortion(angle: 0), HoleDistortion(radius: 0), Shockwave(strength: 0), HeatHaze(strength: 0),
            GlassDistortion(texture: input, scale: 0),
        ]
        for filter in identities { #expect(filter.apply(to: input) == input, "\(type(of: filter))") }
        #expect(BumpDistortion(scale: 0.5).apply(to: input) != input)
    }

    @Test func extremeParametersStaySane() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let input = SpatialTestSupport.coordinateImage(16, 16)
        let filters: [any Filter] = [
            BumpDistortion(center: Point(x: .nan, y: .infinity), radius: .infinity, scale: .nan),
            BumpDistortion(center: Point(x: 8, y: 8), radius: 1e5, scale: 10),
            PinchDistortion(center: Point(x: 8, y: 8), radius: 5, scale: 2),
            HoleDistortion(center: Point(x: 8.5, y: 8.5), radius: .greatestFiniteMagnitude),
            TwirlDistortion(radius: .nan, angle: -.infinity), Shockwave(radius: 0, width: 1e5, strength: 1000),
            HeatHaze(time: .infinity, seed: -3, strength: .nan, scale: 0),
            CircleSplashDistortion(center: Point(x: 8, y: 8), radius: 0),
        ]
        for filter in filters {
            let pixels = try SpatialTestSupport.read(context, input.applying(filter), Rect(0, 0, 16, 16))
            var finite = true
            for y in 0..<16 { for x in 0..<16 where !pixels.float4(x: x, y: y).x.isFinite { finite = false } }
            #expect(finite, "\(filter)")
        }
    }
}
