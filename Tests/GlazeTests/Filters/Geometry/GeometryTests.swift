import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Affine transform, crop, clamp, tile, straighten and perspective against exact shifts and CPU
/// bilinear / projective references.
@Suite struct GeometryTests {
    static let width = 12, height = 9

    /// Deterministic opaque RGBA8 noise (sRGB bytes, but the tests run without colour management).
    static func noisePixels(_ w: Int = width, _ h: Int = height) -> PixelBuffer {
        var pixels = PixelBuffer(width: w, height: h, format: .rgba8)
        var state: UInt32 = 12345
        for y in 0..<h {
            for x in 0..<w {
                var c = SIMD4<UInt8>(0, 0, 0, 255)
                for i in 0..<3 {
                    state = state &* 1_103_515_245 &+ 12345
                    c[i] = UInt8(truncatingIfNeeded: state >> 16)
                }
                pixels.setRGBA8(c, x: x, y: y)
            }
        }
        return pixels
    }

    static func exactContext() throws -> RenderContext {
        try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
    }

    /// A smooth float image (values change slowly, so bilinear weight rounding stays tiny).
    static func smooth(_ x: Double, _ y: Double) -> SIMD4<Double> {
        SIMD4(0.5 + 0.4 * sin(x * 0.31 + y * 0.17), 0.5 + 0.4 * cos(x * 0.13 - y * 0.29), (x + y) / 60, 1)
    }

    static func smoothImage(_ w: Int, _ h: Int) -> Image {
        SpatialTestSupport.floatImage(w, h) { x, y in
            let v = smooth(Double(x), Double(y))
            return SIMD4(Float(v.x), Float(v.y), Float(v.z), 1)
        }
    }

    /// Bilinear sampling of `smooth` texels at a working-space point, transparent outside w×h,
    /// with the renderer's weight precision (``BilinearReference``).
    static func bilinear(_ w: Int, _ h: Int, _ px: Double, _ py: Double) -> SIMD4<Double> {
        BilinearReference.sample(px, py, quantised: BilinearReference.quantisesWeights) { i, j in
            i < 0 || j < 0 || i >= w || j >= h ? .zero : smooth(Double(i), Double(j))
        }
    }

    @Test func integerTranslationShiftsPixelsExactly() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.exactContext()
        let source = Self.noisePixels()
        let shift = AffineTransformFilter(transform: AffineTransform(translationX: 3, y: -2))
        let moved = Image(pixels: source).applying(shift)
        #expect(moved.extent == Rect(3, -2, Self.width, Self.height))
        let pixels = try context.readPixels(moved, from: moved.extent)
        expectPixels(pixels, equal: source, name: "affine-translate")
    }

    @Test func scaledAndRotatedImagesMatchCPUBilinear() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let transform = AffineTransform(scaleX: 1.7, y: 1.3).concatenating(AffineTransform(rotationAngle: 0.4))
            .concatenating(AffineTransform(translationX: 9, y: 2))
        let filter = try FilterRegistry.builtin.makeFilter(named: "CIAffineTransform", parameters: [
            "transform": .vector([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]),
        ])
        let image = Self.smoothImage(Self.width, Self.height).applying(filter)
        let region = Rect(0, 0, 24, 24)
        let pixels = try SpatialTestSupport.read(context, image, region)
        let inverse = try #require(transform.inverted)
        let extent = image.extent
        let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
            // Outside the extent (the transformed rectangle's bounding box) the image is clear.
            guard extent.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { return .zero }
            let p = inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
            return Self.bilinear(Self.width, Self.height, p.x, p.y)
        }
        #expect(worst < 6e-3, "max difference \(worst) at \(at)")
    }

    @Test func cropKeepsOnlyTheRectangle() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.exactContext()
        let source = Self.noisePixels()
        let cropped = try Image(pixels: source).applyingFilter(name: "crop",
                                                               parameters: ["rectangle": .vector([2, 3, 5, 4])])
        #expect(cropped.extent == Rect(2, 3, 5, 4))
        let pixels = try context.readPixels(cropped, from: Rect(0, 0, Self.width, Self.height))
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let inside = x >= 2 && x < 7 && y >= 3 && y < 7
                #expect(pixels.rgba8(x: x, y: y) == (inside ? source.rgba8(x: x, y: y) : .zero), "(\(x), \(y))")
            }
        }
        let whole = Image(pixels: source)
        #expect(whole.applying(Crop()) == whole, "the default (infinite) rectangle is the identity")
    }

    @Test func affineClampRepeatsTheEdges() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.exactContext()
        let source = Self.noisePixels()
        let clamped = Image(pixels: source).applying(AffineClamp(transform: AffineTransform(translationX: 2, y: 1)))
        #expect(clamped.extent.isInfinite)
        let pixels = try context.readPixels(clamped, from: Rect(-2, -3, Self.width + 8, Self.height + 8))
        for y in 0..<(Self.height + 8) {
            for x in 0..<(Self.width + 8) {
                let sx = min(max(x - 2 - 2, 0), Self.width - 1), sy = min(max(y - 3 - 1, 0), Self.height - 1)
                #expect(pixels.rgba8(x: x, y: y) == source.rgba8(x: sx, y: sy), "(\(x), \(y))")
            }
        }
    }

    @Test func affineTileRepeatsTheImage() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Self.exactContext()
        let source = Self.noisePixels()
        let tiled = Image(pixels: source).applying(AffineTile(transform: AffineTransform(translationX: 3, y: -5)))
        #expect(tiled.extent.isInfinite)
        let plan = context.explain(tiled, region: Rect(0, 0, 30, 30))
        #expect(plan.passCount == 1, "the tile warp folds into the pass")
        let pixels = try context.readPixels(tiled, from: Rect(-7, 4, 30, 25))
        func wrap(_ v: Int, _ n: Int) -> Int { ((v % n) + n) % n }
        for y in 0..<25 {
            for x in 0..<30 {
                let expected = source.rgba8(x: wrap(x - 7 - 3, Self.width), y: wrap(y + 4 + 5, Self.height))
                #expect(pixels.rgba8(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func straightenRotatesAndFillsTheExtent() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let w = 32, h = 24, angle = 0.3
        let image = Self.smoothImage(w, h).applying(StraightenFilter(angle: Float(angle)))
        #expect(image.extent == Rect(0, 0, w, h))
        let pixels = try SpatialTestSupport.read(context, image, Rect(0, 0, w, h))
        // Independent construction: rotate about the centre, scale so the rotated rectangle
        // covers the extent: k = max over the corners of the needed stretch.
        let c = cos(angle), s = sin(angle), cx = Double(w) / 2, cy = Double(h) / 2
        let k = max((Double(w) * abs(c) + Double(h) * abs(s)) / Double(w),
                    (Double(w) * abs(s) + Double(h) * abs(c)) / Double(h))
        let (worst, at) = SpatialTestSupport.maxDifference(pixels) { x, y in
            let dx = (Double(x) + 0.5 - cx) / k, dy = (Double(y) + 0.5 - cy) / k
            return Self.bilinear(w, h, cx + c * dx + s * dy, cy - s * dx + c * dy)
        }
        #expect(worst < 6e-3, "max difference \(worst) at \(at)")
        // Every corner of the output lies inside the rotated source: the centre rows are opaque.
        #expect(pixels.float4(x: w / 2, y: 1).w == 1 && pixels.float4(x: 1, y: h / 2).w == 1)
        let identity = Self.smoothImage(4, 4)
        #expect(identity.applying(StraightenFilter(angle: 0)) == identity)
    }

    /// Solves the 8×8 system for the homography taking `from[i]` to `to[i]` (h33 = 1), by
    /// Gaussian elimination: an independent construction from the filter's closed form.
    static func solveHomography(from: [(Double, Double)], to: [(Double, Double)]) -> [Double] {
        var rows: [[Double]] = []
        for ((x, y), (u, v)) in zip(from, to) {
            rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
            rows.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
        }
        for col in 0..<8 {
            let pivot = (col..<8).max { abs(rows[$0][col]) < abs(rows[$1][col]) } ?? col
            rows.swapAt(col, pivot)
            for r in 0..<8 where r != col {
                let f = rows[r][col] / rows[col][col]
                for k in col..<9 { rows[r][k] -= f * rows[col][k] }
            }
        }
        return (0..<8).map { rows[$0][8] / rows[$0][$0] } + [1]
    }

    @Test(.needsFloatColorBuffers) func perspectiveMapsTheCornersAndSamplesProjectively() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context()
        let size = 32
        let quad = (tl: Point(x: 3, y: 35), tr: Point(x: 38, y: 30), br: Point(x: 33, y: 4), bl: Point(x: 6, y: 1))
        let filter = PerspectiveTransform(topLeft: quad.tl, topRight: quad.tr, bottomRight: quad.br,
                                          bottomLeft: quad.bl)
        let image = SpatialTestSupport.coordinateImage(size, size).applying(filter)
        #expect(image.extent == Rect(3, 1, 35, 34))
        let region = Rect(0, 0, 40, 40)
        #expect(context.explain(image, region: region).passCount == 1)
        let pixels = try SpatialTestSupport.read(context, image, region)
        // Output → source: the homography from the quad to the image corners.
        let s = Double(size)
        let corners = [quad.bl, quad.br, quad.tr, quad.tl].map { ($0.x, $0.y) }
        let h = Self.solveHomography(from: corners,
                                     to: [(0, 0), (s, 0), (s, s), (0, s)])
        var checked = 0, worst = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let w = h[6] * px + h[7] * py + h[8]
                let sx = (h[0] * px + h[1] * py + h[2]) / w, sy = (h[3] * px + h[4] * py + h[5]) / w
                guard sx >= 1, sy >= 1, sx <= s - 1, sy <= s - 1 else { continue }
                let v = pixels.float4(x: x, y: y)
                worst = max(worst, abs(Double(v.x) - sx), abs(Double(v.y) - sy))
                checked += 1
            }
        }
        #expect(checked > 600)
        #expect(worst < 0.01, "worst source-coordinate error \(worst) px")
    }

    /// Declared in GLSL: StraightenFilter's `// aliases: straighten` follows Core Image's alias.
    @Test func straightenKeepsItsDeclaredAliases() throws {
        #expect(StraightenFilter.descriptor.aliases == ["CIStraightenFilter", "straighten"])
        let decoded = try FilterRegistry.builtin.makeFilter(named: "straighten", parameters: ["angle": .number(0.5)])
        #expect((decoded as? StraightenFilter)?.angle == 0.5)
    }

    @Test func cropAndLanczosClampByTheirDeclarations() throws {
        let crop = Crop(rectangle: Rect(x: .nan, y: 3e15, width: 10, height: -2e15))
        #expect(crop.rectangle == Rect(x: -1e15, y: 2e15, width: 10, height: -1e15))
        let registry = FilterRegistry.builtin
        let decoded = try registry.makeFilter(named: "CICrop", parameters: ["rectangle": .vector([1, 2, 3, 4])])
        #expect((decoded as? Crop)?.rectangle == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect((try registry.makeFilter(named: "crop", parameters: [:]) as? Crop)?.rectangle == .infinite)
        let lanczos = LanczosScaleTransform(scale: .nan, aspectRatio: 1e3)
        #expect(lanczos.scale == 1 && lanczos.aspectRatio == 100)
    }

    /// Declared in GLSL (`swift AffineTransform`): each coefficient within ±1e6, NaN gives the
    /// identity's; the registry decodes the six numbers; the identity is the default.
    @Test func affineFiltersClampByTheirDeclarations() throws {
        let wild = AffineTransform(a: .nan, b: .infinity, c: 0.5, d: .nan, tx: -.infinity, ty: 3e6)
        let expected = AffineTransform(a: 1, b: 1e6, c: 0.5, d: 1, tx: -1e6, ty: 1e6)
        #expect(AffineTransformFilter(transform: wild).transform == expected)
        #expect(AffineClamp(transform: wild).transform == expected)
        var tile = AffineTile()
        #expect(tile.transform == .identity)
        tile.transform = wild
        #expect(tile.transform == expected)
        let registry = FilterRegistry.builtin
        let decoded = try registry.makeFilter(named: "CIAffineTile", parameters: ["transform": .vector([2, 0, 0, 3, 4, 5])])
        #expect((decoded as? AffineTile)?.transform == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 5))
        let input = Image(pixels: Self.noisePixels())
        #expect(input.applying(AffineTransformFilter()) == input, "the identity leaves the image unchanged")
    }
}
