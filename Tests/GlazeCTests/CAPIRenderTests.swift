import CEpoxy
import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The C API rendering path on a headless GL 3.3 core context, checked against closed forms.
@Suite struct CAPIRenderTests {
    /// Vignette (intensity 1, radius 1) through the C API, with the working space off, against
    /// the closed form `value * (1 - smoothstep(d)^2)`.
    @Test func filterByNameMatchesTheClosedForm() throws {
        let name = strdup("capi-test")
        defer { free(name) }
        try withCContext(colorManaged: false, options: { $0.name = UnsafePointer(name) }) { context in
            let (w, h) = (16, 8)
            let image = try pixelImage(width: w, height: h) { _, _ in [200, 100, 50, 255] }
            defer { glaze_image_destroy(image) }
            let filter = try make { glaze_filter_create(nil, "vignette", $0) }
            defer { glaze_filter_destroy(filter) }
            expectOK(glaze_filter_set_float(filter, "intensity", 1))
            expectOK(glaze_filter_set_float(filter, "radius", 1))
            let output = try make { glaze_image_apply_filter(image, filter, $0) }
            defer { glaze_image_destroy(output) }
            // Changing the filter afterwards does not change the image already built.
            expectOK(glaze_filter_set_float(filter, "intensity", 0))

            let pixels = readRGBA8(context, output, width: w, height: h)
            let halfDiagonal = (Double(w * w + h * h)).squareRoot() / 2
            for y in 0..<h {
                for x in 0..<w {
                    let d = ((Double(x) + 0.5 - Double(w) / 2) * (Double(x) + 0.5 - Double(w) / 2)
                        + (Double(y) + 0.5 - Double(h) / 2) * (Double(y) + 0.5 - Double(h) / 2)).squareRoot() / halfDiagonal
                    let t = min(1, d)
                    let falloff = t * t * (3 - 2 * t)
                    let factor = 1 - falloff * falloff
                    for (c, value) in [200.0, 100, 50].enumerated() {
                        let got = Double(pixels[(y * w + x) * 4 + c])
                        #expect(abs(got - value * factor) <= 1, "(\(x), \(y)) channel \(c): \(got) vs \(value * factor)")
                    }
                }
            }
        }
    }

    /// Draw into a rect of the host's FBO, render into a host texture, make a texture, and read
    /// asynchronously: the same pixels every way.
    @Test func destinationsAndAsyncReadback() throws {
        try withCContext { context in
            let source = try pixelImage(width: 4, height: 4) { x, y in [UInt8(x * 60), UInt8(y * 60), 90, 255] }
            defer { glaze_image_destroy(source) }

            // A host texture + FBO, cleared to green.
            var texture = makeRenderTargetTextures(1, width: 8, height: 8)[0]
            var framebuffer = makeHostFramebuffer(attaching: texture)
            glClearColor(0, 1, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            defer {
                glDeleteFramebuffers(1, &framebuffer)
                glDeleteTextures(1, &texture)
            }

            // Draw the 4x4 image into (2, 2, 4, 4) of the bound FBO.
            var task: OpaquePointer?
            expectOK(glaze_context_draw(context, source, glaze_rect(x: 2, y: 2, width: 4, height: 4),
                                        glaze_rect(x: 0, y: 0, width: 4, height: 4), &task))
            var bound: GLint = 0
            glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
            #expect(bound == GLint(framebuffer), "the host's framebuffer stays bound")
            expectOK(glaze_render_task_wait(task, 5_000_000_000))
            var complete: Int32 = 0
            expectOK(glaze_render_task_is_complete(task, &complete))
            #expect(complete == 1)
            expectOK(glaze_render_task_destroy(task))
            var drawn = [UInt8](repeating: 0, count: 8 * 8 * 4)
            glReadPixels(0, 0, 8, 8, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &drawn)
            for y in 0..<8 {
                for x in 0..<8 {
                    let i = (y * 8 + x) * 4
                    let inside = (2..<6).contains(x) && (2..<6).contains(y)
                    let expected: [UInt8] = inside ? [UInt8((x - 2) * 60), UInt8((y - 2) * 60), 90, 255] : [0, 255, 0, 255]
                    for c in 0..<4 {
                        #expect(abs(Int(drawn[i + c]) - Int(expected[c])) <= 1, "draw (\(x), \(y)) \(drawn[i..<i + 4]) vs \(expected)")
                    }
                }
            }

            // Render the whole image into a 4x4 host texture.
            var small: GLuint = 0
            glGenTextures(1, &small)
            glBindTexture(GLenum(GL_TEXTURE_2D), small)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 4, 4, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            defer { glDeleteTextures(1, &small) }
            expectOK(glaze_context_render_to_texture(context, source, small, 4, 4, GLAZE_TEXTURE_RGBA8, nil, nil))
            let rendered = textureBytes(small, width: 4, height: 4)
            for y in 0..<4 {
                for x in 0..<4 {
                    let i = (y * 4 + x) * 4
                    #expect(Array(rendered[i..<i + 4]) == [UInt8(x * 60), UInt8(y * 60), 90, 255], "texture (\(x), \(y))")
                }
            }
            var badTexture: OpaquePointer?
            expectStatus(glaze_context_render_to_texture(context, source, 424_242, 4, 4, GLAZE_TEXTURE_RGBA8, nil, &badTexture),
                         GLAZE_ERROR_RENDER, mentioning: "424242")

            // A texture Glaze makes, used again as an image.
            let made = try make { glaze_context_make_texture(context, source, nil, GLAZE_TEXTURE_RGBA8, $0) }
            var name: UInt32 = 0, width: Int32 = 0, height: Int32 = 0
            expectOK(glaze_texture_get_name(made, &name))
            expectOK(glaze_texture_get_size(made, &width, &height))
            #expect(name != 0 && glIsTexture(name) != 0 && width == 4 && height == 4)
            let again = try make { glaze_texture_get_image(made, $0) }
            let direct = readRGBA8(context, source, width: 4, height: 4)
            #expect(readRGBA8(context, again, width: 4, height: 4) == direct)
            glaze_image_destroy(again)
            expectOK(glaze_texture_destroy(made))

            // Asynchronous readback: poll, wait, copy.
            let readback = try make { glaze_context_read_pixels_async(context, source, nil, GLAZE_PIXELS_RGBA8, $0) }
            defer { glaze_readback_destroy(readback) }
            var byteCount = 0
            expectOK(glaze_readback_get_size(readback, &width, &height, &byteCount))
            #expect(width == 4 && height == 4 && byteCount == 64)
            expectOK(glaze_readback_wait(readback, 5_000_000_000))
            expectOK(glaze_readback_is_complete(readback, &complete))
            #expect(complete == 1)
            var bytes = [UInt8](repeating: 0, count: 64)
            expectStatus(bytes.withUnsafeMutableBytes { glaze_readback_copy(readback, $0.baseAddress, 63) },
                         GLAZE_ERROR_BUFFER_TOO_SMALL, mentioning: "needs 64")
            expectOK(bytes.withUnsafeMutableBytes { glaze_readback_copy(readback, $0.baseAddress, $0.count) })
            #expect(bytes == direct)

            // Frame boundary: the made texture's GL object is deleted there.
            expectOK(glaze_context_begin_frame(context))
            #expect(glIsTexture(name) == 0)
        }
    }

    @Test func explainStatsAndDescribe() throws {
        try withCContext { context in
            let source = try pixelImage(width: 4, height: 4) { _, _ in [10, 20, 30, 255] }
            defer { glaze_image_destroy(source) }
            let a = try applyingFilter(named: "exposureAdjust", to: source)
            let b = try applyingFilter(named: "vignette", to: a)
            defer { glaze_image_destroy(a); glaze_image_destroy(b) }

            var text: UnsafeMutablePointer<CChar>?
            expectOK(glaze_context_explain(context, b, nil, 0, 0, 1, &text))
            let plan = text.map { String(cString: $0) } ?? ""
            glaze_string_free(text)
            #expect(plan.hasPrefix("1 pass(es)"), "colour kernels fuse into one pass: \(plan)")
            #expect(plan.contains("vignette") && plan.contains("#version 330"))

            _ = readRGBA8(context, b, width: 4, height: 4)
            var stats = glaze_stats()
            expectOK(glaze_context_get_stats(context, &stats))
            #expect(stats.passes_drawn == 1 && stats.programs_compiled == 1 && stats.finish_calls == 0)
            expectOK(glaze_context_stats_string(context, &text))
            let json = text.map { String(cString: $0) } ?? ""
            glaze_string_free(text)
            #expect(json.contains("\"passesDrawn\":1") && json.hasPrefix("{") && json.hasSuffix("}"))
            let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Int]
            #expect(parsed?["programsCompiled"] == 1)

            expectOK(glaze_registry_describe(nil, "CIVignette", &text))
            let described = text.map { String(cString: $0) } ?? ""
            glaze_string_free(text)
            let object = try JSONSerialization.jsonObject(with: Data(described.utf8)) as? [String: Any]
            #expect(object?["name"] as? String == "vignette")
            #expect((object?["inputs"] as? [[String: Any]])?.first?["max"] as? Double == 1)
            let registry = try make { glaze_registry_create($0) }
            defer { glaze_registry_destroy(registry) }
            expectOK(glaze_registry_describe(registry, nil, &text))
            let all = try JSONSerialization.jsonObject(with: Data(String(cString: text!).utf8)) as? [[String: Any]]
            glaze_string_free(text)
            #expect(all?.contains { $0["name"] as? String == "exposureAdjust" } == true)
        }
    }

    /// A loader thread renders on a shared context; the game thread acquires the result.
    @Test func sharedAndBakedTexturesAcrossContexts() throws {
        let game = try GLTestContext.make()
        defer { game.release() }
        let gameContext = try make { glaze_context_create(nil, $0) }
        defer { glaze_context_destroy(gameContext) }
        let loaderGL = try HeadlessGLContext(sharing: game)
        let source = try pixelImage(width: 4, height: 4) { _, _ in [40, 80, 120, 255] }
        defer { glaze_image_destroy(source) }
        let baked = try make { glaze_baked_texture_create(GLAZE_TEXTURE_RGBA8, $0) }
        defer { glaze_baked_texture_destroy(baked) }
        let sourceAddress = UInt(bitPattern: UnsafeRawPointer(source)), bakedAddress = UInt(bitPattern: UnsafeRawPointer(baked))

        let results = ThreadResults()
        let loader = Thread {
            do { try loaderGL.makeCurrent() } catch { results.record(GLAZE_ERROR_INTERNAL, "\(error)") }
            var context: OpaquePointer?
            results.record(glaze_context_create(nil, &context), lastError())
            var shared: OpaquePointer?
            results.record(glaze_context_make_shared_texture(context, OpaquePointer(bitPattern: sourceAddress), nil,
                                                             GLAZE_TEXTURE_RGBA8, &shared), lastError())
            var rendered: Int32 = 0
            results.record(glaze_baked_texture_update(OpaquePointer(bitPattern: bakedAddress), context,
                                                      OpaquePointer(bitPattern: sourceAddress), nil, 1, &rendered), lastError())
            results.record(rendered == 1 ? GLAZE_OK : GLAZE_ERROR_INTERNAL, "baked once")
            results.record(glaze_baked_texture_update(OpaquePointer(bitPattern: bakedAddress), context,
                                                      OpaquePointer(bitPattern: sourceAddress), nil, 1, &rendered), lastError())
            results.record(rendered == 0 ? GLAZE_OK : GLAZE_ERROR_INTERNAL, "same recipe: not baked again")
            results.sharedAddress = shared.map { UInt(bitPattern: UnsafeRawPointer($0)) } ?? 0
            glFinish()
            glaze_context_destroy(context)
            loaderGL.release()
            results.done.signal()
        }
        loader.start()
        results.done.wait()
        for (status, message) in results.values { #expect(status == GLAZE_OK, "\(message)") }

        let shared = OpaquePointer(bitPattern: results.sharedAddress)
        defer { glaze_shared_texture_destroy(shared) }
        var ready: Int32 = 0
        expectOK(glaze_shared_texture_is_ready(shared, &ready))
        #expect(ready == 1)
        let acquired = try make { glaze_shared_texture_acquire_image(shared, gameContext, $0) }
        defer { glaze_image_destroy(acquired) }
        let expected = readRGBA8(gameContext, source, width: 4, height: 4)
        #expect(readRGBA8(gameContext, acquired, width: 4, height: 4) == expected)
        let fromBake = try make { glaze_baked_texture_acquire_image(baked, gameContext, $0) }
        defer { glaze_image_destroy(fromBake) }
        #expect(readRGBA8(gameContext, fromBake, width: 4, height: 4) == expected)
        var count: Int64 = 0
        expectOK(glaze_baked_texture_get_render_count(baked, &count))
        #expect(count == 1)
    }
}
