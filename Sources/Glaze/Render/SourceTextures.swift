import GlazeCore
import CEpoxy

/// The GL textures behind a plan's sources: CPU pixels uploaded once, 3D lookup tables uploaded
/// once, host renderbuffers copied with one blit per render, sRGB views of host textures made
/// once. Owns those textures; bounded by age (``trim(frame:)`` drops what no render used for a
/// while). Chooses each borrowed texture's colour path (``colorPath(of:texture:inspection:frame:)``).
///
/// sRGB decoding in the sampler: an immutable RGBA8 texture gets a `GL_SRGB8_ALPHA8` view
/// (`glTextureView`, GL 4.3, `GL_ARB_texture_view`, or ES 3.1 with `GL_OES_texture_view` /
/// `GL_EXT_texture_view`): no copy, no pass, and it always shows the texture's current texels.
/// A mutable texture keeps the shader decode: the alternative, an sRGB copy
/// (`glCopyImageSubData`), would cost a full-resolution copy each time the host writes the
/// texture (Glaze cannot see those writes, so every render), as much as the decode pass it saves.
final class SourceTextures {
    /// Frames an upload or copy may go unused before it is dropped.
    static let maximumIdleFrames = 600
    /// A texture and the last frame that used it. An object, so marking it used only reads the
    /// dictionary (a mutating dictionary access allocates in debug builds; frames must not).
    private final class Entry<Owner> {
        /// Keeps the identity the key was made from alive.
        let owner: Owner
        let texture: GLTexture
        var frame: Int
        /// For renderbuffer copies: the framebuffer rendering into `texture`.
        let target: RenderTarget?

        init(owner: Owner, texture: GLTexture, frame: Int, target: RenderTarget? = nil) {
            self.owner = owner
            self.texture = texture
            self.frame = frame
            self.target = target
        }
    }
    private var uploads: [ObjectIdentifier: Entry<PixelUploadToken>] = [:]
    private var lookupTables: [ObjectIdentifier: Entry<LookupTable>] = [:]
    private var renderbufferCopies: [UInt32: Entry<UInt32>] = [:]
    /// `GL_SRGB8_ALPHA8` views of host textures, by the host texture's name.
    private var views: [UInt32: Entry<UInt32>] = [:]
    /// Whether GL can make texture views (`glTextureView`).
    let makesTextureViews: Bool
    /// Whether sRGB views are used where GL can make them. Off on a software rasteriser: there
    /// the sampler's sRGB decode costs more than the shader's (llvmpipe, 1280×720: a dissolve of
    /// two views 2.2–2.3 × copy, decoded in the shader 1.5 ×); a choice only a software
    /// rasteriser rewards. Tests switch it on to check the view path on llvmpipe.
    var usesTextureViews: Bool
    /// Whether GL has `GL_EXT_texture_sRGB_decode` (a host may skip decoding; a sampler can too).
    let controlsSRGBDecode: Bool
    private let reaper: GLReaper
    /// Decides how uploads and textures are decoded.
    let workingSpace: WorkingSpace
    /// Decides upload and LUT formats (OpenGL ES 3.0 filters 32-bit floats only with an extension).
    private let capabilities: GLCapabilities

    init(reaper: GLReaper, workingSpace: WorkingSpace, capabilities: GLCapabilities) {
        self.reaper = reaper
        self.workingSpace = workingSpace
        self.capabilities = capabilities
        let has = { (name: String) in epoxy_has_gl_extension(name) }
        makesTextureViews = capabilities.api == .desktop
            ? capabilities.version >= 43 || has("GL_ARB_texture_view")
            : capabilities.version >= 31 && (has("GL_OES_texture_view") || has("GL_EXT_texture_view"))
        controlsSRGBDecode = has("GL_EXT_texture_sRGB_decode")
        let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? ""
        usesTextureViews = !HeadlessGLContext.isSoftware(renderer: renderer)
    }

    /// Checks `texture` (the image's `source`) against what GL says and chooses how its texels
    /// are decoded: by the sampler for the host's sRGB textures and for an sRGB view of an
    /// immutable RGBA8 texture (opaque or straight alpha), raw through a skip-decode sampler
    /// where the host asked GL to skip decoding, in the shader otherwise.
    /// - Returns: the encoding the shader decodes with and the path.
    /// - Throws: ``RenderError`` when the declaration contradicts GL (``TextureInspection``).
    func colorPath(of source: ImageSource, texture: TextureReference, inspection: TextureInspection,
                   frame: Int) throws -> (encoding: ColorEncoding, path: SourceColorPath) {
        let encoding = try inspection.encoding(for: texture, declared: source.encoding)
        if inspection.decodesSRGB {
            return inspection.skipsSRGBDecode ? (source.encoding, .skipDecode) : (.linear, .hardwareTexture)
        }
        guard workingSpace == .linearSRGB, encoding == .sRGB else { return (encoding, .linear) }
        // A premultiplied texture stores alpha × encoded colour: GL would decode the product.
        guard source.alphaMode != .premultiplied, inspection.internalFormat == GL_RGBA8, makesTextureViews,
              usesTextureViews else {
            return (encoding, .shaderDecode)
        }
        guard inspection.isImmutable, view(of: texture, frame: frame) != nil else {
            // A name the host gave new, mutable storage: a view would keep showing the old storage.
            if !inspection.isImmutable, views[texture.name] != nil { forgetView(of: texture.name) }
            return (encoding, .shaderDecode)
        }
        return (.linear, .hardwareView)
    }

    /// The `GL_SRGB8_ALPHA8` view of `texture` (made on first use), or nil where GL refused it.
    private func view(of texture: TextureReference, frame: Int) -> GLuint? {
        if let cached = views[texture.name], cached.texture.width == texture.width,
           cached.texture.height == texture.height {
            cached.frame = frame
            return cached.texture.name
        }
        var name: GLuint = 0
        glGenTextures(1, &name)
        guard name != 0 else {
            _ = GLDebug.takePendingErrors()  // out of memory: not left for the host; no view then
            return nil
        }
        let view = GLTexture(name: name, target: GLenum(GL_TEXTURE_2D), width: texture.width, height: texture.height,
                             depth: 1, format: .rgba8, ownership: .owned(reaper))
        glTextureView(name, GLenum(GL_TEXTURE_2D), texture.name, GLenum(GL_SRGB8_ALPHA8), 0, 1, 0, 1)
        // Made once per texture, so the error check is no per-frame query.
        guard GLDebug.takePendingErrors().isEmpty else { return nil }
        GLDebug.label(GLenum(GL_TEXTURE), name, "glaze sRGB view of texture \(texture.name)", reaper: reaper)
        views[texture.name] = Entry(owner: texture.name, texture: view, frame: frame)
        return name
    }

    /// Whether borrowed texture names are checked with `glIsTexture` (a synchronous query) on
    /// every render: in ``HostStateMode/guarded`` or with ``RenderContext/Options/debugChecks``.
    var checksBorrowedTextures = true

    /// The GL texture holding a source's texels (uploading CPU pixels once, blitting
    /// renderbuffers, the sRGB view of a texture whose `path` is ``SourceColorPath/hardwareView``).
    /// Borrowed names are checked (``checksBorrowedTextures``): a deleted texture is a clear error.
    func textureName(for source: ImageSource, path: SourceColorPath?, frame: Int) throws -> GLuint {
        switch source.content {
        case .texture(let reference):
            guard !checksBorrowedTextures || glIsTexture(reference.name) != 0 else {
                throw RenderError(.textureMissing,
                                  "borrowed texture \(reference.name) (\(reference.width)x\(reference.height)) no longer exists; keep it alive until the render that reads it has been issued")
            }
            if path == .hardwareView, let view = views[reference.name] {
                view.frame = frame
                return view.texture.name
            }
            return reference.name
        case .pixels(let pixels, let token):
            let key = ObjectIdentifier(token)
            if let cached = uploads[key] {
                cached.frame = frame
                return cached.texture.name
            }
            let decoding = PixelUpload.Decoding(alphaMode: source.alphaMode, encoding: source.encoding,
                                                workingSpace: workingSpace)
            let texture = try PixelUpload.texture(from: pixels, decoding: decoding, capabilities: capabilities,
                                                  reaper: reaper)
            uploads[key] = Entry(owner: token, texture: texture, frame: frame)
            return texture.name
        case .framebuffer(let name, let width, let height):
            return try framebufferColorTexture(name: name, width: width, height: height, frame: frame)
        case .depthTexture(let name, let width, let height):
            guard glIsTexture(name) != 0 else {
                throw RenderError(.textureMissing,
                                  "borrowed depth texture \(name) (\(width)x\(height)) no longer exists; keep it alive until the render that reads it has been issued")
            }
            return name
        }
    }

    /// The 3D texture of `table`, uploaded on first use.
    func lookupTexture(_ table: LookupTable, frame: Int) throws -> GLuint {
        let key = ObjectIdentifier(table)
        if let cached = lookupTables[key] {
            cached.frame = frame
            return cached.texture.name
        }
        let texture = try table.values.withUnsafeBytes {
            // ES 3.0 filters half floats but 32-bit floats only with OES_texture_float_linear.
            try GLTexture(cubeSize: table.size, format: capabilities.filtersFloatLinearly ? .rgba32Float : .rgba16Float,
                          pixels: $0.baseAddress, dataType: GLenum(GL_FLOAT), label: "glaze LUT", reaper: reaper)
        }
        lookupTables[key] = Entry(owner: table, texture: texture, frame: frame)
        return texture.name
    }

    /// Colour attachment 0 of a host framebuffer: a texture is used in place, a renderbuffer is
    /// copied into a texture of ours with one blit, in the renderbuffer's kind of format (a float
    /// renderbuffer into a float texture: an HDR scene keeps values above 1, and OpenGL ES
    /// resolves a multisampled renderbuffer only into the same format).
    private func framebufferColorTexture(name: UInt32, width: Int, height: Int, frame: Int) throws -> GLuint {
        guard name == 0 || glIsFramebuffer(name) != 0 else {
            throw RenderError(.textureMissing, "framebuffer \(name) does not exist in this context")
        }
        var previousRead: GLint = 0
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &previousRead)
        defer { glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(previousRead)) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), name)
        let readBuffer = HostReadBuffer.establish(framebuffer: name)
        defer { readBuffer?.restore() }
        var type: GLint = 0, object: GLint = 0
        if name != 0 {
            glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                                  GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE), &type)
            glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                                  GLenum(GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME), &object)
            if type == GL_TEXTURE { return GLuint(object) }
        }
        // Renderbuffer (or the default framebuffer): one blit into a texture of ours.
        let copy: RenderTarget
        if let existing = renderbufferCopies[name], let target = existing.target, target.texture.width == width,
           target.texture.height == height {
            existing.frame = frame
            copy = target
        } else {
            let format = name == 0 ? .rgba8 : Self.copyFormat(capabilities: capabilities)
            let texture = try GLTexture(width: width, height: height, format: format, label: "glaze framebuffer copy",
                                        reaper: reaper)
            copy = RenderTarget(texture: texture, framebuffer: try GLFramebuffer(rendering: texture, reaper: reaper))
            renderbufferCopies[name] = Entry(owner: name, texture: texture, frame: frame, target: copy)
        }
        var previousDraw: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previousDraw)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), copy.framebuffer.name)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(previousDraw))
        return copy.texture.name
    }

    /// The texture format a copy of colour attachment 0 of the framebuffer bound for reading
    /// needs: its component type and red size decide (float 32: `rgba32Float`, other float:
    /// `rgba16Float`, where the context renders to them), else `rgba8`. Asked once per copy made.
    private static func copyFormat(capabilities: GLCapabilities) -> TextureFormat {
        var type: GLint = 0, red: GLint = 0
        glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_COMPONENT_TYPE), &type)
        guard type == GL_FLOAT else { return .rgba8 }
        glGetFramebufferAttachmentParameteriv(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_RED_SIZE), &red)
        let format: TextureFormat = red > 16 ? .rgba32Float : .rgba16Float
        return capabilities.canRender(to: format) ? format : .rgba8
    }

    /// Forgets the sRGB view of host texture `name` (deleted, or given new storage).
    func forgetView(of name: UInt32) {
        views[name] = nil
    }

    /// Drops uploads, tables and copies no render used for ``maximumIdleFrames`` frames.
    func trim(frame: Int) {
        let limit = Self.maximumIdleFrames
        if uploads.values.contains(where: { frame - $0.frame >= limit }) {
            uploads = uploads.filter { frame - $0.value.frame < limit }
        }
        if lookupTables.values.contains(where: { frame - $0.frame >= limit }) {
            lookupTables = lookupTables.filter { frame - $0.value.frame < limit }
        }
        if renderbufferCopies.values.contains(where: { frame - $0.frame >= limit }) {
            renderbufferCopies = renderbufferCopies.filter { frame - $0.value.frame < limit }
        }
        if views.values.contains(where: { frame - $0.frame >= limit }) {
            views = views.filter { frame - $0.value.frame < limit }
        }
    }

    /// Drops everything now (deleted at the next frame boundary).
    func removeAll() {
        uploads.removeAll()
        lookupTables.removeAll()
        renderbufferCopies.removeAll()
        views.removeAll()
    }
}
