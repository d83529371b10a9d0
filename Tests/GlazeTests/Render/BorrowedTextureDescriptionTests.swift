import CEpoxy
import Foundation
@testable import Glaze
import GlazeTestSupport
import Testing

/// Borrowed textures are described by GL, not by faith, in Swift too: when an image of a host
/// texture is rendered, GL's real size and internal format are read (`TextureInspection`, the
/// implementation the C API shares), sRGB textures are decoded once, and a declaration GL
/// contradicts is a `RenderError` naming the texture and both descriptions. OpenGL ES 3.0
/// cannot report a texture's size or format: there declarations are trusted (checked below).
@Suite struct BorrowedTextureDescriptionTests {
    private static let desktop = GLTestContext.api == .desktop

    /// One 4x4 texture of `internalFormat` drawn as `declared` and read back as RGBA8 (pixel 0).
    private func read(_ context: RenderContext, _ internalFormat: GLint, declared: TextureFormat,
                      encoding: ColorEncoding? = nil, value: [UInt8] = [128, 128, 128, 255]) throws -> [UInt8] {
        var name = makeHostTexture(internalFormat, value: value)
        defer { glDeleteTextures(1, &name) }
        let image = Image(texture: .borrowed(name: name, width: 4, height: 4, format: declared), alphaMode: .opaque,
                          encoding: encoding)
        return Array(try context.readPixels(image).bytes[0..<4])
    }

    /// The `RenderError` rendering texture `name` declared 4x4 `declared` throws, or nil.
    private func failure(_ context: RenderContext, _ name: GLuint, declared: TextureFormat) throws -> RenderError? {
        let image = Image(texture: .borrowed(name: name, width: 4, height: 4, format: declared), alphaMode: .opaque)
        do {
            _ = try context.readPixels(image)
            return nil
        } catch let error as RenderError {
            return error
        }
    }

    /// GL_SRGB8_ALPHA8 declared `.rgba8` with the default encoding: GL decodes it when sampling,
    /// so Glaze reads it as linear and 128 stays 128 through a copy (before: 55, decoded twice).
    /// A plain GL_RGBA8 texture still decodes as sRGB (128 → 128 as well, through the shader).
    @Test(.enabled(if: desktop)) func srgbTextureDeclaredRGBA8IsDecodedOnce() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .linearSRGB)) { context in
            #expect(try read(context, GL_SRGB8_ALPHA8, declared: .rgba8) == [128, 128, 128, 255])
            #expect(try read(context, GL_SRGB8_ALPHA8, declared: .rgba8, encoding: .sRGB) == [128, 128, 128, 255])
            #expect(try read(context, GL_SRGB8_ALPHA8, declared: .rgba8, encoding: .linear) == [128, 128, 128, 255])
            #expect(try read(context, GL_RGBA8, declared: .rgba8) == [128, 128, 128, 255])
            // The choice is the render's, made from GL: the plan for the sRGB texture decodes nothing.
            let inspection = try #require(try {
                var name = makeHostTexture(GL_SRGB8_ALPHA8)
                defer { glDeleteTextures(1, &name) }
                return try TextureInspection.read(name)
            }())
            #expect(inspection.decodesSRGB && inspection.width == 4 && inspection.height == 4)
        }
    }

    /// GL_RGB8 reads alpha 1; GL_RGBA16F declared `.rgba16Float` reads its float value; GL_R8
    /// declared `.r8` reads as grey. Each checked exactly.
    @Test func rgbFloatAndSingleChannelFormatsRead() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .linearSRGB)) { context in
            #expect(try read(context, GL_RGB8, declared: .rgba8, value: [200, 100, 50, 7]) == [200, 100, 50, 255])
            #expect(try read(context, GL_R8, declared: .r8, value: [90, 0, 0, 0]) == [90, 90, 90, 255])
            // A float texture is linear: its values come back as they are in a float readback.
            var half = makeHostTexture(GL_RGBA16F, value: [128, 64, 0, 255])
            defer { glDeleteTextures(1, &half) }
            let image = Image(texture: .borrowed(name: half, width: 4, height: 4, format: .rgba16Float), alphaMode: .opaque)
            let out = try context.readPixels(image, format: .rgba32Float).float4(x: 0, y: 0)
            #expect(abs(out.x - 128 / 255) < 1e-3 && abs(out.y - 64 / 255) < 1e-3 && out.z == 0 && out.w == 1, "\(out)")
        }
    }

    /// Declarations GL contradicts are errors naming the texture and both descriptions: a size
    /// lie, a float texture declared RGBA8, an R8 texture declared RGBA8, and an integer texture
    /// (refused by format name). The host's texture binding is left as it was.
    @Test(.enabled(if: desktop)) func contradictedDeclarationsAreErrors() throws {
        try GLTestContext.withRenderContext { context in
            var textures = [makeHostTexture(GL_RGBA8, width: 8), makeHostTexture(GL_RGBA16F), makeHostTexture(GL_R8),
                            makeHostTexture(GL_RGBA8UI)]
            defer { glDeleteTextures(GLsizei(textures.count), &textures) }
            let (wide, half, red, integer) = (textures[0], textures[1], textures[2], textures[3])
            var host: GLuint = 0
            glGenTextures(1, &host)
            defer { glDeleteTextures(1, &host) }
            glBindTexture(GLenum(GL_TEXTURE_2D), host)

            let size = try #require(try failure(context, wide, declared: .rgba8))
            #expect(size.code == .textureMismatch)
            #expect(size.message.contains("8x4") && size.message.contains("not the declared 4x4"), "\(size.message)")
            let float = try #require(try failure(context, half, declared: .rgba8))
            #expect(float.code == .textureMismatch)
            #expect(float.message.contains("GL_RGBA16F") && float.message.contains(".rgba16Float"), "\(float.message)")
            let single = try #require(try failure(context, red, declared: .rgba8))
            #expect(single.code == .textureMismatch && single.message.contains("GL_R8") && single.message.contains(".r8"),
                    "\(single.message)")
            let unsupported = try #require(try failure(context, integer, declared: .rgba8))
            #expect(unsupported.code == .textureUnsupported && unsupported.message.contains("GL_RGBA8UI"), "\(unsupported.message)")
            // A correct declaration of the same texture renders.
            #expect(try failure(context, half, declared: .rgba16Float) == nil)
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &bound)
            #expect(bound == GLint(host), "the host's texture binding was not restored")
        }
    }

    /// A host that re-specifies a texture's storage on the same name (`glTexImage2D`) between
    /// renders of the same image is described again: nothing about a name is remembered across
    /// renders. RGBA8 → SRGB8_ALPHA8 (a cache would decode twice: 128 → 55), then a new size (a
    /// cache would render it as 4x4 instead of reporting the mismatch).
    @Test(.enabled(if: desktop)) func aTextureRespecifiedBetweenRendersIsDescribedAgain() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .linearSRGB)) { context in
            var name = makeHostTexture(GL_RGBA8)
            defer { glDeleteTextures(1, &name) }
            let image = Image(texture: .borrowed(name: name, width: 4, height: 4, format: .rgba8), alphaMode: .opaque)
            func respecify(_ internalFormat: GLint, width: Int = 4) {
                let pixels = [UInt8](repeating: 128, count: width * 4 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
                glBindTexture(GLenum(GL_TEXTURE_2D), name)
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), 4, 0, GLenum(GL_RGBA),
                             GLenum(GL_UNSIGNED_BYTE), pixels)
                glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            }
            for _ in 0..<3 { #expect(Array(try context.readPixels(image).bytes[0..<4]) == [128, 128, 128, 255]) }
            respecify(GL_SRGB8_ALPHA8)
            #expect(Array(try context.readPixels(image).bytes[0..<4]) == [128, 128, 128, 255], "decoded twice: a stale description")
            respecify(GL_RGBA8, width: 8)
            do {
                _ = try context.readPixels(image)
                Issue.record("an 8x4 texture declared 4x4 rendered: a stale description")
            } catch let error as RenderError {
                #expect(error.code == .textureMismatch && error.message.contains("8x4"), "\(error.message)")
            }
        }
    }

    /// OpenGL ES 3.0 has no `glGetTexLevelParameteriv`: nothing is read, declarations are
    /// trusted (an sRGB texture must be declared `.linear` there), and rendering still works.
    @Test(.enabled(if: !desktop)) func openGLES30TrustsDeclarations() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .linearSRGB)) { context throws in  // (every `try` is inside `#expect`)
            var name = makeHostTexture(GL_SRGB8_ALPHA8)
            defer { glDeleteTextures(1, &name) }
            #expect(try TextureInspection.read(name) == nil)
            #expect(try read(context, GL_SRGB8_ALPHA8, declared: .rgba8, encoding: .linear) == [128, 128, 128, 255])
            // Trusted, so not checked: a size lie is not detected here (it is on desktop GL).
            var wide = makeHostTexture(GL_RGBA8, width: 8)
            defer { glDeleteTextures(1, &wide) }
            #expect(try failure(context, wide, declared: .rgba8) == nil)
        }
    }
}
