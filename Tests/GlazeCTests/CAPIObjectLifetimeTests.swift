import CEpoxy
import CGlaze
import Foundation
import GlazeCore
import GlazeResourceSample
import GlazeTestSupport
import Testing

/// Objects that outlive their render context: destroying the context and everything it made,
/// in any order, leaves no GL object alive; objects used after their context's destroy say so
/// (GLAZE_ERROR_CONTEXT_LOST); a destroy from another thread is refused and the context goes on
/// working. Before, a texture destroyed after its context stayed alive in GL (glIsTexture 1).
@Suite struct CAPIObjectLifetimeTests {
    /// What one context makes: a texture, a readback in flight, a render task, an image of the
    /// texture. Returned as handles to destroy in any order.
    static func makeObjects(_ context: OpaquePointer, hostTexture: GLuint) throws -> [(String, OpaquePointer)] {
        let source = try pixelImage(width: 4, height: 4) { x, y in [UInt8(x * 60), UInt8(y * 60), 90, 255] }
        defer { glaze_image_destroy(source) }
        let blurred = try applyingFilter(named: "gaussianBlur", to: source)
        defer { glaze_image_destroy(blurred) }
        var from = glaze_rect(x: 0, y: 0, width: 4, height: 4)
        let texture = try make { glaze_context_make_texture(context, blurred, &from, GLAZE_TEXTURE_RGBA8, $0) }
        let image = try make { glaze_texture_get_image(texture, $0) }
        let readback = try make { glaze_context_read_pixels_async(context, source, &from, GLAZE_PIXELS_RGBA8, $0) }
        let task = try make { glaze_context_render_to_texture(context, source, hostTexture, 4, 4, GLAZE_TEXTURE_RGBA8, &from, $0) }
        return [("texture", texture), ("image", image), ("readback", readback), ("task", task)]
    }

    static func destroy(_ kind: String, _ handle: OpaquePointer) -> glaze_status {
        switch kind {
        case "texture": glaze_texture_destroy(handle)
        case "image": glaze_image_destroy(handle)
        case "readback": glaze_readback_destroy(handle)
        case "task": glaze_render_task_destroy(handle)
        default: glaze_context_destroy(handle)
        }
    }

    /// The context destroyed first, last and in between: 0 GL objects alive at the end each time.
    @Test(arguments: [0, 2, 4]) func nothingIsLeftInAnyOrder(contextPosition: Int) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var hostTexture = makeHostTexture(GL_RGBA8)
        defer { glDeleteTextures(1, &hostTexture) }
        let before = ResourceSample.take().glObjects
        let context = try make { glaze_context_create(nil, $0) }
        var order = try Self.makeObjects(context, hostTexture: hostTexture)
        order.insert(("context", context), at: contextPosition)
        #expect(ResourceSample.take().glObjects > before)
        var textureName: GLuint = 0
        expectOK(glaze_texture_get_name(order.first { $0.0 == "texture" }!.1, &textureName))
        for (index, (kind, handle)) in order.enumerated() {
            if kind == "readback", index > contextPosition {
                var byte = [UInt8](repeating: 0, count: 64)
                expectStatus(glaze_readback_copy(handle, &byte, 64), GLAZE_ERROR_CONTEXT_LOST, mentioning: "destroyed")
            }
            if kind == "texture", index > contextPosition {
                #expect(glIsTexture(textureName) != 0, "a texture alive after its context's destroy stays usable until destroyed")
            }
            expectOK(Self.destroy(kind, handle))
        }
        #expect(glIsTexture(textureName) == 0)
        #expect(ResourceSample.take().glObjects == before, "order: \(order.map(\.0))")
    }

    /// A destroy from another thread is refused (it could not delete the GL objects there): the
    /// status names the thread rule and the context still works on its own thread.
    @Test func destroyFromAnotherThreadIsRefused() throws {
        try withCContext { context in
            let address = UInt(bitPattern: UnsafeRawPointer(context))
            let result = Locked<(glaze_status, String)>((GLAZE_OK, ""))
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let status = glaze_context_destroy(OpaquePointer(bitPattern: address))
                result.withLock { $0 = (status, lastError()) }
                done.signal()
            }
            thread.start()
            done.wait()
            let (status, message) = result.withLock { $0 }
            #expect(status == GLAZE_ERROR_WRONG_THREAD, "\(message)")
            expectOK(glaze_context_begin_frame(context))
        }
    }
}
