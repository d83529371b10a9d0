import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

@Suite struct UserKernelTests {
    @Test(.needsFloatColorBuffers) func aUserKernelRunsWithTheSamePowerAsBuiltIns() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let swapRedBlue = Kernel(name: "swapRedBlue", kind: .color, parameters: [KernelParameter("gain", .float)],
                                     source: "vec4 swapRedBlue(vec4 c, vec2 p, float gain) { return vec4(c.b * gain, c.g, c.r, c.a); }")
            let image = try Image.applying(swapRedBlue, to: [Image(color: [1, 0.5, 0.25, 1]).cropped(to: Rect(0, 0, 2, 2))],
                                           values: [.float(2)])
            #expect(try context.readPixels(image, format: .rgba32Float).float4(x: 0, y: 0) == SIMD4(0.5, 0.5, 1, 1))
        }
    }

    @Test func aGLSLErrorReportsTheLineInTheUsersSource() throws {
        try GLTestContext.withRenderContext { context in
            let source = """
            // my kernel
            vec4 brokenTint(vec4 c, vec2 p, float amount) {
                vec3 tint = vec3(1.0, 0.5, 0.25);
                return vec4(c.rgb * tint * amount c.a);
            }
            """
            let kernel = Kernel(name: "brokenTint", kind: .color, parameters: [KernelParameter("amount", .float)],
                                source: source, origin: "tint.glsl")
            let image = try Image.applying(kernel, to: [Image(color: [1, 1, 1, 1]).cropped(to: Rect(0, 0, 2, 2))],
                                           values: [.float(1)])
            do {
                _ = try context.readPixels(image)
                Issue.record("broken kernel compiled")
            } catch let error as KernelError {
                #expect(error.code == .compileFailed)
                #expect(error.kernel == "brokenTint")
                #expect(error.line == 4)
                #expect(error.description.contains("tint.glsl"))
            }
        }
    }

    @Test func badDeclarationsAreRejectedWithTheReason() throws {
        let image = Image(color: [1, 1, 1, 1])
        let noFunction = Kernel(name: "missing", kind: .color, source: "vec4 other(vec4 c, vec2 p) { return c; }")
        #expect(throws: KernelError.self) { try Image.applying(noFunction, to: [image], values: []) }
        let ok = Kernel(name: "scaleBy", kind: .color, parameters: [KernelParameter("s", .float)],
                        source: "vec4 scaleBy(vec4 c, vec2 p, float s) { return c * s; }")
        #expect(throws: KernelError.self) { try Image.applying(ok, to: [image], values: []) }
        #expect(throws: KernelError.self) { try Image.applying(ok, to: [image], values: [.vec2(1, 2)]) }
        #expect(throws: KernelError.self) { try Image.applying(ok, to: [image, image], values: [.float(1)]) }
        let reserved = Kernel(name: "glaze_mine", kind: .color, source: "vec4 glaze_mine(vec4 c, vec2 p) { return c; }")
        #expect(throws: KernelError.self) { try Image.applying(reserved, to: [image], values: []) }
    }

    @Test func aBorrowedTextureDeletedBeforeRenderingGivesAClearError() throws {
        try GLTestContext.withRenderContext { context in
            var name = makeHostTexture(GL_RGBA8)
            let image = Image(texture: .borrowed(name: name, width: 4, height: 4, format: .rgba8))
            _ = try context.readPixels(image)
            glDeleteTextures(1, &name)
            do {
                _ = try context.readPixels(image)
                Issue.record("rendering a deleted texture succeeded")
            } catch let error as RenderError {
                #expect(error.code == .textureMissing)
                #expect(error.message.contains("texture \(name)"))
            }
        }
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity, 1e30, -1e30])
    func nonFiniteOrHugeParametersNeverProduceNaNPixels(value: Float) throws {
        try GLTestContext.withRenderContext { context in
            let source = Image(color: [0.5, 0.5, 0.5, 1]).cropped(to: Rect(0, 0, 4, 4))
            let images = [
                source.applying(ExposureAdjust(ev: value)),
                source.applying(Vignette(intensity: value, radius: value)),
                source.applying(ColorMatrix(rVector: [value, 0, 0, 0], biasVector: [0, value, 0, 0])),
                try Image.applying(TestKernels.scale, to: [source], values: [.float(value)]),
                try Image.applying(TestKernels.square, to: [try Image.applying(TestKernels.brighten, to: [source], values: [.float(value)])], values: [.float(0)]),
            ]
            for image in images {
                let pixels = try context.readPixels(image, format: .rgba32Float)
                for y in 0..<4 { for x in 0..<4 {
                    let c = pixels.float4(x: x, y: y)
                    #expect(!(c.x.isNaN || c.y.isNaN || c.z.isNaN || c.w.isNaN), "NaN at (\(x),\(y)) for \(value)")
                } }
            }
        }
    }
}
