import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// The README's Swift quick start, as written there, against a host texture and FBO.
@Test func readmeQuickStartRunsAsWritten() throws {
    let gl = try GLTestContext.make()
    defer { gl.release() }
    // The host game's scene texture and its bound framebuffer.
    let size = Size(64, 48)
    var sceneTexture: GLuint = 0, screenTexture: GLuint = 0, screen: GLuint = 0
    var pixels = [UInt8](repeating: 0, count: 64 * 48 * 4)
    for i in 0..<(64 * 48) { pixels[i * 4] = UInt8(i % 64 * 4); pixels[i * 4 + 1] = 90; pixels[i * 4 + 2] = 200; pixels[i * 4 + 3] = 255 }
    glGenTextures(1, &sceneTexture)
    glBindTexture(GLenum(GL_TEXTURE_2D), sceneTexture)
    glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 64, 48, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
    glGenTextures(1, &screenTexture)
    glBindTexture(GLenum(GL_TEXTURE_2D), screenTexture)
    glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 64, 48, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
    glGenFramebuffers(1, &screen)
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), screen)
    glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), screenTexture, 0)
    let viewportRect = Rect(0, 0, 64, 48)

    // --- README ---
    // At load, with the game's GL context current:
    let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .linearSRGB))
    let scene = Image(texture: .borrowed(name: sceneTexture, size: size, format: .rgba8),
                      alphaMode: .opaque, origin: .bottomLeft)
    let graded = scene
        .applying(ColorControls(saturation: 0.8, contrast: 1.1))
        .applying(Bloom(radius: 12, intensity: 0.6))
        .applying(Vignette(intensity: 0.9, radius: 1.2))
    try context.prepare(graded, region: scene.extent, size: viewportRect.size)   // compile now, not mid-game
    let compiledAtLoad = context.counters.programsCompiled

    // Each frame, after rendering the scene into sceneTexture:
    try context.beginFrame()
    try context.draw(graded, in: viewportRect, from: scene.extent)    // into the bound framebuffer
    // --- end ---
    #expect(compiledAtLoad > 0 && context.counters.programsCompiled == compiledAtLoad, "programs compiled at the first draw")

    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    let onScreen = try context.readPixels(Image(texture: .borrowed(name: screenTexture, width: 64, height: 48, format: .rgba8)))
    let expected = try context.readPixels(graded, from: scene.extent)
    expectPixels(onScreen, equal: expected, name: "readme-quick-start")
    // The vignette darkens the corners relative to the centre.
    let (documented, tested) = (try readmeSwiftSnippet(), try testedSnippet())
    #expect(documented == tested, "the README's Swift quick start and this test differ:\n\(documented)\n\(tested)")
    #expect(onScreen.rgba8(x: 0, y: 0).z < onScreen.rgba8(x: 32, y: 24).z)
}

/// The README's Swift quick start block (between `import Glaze` and the closing fence).
func readmeSwiftSnippet() throws -> [String] {
    try documentedSwiftBlock(in: "README.md")
}

/// The first Swift block of the package's `file` that starts with `import Glaze`, as trimmed
/// non-empty lines (between that import and the closing fence).
func documentedSwiftBlock(in file: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let section = try #require(text.range(of: "```swift\nimport Glaze\n"))
    let end = try #require(text[section.upperBound...].range(of: "```"))
    return text[section.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// The trimmed non-empty lines of the test file `file` between `marker` and `// --- end ---`
/// (the README test's own additions left out).
func testedSnippet(marker: String = "// --- README ---\n", file: String = #filePath) throws -> [String] {
    let source = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
    let start = try #require(source.range(of: marker))
    let end = try #require(source[start.upperBound...].range(of: "// --- end ---"))
    return source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("let compiledAtLoad") }
}
