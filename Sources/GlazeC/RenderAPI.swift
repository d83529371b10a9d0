import CGlaze
import FoundationEssentials
import Glaze

// Applying filters, and rendering to framebuffers, textures and memory. Each function is
// documented in glaze.h.

@_cdecl("glaze_image_apply_filter")
public func glaze_image_apply_filter(_ image: OpaquePointer?, _ filter: OpaquePointer?,
                                     _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        _ = try output(outImage, "out_image")
        try returnImage(source.applying(try FilterAPI.build(box)), outImage)
    }
}

@_cdecl("glaze_image_apply_transition")
public func glaze_image_apply_transition(_ from: OpaquePointer?, _ to: OpaquePointer?, _ filter: OpaquePointer?,
                                         _ progress: Float,
                                         _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let source = try Handles.get(from, as: ImageBox.self, role: "from").image
        let target = try Handles.get(to, as: ImageBox.self, role: "to").image
        let box = try Handles.get(filter, as: FilterBox.self, role: "filter")
        _ = try output(outImage, "out_image")
        guard !progress.isNaN else { throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "progress is NaN") }
        let d = box.descriptor
        let imageParameter = d.parameter(named: "targetImage") ?? d.parameters.first { $0.type == .image }
        let progressParameter = d.parameter(named: "progress") ?? d.parameter(named: "time")
        guard d.category == .transition, let imageParameter, let progressParameter else {
            throw CAPIError(GLAZE_ERROR_WRONG_TYPE,
                            "\(d.name) is not a transition (category \(d.category.rawValue)); use a filter of category 'transition', e.g. \(transitionSuggestion(for: d.name))")
        }
        let clamped = Double(min(1, max(0, progress)))
        box.values.withLock {
            $0[imageParameter.name] = .image(target)
            $0[progressParameter.name] = .number(clamped)
        }
        try returnImage(try FilterAPI.build(box).apply(to: source), outImage)
    }
}

/// The transition a caller most likely meant for filter `name`: its transition twin
/// ('pixellate' → 'pixellateTransition'), else the closest transition names, else 'dissolve'.
func transitionSuggestion(for name: String, registry: FilterRegistry = .builtin) -> String {
    let transitions = registry.descriptors(in: .transition).map(\.name)
    if let twin = transitions.first(where: { $0.lowercased() == (name + "Transition").lowercased() }) { return "'\(twin)'" }
    let close = closestNames(to: name, in: transitions, limit: 2)
    return (close.isEmpty ? ["dissolve"] : close).map { "'\($0)'" }.joined(separator: " or ")
}

/// Registers a render task when the caller asked for one.
private func returnTask(_ task: RenderTask, _ binding: ThreadBinding, _ pointer: UnsafeMutablePointer<OpaquePointer?>?) throws {
    guard let pointer else { return }
    pointer.pointee = try Handles.make(RenderTaskBox(task, binding: binding))
}

@_cdecl("glaze_context_draw")
public func glaze_context_draw(_ context: OpaquePointer?, _ image: OpaquePointer?, _ destination: glaze_rect,
                               _ from: glaze_rect, _ outTask: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi { try draw(context, image, destination, from, outTask) { try $0.draw($1, in: $2, from: $3) } }
}

@_cdecl("glaze_context_draw_into")
public func glaze_context_draw_into(_ context: OpaquePointer?, _ image: OpaquePointer?, _ framebuffer: UInt32,
                                    _ destination: glaze_rect, _ from: glaze_rect,
                                    _ outTask: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi { try draw(context, image, destination, from, outTask) { try $0.draw($1, into: framebuffer, in: $2, from: $3) } }
}

/// The checks of both draw calls, then `issue` (the render context, the image, `in`, `from`).
private func draw(_ context: OpaquePointer?, _ image: OpaquePointer?, _ destination: glaze_rect, _ from: glaze_rect,
                  _ outTask: UnsafeMutablePointer<OpaquePointer?>?,
                  _ issue: (RenderContext, Image, Rect, Rect) throws -> RenderTask) throws {
    let box = try Handles.get(context, as: ContextBox.self)
    let render = try box.use()
    let source = try Handles.get(image, as: ImageBox.self, role: "image").image
    let rect = try Check.rect(destination, "in")
    guard rect.width <= Double(Check.maximumSize), rect.height <= Double(Check.maximumSize) else {
        throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "in \(rect) is larger than \(Check.maximumSize) pixels")
    }
    let region = try Check.rect(from, "from")
    try returnTask(try issue(render, source, rect, region), box.binding, outTask)
}

@_cdecl("glaze_context_render_to_texture")
public func glaze_context_render_to_texture(_ context: OpaquePointer?, _ image: OpaquePointer?, _ texture: UInt32,
                                            _ width: Int32, _ height: Int32, _ format: glaze_texture_format,
                                            _ from: UnsafePointer<glaze_rect>?,
                                            _ outTask: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(context, as: ContextBox.self)
        let render = try box.use()
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        guard texture != 0 else { throw CAPIError(GLAZE_ERROR_INVALID_ARGUMENT, "texture name 0 is not a texture") }
        let (w, h) = try Check.size(width, height, "texture size")
        let reference = TextureReference.borrowed(name: texture, width: w, height: h, format: try Check.textureFormat(format))
        let region = try Check.region(from, of: source)
        let task = try render.render(source, to: reference, from: region, formatName: { Check.textureFormatName($0) })
        try returnTask(task, box.binding, outTask)
    }
}

@_cdecl("glaze_context_make_texture")
public func glaze_context_make_texture(_ context: OpaquePointer?, _ image: OpaquePointer?,
                                       _ from: UnsafePointer<glaze_rect>?, _ format: glaze_texture_format,
                                       _ outTexture: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        try makeTextureHandle(context, image, from, format, outTexture) { render, source, region, textureFormat in
            TextureBox(try render.makeTexture(source, from: region, format: textureFormat))
        }
    }
}

/// The body of the calls that render `image`'s `from` region in `context` into a new texture of
/// `format`: checks the context (thread and GL context), the image, `outTexture`, the format and
/// the region, in that order, then stores the handle of `make`'s box in `outTexture`.
func makeTextureHandle<Box: HandleBox>(
    _ context: OpaquePointer?, _ image: OpaquePointer?, _ from: UnsafePointer<glaze_rect>?,
    _ format: glaze_texture_format, _ outTexture: UnsafeMutablePointer<OpaquePointer?>?,
    _ make: (RenderContext, Image, Rect, TextureFormat) throws -> Box
) throws {
    let render = try Handles.get(context, as: ContextBox.self).use()
    let source = try Handles.get(image, as: ImageBox.self, role: "image").image
    let out = try output(outTexture, "out_texture")
    let textureFormat = try Check.textureFormat(format)
    let region = try Check.region(from, of: source)
    out.pointee = try Handles.make(try make(render, source, region, textureFormat))
}

@_cdecl("glaze_texture_get_name")
public func glaze_texture_get_name(_ texture: OpaquePointer?, _ outName: UnsafeMutablePointer<UInt32>?) -> glaze_status {
    capi {
        let box = try Handles.get(texture, as: TextureBox.self, role: "texture")
        try output(outName, "out_name").pointee = box.texture.name
    }
}

@_cdecl("glaze_texture_get_size")
public func glaze_texture_get_size(_ texture: OpaquePointer?, _ outWidth: UnsafeMutablePointer<Int32>?,
                                   _ outHeight: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(texture, as: TextureBox.self, role: "texture")
        outWidth?.pointee = Int32(box.texture.width)
        outHeight?.pointee = Int32(box.texture.height)
    }
}

@_cdecl("glaze_texture_get_image")
public func glaze_texture_get_image(_ texture: OpaquePointer?,
                                    _ outImage: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(texture, as: TextureBox.self, role: "texture")
        try returnImage(box.texture.image, outImage)
    }
}

@_cdecl("glaze_texture_destroy")
public func glaze_texture_destroy(_ texture: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(texture, as: TextureBox.self) }
}

@_cdecl("glaze_render_task_is_complete")
public func glaze_render_task_is_complete(_ task: OpaquePointer?, _ outComplete: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(task, as: RenderTaskBox.self, role: "task")
        let out = try output(outComplete, "out_complete")
        try box.binding.check()
        out.pointee = box.task.isComplete ? 1 : 0
    }
}

@_cdecl("glaze_render_task_wait")
public func glaze_render_task_wait(_ task: OpaquePointer?, _ timeoutNanoseconds: UInt64) -> glaze_status {
    capi {
        let box = try Handles.get(task, as: RenderTaskBox.self, role: "task")
        try box.binding.check()
        try box.task.waitUntilCompleted(timeoutNanoseconds: timeoutNanoseconds)
    }
}

@_cdecl("glaze_render_task_destroy")
public func glaze_render_task_destroy(_ task: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(task, as: RenderTaskBox.self) }
}

// MARK: Readback

/// Copies `pixels` into a caller buffer after checking its size.
private func copy(_ pixels: PixelBuffer, to destination: UnsafeMutableRawPointer?, size: Int) throws {
    guard let destination else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "pixels is NULL") }
    guard size >= pixels.bytes.count else {
        throw CAPIError(GLAZE_ERROR_BUFFER_TOO_SMALL,
                        "the buffer holds \(size) bytes; \(pixels.width)x\(pixels.height) \(pixels.format) needs \(pixels.bytes.count)")
    }
    pixels.bytes.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
}

@_cdecl("glaze_context_read_pixels")
public func glaze_context_read_pixels(_ context: OpaquePointer?, _ image: OpaquePointer?,
                                      _ from: UnsafePointer<glaze_rect>?, _ format: glaze_pixel_format,
                                      _ pixels: UnsafeMutableRawPointer?, _ size: Int) -> glaze_status {
    capi {
        let render = try Handles.get(context, as: ContextBox.self).use()
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        guard pixels != nil else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "pixels is NULL") }
        let layout = try Check.pixelFormat(format)
        let region = try Check.region(from, of: source)
        let needed = Int(region.width.rounded(.up)) * Int(region.height.rounded(.up)) * layout.bytesPerPixel
        guard size >= needed else {
            throw CAPIError(GLAZE_ERROR_BUFFER_TOO_SMALL, "the buffer holds \(size) bytes; the region \(region) needs \(needed)")
        }
        let result = try render.readPixels(source, from: region, format: layout)
        try copy(result, to: pixels, size: size)
    }
}

@_cdecl("glaze_context_read_pixels_async")
public func glaze_context_read_pixels_async(_ context: OpaquePointer?, _ image: OpaquePointer?,
                                            _ from: UnsafePointer<glaze_rect>?, _ format: glaze_pixel_format,
                                            _ outReadback: UnsafeMutablePointer<OpaquePointer?>?) -> glaze_status {
    capi {
        let box = try Handles.get(context, as: ContextBox.self)
        let render = try box.use()
        let source = try Handles.get(image, as: ImageBox.self, role: "image").image
        let out = try output(outReadback, "out_readback")
        let layout = try Check.pixelFormat(format)
        let region = try Check.region(from, of: source)
        let task = try render.readPixelsAsync(source, from: region, format: layout)
        out.pointee = try Handles.make(ReadbackBox(task, binding: box.binding))
    }
}

@_cdecl("glaze_readback_is_complete")
public func glaze_readback_is_complete(_ readback: OpaquePointer?, _ outComplete: UnsafeMutablePointer<Int32>?) -> glaze_status {
    capi {
        let box = try Handles.get(readback, as: ReadbackBox.self, role: "readback")
        let out = try output(outComplete, "out_complete")
        if box.pixels.withLock({ $0 != nil }) {
            out.pointee = 1
            return
        }
        try box.binding.check()
        out.pointee = box.task.isComplete ? 1 : 0
    }
}

@_cdecl("glaze_readback_wait")
public func glaze_readback_wait(_ readback: OpaquePointer?, _ timeoutNanoseconds: UInt64) -> glaze_status {
    capi {
        let box = try Handles.get(readback, as: ReadbackBox.self, role: "readback")
        if box.pixels.withLock({ $0 != nil }) { return }
        try box.binding.check()
        try box.task.waitUntilCompleted(timeoutNanoseconds: timeoutNanoseconds)
    }
}

@_cdecl("glaze_readback_get_size")
public func glaze_readback_get_size(_ readback: OpaquePointer?, _ outWidth: UnsafeMutablePointer<Int32>?,
                                    _ outHeight: UnsafeMutablePointer<Int32>?,
                                    _ outByteCount: UnsafeMutablePointer<Int>?) -> glaze_status {
    capi {
        let box = try Handles.get(readback, as: ReadbackBox.self, role: "readback")
        outWidth?.pointee = Int32(box.task.width)
        outHeight?.pointee = Int32(box.task.height)
        outByteCount?.pointee = box.task.width * box.task.height * box.task.format.bytesPerPixel
    }
}

@_cdecl("glaze_readback_copy")
public func glaze_readback_copy(_ readback: OpaquePointer?, _ pixels: UnsafeMutableRawPointer?, _ size: Int) -> glaze_status {
    capi {
        let box = try Handles.get(readback, as: ReadbackBox.self, role: "readback")
        guard pixels != nil else { throw CAPIError(GLAZE_ERROR_NULL_ARGUMENT, "pixels is NULL") }
        let needed = box.task.width * box.task.height * box.task.format.bytesPerPixel
        guard size >= needed else {
            throw CAPIError(GLAZE_ERROR_BUFFER_TOO_SMALL, "the buffer holds \(size) bytes; the readback needs \(needed)")
        }
        if let cached = box.pixels.withLock({ $0 }) {
            try copy(cached, to: pixels, size: size)
            return
        }
        try box.binding.check()
        let result = try box.task.pixels()
        box.pixels.withLock { $0 = result }
        try copy(result, to: pixels, size: size)
    }
}

@_cdecl("glaze_readback_destroy")
public func glaze_readback_destroy(_ readback: OpaquePointer?) -> glaze_status {
    capi { try Handles.destroyHoldingGL(readback, as: ReadbackBox.self) }
}
