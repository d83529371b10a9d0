@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

/// Transitions against closed forms computed here on the CPU (working space `none`, RGBA8).
@Suite struct TransitionReferenceTests {
    typealias F = TransitionFixtures

    static func from(_ x: Int, _ y: Int) -> SIMD4<Double> { F.rgb(F.fromPixels, x, y) }
    static func to(_ x: Int, _ y: Int) -> SIMD4<Double> { F.rgb(F.toPixels, x, y) }
    static func mix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> { a + (b - a) * t }

    func withContext(_ body: (RenderContext) throws -> Void) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        try body(try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none)))
    }

    func render(_ context: RenderContext, _ transition: some Transition) throws -> PixelBuffer {
        try context.readPixels(transition.apply(from: F.from, to: F.to), from: F.rect)
    }

    @Test func dissolveIsALinearMix() throws {
        try withContext { context in
            for t in [0.1, 0.3, 0.75] {
                let pixels = try render(context, DissolveTransition(progress: Float(t)))
                F.close(pixels, { Self.mix(Self.from($0, $1), Self.to($0, $1), t) }, tolerance: 1, "t = \(t)")
            }
        }
    }

    @Test func fadeThroughColorPassesThroughTheColour() throws {
        try withContext { context in
            let red = SIMD4<Double>(255, 0, 0, 255)
            let fade = FadeThroughColor(color: [1, 0, 0, 1], hold: 0.2)   // ramps of 0.4
            let a = try render(context, fade.at(progress: 0.2))
            let b = try render(context, fade.at(progress: 0.5))
            let c = try render(context, fade.at(progress: 0.9))
            F.close(a) { Self.mix(Self.from($0, $1), red, 0.5) }
            F.close(b, { _, _ in red }, tolerance: 0)
            F.close(c) { Self.mix(red, Self.to($0, $1), 0.75) }
        }
    }

    @Test func hardDirectionalWipeSplitsAtTheEdge() throws {
        try withContext { context in
            // Angle 0, no softness: the edge runs from x = 0 to x = 16; at 0.25 it is at x = 4.
            let pixels = try render(context, DirectionalWipe(progress: 0.25, angle: 0, softness: 0))
            F.close(pixels, { x, y in Double(x) + 0.5 < 4 ? Self.to(x, y) : Self.from(x, y) }, tolerance: 0)
            // Angle π/2: bottom to top.
            let up = try render(context, DirectionalWipe(progress: 0.5, angle: .pi / 2, softness: 0))
            F.close(up, { x, y in Double(y) + 0.5 < 8 ? Self.to(x, y) : Self.from(x, y) }, tolerance: 0)
        }
    }

    @Test func hardIrisWipeIsACircle() throws {
        try withContext { context in
            // The circle reaches the farthest corner (√128 px from the centre) at the end.
            let far = 128.0.squareRoot()
            for (t, closing) in [(0.5, false), (0.3, true)] {
                let pixels = try render(context, IrisWipe(progress: Float(t), center: Point(x: 8, y: 8), softness: 0,
                                                          closing: closing))
                let r = (closing ? 1 - t : t) * far
                F.close(pixels, { x, y in
                    let inside = pow(Double(x) + 0.5 - 8, 2) + pow(Double(y) + 0.5 - 8, 2) < r * r
                    return inside != closing ? Self.to(x, y) : Self.from(x, y)
                }, tolerance: 0, "t = \(t), closing \(closing)")
            }
        }
    }

    @Test func barsSlideByWholePixels() throws {
        try withContext { context in
            // Angle 0 (left to right), bars 4 px tall, odd bars 2 px behind; at 0.5 even bars have
            // moved 0.5·(16 + 2) = 9 px, odd ones 7 px.
            let pixels = try render(context, BarsSwipeTransition(progress: 0.5, extent: F.rect, angle: 0, width: 4,
                                                                 barOffset: 2))
            F.close(pixels, { x, y in
                let shift = (y / 4) % 2 == 0 ? 9 : 7
                return x < shift ? Self.to(x, y) : Self.from(x - shift, y)
            }, tolerance: 0)
        }
    }

    @Test func pixellateTransitionFollowsTheGuidesCurves() throws {
        try withContext { context in
            // Grid origin on a pixel centre so each cell reads one texel. At 0.5: cells of
            // scale = 8 px, dissolve time clamp(2(0.5 - 0.25)) = 0.5.
            let mid = try render(context, PixellateTransition(progress: 0.5, center: Point(x: 0.5, y: 0.5), scale: 8))
            F.close(mid) { x, y in
                let cx = 4 + 8 * (x / 8), cy = 4 + 8 * (y / 8)
                return Self.mix(Self.from(cx, cy), Self.to(cx, cy), 0.5)
            }
            // At 0.25: cells of 8·(1 - 2·0.25) = 4 px, dissolve time 0: the source pixellated.
            let early = try render(context, PixellateTransition(progress: 0.25, center: Point(x: 0.5, y: 0.5), scale: 8))
            F.close(early, { (x: Int, y: Int) -> SIMD4<Double> in Self.from(2 + 4 * (x / 4), 2 + 4 * (y / 4)) },
                    tolerance: 0)
            // At 0.875: cells of 2 px, dissolve time 1: the target pixellated.
            let late = try render(context, PixellateTransition(progress: 0.875, center: Point(x: 0.5, y: 0.5), scale: 8))
            F.close(late, { (x: Int, y: Int) -> SIMD4<Double> in Self.to(1 + 2 * (x / 2), 1 + 2 * (y / 2)) },
                    tolerance: 0)
        }
    }

    @Test func swipeBandBlendsWithSmoothstep() throws {
        try withContext { context in
            // Width 4 over 0...16: at 0.5 the band spans x = 6...10; u = (x + 0.5 - 6) / 4.
            let pixels = try render(context, SwipeTransition(progress: 0.5, extent: F.rect, width: 4, opacity: 0))
            F.close(pixels) { x, y in
                let u = min(1, max(0, (Double(x) + 0.5 - 6) / 4))
                return Self.mix(Self.to(x, y), Self.from(x, y), u * u * (3 - 2 * u))
            }
        }
    }

    @Test func flashFillsTheFrameThenFades() throws {
        try withContext { context in
            let flash = FlashTransition(center: Point(x: 8, y: 8), extent: F.rect, color: [1, 0.8, 0.6, 1],
                                        fadeThreshold: 0.8)
            let colour = SIMD4<Double>(255, 204, 153, 255)
            let full = try render(context, flash.at(progress: 0.8))
            let fading = try render(context, flash.at(progress: 0.9))
            F.close(full, { _, _ in colour })
            F.close(fading) { Self.mix(colour, Self.to($0, $1), 0.5) }
            // Early on, the flash is a small burst: the corners still show the source.
            let early = try render(context, flash.at(progress: 0.3))
            #expect(early.rgba8(x: 0, y: 0) == F.fromPixels.rgba8(x: 0, y: 0))
            #expect(early.rgba8(x: 8, y: 8) != F.fromPixels.rgba8(x: 8, y: 8))
        }
    }

    @Test func rippleShowsTheTargetInsideTheWave() throws {
        try withContext { context in
            // Width 4; the wave's middle goes from -2 to √128 + 2 px; at 0.5 it is at ≈ 6.66 px.
            let front = 0.5 * (-2 + 128.0.squareRoot() + 2)
            let pixels = try render(context, RippleTransition(progress: 0.5, center: Point(x: 8, y: 8), extent: F.rect,
                                                              width: 4, scale: 10))
            for y in 0..<16 {
                for x in 0..<16 {
                    let d = hypot(Double(x) + 0.5 - 8, Double(y) + 0.5 - 8)
                    if d < front - 2.01 { #expect(pixels.rgba8(x: x, y: y) == F.toPixels.rgba8(x: x, y: y)) }
                    if d > front + 2.01 { #expect(pixels.rgba8(x: x, y: y) == F.fromPixels.rgba8(x: x, y: y)) }
                }
            }
        }
    }

    @Test func accordionFoldCrossFadesTheFlatStripAndFoldsTheRest() throws {
        try withContext { context in
            // bottomHeight 8: below y = 8 a plain cross-fade; above, at 0.5 the 8 px folded part is
            // squeezed to a quarter (2 px) and everything above it is transparent.
            let fold = AccordionFoldTransition(progress: 0.5, bottomHeight: 8, numberOfFolds: 1, foldShadowAmount: 0)
            let pixels = try render(context, fold)
            for y in 0..<16 {
                for x in 0..<16 {
                    let p = F.rgb(pixels, x, y)
                    if y < 8 {
                        let e = Self.mix(Self.from(x, y), Self.to(x, y), 0.5)
                        let delta = (0..<4).map { abs(p[$0] - e[$0]) }.max() ?? 0
                        #expect(delta <= 1, "(\(x), \(y))")
                    } else if y >= 10 {
                        #expect(p == SIMD4(0, 0, 0, 0), "(\(x), \(y))")
                    }
                }
            }
        }
    }

    @Test func pageCurlLeavesTheFlatPageAndRevealsTheTargetBehindTheCurl() throws {
        try withContext { context in
            // Angle 0, radius 2: the axis goes from x = 16 to x = -5.4; at 0.25 it is at 10.65.
            // Left of it the page lies flat; beyond axis + radius (12.65) the target shows.
            let curl = try render(context, PageCurlTransition(progress: 0.25, extent: F.rect, angle: 0, radius: 2))
            let shadowed = try render(context, PageCurlWithShadowTransition(progress: 0.25, extent: F.rect, angle: 0,
                                                                            radius: 2, shadowSize: 0.5, shadowAmount: 0.7))
            for y in 0..<16 {
                for x in 0..<16 {
                    if x <= 9 { #expect(curl.rgba8(x: x, y: y) == F.fromPixels.rgba8(x: x, y: y)) }
                    if x >= 13 { #expect(curl.rgba8(x: x, y: y) == F.toPixels.rgba8(x: x, y: y)) }
                    // The shadow: full strength at 12.65 fading over 1 px; none from x = 14 on.
                    if x >= 14 { #expect(shadowed.rgba8(x: x, y: y) == F.toPixels.rgba8(x: x, y: y)) }
                }
                let edge = F.rgb(shadowed, 13, y), plain = Self.to(13, y)
                let k = 13.5 - 12.65, dark = 0.7 * (1 - k) * (1 - k)
                #expect(abs(edge.x - plain.x * (1 - dark)) <= 1.5 && edge.w == 255)
            }
            // A backside image shows on the back of the page (here: the part folded over, near the axis).
            let back = Image(color: SIMD4(0, 0, 1, 1)).cropped(to: F.rect)
            let withBack = try render(context, PageCurlTransition(progress: 0.6, backsideImage: back, extent: F.rect,
                                                                  angle: 0, radius: 2))
            var blue = 0
            for y in 0..<16 {
                for x in 0..<16 {
                    let p = withBack.rgba8(x: x, y: y)
                    if p.x == 0 && p.y == 0 && p.z > 0 { blue += 1 }
                }
            }
            #expect(blue > 0)
        }
    }

    @Test func disintegrateFollowsTheMaskAndCastsItsShadow() throws {
        try withContext { context in
            let mask = Image(pixels: F.halfMaskPixels)   // black left half: breaks first
            let t = DisintegrateWithMaskTransition(progress: 0.5, maskImage: mask, shadowRadius: 0, shadowDensity: 0.65,
                                                   shadowOffset: [-4, 0])
            let pixels = try render(context, t)
            // Right half: still the source. Left half: the target, darkened where the remaining
            // source (4 px to the right) casts its shadow.
            F.close(pixels, { x, y in
                if x >= 8 { return Self.from(x, y) }
                let target = Self.to(x, y)
                return x >= 4 ? SIMD4(target.x * 0.35, target.y * 0.35, target.z * 0.35, 255) : target
            })
            // The generated mask is deterministic per seed and differs between seeds.
            let a = try render(context, DisintegrateWithMaskTransition(progress: 0.5, seed: 1))
            let b = try render(context, DisintegrateWithMaskTransition(progress: 0.5, seed: 1))
            let c = try render(context, DisintegrateWithMaskTransition(progress: 0.5, seed: 2))
            let deterministic = a == b, seeded = a != c
            #expect(deterministic && seeded)
        }
    }

    @Test func modOpensHolesAtCellCentres() throws {
        try withContext { context in
            // Cells of 8 px around (8, 8), unrotated, barely stretched: the pixels next to each
            // cell centre (4, 4), (12, 4)... are inside an open hole at 0.5.
            let pixels = try render(context, ModTransition(progress: 0.5, center: Point(x: 8, y: 8), angle: 0, radius: 8,
                                                           compression: 800))
            for (x, y) in [(3, 3), (12, 3), (3, 12), (12, 12)] {
                #expect(pixels.rgba8(x: x, y: y) == F.toPixels.rgba8(x: x, y: y), "(\(x), \(y))")
            }
        }
    }

    @Test func glitchIsDeterministicPerSeed() throws {
        try withContext { context in
            let a = try render(context, GlitchTransition(progress: 0.45, seed: 3))
            let b = try render(context, GlitchTransition(progress: 0.45, seed: 3))
            let c = try render(context, GlitchTransition(progress: 0.45, seed: 4))
            let deterministic = a == b, seeded = a != c
            #expect(deterministic && seeded)
            // Channel splits never produce colour brighter than its alpha (valid premultiplied).
            for y in 0..<16 {
                for x in 0..<16 {
                    let p = a.rgba8(x: x, y: y)
                    #expect(p.x <= p.w && p.y <= p.w && p.z <= p.w)
                }
            }
        }
    }

    @Test func copyMachineLightsTheBar() throws {
        try withContext { context in
            // Width 4: at 0.5 the bar spans x = 6...10; behind it the target, ahead the source,
            // and under its middle the light (screen blend) brightens the picture.
            let pixels = try render(context, CopyMachineTransition(progress: 0.5, extent: F.rect, width: 4))
            for y in 0..<16 {
                #expect(pixels.rgba8(x: 4, y: y) == F.toPixels.rgba8(x: 4, y: y))
                #expect(pixels.rgba8(x: 11, y: y) == F.fromPixels.rgba8(x: 11, y: y))
                let lit = F.rgb(pixels, 7, y), base = Self.mix(Self.to(7, y), Self.from(7, y), 0.5)
                #expect(lit.y > base.y + 20)
            }
        }
    }
}
