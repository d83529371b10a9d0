import CEpoxy
import Glaze
@testable import GlazeTestSupport
import Testing

@Suite struct GLTestContextTests {
    /// Several tests at once, each on its own thread with its own current context.
    @Test(arguments: 0..<4)
    func makesACurrentDesktopGL33Context(index: Int) throws {
        let context = try GLTestContext.make()
        #expect(context.isCurrent)
        var major: GLint = 0
        var minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        #expect((major, minor) >= (3, 3), "GL \(major).\(minor) from '\(context.version)'")
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        context.release()
        #expect(!context.isCurrent)
    }

    @Test func versionStringsParse() {
        #expect(GLTestContext.parseVersion("3.3 (Core Profile) Mesa 22.3.6")! == (3, 3))
        #expect(GLTestContext.parseVersion("4.5 (Core Profile) Mesa 22.3.6")! == (4, 5))
        #expect(GLTestContext.parseVersion("OpenGL ES 3.2 Mesa") == nil)  // not desktop GL
        #expect(GLTestContext.parseVersion("") == nil)
    }
}
