import CEpoxy
@testable import Glaze
import GlazeCore
import GlazeTestSupport
import Testing

/// Destinations are checked before any pass is drawn (issue 43 item 3): an integer colour
/// attachment, a framebuffer that does not exist or is incomplete, and a feedback loop (the image
/// reads the texture it is drawn into) are refused by name, with nothing drawn and no GL error
/// left for the host; in every host-state mode.
@Suite struct DestinationCheckTests {
    static func texture(_ internalFormat: Int32, format: Int32, type: Int32) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, 4, 4, 0, GLenum(format), GLenum(type), nil)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return name
    }

    static func framebuffer(attaching texture: GLuint?) -> GLuint {
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
        if let texture {
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        return name
    }

    static let image = Image(color: SIMD4<Float>(0.2, 0.4, 0.6, 1)).cropped(to: Rect(0, 0, 4, 4))
    static let rect = Rect(0, 0, 4, 4)

    /// `body` must throw an error whose description has every fragment; nothing is drawn and no GL error is left.
    static func refuses(_ context: RenderContext, _ fragments: [String], _ body: () throws -> Void,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        let passes = context.counters.passesDrawn
        do {
            try body()
            Issue.record("accepted; expected an error mentioning \(fragments)", sourceLocation: sourceLocation)
        } catch {
            let text = "\(error)"
            for fragment in fragments {
                #expect(text.contains(fragment), "\(text) lacks \(fragment)", sourceLocation: sourceLocation)
            }
        }
        #expect(context.counters.passesDrawn == passes, "passes were drawn", sourceLocation: sourceLocation)
        #expect(glGetError() == GLenum(GL_NO_ERROR), "a GL error was left for the host", sourceLocation: sourceLocation)
    }

    @Test(arguments: HostStateMode.allCases)
    func badDestinationsAreRefusedBeforeAnyPass(_ mode: HostStateMode) throws {
        try GLTestContext.withRenderContext(.hostState(mode)) { context in
            // An integer colour attachment: complete, but float output into it is undefined.
            let integer = Self.texture(GL_RGBA8UI, format: GL_RGBA_INTEGER, type: GL_UNSIGNED_BYTE)
            let integerFramebuffer = Self.framebuffer(attaching: integer)
            Self.refuses(context, ["framebuffer \(integerFramebuffer)", "integer"]) {
                try context.draw(Self.image, into: integerFramebuffer, in: Self.rect, from: Self.rect)
            }
            // A name that is no framebuffer.
            Self.refuses(context, ["framebuffer 9999 does not exist"]) {
                try context.draw(Self.image, into: 9999, in: Self.rect, from: Self.rect)
            }
            // A framebuffer without attachments: incomplete, and the reason named.
            let empty = Self.framebuffer(attaching: nil)
            Self.refuses(context, ["framebuffer \(empty) is incomplete", "MISSING_ATTACHMENT"]) {
                try context.draw(Self.image, into: empty, in: Self.rect, from: Self.rect)
            }
            // Feedback: the image reads the texture it would be drawn into, directly or through a framebuffer.
            let colour = Self.texture(GL_RGBA8, format: GL_RGBA, type: GL_UNSIGNED_BYTE)
            let colourFramebuffer = Self.framebuffer(attaching: colour)
            let reading = Image(texture: .borrowed(name: colour, width: 4, height: 4, format: .rgba8), alphaMode: .opaque)
                .applying(GaussianBlur(radius: 1))
                .cropped(to: Self.rect)
            Self.refuses(context, ["reads texture \(colour)", "feedback loop"]) {
                try context.render(reading, to: .borrowed(name: colour, width: 4, height: 4, format: .rgba8))
            }
            Self.refuses(context, ["framebuffer \(colourFramebuffer), whose colour attachment 0 is texture \(colour)", "feedback loop"]) {
                try context.draw(reading, into: colourFramebuffer, in: Self.rect, from: Self.rect)
            }
            // The same framebuffer with an image that does not read it draws.
            try context.draw(Self.image, into: colourFramebuffer, in: Self.rect, from: Self.rect)
            #expect(context.counters.passesDrawn > 0)
            var names = [integer, colour]
            glDeleteTextures(2, &names)
            var framebuffers = [integerFramebuffer, empty, colourFramebuffer]
            glDeleteFramebuffers(3, &framebuffers)
        }
    }
}
