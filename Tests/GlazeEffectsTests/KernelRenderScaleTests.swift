import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Kernel-file uniforms marked `unit px` follow the render scale like built-in distances: the
/// demo's heat shimmer moves pixels by the same screen distance at render scale 0.5 and 1.
@Suite struct KernelRenderScaleTests {
    static let width = 64, height = 32

    /// A horizontal ramp: red = x / width at pixel centres, so red·width − x is how far the
    /// kernel moved the read point (in screen pixels).
    static func ramp() -> Image {
        var pixels = PixelBuffer(width: width, height: height, format: .rgba32Float)
        for y in 0..<height { for x in 0..<width {
            pixels.setFloat4(SIMD4(Float(x) + 0.5, 0, 0, Float(width)) / Float(width), x: x, y: y)
        } }
        return Image(pixels: pixels, alphaMode: .premultiplied, origin: .bottomLeft, encoding: .linear).clampedToExtent()
    }

    static func effectFile(renderScale: Double) -> String {
        """
        version: 1
        effects:
          shimmer:
            renderScale: \(renderScale)
            chain:
              - kernel: ../Shaders/heat-shimmer.glsl
                parameters: {amplitude: 4, wavelength: 30, speed: 0, time: 0}
        """
    }

    /// The horizontal displacement (screen pixels) at every pixel of rows 4...27, columns 8...55.
    static func displacements(_ context: RenderContext, _ image: Image) throws -> [Double] {
        let pixels = try context.readPixels(image.cropped(to: Rect(x: 0, y: 0, width: Double(width), height: Double(height))),
                                            from: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), format: .rgba32Float)
        var out: [Double] = []
        for y in 4..<28 { for x in 8..<56 {
            out.append(Double(pixels.float4(x: x, y: y).x) * Double(width) - (Double(x) + 0.5))
        } }
        return out
    }

    /// `renderScale: 0.5` in the file (the effect's own), and a context made with render scale
    /// 0.5 (the demo's R key), each against render scale 1.
    @Test func heatShimmerMovesPixelsTheSameScreenDistanceAtHalfScale() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let halfContext = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none, renderScale: 0.5))
            let access = AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"])
            func shimmer(_ context: RenderContext, fileScale: Double) throws -> [Double] {
                let file = try EffectFile(text: Self.effectFile(renderScale: fileScale), path: TestPaths.effects + "/shimmer.yaml",
                                          access: access)
                let effect = try #require(file.effect(named: "shimmer"))
                return try Self.displacements(context, effect.makeImage(scene: Self.ramp()))
            }
            let full = try shimmer(context, fileScale: 1)
            // The shimmer does move pixels (up to 1.5 × amplitude): the comparison means something.
            #expect(full.map(abs).max() ?? 0 > 3)
            for (name, half) in [("renderScale: 0.5", try shimmer(context, fileScale: 0.5)),
                                 ("a context at render scale 0.5", try shimmer(halfContext, fileScale: 1))] {
                let worst = zip(full, half).map { abs($0 - $1) }.max() ?? .infinity
                #expect(worst <= 1, "with \(name) pixels move up to \(worst) px further than at scale 1")
            }
        }
    }
}
