import CEpoxy
import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Moves a value to another thread in a test. Safe here: the receiving thread only drops it.
private final class Handoff<T>: @unchecked Sendable {
    var value: T?
    init(_ value: T) { self.value = value }
}

@Suite struct GLObjectLayerTests {
    @Test func textureDroppedOnAnotherThreadIsDeletedAtTheNextFrameBoundaryNotBefore() throws {
        try GLTestContext.withRenderContext { context in
            var texture: GLTexture? = try GLTexture(width: 4, height: 4, format: .rgba8, reaper: context.reaper)
            let name = try #require(texture?.name)
            #expect(glIsTexture(name) != 0)
            let handoff = Handoff(texture)
            texture = nil
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                handoff.value = nil
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(context.pendingDeletions == 1)
            #expect(glIsTexture(name) != 0, "deleted before the frame boundary")
            try context.beginFrame()
            #expect(glIsTexture(name) == 0, "not deleted at the frame boundary")
            #expect(context.counters.objectsDeleted >= 1)
        }
    }

    @Test func borrowedTextureIsNeverDeleted() throws {
        try GLTestContext.withRenderContext { context in
            var name = makeHostTexture(GL_RGBA8, width: 2, height: 2)
            var wrapper: GLTexture? = GLTexture(borrowing: name, width: 2, height: 2, format: .rgba8)
            _ = wrapper
            wrapper = nil
            try context.beginFrame()
            #expect(glIsTexture(name) != 0)
            glDeleteTextures(1, &name)
        }
    }

    @Test func shaderSyntaxErrorCarriesTheLogAndTheOffendingLine() throws {
        try GLTestContext.withRenderContext { context in
            let vertex = GlazeCore.ShaderSources.files["Prelude/fullscreen.vert"] ?? ""
            let fragment = """
            #version 330 core
            out vec4 color;
            void main() {
                color = vec4(1.0) +* 2.0;
            }
            """
            do {
                _ = try GLProgram(vertex: vertex, fragment: fragment, label: "broken test program",
                                  capabilities: context.capabilities, reaper: context.reaper)
                Issue.record("a broken shader compiled")
            } catch let error as ShaderError {
                #expect(error.code == .compileFailed)
                #expect(error.stage == .fragment)
                #expect(error.lines == [4])
                #expect(!error.log.isEmpty)
                #expect(error.description.contains("color = vec4(1.0) +* 2.0;"))
                #expect(error.description.contains(">    4 |"))
            }
        }
    }

    @Test func fenceSignalsAfterFlush() throws {
        try GLTestContext.withRenderContext { context in
            let task = try context.makeTexture(Image(color: [1, 0, 0, 1]).cropped(to: Rect(0, 0, 8, 8))).task
            try task.waitUntilCompleted()
            #expect(task.isComplete)
        }
    }
}
