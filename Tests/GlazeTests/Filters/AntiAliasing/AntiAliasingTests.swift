import Foundation
@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
import GlazeTestSupport
import Testing

/// FXAA and SMAA against exact coverage: an aliased half-plane edge (white where a pixel's centre
/// is inside) is compared with the exact area of each pixel inside the half-plane, before and
/// after the filter; flat and smooth images pass through within 1/255.
@Suite struct AntiAliasingTests {
    static let size = 64

    /// Area of the unit pixel at (x, y) inside the half-plane n·(p − c) > 0 (the square clipped
    /// by the line, Sutherland–Hodgman, then the shoelace formula).
    static func coverage(x: Int, y: Int, normal n: SIMD2<Double>, through c: SIMD2<Double>) -> Double {
        let square: [SIMD2<Double>] = [[0, 0], [1, 0], [1, 1], [0, 1]].map { SIMD2(Double(x), Double(y)) + $0 }
        func side(_ p: SIMD2<Double>) -> Double { (n * (p - c)).sum() }
        var clipped: [SIMD2<Double>] = []
        for (i, a) in square.enumerated() {
            let b = square[(i + 1) % square.count]
            let sa = side(a), sb = side(b)
            if sa > 0 { clipped.append(a) }
            if (sa > 0) != (sb > 0) { clipped.append(a + (b - a) * (sa / (sa - sb))) }
        }
        var area = 0.0
        for (i, a) in clipped.enumerated() {
            let b = clipped[(i + 1) % clipped.count]
            area += a.x * b.y - b.x * a.y
        }
        return abs(area) / 2
    }

    /// An edge at `degrees` from the x axis through a point off the pixel grid: the aliased
    /// image (opaque white inside, black outside) and the exact coverage per pixel.
    static func edge(degrees: Double) -> (image: PixelBuffer, coverage: [Double]) {
        let angle = degrees * .pi / 180
        let normal = SIMD2(-sin(angle), cos(angle)), through = SIMD2(32.37, 31.81)
        var pixels = PixelBuffer(width: size, height: size, format: .rgba8)
        var exact = [Double](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                let v: UInt8 = (normal * (centre - through)).sum() > 0 ? 255 : 0
                pixels.setRGBA8([v, v, v, 255], x: x, y: y)
                exact[y * size + x] = coverage(x: x, y: y, normal: normal, through: through)
            }
        }
        return (pixels, exact)
    }

    static func render(_ pixels: PixelBuffer, _ filter: (any Filter)?) throws -> PixelBuffer {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let image = Image(pixels: pixels)
        return try context.readPixels(filter.map { image.applying($0) } ?? image, format: .rgba32Float)
    }

    /// Mean |value − coverage| over the pixels at least 4 px from the border (the edge only
    /// reaches the border at the ends, which both filters treat as the image continuing).
    static func coverageError(_ pixels: PixelBuffer, _ exact: [Double]) -> Double {
        var total = 0.0
        for y in 4..<(size - 4) {
            for x in 4..<(size - 4) { total += abs(Double(pixels.float4(x: x, y: y).x) - exact[y * size + x]) }
        }
        return total / Double((size - 8) * (size - 8))
    }

    /// Coverage error before / after `filter` for an edge at `degrees`.
    static func reduction(_ filter: any Filter, degrees: Double) throws -> Double {
        let (image, exact) = edge(degrees: degrees)
        return coverageError(try render(image, nil), exact) / coverageError(try render(image, filter), exact)
    }

    static let angles: [Double] = [3, 8, 20, 37, 52, 71, 86, 113, 160]

    @Test(arguments: angles)
    func fxaaReducesTheCoverageErrorOfAnAliasedEdge(degrees: Double) throws {
        // Measured on llvmpipe: 1.84x (52°) ... 2.93x (5°) over 2°...176°; the test asks for 1.6x.
        let factor = try Self.reduction(FXAA(), degrees: degrees)
        #expect(factor > 1.6, "FXAA reduces the coverage error at \(degrees)° only \(factor)x")
    }

    @Test(arguments: angles)
    func smaaReducesTheCoverageErrorOfAnAliasedEdge(degrees: Double) throws {
        // Measured on llvmpipe (glaze apply, 8-bit output): 3.19x (71°) ... 10.4x (86°) on these
        // angles (2.09x at 52° before diagonal detection); the test asks for 1.9x.
        let factor = try Self.reduction(SMAA(), degrees: degrees)
        #expect(factor > 1.9, "SMAA reduces the coverage error at \(degrees)° only \(factor)x")
    }

    @Test(arguments: [2.0, 5, 9, 176])
    func smaaBeatsFXAAOnNearHorizontalEdges(degrees: Double) throws {
        // Measured on llvmpipe against FXAA's finest preset: SMAA 5.2x vs 3.2x (2°), 10.2x vs
        // 3.7x (5°), 5.6x vs 3.2x (9°), 8.1x vs 2.7x (176°); the test asks for 1.4 times FXAA's factor.
        let fxaa = try Self.reduction(FXAA(quality: 39), degrees: degrees)
        let smaa = try Self.reduction(SMAA(), degrees: degrees)
        #expect(smaa > fxaa * 1.4, "at \(degrees)°: SMAA \(smaa)x, FXAA \(fxaa)x")
    }

    @Test(arguments: [40.0, 50, 140])
    func smaaDiagonalDetectionImprovesNearDiagonalEdges(degrees: Double) throws {
        // Runs of diagonal steps broken by a double step every few pixels: without diagonal
        // detection each step blends as a one-pixel Z. Measured on llvmpipe (glaze apply, 8-bit
        // output): 1.80x → 4.65x (40°), 1.80x → 5.47x (50°), 1.80x → 4.80x (140°).
        let without = try Self.reduction(SMAA(diagonalDistance: 0), degrees: degrees)
        let with = try Self.reduction(SMAA(), degrees: degrees)
        #expect(with > without * 1.5, "at \(degrees)°: with diagonals \(with)x, without \(without)x")
    }

    @Test func smaaCornerDetectionKeepsARectangleSharp() throws {
        // A pixel-aligned rectangle is its own exact coverage: any blend is error. Without corner
        // detection its corners round off like stair steps. Measured on llvmpipe (glaze apply,
        // 8-bit output): mean error 0.0074 without, 0.0019 with.
        var rectangle = PixelBuffer(width: Self.size, height: Self.size, format: .rgba8)
        var exact = [Double](repeating: 0, count: Self.size * Self.size)
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let inside = (18..<40).contains(x) && (20..<44).contains(y)
                rectangle.setRGBA8(inside ? [255, 255, 255, 255] : [0, 0, 0, 255], x: x, y: y)
                exact[y * Self.size + x] = inside ? 1 : 0
            }
        }
        let rounded = Self.coverageError(try Self.render(rectangle, SMAA(cornerRounding: 1)), exact)
        let sharp = Self.coverageError(try Self.render(rectangle, SMAA()), exact)
        #expect(sharp < rounded / 2, "corner detection: error \(sharp), without \(rounded)")
    }

    @Test func flatAndSmoothImagesPassThroughWithin1Over255() throws {
        var flat = PixelBuffer(width: 32, height: 32, format: .rgba8)
        var smooth = PixelBuffer(width: 32, height: 32, format: .rgba8)
        for y in 0..<32 {
            for x in 0..<32 {
                flat.setRGBA8([180, 90, 40, 255], x: x, y: y)
                let v = UInt8(80 + 2 * x + y)
                smooth.setRGBA8([v, UInt8(200 - x - y), 120, 255], x: x, y: y)
            }
        }
        for input in [flat, smooth] {
            let expected = try Self.render(input, nil)
            for filter in [FXAA(), FXAA(quality: 39, subpixel: 1, greenLuma: true), SMAA(),
                           SMAA(edgeDetection: .color, threshold: 0.05)] as [any Filter] {
                let actual = try Self.render(input, filter)
                var worst: Float = 0
                for y in 0..<32 { for x in 0..<32 {
                    let a = actual.float4(x: x, y: y), e = expected.float4(x: x, y: y)
                    for i in 0..<4 { worst = max(worst, abs(a[i] - e[i])) }
                } }
                #expect(worst <= 1 / 255, "\(type(of: filter)) changed a flat or smooth image by \(worst)")
            }
        }
    }

    @Test func parametersClampAndPresetsSnap() {
        #expect(FXAA(quality: 17).quality == 15 && FXAA(quality: 99).quality == 39 && FXAA(quality: 0).quality == 10)
        #expect(FXAA(subpixel: .nan).subpixel == Float(0.75) && FXAA(edgeThreshold: 9).edgeThreshold == Float(0.333))
        #expect(SMAA(threshold: .nan, searchDistance: 1000).threshold == Float(0.1))
        #expect(SMAA(searchDistance: 1000).searchDistance == 64 && SMAA(searchDistance: -1).searchDistance == 4)
        #expect(SMAA(diagonalDistance: 99).diagonalDistance == 16 && SMAA(diagonalDistance: -3).diagonalDistance == 0)
        #expect(SMAA(cornerRounding: .nan).cornerRounding == Float(0.25) && SMAA(cornerRounding: 2).cornerRounding == 1)
        #expect(FXAA.presets.allSatisfy { $0.steps.count <= 12 })
    }

    /// The area tables embedded in the library are what the script generates (no hand edits).
    @Test func areaTableMatchesItsScript() throws {
        try GeneratedSourcesTests.runPython(["scripts/gen-smaa-tables.py", "--check"])
    }
}
