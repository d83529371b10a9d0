import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// The depth filters under a hostile host: a shadow-map depth texture (comparison on, mipmapped
/// filtering), host samplers with comparison bound on every unit, blending and depth testing on.
/// Glaze renders the same pixels as with a clean host and leaves every piece of state as it was.
@Suite struct DepthHostStateTests {
    static func render(_ context: RenderContext, hostile: Bool) throws -> [String: [UInt8]] {
        let projection = Projection.perspective(near: 0.5, far: 200)
        var depths: [Double] = []
        for y in 0..<16 { for x in 0..<16 {
            depths.append(projection.depth(atDistance: x < 8 ? 4 + Double(y) : 40 + Double(x)))
        } }
        let texture = DepthTexture(GL_DEPTH24_STENCIL8, width: 16, height: 16, depths: depths)
        defer { texture.delete() }
        var samplers = [GLuint](repeating: 0, count: 4)
        if hostile {
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_COMPARE_MODE), GL_COMPARE_REF_TO_TEXTURE)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
            glGenSamplers(4, &samplers)
            for unit in 0..<4 {
                glSamplerParameteri(samplers[unit], GLenum(GL_TEXTURE_COMPARE_MODE), GL_COMPARE_REF_TO_TEXTURE)
                glBindSampler(GLuint(unit), samplers[unit])
            }
            glEnable(GLenum(GL_BLEND))
            glEnable(GLenum(GL_DEPTH_TEST))
        }
        defer { if hostile { glDeleteSamplers(4, &samplers) } }
        let before = GLStateSnapshot.capture(textureUnits: 4)
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8([UInt8(x * 16), UInt8(y * 16), 128, 255], x: x, y: y) } }
        let scene = Image(pixels: pixels, alphaMode: .opaque)
        let depth = Image(depthTexture: texture.name, width: 16, height: 16, projection: projection)
        let filters: [(String, any Filter)] = [
            ("depthView", DepthView(far: 60)), ("depthFog", DepthFog(depth: depth, density: 0.05)),
            ("depthBlur", DepthBlur(depth: depth, radius: 3, start: 5, end: 50)),
            ("depthOutline", DepthOutline(depth: depth)),
            ("depthOfField", DepthOfField(depth: depth, focusDistance: 8, aperture: 6)),
            ("ambientOcclusion", AmbientOcclusion(depth: depth, radius: 2)),
            // Orthographic 0...1: the distance equals the window depth (no saturated 8-bit reads).
            ("linearizeDepth", LinearizeDepth(projection: .orthographic, near: 0, far: 1)),
        ]
        var outputs: [String: [UInt8]] = [:]
        // Where intermediates are 8-bit these refuse to render (distanceIntermediatesNeedFloatColourBuffers).
        for (name, filter) in filters where !DistancePrecision.refuses(name, intermediateFormat: context.intermediateFormat) {
            let input = name == "depthView" ? depth
                : name == "linearizeDepth" ? Image(windowDepthTexture: texture.name, width: 16, height: 16) : scene
            outputs[name] = try context.readPixels(input.applying(filter), from: Rect(0, 0, 16, 16)).bytes
        }
        if hostile {
            #expect(GLStateSnapshot.capture(textureUnits: 4) == before)
            var mode: GLint = 0
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            glGetTexParameteriv(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_COMPARE_MODE), &mode)
            #expect(mode == GL_COMPARE_REF_TO_TEXTURE)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            glDisable(GLenum(GL_BLEND))
            glDisable(GLenum(GL_DEPTH_TEST))
            for unit in 0..<4 { glBindSampler(GLuint(unit), 0) }
        }
        return outputs
    }

    /// Where the context has GL_DEPTH_STENCIL_TEXTURE_MODE (OpenGL 4.3, ES 3.1), a depth-stencil
    /// texture the host set to read stencil reads depth for Glaze's render and reads stencil
    /// again afterwards. (`make test` runs GL 3.3 and ES 3.0, where the switch does not exist;
    /// run with MESA_GL_VERSION_OVERRIDE=4.5 MESA_GLSL_VERSION_OVERRIDE=450 to exercise it.)
    @Test func aStencilReadingTextureReadsDepthAndIsPutBack() throws {
        try GLTestContext.withRenderContext { context in
            guard DepthStencilReads.available(context.capabilities) else { return }
            let texture = DepthTexture(GL_DEPTH24_STENCIL8, width: 4, height: 1, depths: [0.25, 0.5, 0.75, 1])
            defer { texture.delete() }
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_DEPTH_STENCIL_TEXTURE_MODE), GL_STENCIL_INDEX)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            let image = Image(depthTexture: texture.name, width: 4, height: 1,
                              projection: .orthographic(near: 0, far: 100, range: .zeroToOne))
            let pixels = try context.readPixels(image, from: Rect(x: 0, y: 0, width: 4, height: 1), format: .rgba32Float)
            for (x, expected) in [25.0, 50, 75, 100].enumerated() {
                #expect(abs(Double(pixels.float4(x: x, y: 0).x) - expected) < 1e-3, "texel \(x): \(pixels.float4(x: x, y: 0))")
            }
            var mode: GLint = 0
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            glGetTexParameteriv(GLenum(GL_TEXTURE_2D), GLenum(GL_DEPTH_STENCIL_TEXTURE_MODE), &mode)
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            #expect(mode == GL_STENCIL_INDEX)
        }
    }

    @Test func aHostileHostChangesNoDepthPixelAndKeepsItsState() throws {
        try GLTestContext.withRenderContext { context in
            let clean = try Self.render(context, hostile: false)
            let hostile = try Self.render(context, hostile: true)
            expectSameOutputs(clean, hostile, item: "shadow-map depth texture, comparing samplers, blend and depth test")
        }
    }
}
