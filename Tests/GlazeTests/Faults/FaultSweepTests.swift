import CEpoxy
@testable import Glaze
import GlazeTestSupport
import Testing

/// Driver faults injected at every call site of a piece of Glaze work (``FaultSweep``): each
/// run ends in an error naming the fault (or a documented pass-through), leaves the host's GL
/// state as it was, leaks no GL object, and the next frame renders the clean run's pixels.
@Suite struct FaultSweepTests {
    /// A 16×16 analytic source: a bright square on a dark ramp (bloom has something to find).
    static func source() -> PixelBuffer {
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 {
            for x in 0..<16 {
                let bright = (6..<10).contains(x) && (6..<10).contains(y)
                pixels.setRGBA8(bright ? [250, 240, 230, 255] : [UInt8(x * 8), UInt8(y * 8), 40, 255], x: x, y: y)
            }
        }
        return pixels
    }

    /// blur → bloom → vignette over a borrowed texture: a multi-pass chain.
    static func chain(_ texture: GLuint) -> Image {
        Image(texture: .borrowed(name: texture, width: 16, height: 16, format: .rgba8), alphaMode: .opaque)
            .applying(GaussianBlur(radius: 2))
            .applying(Bloom(radius: 3, intensity: 0.6))
            .applying(Vignette(intensity: 0.8, radius: 1))
    }

    /// A render of the chain into a host texture.
    @Test func renderSurvivesEveryFault() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let source = makeHostTexture(Self.source())
        let destination = makeHostTexture(GL_RGBA8, width: 16, height: 16, value: [0, 0, 0, 0])
        defer { var names = [source, destination]; glDeleteTextures(2, &names) }
        let totals = try FaultSweep.run(FaultScenario(name: "render") { context in
            try context.render(Self.chain(source), to: .borrowed(name: destination, width: 16, height: 16, format: .rgba8))
            return FaultSweep.unarmed { textureBytes(destination, width: 16, height: 16) }
        }, hostState: { GLStateSnapshot.capture(textureUnits: 4) })
        totals.expectClean("render")
    }

    /// ``RenderContext/prepare(_:region:size:compilingAtMost:)`` of a blur (its own programs,
    /// then a slice of its radius sweep, which compiles in batches and skips what
    /// fails: a recipe that needs a skipped program compiles it when it is built), then a render.
    @Test func prepareSurvivesEveryFault() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let source = makeHostTexture(Self.source())
        let destination = makeHostTexture(GL_RGBA8, width: 16, height: 16, value: [0, 0, 0, 0])
        defer { var names = [source, destination]; glDeleteTextures(2, &names) }
        let blur = Image(texture: .borrowed(name: source, width: 16, height: 16, format: .rgba8), alphaMode: .opaque)
            .applying(GaussianBlur(radius: 2))
        let totals = try FaultSweep.run(FaultScenario(name: "prepare") { context in
            try context.prepare(blur, region: Rect(0, 0, 16, 16), size: Size(16, 16), compilingAtMost: 6)
            try context.render(blur, to: .borrowed(name: destination, width: 16, height: 16, format: .rgba8))
            return FaultSweep.unarmed { textureBytes(destination, width: 16, height: 16) }
        }, hostState: { GLStateSnapshot.capture(textureUnits: 4) })
        totals.expectClean("prepare")
        #expect(totals.passedThrough > 0, "the batched sweep was not reached")
    }

    /// An asynchronous readback of the chain (pixel-pack buffer, fence, map).
    @Test func asyncReadbackSurvivesEveryFault() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let source = makeHostTexture(Self.source())
        defer { var name = source; glDeleteTextures(1, &name) }
        let totals = try FaultSweep.run(FaultScenario(name: "async readback") { context in
            try context.readPixelsAsync(Self.chain(source), from: Rect(0, 0, 16, 16)).pixels().bytes
        }, hostState: { GLStateSnapshot.capture(textureUnits: 4) })
        totals.expectClean("async readback")
    }

    /// A shared-texture hand-off: rendered on the producer's context, acquired on a consumer
    /// context of its share group (current on the same thread in turn) and read there.
    @Test func sharedTextureHandOffSurvivesEveryFault() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let consumerGL = try HeadlessGLContext(api: GLTestContext.api, sharing: gl)
        try gl.makeCurrent()
        let source = makeHostTexture(Self.source())
        defer { var name = source; glDeleteTextures(1, &name) }
        let totals = try FaultSweep.run(FaultScenario(name: "shared texture") { context in
            let shared = try context.makeSharedTexture(Self.chain(source), from: Rect(0, 0, 16, 16))
            try consumerGL.makeCurrent()
            defer { try? gl.makeCurrent() }
            let consumer = try RenderContext(adoptingCurrentGLContext: .init(name: "consumer"))
            let name = try shared.acquireTextureName(in: consumer)
            return FaultSweep.unarmed { textureBytes(name, width: 16, height: 16) }
        }, hostState: { GLStateSnapshot.capture(textureUnits: 4) })
        totals.expectClean("shared texture")
    }
}
