import CEpoxy
import Glaze
@testable import GlazeTestSupport
import Testing

@Suite struct GLTestContextTests {
    /// Several tests at once, each on its own thread with its own current context: desktop GL
    /// 3.3 or later, or GL ES 3.0 or later when the suite runs on ES (`GLAZE_GL_API=gles`).
    @Test(arguments: 0..<4)
    func makesACurrentContextOfTheSuitesAPI(index: Int) throws {
        let context = try GLTestContext.make()
        #expect(context.isCurrent)
        var major: GLint = 0
        var minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        let required: (GLint, GLint) = GLTestContext.api == .gles ? (3, 0) : (3, 3)
        #expect((major, minor) >= required, "GL \(major).\(minor) from '\(context.version)'")
        #expect(context.version.hasPrefix("OpenGL ES") == (GLTestContext.api == .gles), "\(context.version)")
        #expect(try RenderContext(adoptingCurrentGLContext: .init()).capabilities.api == GLTestContext.api)
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        context.release()
        #expect(!context.isCurrent)
    }

    @Test func versionStringsParse() {
        #expect(GLTestContext.parseVersion("3.3 (Core Profile) Mesa 22.3.6")! == (3, 3))
        #expect(GLTestContext.parseVersion("4.5 (Core Profile) Mesa 22.3.6")! == (4, 5))
        #expect(GLTestContext.parseVersion("OpenGL ES 3.2 Mesa")! == (3, 2))
        #expect(GLTestContext.parseVersion("OpenGL ES") == nil)
        #expect(GLTestContext.parseVersion("") == nil)
    }
}
