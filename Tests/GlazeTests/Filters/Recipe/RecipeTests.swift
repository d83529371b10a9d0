import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// The recipe filters against closed forms and CPU references.
@Suite struct RecipeTests {
    static func sepia(_ c: SIMD4<Float>, gain: Float = 1) -> SIMD4<Float> {
        let m = SepiaTone.sepia
        let r: Float = m[0] * c.x + m[1] * c.y + m[2] * c.z
        let g: Float = m[3] * c.x + m[4] * c.y + m[5] * c.z
        let b: Float = m[6] * c.x + m[7] * c.y + m[8] * c.z
        return SIMD4(r * gain, g * gain, b * gain, c.w)
    }

    @Test func oldFilmWithoutDamageIsSepiaFlickerAndVignette() throws {
        let source = BlurReference.smoothImage(width: 32, height: 24)
        let film = OldFilm(time: 2.5, seed: 3, specks: 0, scratches: 0, jitter: 0, flicker: 0.8, vignette: 0.5)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(film) }
        let gain = film.flickerGain
        #expect(gain != 1 && abs(gain - 1) <= 0.24 + 1e-6)
        let halfDiagonal: Float = 20  // half of the 32×24 diagonal (40)
        var worst: Float = 0
        for y in 0..<24 {
            for x in 0..<32 {
                let dx: Float = Float(x) + 0.5 - 16, dy: Float = Float(y) + 0.5 - 12
                let d: Float = (dx * dx + dy * dy).squareRoot() / halfDiagonal
                let t = min(max(d, 0), 1)
                let falloff = t * t * (3 - 2 * t)
                let v = 1 - 0.5 * falloff * falloff
                var expected = Self.sepia(source[x, y], gain: gain)
                expected = SIMD4(expected.x * v, expected.y * v, expected.z * v, 1)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], expected))
            }
        }
        #expect(worst < 2e-3)
    }

    @Test func oldFilmDamageFollowsTheFrameHash() throws {
        let source = BlurRefImage(width: 64, height: 64, fill: SIMD4(0.5, 0.5, 0.5, 1))
        let film = OldFilm(time: 0.5, seed: 9, specks: 1, scratches: 1, jitter: 0, flicker: 0, vignette: 0)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(film) }
        let s = FilmGrain.hashSeed(seed: 9, time: 0.5)
        let base = Self.sepia(SIMD4(0.5, 0.5, 0.5, 1))
        var specks = 0, scratches = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let speck = StylizeHash.hash((px / 2).rounded(.down), (py / 2).rounded(.down), s + 2) > 1 - 0.002
                let scratch = StylizeHash.hash((px / 1.5).rounded(.down), (py / 25).rounded(.down), s + 4) > 1 - 0.004
                var e = speck ? SIMD4<Float>(1, 1, 1, 1) : base
                if scratch { e = SIMD4(e.x * 0.3, e.y * 0.3, e.z * 0.3, 1) }
                if speck { specks += 1 }
                if scratch { scratches += 1 }
                #expect(BlurReference.maxDelta(actual[x, y], e) < 2e-3, "at \(x),\(y)")
            }
        }
        #expect(specks > 0 || scratches > 0, "the frame shows some damage")
        let other = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(OldFilm(time: 0.6, seed: 9, specks: 1, scratches: 1, jitter: 0, flicker: 0, vignette: 0))
        }
        #expect(CellStylizeTests.mismatches(actual, other) > 0, "the damage changes from frame to frame")
    }

    @Test(.needsFloatColorBuffers) func oldFilmJitterTranslatesTheFrame() throws {
        let source = BlurReference.smoothImage(width: 32, height: 32)
        let film = OldFilm(time: 1, seed: 1, specks: 0, scratches: 0, jitter: 3, flicker: 0, vignette: 0)
        let shake = film.jitterOffset
        #expect(abs(shake.x) <= 3 && abs(shake.y) <= 3 && (shake.x != 0 || shake.y != 0))
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(film) }
        var worst: Float = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let c = source.bilinearClamped(Double(x) + 0.5 - shake.x, Double(y) + 0.5 - shake.y)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], Self.sepia(c)))
            }
        }
        #expect(worst < 3e-3)
    }

    @Test(.needsFloatColorBuffers) func tiltShiftBlendsByDistanceFromTheFocusLine() throws {
        let source = BlurReference.testImage(width: 32, height: 40)
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(TiltShift(radius: 3, center: 0.5, falloff: 0.25))
        }
        let blurred = BlurReference.gaussian(source, sigma: 3)
        var worst: Float = 0
        for y in 0..<40 {
            let t = Float(min(abs(Double(y) + 0.5 - 20) / 10, 1))
            for x in 0..<32 {
                worst = max(worst, BlurReference.maxDelta(actual[x, y], source[x, y] + t * (blurred[x, y] - source[x, y])))
            }
        }
        #expect(worst < 4e-3)
    }

    @Test(.needsFloatColorBuffers) func chromaKeyRemovesTheHueRange() throws {
        let colours: [SIMD4<Float>] = [
            SIMD4(0, 1, 0, 1), SIMD4(0.2, 0.8, 0.3, 1), SIMD4(1, 0, 0, 1), SIMD4(0, 1, 1, 1),
            SIMD4(0.5, 0.5, 0.5, 1), SIMD4(0.6, 1, 0, 1), SIMD4(0, 0.3, 0.08, 0.5),
        ]
        var source = BlurRefImage(width: colours.count, height: 1)
        for (i, c) in colours.enumerated() { source[i, 0] = SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w) }
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(ChromaKey()) }
        // Hues: 120°, 132°, 0°, 180°, grey, 84°, 136°: keyed strictly inside 100°…140°.
        let keyed = [true, true, false, false, false, false, true]
        for (i, k) in keyed.enumerated() {
            #expect(BlurReference.maxDelta(actual[i, 0], k ? .zero : source[i, 0]) < 1e-4, "colour \(i)")
        }
    }

    @Test(.needsFloatColorBuffers) func whiteVignetteRampsToWhite() throws {
        let source = BlurReference.smoothImage(width: 40, height: 40)
        let actual = try BlurFilterTests.render(source, clamped: false) {
            $0.applying(WhiteVignette(center: Point(x: 15, y: 20), radius: 8, falloff: 12, intensity: 0.9))
        }
        var worst: Float = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let dx: Double = Double(x) + 0.5 - 15, dy: Double = Double(y) + 0.5 - 20
                let d: Double = (dx * dx + dy * dy).squareRoot()
                let a = Float(0.9 * min(max((d - 8) / 12, 0), 1))
                worst = max(worst, BlurReference.maxDelta(actual[x, y], SIMD4(repeating: a) + source[x, y] * (1 - a)))
            }
        }
        #expect(worst < 1e-3)
    }

    /// The fog's value noise on the CPU (same lattice hash as the shader).
    static func fogNoise(_ px: Double, _ py: Double, scale: Double, seed: Float) -> Float {
        let qx = px / scale, qy = py / scale
        let ix = qx.rounded(.down), iy = qy.rounded(.down)
        var fx = Float(qx - ix), fy = Float(qy - iy)
        fx = fx * fx * (3 - 2 * fx)
        fy = fy * fy * (3 - 2 * fy)
        let a = StylizeHash.hash(ix, iy, seed), b = StylizeHash.hash(ix + 1, iy, seed)
        let c = StylizeHash.hash(ix, iy + 1, seed), d = StylizeHash.hash(ix + 1, iy + 1, seed)
        return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy
    }

    @Test(.needsFloatColorBuffers) func groundFogIsGradientShapedNoise() throws {
        let source = BlurReference.smoothImage(width: 48, height: 40)
        let fog = GroundFog(offset: SIMD2(13, -5), color: SIMD4(0.8, 0.8, 0.9, 1), density: 0.9,
                            point0: Point(x: 0, y: 0), point1: Point(x: 0, y: 30), scale: 16)
        let actual = try BlurFilterTests.render(source, clamped: false) { $0.applying(fog) }
        var worst: Float = 0
        for y in 0..<40 {
            for x in 0..<48 {
                let px = Double(x) + 0.5 + 13, py = Double(y) + 0.5 - 5
                let n = 0.65 * Self.fogNoise(px, py, scale: 16, seed: 11) + 0.35 * Self.fogNoise(px, py, scale: 8, seed: 12)
                let g = Float(min(max(1 - (Double(y) + 0.5) / 30, 0), 1))
                let a = min(max(0.9 * g * n, 0), 1)
                let expected = SIMD4<Float>(0.8, 0.8, 0.9, 1) * a + source[x, y] * (1 - a)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], expected))
                if y >= 30 { #expect(BlurReference.maxDelta(actual[x, y], source[x, y]) < 1e-4, "no fog above point1") }
            }
        }
        #expect(worst < 2e-3)
    }

    @Test(.needsFloatColorBuffers) func depthCueBlursAndFogsByDepth() throws {
        let sprite = SpriteEffectTests.discSprite()
        let cue = DepthCue(depth: 0.5, maxRadius: 4, fogColor: SIMD4(0.7, 0.75, 0.8, 1), fogAmount: 0.6)
        let actual = try BlurFilterTests.render(sprite, clamped: false) { $0.applying(cue) }
        let blurred = BlurReference.gaussian(sprite, sigma: 2, clampEdges: false)
        var worst: Float = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let b = blurred[x, y]
                let fog = SIMD4<Float>(0.7 * b.w, 0.75 * b.w, 0.8 * b.w, b.w)
                worst = max(worst, BlurReference.maxDelta(actual[x, y], b + 0.3 * (fog - b)))
            }
        }
        #expect(worst < 3e-3)
    }

    @Test func identitiesPassThrough() throws {
        #expect(try IdentityCheck.filtersChanging { _ in
            [TiltShift(radius: 0), ChromaKey(minHueAngle: 0, maxHueAngle: 0), WhiteVignette(intensity: 0),
             GroundFog(density: 0), DepthCue(depth: 0)]
        } == [])
    }

    /// `// skip:` (white-vignette.glsl, ground-fog.glsl): the kernel is skipped while the
    /// one parameter with an identity is at it, whatever the others are, and runs otherwise.
    @Test func oneParameterAtItsIdentitySkipsTheKernel() {
        let image = Image(pixels: PixelBuffer(width: 4, height: 4, format: .rgba8))
        #expect(WhiteVignette(radius: 3, intensity: 0).apply(to: image).node === image.node)
        #expect(GroundFog(density: 0, scale: 9).apply(to: image).node === image.node)
        #expect(WhiteVignette(radius: 3, intensity: 0.5).apply(to: image).node !== image.node)
    }

    @Test func oldFilmFusesIntoOnePass() {
        let image = Image(pixels: PixelBuffer(width: 64, height: 64, format: .rgba8))
        let plan = Planner(options: PlanOptions()).plan(image.applying(OldFilm(time: 3)).node, region: image.extent,
                                                        width: 64, height: 64, outputEncoding: .sRGB)
        #expect(plan.passCount == 1)
    }

    /// The one clamping rule, from each parameter's declaration: NaN gives the default (a colour's
    /// NaN component 0), values outside the range the nearest bound, an integer is rounded.
    @Test func initialisersClampByTheirDeclarations() throws {
        let tilt = TiltShift(radius: .nan, center: 7, falloff: 0)
        #expect(tilt.radius == 10 && tilt.center == 1 && tilt.falloff == Float(0.01))
        let fog = GroundFog(offset: [.nan, .infinity], color: [.nan, 2e4, -1, 3], density: .nan, scale: 1)
        #expect(fog.offset == [0, 1e6] && fog.color == [0, 1e4, 0, 1] && fog.density == Float(0.8) && fog.scale == 2)
        let film = OldFilm(time: .infinity, seed: 2.6, specks: .nan, jitter: 50)
        #expect(film.time == 1e5 && film.seed == 3 && film.specks == Float(0.3) && film.jitter == 20)
        let key = ChromaKey(minHueAngle: .nan, maxHueAngle: -1)
        #expect(key.minHueAngle == Float(1.745329) && key.maxHueAngle == 0)
        let cue = DepthCue(depth: 2, maxRadius: .nan, fogAmount: -1)
        #expect(cue.depth == 1 && cue.maxRadius == 8 && cue.fogAmount == 0)
        let spot = WhiteVignette(center: Point(x: .nan, y: 2e6), falloff: 0)
        #expect(spot.center == Point(x: 150, y: 1e6) && spot.falloff == 1)
        let decoded = try FilterRegistry.builtin.makeFilter(named: "oldFilm", parameters: ["seed": .number(7.4)])
        #expect((decoded as? OldFilm).map { $0.seed == 7 && $0.vignette == Float(0.6) } == true)
    }
}
