import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Exact pixel checks on tiny analytic images.
@Suite struct SourceAndGeometryTests {
    /// A 4x2 image whose every pixel is distinct: (x*60+10, y*100+20, 200-x*40, alpha).
    private func pattern(alpha: UInt8 = 255) -> PixelBuffer {
        var p = PixelBuffer(width: 4, height: 2, format: .rgba8)
        for y in 0..<2 { for x in 0..<4 { p.setRGBA8([UInt8(x * 60 + 10), UInt8(y * 100 + 20), UInt8(200 - x * 40), alpha], x: x, y: y) } }
        return p
    }

    private func makeContext(_ space: WorkingSpace = .none) throws -> (HeadlessGLContext, RenderContext) {
        let gl = try GLTestContext.make()
        return (gl, try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space)))
    }

    @Test func premultipliedSourceRoundTripsExactly() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        var p = pattern(alpha: 128)
        for y in 0..<2 { for x in 0..<4 { var c = p.rgba8(x: x, y: y); c = SIMD4(min(c.x, 128), min(c.y, 128), min(c.z, 128), 128); p.setRGBA8(c, x: x, y: y) } }
        let out = try context.readPixels(Image(pixels: p, alphaMode: .premultiplied))
        #expect(out == p)
    }

    @Test func straightSourceIsPremultipliedOnRead() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let p = pattern(alpha: 51)  // 0.2
        let out = try context.readPixels(Image(pixels: p, alphaMode: .straight))
        for y in 0..<2 {
            for x in 0..<4 {
                let s = p.rgba8(x: x, y: y)
                let expected = SIMD4<UInt8>(UInt8((Float(s.x) * 0.2).rounded()), UInt8((Float(s.y) * 0.2).rounded()),
                                            UInt8((Float(s.z) * 0.2).rounded()), 51)
                let got = out.rgba8(x: x, y: y)
                #expect(abs(Int(got.x) - Int(expected.x)) <= 1 && abs(Int(got.y) - Int(expected.y)) <= 1
                        && abs(Int(got.z) - Int(expected.z)) <= 1 && got.w == 51, "(\(x),\(y)): \(got) vs \(expected)")
            }
        }
    }

    @Test func opaqueSourceIgnoresStoredAlpha() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let p = pattern(alpha: 7)
        let out = try context.readPixels(Image(pixels: p, alphaMode: .opaque))
        for y in 0..<2 { for x in 0..<4 {
            let s = p.rgba8(x: x, y: y)
            #expect(out.rgba8(x: x, y: y) == SIMD4(s.x, s.y, s.z, 255))
        } }
    }

    @Test func topLeftOriginIsFlipped() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let p = pattern()
        let out = try context.readPixels(Image(pixels: p, origin: .topLeft))
        for y in 0..<2 { for x in 0..<4 { #expect(out.rgba8(x: x, y: y) == p.rgba8(x: x, y: 1 - y)) } }
    }

    @Test func integerTranslationMovesPixelsExactly() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let p = pattern()
        let moved = Image(pixels: p).transformed(by: AffineTransform(translationX: 3, y: 1))
        #expect(moved.extent == Rect(3, 1, 4, 2))
        let out = try context.readPixels(moved, from: Rect(0, 0, 8, 4))
        for y in 0..<4 {
            for x in 0..<8 {
                let inside = x >= 3 && x < 7 && y >= 1 && y < 3
                #expect(out.rgba8(x: x, y: y) == (inside ? p.rgba8(x: x - 3, y: y - 1) : .zero), "(\(x),\(y))")
            }
        }
    }

    @Test func rotationBy90DegreesAndNearestScalingAreExact() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let p = pattern()
        // Rotate 90° counter-clockwise about the origin, then move back into positive space.
        let rotated = Image(pixels: p).transformed(by: AffineTransform(rotationAngle: .pi / 2)
            .concatenating(AffineTransform(translationX: 2, y: 0)), sampling: .nearest)
        let out = try context.readPixels(rotated, from: Rect(0, 0, 2, 4))
        for y in 0..<4 { for x in 0..<2 { #expect(out.rgba8(x: x, y: y) == p.rgba8(x: y, y: 1 - x), "(\(x),\(y))") } }
        let scaled = Image(pixels: p).transformed(by: AffineTransform(scaleX: 2, y: 2), sampling: .nearest)
        let big = try context.readPixels(scaled, from: Rect(0, 0, 8, 4))
        for y in 0..<4 { for x in 0..<8 { #expect(big.rgba8(x: x, y: y) == p.rgba8(x: x / 2, y: y / 2)) } }
    }

    @Test(.needsFloatColorBuffers) func sourceOverMatchesPorterDuff() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let fg = Image(color: [1, 0, 0, 0.5]).cropped(to: Rect(0, 0, 2, 2))
        let bg = Image(color: [0, 0, 1, 1]).cropped(to: Rect(0, 0, 4, 2))
        let out = try context.readPixels(fg.composited(over: bg), from: Rect(0, 0, 4, 2), format: .rgba32Float)
        #expect(out.float4(x: 0, y: 0) == SIMD4(0.5, 0, 0.5, 1))
        #expect(out.float4(x: 3, y: 1) == SIMD4(0, 0, 1, 1))
    }

    @Test(.needsFloatColorBuffers) func twoColorMatricesFoldIntoOneAndTheResultIsExact() throws {
        let (gl, context) = try makeContext()
        defer { gl.release() }
        let a = ColorMatrix(rVector: [0.5, 0.25, 0, 0], gVector: [0, 1, 0.5, 0], bVector: [0.25, 0, 0.5, 0],
                            biasVector: [0.1, 0, 0.05, 0])
        let b = ColorMatrix(rVector: [1, 0, 0.5, 0], gVector: [0.5, 0.5, 0, 0], bVector: [0, 0, 1, 0],
                            biasVector: [0, 0.2, 0, 0])
        let input: SIMD4<Float> = [0.4, 0.6, 0.2, 1]
        let image = Image(color: input).cropped(to: Rect(0, 0, 2, 2)).applying(a).applying(b)
        let plan = context.explain(image)
        #expect(plan.passCount == 1)
        #expect(plan.passes[0].kernels.contains("colorMatrix×2"))
        let expected = b.form.apply(a.form.apply(input))
        let out = try context.readPixels(image, format: .rgba32Float).float4(x: 1, y: 1)
        for i in 0..<4 { #expect(abs(out[i] - expected[i]) < 1e-6, "channel \(i): \(out[i]) vs \(expected[i])") }
    }

    @Test func linearWorkingSpaceDiffersExactlyByTheSRGBTransferFunctions() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .linearSRGB)) { linear in
            let none = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
            var p = PixelBuffer(width: 16, height: 16, format: .rgba8)
            for i in 0..<256 { p.setRGBA8([UInt8(i), UInt8(255 - i), UInt8((i * 7) % 256), 255], x: i % 16, y: i / 16) }
            let halve = ColorMatrix(rVector: [0.5, 0, 0, 0], gVector: [0, 0.5, 0, 0], bVector: [0, 0, 0.5, 0])
            let image = Image(pixels: p).applying(halve)
            let a = try linear.readPixels(image)
            let b = try none.readPixels(image)
            func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            var differing = 0
            for i in 0..<256 {
                let x = i % 16, y = i / 16
                let s = p.rgba8(x: x, y: y)
                for c in 0..<3 {
                    let v = Double(s[c]) / 255
                    let expectedLinear = UInt8((encode(decode(v) * 0.5) * 255).rounded())
                    let expectedNone = UInt8((v * 0.5 * 255).rounded())
                    #expect(abs(Int(a.rgba8(x: x, y: y)[c]) - Int(expectedLinear)) <= 1)
                    #expect(abs(Int(b.rgba8(x: x, y: y)[c]) - Int(expectedNone)) <= 1)
                    if a.rgba8(x: x, y: y)[c] != b.rgba8(x: x, y: y)[c] { differing += 1 }
                }
            }
            #expect(differing > 600)
        }
    }
}

@Suite struct ColorMatrixPathTests {
    /// Alpha-preserving maps run on premultiplied colour without a division; maps that touch
    /// alpha take the general path. Both agree with the CPU form on translucent pixels.
    @Test(.needsFloatColorBuffers, arguments: [false, true])
    func bothMatrixPathsMatchTheCPUForm(touchesAlpha: Bool) throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let filter = ColorMatrix(rVector: [0.5, 0.2, 0, 0.1], gVector: [0, 0.8, 0.1, 0], bVector: [0.3, 0, 0.6, 0.05],
                                     aVector: touchesAlpha ? [0, 0, 0, 0.5] : [0, 0, 0, 1],
                                     biasVector: [0.05, 0.1, 0, touchesAlpha ? 0.2 : 0])
            #expect(filter.form.isAlphaPreserving == !touchesAlpha)
            let straight: SIMD4<Float> = [0.6, 0.4, 0.2, 0.5]
            let image = Image(color: straight).cropped(to: Rect(0, 0, 2, 2)).applying(filter)
            let plan = context.explain(image)
            #expect(plan.passes[0].fragmentSource.contains(touchesAlpha ? "glaze_colorMatrix(" : "glaze_colorMatrixRGB("))
            var expected = filter.form.apply(straight)
            expected.w = min(max(expected.w, 0), 1)
            let premultiplied = SIMD4(expected.x * expected.w, expected.y * expected.w, expected.z * expected.w, expected.w)
            let out = try context.readPixels(image, format: .rgba32Float).float4(x: 0, y: 0)
            for i in 0..<4 { #expect(abs(out[i] - premultiplied[i]) < 1e-5, "channel \(i): \(out[i]) vs \(premultiplied[i])") }
        }
    }
}
