import GlazeCore
import CEpoxy

extension RenderContext {
    /// Renders `region` of `image` and reads it back synchronously (bottom row first).
    /// `format` `.rgba8` gives sRGB-encoded bytes in the linear working space; float formats
    /// give working-space values. Blocks until the GPU is done: tools and tests only.
    ///
    /// A context that cannot render the float texture a format needs (OpenGL ES 3.0 without
    /// `GL_EXT_color_buffer_float` / `_half_float`) reads `.rgba8` and decodes it: values in
    /// 0...1 at 8-bit sRGB precision, instead of refusing.
    public func readPixels(_ image: Image, from region: Rect? = nil, format: PixelBuffer.Format = .rgba8) throws -> PixelBuffer {
        let textureFormat = Self.textureFormat(for: format)
        guard format == .rgba8 || capabilities.canRender(to: textureFormat) else {
            return decoded(try readPixels(image, from: region, format: .rgba8), as: format)
        }
        let rendered = try makeTexture(image, from: region, format: textureFormat)
        return try read(rendered, format: format)
    }

    /// 8-bit readback `bytes` (sRGB-encoded in the linear working space) as `format`'s values.
    private func decoded(_ bytes: PixelBuffer, as format: PixelBuffer.Format) -> PixelBuffer {
        var pixels = PixelBuffer(width: bytes.width, height: bytes.height, format: format)
        let decodes = options.workingSpace == .linearSRGB
        for y in 0..<bytes.height {
            for x in 0..<bytes.width {
                var v = bytes.float4(x: x, y: y)
                if decodes {
                    for c in 0..<3 { v[c] = Float(SRGBTables.decode(Double(v[c]))) }
                }
                pixels.setFloat4(v, x: x, y: y)
            }
        }
        return pixels
    }

    /// Renders and writes a PNG (8-bit, or 16-bit for `.rgba16`), unpremultiplied as PNGs are.
    public func writePNG(_ image: Image, to path: String, from region: Rect? = nil,
                         format: PixelBuffer.Format = .rgba8) throws {
        try PNGFile.write(try readStraightPixels(image, from: region, format: format), to: path)
    }

    /// Like ``readPixels(_:from:format:)`` but with straight (unpremultiplied) colour, as image
    /// files store it: alpha is divided out once, at full precision, before `.rgba8` values are
    /// sRGB-encoded (linear working space) and rounded. Blocks: tools and tests only.
    public func readStraightPixels(_ image: Image, from region: Rect? = nil,
                                   format: PixelBuffer.Format = .rgba8) throws -> PixelBuffer {
        // Straight colour needs float values: an 8-bit program would divide alpha out twice.
        try capabilities.requireRenderable(.rgba32Float, for: "a straight-alpha readback")
        let unpremultiplied = Image(kernelApplication: Self.unpremultiplyKernel, inputs: [image], values: [])
        let area = region ?? image.extent
        guard format == .rgba8 else { return try readPixels(unpremultiplied, from: area, format: format) }
        // The 8-bit program would treat the straight colour as premultiplied and divide again.
        let values = try readPixels(unpremultiplied, from: area, format: .rgba32Float)
        var pixels = PixelBuffer(width: values.width, height: values.height, format: .rgba8)
        let encodes = options.workingSpace == .linearSRGB
        for y in 0..<values.height {
            for x in 0..<values.width {
                var v = values.float4(x: x, y: y)
                if encodes {
                    for c in 0..<3 { v[c] = Float(SRGBTables.encode(Double(min(max(v[c], 0), 1)))) }
                }
                pixels.setFloat4(v, x: x, y: y)
            }
        }
        return pixels
    }

    /// Renders `region` of `image` and starts an asynchronous readback through a pixel-pack
    /// buffer. The returned task completes later; the frame that issued it does not stall.
    ///
    /// Makes no GL object in the steady state: the image renders into an intermediate of the
    /// pool (free again once the read is issued: GL orders later writes after it) and is read
    /// into a ring of pixel-pack buffers, each reused once its task is gone.
    public func readPixelsAsync(_ image: Image, from region: Rect? = nil,
                                format: PixelBuffer.Format = .rgba8) throws -> ReadbackTask {
        try beginGLCall()
        let area = try resolveRegion(region, of: image)
        let textureFormat = Self.textureFormat(for: format)
        try capabilities.requireRenderable(textureFormat, for: "an asynchronous \(format) readback")
        let width = Int(area.width.rounded(.up)), height = Int(area.height.rounded(.up))
        let target = try pool.acquire(width: width, height: height, format: textureFormat, frame: frame)
        defer { pool.release(target, frame: frame) }
        _ = try render(image, region: area, into: .framebuffer(target.framebuffer.name), viewport: Rect(0, 0, width, height),
                       encoding: textureFormat.isFloat ? .linear : .sRGB)
        let transfer = transferFormat(for: format)
        let buffer = try readbackBuffer(byteCount: width * height * transfer.bytesPerPixel)
        withGlazeWorkState {
            // Glaze's work state: tightly packed rows, no pack buffer bound (put back at the end).
            let readBinding = ReadFramebufferScope(target.framebuffer.name, queries: options.hostState == .guarded)
            defer {
                readBinding.restore()
                glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
            }
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer.name)
            glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), Self.glType(for: transfer), nil)
        }
        // The CPU waits on it: fence and flush so that it can be reached.
        let fence = try GLFence(reaper: reaper)
        glFlush()
        if checksGL { try GLDebug.check("starting an asynchronous readback") }
        return ReadbackTask(buffer: buffer, fence: fence, width: width, height: height, format: format,
                            transferFormat: transfer, context: self)
    }

    /// A pixel-pack buffer of at least `byteCount` bytes from the ring: one no live
    /// ``ReadbackTask`` holds (grown when too small), else a new one (kept while the ring has
    /// fewer than 4).
    private func readbackBuffer(byteCount: Int) throws -> GLBuffer {
        for index in readbackBuffers.indices where isKnownUniquelyReferenced(&readbackBuffers[index]) {
            if readbackBuffers[index].byteCount < byteCount {
                withGlazeWorkState { readbackBuffers[index].resize(byteCount: byteCount) }
            }
            return readbackBuffers[index]
        }
        let buffer = try GLBuffer(byteCount: byteCount, reaper: reaper)
        if readbackBuffers.count < 4 { readbackBuffers.append(buffer) }
        return buffer
    }

    func read(_ rendered: RenderedTexture, format: PixelBuffer.Format) throws -> PixelBuffer {
        var pixels = PixelBuffer(width: rendered.width, height: rendered.height, format: transferFormat(for: format))
        withGlazeWorkState {
            // Glaze's work state: tightly packed rows into client memory, exactly the buffer's size.
            let readBinding = ReadFramebufferScope(rendered.framebuffer.name, queries: options.hostState == .guarded)
            defer { readBinding.restore() }
            pixels.bytes.withUnsafeMutableBytes {
                glReadPixels(0, 0, GLsizei(rendered.width), GLsizei(rendered.height), GLenum(GL_RGBA),
                             Self.glType(for: pixels.format), $0.baseAddress)
            }
        }
        try GLDebug.check("reading back \(rendered.width)x\(rendered.height) pixels")
        return pixels.converted(to: format)
    }

    /// The layout `glReadPixels` can deliver for `format`: OpenGL ES reads float colour buffers
    /// only as `GL_FLOAT` (no `GL_UNSIGNED_SHORT` or `GL_HALF_FLOAT`), converted on the CPU after.
    func transferFormat(for format: PixelBuffer.Format) -> PixelBuffer.Format {
        capabilities.api == .gles && (format == .rgba16 || format == .rgba16Float) ? .rgba32Float : format
    }

    static func textureFormat(for format: PixelBuffer.Format) -> TextureFormat {
        switch format {
        case .rgba8: .rgba8
        case .rgba16, .rgba16Float: .rgba16Float
        case .rgba32Float: .rgba32Float
        }
    }

    static func glType(for format: PixelBuffer.Format) -> GLenum {
        switch format {
        case .rgba8: GLenum(GL_UNSIGNED_BYTE)
        case .rgba16: GLenum(GL_UNSIGNED_SHORT)
        case .rgba16Float: GLenum(GL_HALF_FLOAT)
        case .rgba32Float: GLenum(GL_FLOAT)
        }
    }

    static let unpremultiplyKernel = Kernel(builtin: "Core/unpremultiply.glsl", in: ShaderSources.files, name: "glaze_unpremultiplyKernel",
                                            kind: .color, inputCount: 1)
}

/// An asynchronous readback: the pixels arrive in a pixel-pack buffer; ``pixels()`` maps it once
/// the fence has passed. Use on the context's thread.
public final class ReadbackTask {
    private let buffer: GLBuffer
    private let fence: GLFence
    /// Width of the pixels in the readback.
    public let width: Int
    /// Height of the pixels in the readback.
    public let height: Int
    /// Layout of the pixels.
    public let format: PixelBuffer.Format
    /// Layout of the bytes in the buffer (`format`, or `rgba32Float` where ES reads floats only).
    private let transferFormat: PixelBuffer.Format
    /// The context that issued the readback: its thread and GL context are checked before any GL call.
    private weak var context: RenderContext?

    init(buffer: GLBuffer, fence: GLFence, width: Int, height: Int, format: PixelBuffer.Format,
         transferFormat: PixelBuffer.Format, context: RenderContext) {
        self.context = context
        self.buffer = buffer
        self.fence = fence
        self.width = width
        self.height = height
        self.format = format
        self.transferFormat = transferFormat
    }

    /// Whether the bytes are ready (non-blocking).
    public var isComplete: Bool { fence.isSignaled }

    /// Blocks until the bytes are ready, as `RenderTask.waitUntilCompleted(timeoutNanoseconds:)`
    /// does for a render (the C API's `glaze_readback_wait`).
    /// - Throws: `GLError` `.fenceTimeout` when `timeoutNanoseconds` pass first.
    package func waitUntilCompleted(timeoutNanoseconds: UInt64) throws {
        try fence.wait(timeoutNanoseconds: timeoutNanoseconds)
    }

    /// The pixels: waits for the fence if needed (returns at once after `isComplete`).
    /// - Throws: ``RenderError`` `.wrongThread` / `.contextReleased` (before any GL call) off the
    ///   issuing context's thread, without its GL context current, or after it was released.
    public func pixels() throws -> PixelBuffer {
        guard let context else {
            throw RenderError(.contextReleased, "the render context that issued this \(width)x\(height) readback no longer exists")
        }
        try context.beginGLCall()
        try fence.wait()
        var result = PixelBuffer(width: width, height: height, format: transferFormat)
        var previous: GLint = 0  // outside guarded mode: unbound, Glaze's (declared) value
        if context.options.hostState == .guarded { glGetIntegerv(GLenum(GL_PIXEL_PACK_BUFFER_BINDING), &previous) }
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), GLuint(previous)) }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer.name)
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(buffer.byteCount),
                                            GLbitfield(GL_MAP_READ_BIT)) else {
            throw RenderError(.readbackFailed, "could not map the pixel-pack buffer (\(GLDebug.errorName(glGetError())))")
        }
        result.bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapped, count: $0.count)) }
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        return result.converted(to: format)
    }
}
