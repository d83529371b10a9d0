@testable import Glaze
@testable import GlazeCore
import Testing

/// The version check names the version in people's terms and has its own error code.
@Test func versionErrorsAreReadable() throws {
    let error = try #require(GLVersionRequirement.error(version: 32, desktop: true))
    #expect(error.code == .unsupportedVersion)
    #expect(error.message.hasSuffix("the current context is OpenGL 3.2"), "\(error.message)")
    #expect(GLVersionRequirement.error(version: 20, desktop: false)?.message.contains("OpenGL ES 2.0") == true)
    #expect(GLVersionRequirement.error(version: 30, desktop: false) == nil)  // OpenGL ES 3.0 hosts are supported
    #expect(GLVersionRequirement.error(version: 32, desktop: false) == nil)
    #expect(GLVersionRequirement.error(version: 33, desktop: true) == nil)
    #expect(GLVersionRequirement.error(version: 46, desktop: true) == nil)
}
