import CEpoxy
import Glibc
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// The depth filters against their formulas and the acceptance checks of issue 28, on small
/// analytic depth textures (32-bit float depth; every format is covered by `DepthImageTests`).
@Suite struct DepthFilterTests {
    static let projection = Projection.perspective(near: 0.5, far: 1000, range: .zeroToOne)

    /// A linear-depth image of `distances(x, y)` (game units) from a GL_DEPTH_COMPONENT32F texture.
    static func depthImage(width: Int, height: Int, _ distances: (Int, Int) -> Double) -> (Image, DepthTexture) {
        var depths: [Double] = []
        for y in 0..<height { for x in 0..<width { depths.append(projection.depth(atDistance: distances(x, y))) } }
        let texture = DepthTexture(GL_DEPTH_COMPONENT32F, width: width, height: height, depths: depths)
        return (Image(depthTexture: texture.name, width: width, height: height, projection: projection), texture)
    }

    /// An opaque linear float image of `color(x, y)`.
    static func colorImage(width: Int, height: Int, _ color: (Int, Int) -> SIMD3<Float>) -> Image {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height { for x in 0..<width {
            let c = color(x, y)
            pixels.setFloat4(SIMD4(c.x, c.y, c.z, 1), x: x, y: y)
        } }
        return Image(pixels: pixels, alphaMode: .premultiplied, encoding: .linear)
    }

    static func read(_ context: RenderContext, _ image: Image, width: Int, height: Int) throws -> PixelBuffer {
        try context.readPixels(image, from: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), format: .rgba32Float)
    }

    // MARK: Fog

    @Test func depthFogEqualsItsFormulaAndFusesIntoOnePass() throws {
        try GLTestContext.withRenderContext { context in
            let distances: [Double] = [1, 10, 40, 150]
            let (depth, texture) = Self.depthImage(width: 4, height: 4) { x, _ in distances[x] }
            defer { texture.delete() }
            let base = SIMD3<Float>(0.2, 0.4, 0.6)
            let scene = Self.colorImage(width: 4, height: 4) { _, _ in base }
            let fogColor = SIMD4<Float>(0.9, 0.8, 0.7, 1)
            let fogs = [
                DepthFog(depth: depth, color: fogColor, density: 0.02),
                DepthFog(depth: depth, color: fogColor, falloff: .linear, start: 5, end: 100),
                DepthFog(depth: depth, color: fogColor, density: 0.05, heightFalloff: 0.3, baseHeight: 0, cameraHeight: 2,
                         fieldOfView: 1.2),
            ]
            for fog in fogs {
                let image = scene.applying(ColorControls(saturation: 0.999)).applying(fog)
                let plan = Planner(options: PlanOptions()).plan(image.node, region: Rect(0, 0, 4, 4), width: 4, height: 4,
                                                                outputEncoding: .sRGB)
                #expect(plan.passCount == 1, "\(plan)")
                let pixels = try Self.read(context, scene.applying(fog), width: 4, height: 4)
                for y in 0..<4 { for x in 0..<4 {
                    let rise = (Double(y) + 0.5 - 2) / 2 * tan(Double(fog.fieldOfView) / 2)
                    let amount = fog.amount(atDistance: distances[x], rise: rise)
                    let value = pixels.float4(x: x, y: y)
                    for c in 0..<3 {
                        let expected = Double(base[c]) + (Double(fogColor[c]) - Double(base[c])) * amount
                        #expect(abs(Double(value[c]) - expected) <= 1.0 / 255, "\(fog.falloff) (\(x),\(y)) channel \(c): \(value[c]) vs \(expected)")
                    }
                    #expect(value.w == 1)
                } }
            }
        }
    }

    // MARK: Outline

    @Test(.needsFloatColorBuffers) func depthOutlineFindsExactlyTheStepAndTheCrease() throws {
        try GLTestContext.withRenderContext { context in
            let white = Self.colorImage(width: 16, height: 8) { _, _ in SIMD3(1, 1, 1) }
            // A step from 10 to 20 units between columns 7 and 8: one line on the near side.
            let (step, stepTexture) = Self.depthImage(width: 16, height: 8) { x, _ in x < 8 ? 10 : 20 }
            defer { stepTexture.delete() }
            let outlined = try Self.read(context, white.applying(DepthOutline(depth: step)), width: 16, height: 8)
            for y in 0..<8 { for x in 0..<16 {
                let expected: Float = x == 7 ? 0 : 1
                #expect(outlined.float4(x: x, y: y).x == expected, "step (\(x),\(y)): \(outlined.float4(x: x, y: y))")
            } }
            // A 90° concave corner whose crease is at pixel column 8 (a plane on each side).
            let fov = 1.0, pixelScale = tan(fov / 2) / 4
            let (corner, cornerTexture) = Self.depthImage(width: 16, height: 8) { x, _ in
                10 / (1 + abs(Double(x) + 0.5 - 8.5) * pixelScale)
            }
            defer { cornerTexture.delete() }
            // Its 1/z kinks by 0.27 relative at these huge pixels: above the default silhouette threshold.
            let creased = try Self.read(context, white.applying(DepthOutline(depth: corner, depthThreshold: 0.4,
                                                                             fieldOfView: Float(fov))),
                                        width: 16, height: 8)
            for y in 0..<8 { for x in 0..<16 {
                let expected: Float = x == 8 ? 0 : 1
                #expect(creased.float4(x: x, y: y).x == expected, "crease (\(x),\(y)): \(creased.float4(x: x, y: y))")
            } }
        }
    }

    /// A plane seen at a grazing angle (1/z linear across the image, z from 2 to 40 units) has
    /// no edge at any width: the neighbours sit symmetrically on whole pixels (at 1.5 px, texel
    /// fetches at p − 1.5 and p + 1.5 landed 1 and 2 pixels away and drew false lines all over
    /// the walls of Demo/CEngine's 3D scene), and a line narrower than a pixel fades in.
    @Test(.needsFloatColorBuffers) func depthOutlineDrawsNothingOnAGrazingPlaneAtAnyWidth() throws {
        try GLTestContext.withRenderContext { context in
            let white = Self.colorImage(width: 32, height: 4) { _, _ in SIMD3(1, 1, 1) }
            let (plane, texture) = Self.depthImage(width: 32, height: 4) { x, _ in 1 / (0.5 - 0.475 * Double(x) / 31) }
            defer { texture.delete() }
            for width: Float in [1, 1.5, 2, 2.6, 3] {
                let outlined = try Self.read(context, white.applying(DepthOutline(depth: plane, width: width)), width: 32, height: 4)
                for y in 0..<4 { for x in 0..<32 {
                    #expect(outlined.float4(x: x, y: y).x == 1, "width \(width) (\(x),\(y)): \(outlined.float4(x: x, y: y))")
                } }
            }
            // Half a pixel wide: the step's line at half strength, on the same column.
            let (step, stepTexture) = Self.depthImage(width: 16, height: 4) { x, _ in x < 8 ? 10 : 20 }
            defer { stepTexture.delete() }
            let thin = try Self.read(context, white.applying(DepthOutline(depth: step, width: 0.5)), width: 16, height: 4)
            for x in 0..<16 { #expect(abs(thin.float4(x: x, y: 1).x - (x == 7 ? 0.5 : 1)) < 1e-3, "width 0.5 (\(x),1): \(thin.float4(x: x, y: 1))") }
        }
    }

    // MARK: Depth of field

    /// A CPU disc blur of `radius` px (clamped edges) of channel `channel` at (x, y).
    static func discBlur(_ value: (Int, Int) -> Double, x: Int, y: Int, radius: Double, width: Int, height: Int) -> Double {
        let reach = Int(radius.rounded(.up))
        var sum = 0.0, count = 0.0
        for dy in -reach...reach { for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius {
            sum += value(min(max(x + dx, 0), width - 1), min(max(y + dy, 0), height - 1))
            count += 1
        } }
        return sum / count
    }

    @Test(.needsFloatColorBuffers) func depthOfFieldKeepsTheFocusExactAndBlursTheFarFieldByItsCircleOfConfusion() throws {
        try GLTestContext.withRenderContext { context in
            let size = 48
            // Columns 0..<20: in focus at 10 units (green); beyond: far at 60 units (red and black squares).
            let pattern: (Int, Int) -> Double = { x, y in ((x / 6) + (y / 6)) % 2 == 0 ? 1 : 0 }
            let scene = Self.colorImage(width: size, height: size) { x, y in
                x < 20 ? SIMD3(0, 1, 0) : SIMD3(Float(pattern(x, y)), 0, 0)
            }
            let (depth, texture) = Self.depthImage(width: size, height: size) { x, _ in x < 20 ? 10 : 60 }
            defer { texture.delete() }
            let filter = DepthOfField(depth: depth, focusDistance: 10, focusRange: 2, aperture: 8, quality: .high)
            let input = try Self.read(context, scene, width: size, height: size)
            let output = try Self.read(context, scene.applying(filter), width: size, height: size)
            // The focus region, edge included, is unchanged: the far blur never smears over it.
            for y in 0..<size { for x in 0..<20 {
                #expect(output.float4(x: x, y: y) == input.float4(x: x, y: y), "in focus (\(x),\(y))")
            } }
            // The background next to the sharp edge takes (almost) none of the foreground's green.
            for y in 0..<size { for x in 20..<23 {
                #expect(output.float4(x: x, y: y).y < 0.15, "background at the edge (\(x),\(y)): \(output.float4(x: x, y: y))")
            } }
            // The far field is a disc blur of the CoC radius the formula gives.
            let coc = filter.circleOfConfusion(atDistance: 60, height: Double(size))
            #expect(abs(coc - 8 * 49 / 60) < 1e-9)
            func error(radius: Double) -> Double {
                var total = 0.0, count = 0.0
                for y in 12..<36 { for x in 30..<42 {
                    let blurred = Self.discBlur({ pattern(max($0, 20), $1) }, x: x, y: y, radius: radius, width: size, height: size)
                    total += abs(Double(output.float4(x: x, y: y).x) - blurred)
                    count += 1
                } }
                return total / count
            }
            let atCoc = error(radius: coc), smaller = error(radius: coc * 0.6), larger = error(radius: coc * 1.5)
            #expect(atCoc < 0.05, "mean error against a CPU disc blur of radius \(coc): \(atCoc)")
            #expect(atCoc < smaller && atCoc < larger, "radius \(coc): \(atCoc); ×0.6: \(smaller); ×1.5: \(larger)")
        }
    }

    /// With the focus range reaching the camera (focusDistance ≤ focusRange / 2) no CoC can be
    /// negative, so the near gather is skipped: one pass fewer and the same pixels as a focus
    /// whose range stops short of the camera (focus 1.5 ± 0.5 against 1 ± 1: the same far
    /// edge, so the same CoC behind it) over a scene with nothing in front of either.
    @Test(.needsFloatColorBuffers) func depthOfFieldSkipsTheNearGatherWhenNothingCanLieInFrontOfTheFocus() throws {
        try GLTestContext.withRenderContext { context in
            let size = 32
            let scene = Self.colorImage(width: size, height: size) { x, y in
                SIMD3(Float((x / 4 + y / 4) % 2), Float(x) / 32, 0.5)
            }
            let (depth, texture) = Self.depthImage(width: size, height: size) { x, _ in x < 12 ? 10 : 60 }
            defer { texture.delete() }
            let reachingCamera = DepthOfField(depth: depth, focusDistance: 1, focusRange: 2, aperture: 8)
            let shortOfCamera = DepthOfField(depth: depth, focusDistance: 1.5, focusRange: 1, aperture: 8)
            func passes(_ filter: DepthOfField) -> Int {
                Planner(options: PlanOptions()).plan(scene.applying(filter).node, region: Rect(0, 0, size, size), width: size,
                                                     height: size, outputEncoding: .sRGB).passCount
            }
            #expect(passes(reachingCamera) == passes(shortOfCamera) - 1)
            let skipped = try Self.read(context, scene.applying(reachingCamera), width: size, height: size)
            let full = try Self.read(context, scene.applying(shortOfCamera), width: size, height: size)
            let input = try Self.read(context, scene, width: size, height: size)
            var blurred = false
            for y in 0..<size { for x in 0..<size {
                #expect(skipped.float4(x: x, y: y) == full.float4(x: x, y: y), "(\(x),\(y))")
                blurred = blurred || skipped.float4(x: x, y: y) != input.float4(x: x, y: y)
            } }
            #expect(blurred, "the far field is blurred")
        }
    }

    // MARK: Ambient occlusion

    @Test(.needsFloatColorBuffers) func ambientOcclusionLeavesAFacingWallAndDarkensACornerSymmetrically() throws {
        try GLTestContext.withRenderContext { context in
            let (width, height) = (64, 32)
            let white = Self.colorImage(width: width, height: height) { _, _ in SIMD3(1, 1, 1) }
            let (wall, wallTexture) = Self.depthImage(width: width, height: height) { _, _ in 8 }
            defer { wallTexture.delete() }
            let flat = try Self.read(context, white.applying(AmbientOcclusion(depth: wall, radius: 2)), width: width, height: height)
            for y in 0..<height { for x in 0..<width {
                #expect(flat.float4(x: x, y: y) == SIMD4(1, 1, 1, 1), "wall (\(x),\(y)): \(flat.float4(x: x, y: y))")
            } }
            // A 90° room corner: two planes meeting in a vertical crease between columns 31 and 32.
            let fov = 1.0, pixelScale = tan(fov / 2) / Double(height / 2)
            let (corner, cornerTexture) = Self.depthImage(width: width, height: height) { x, _ in
                10 / (1 + abs(Double(x) + 0.5 - 32) * pixelScale)
            }
            defer { cornerTexture.delete() }
            let filter = AmbientOcclusion(depth: corner, radius: 2, fieldOfView: Float(fov))
            let shaded = try Self.read(context, white.applying(filter), width: width, height: height)
            let row = height / 2
            let visibility = (0..<width).map { Double(shaded.float4(x: $0, y: row).x) }
            for k in 0..<32 {
                #expect(abs(visibility[31 - k] - visibility[32 + k]) < 0.02,
                        "columns \(31 - k) and \(32 + k): \(visibility[31 - k]) vs \(visibility[32 + k])")
            }
            #expect(visibility[31] < 0.8 && visibility[32] < 0.8, "the crease is not darkened: \(visibility)")
            #expect(visibility[2] > 0.95 && visibility[61] > 0.95, "far from the crease: \(visibility)")
        }
    }

    // MARK: 8-bit intermediates

    /// Where intermediates are rgba8 (a GLAZE_GL_RESTRICTED OpenGL ES 3.0 context, or options
    /// asking for them elsewhere), the filters that keep distances in an intermediate fail by
    /// name at plan time instead of drawing clamped distances (before, depthOutline drew no line
    /// at all there); depthFog, which reads depth in the pass that linearises it, still renders.
    /// `samples` is an `Int` (`swift Int`) clamped into 4...32; the registry rounds numbers into it.
    @Test func ambientOcclusionSamplesAreAClampedInteger() throws {
        #expect(AmbientOcclusion(depth: .clear, samples: 99).samples == 32 && AmbientOcclusion(depth: .clear, samples: 1).samples == 4)
        let made = try FilterRegistry.builtin.makeFilter(named: "ambientOcclusion", parameters: ["samples": .number(7.6), "depth": .image(.clear)])
        #expect((made as? AmbientOcclusion)?.samples == 8)
    }

    @Test func distanceIntermediatesNeedFloatColourBuffers() throws {
        let restricted = GLRestriction.isRequestedByEnvironment
        try GLTestContext.withRenderContext(restricted ? .init() : .init(intermediateFormat: .rgba8)) { context in
            #expect(context.intermediateFormat == .rgba8)
            let white = Self.colorImage(width: 16, height: 8) { _, _ in SIMD3(1, 1, 1) }
            let (step, texture) = Self.depthImage(width: 16, height: 8) { x, _ in x < 8 ? 10 : 20 }
            defer { texture.delete() }
            let region = Rect(x: 0, y: 0, width: 16, height: 8)
            let filters: [(String, any Filter)] = [("depthOutline", DepthOutline(depth: step)),
                                                   ("depthOfField", DepthOfField(depth: step, focusDistance: 10)),
                                                   ("ambientOcclusion", AmbientOcclusion(depth: step))]
            for (name, filter) in filters {
                var thrown: RenderError?
                do { _ = try context.readPixels(white.applying(filter), from: region) } catch let error as RenderError { thrown = error }
                let message = thrown?.message ?? ""
                #expect(thrown?.code == .capabilityMissing && message.contains("\(name) keeps distances")
                        && message.contains("float colour buffers")
                        && message.contains(restricted ? "GL_EXT_color_buffer_half_float" : "options ask for rgba8"),
                        "\(name): \(String(describing: thrown))")
            }
            let fogged = try context.readPixels(white.applying(DepthFog(depth: step)), from: region)
            #expect(fogged.width == 16 && fogged.height == 8)
        }
    }
}
