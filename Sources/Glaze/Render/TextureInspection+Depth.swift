import CEpoxy

extension TextureInspection {
    /// Whether the texture holds depth Glaze can read (`Image(depthTexture:width:height:projection:)`):
    /// `GL_DEPTH_COMPONENT16`, `24`, `32F`, `GL_DEPTH24_STENCIL8` or `GL_DEPTH32F_STENCIL8`.
    public var holdsDepth: Bool {
        switch internalFormat {
        case GL_DEPTH_COMPONENT16, GL_DEPTH_COMPONENT24, GL_DEPTH_COMPONENT32F, GL_DEPTH_COMPONENT32,
             GL_DEPTH_COMPONENT, GL_DEPTH24_STENCIL8, GL_DEPTH32F_STENCIL8, GL_DEPTH_STENCIL: true
        default: false
        }
    }

    /// Whether the texture also holds stencil (`GL_DEPTH24_STENCIL8`, `GL_DEPTH32F_STENCIL8`).
    public var holdsStencil: Bool {
        internalFormat == GL_DEPTH24_STENCIL8 || internalFormat == GL_DEPTH32F_STENCIL8 || internalFormat == GL_DEPTH_STENCIL
    }

    /// Checks a depth texture's declaration (`name`, `width`×`height`) against GL.
    /// - Throws: ``RenderError`` `.textureMismatch` naming both sizes, or `.textureUnsupported`
    ///   naming a format that holds no depth.
    public func checkDepth(name: UInt32, width: Int, height: Int) throws {
        guard holdsDepth else {
            throw RenderError(.textureUnsupported, "borrowed depth texture \(name) is \(Self.depthName(of: internalFormat)), "
                              + "not a depth texture; use GL_DEPTH_COMPONENT16, 24 or 32F, GL_DEPTH24_STENCIL8 or GL_DEPTH32F_STENCIL8")
        }
        guard self.width == width, self.height == height else {
            throw RenderError(.textureMismatch, "borrowed depth texture \(name) is \(self.width)x\(self.height) "
                              + "(\(Self.depthName(of: internalFormat))), not the declared \(width)x\(height)")
        }
    }

    /// A depth format's name, or ``name(of:)``.
    static func depthName(of format: Int32) -> String {
        switch format {
        case GL_DEPTH_COMPONENT16: "GL_DEPTH_COMPONENT16"
        case GL_DEPTH_COMPONENT24: "GL_DEPTH_COMPONENT24"
        case GL_DEPTH_COMPONENT32F: "GL_DEPTH_COMPONENT32F"
        case GL_DEPTH24_STENCIL8: "GL_DEPTH24_STENCIL8"
        case GL_DEPTH32F_STENCIL8: "GL_DEPTH32F_STENCIL8"
        default: name(of: format)
        }
    }
}

/// The depth-stencil textures one render reads, set to read depth
/// (`GL_DEPTH_STENCIL_TEXTURE_MODE` = `GL_DEPTH_COMPONENT`) while it draws and restored after.
/// Only contexts with stencil texturing (OpenGL 4.3, OpenGL ES 3.1) have the switch; elsewhere a
/// depth-stencil texture always samples depth. Keeps its storage between renders.
struct DepthStencilReads {
    /// Depth-stencil textures the recipe reads (from ``TextureInspection``).
    private var textures: [GLuint] = []
    /// Textures whose mode was `GL_STENCIL_INDEX` and is set to depth for this render.
    private var changed: [GLuint] = []

    /// Whether `capabilities` has `GL_DEPTH_STENCIL_TEXTURE_MODE` (OpenGL 4.3, OpenGL ES 3.1).
    static func available(_ capabilities: GLCapabilities) -> Bool {
        capabilities.api == .desktop ? capabilities.version >= 43 : capabilities.version >= 31
    }

    /// Forgets the last render's textures.
    mutating func removeAll() {
        textures.removeAll(keepingCapacity: true)
        changed.removeAll(keepingCapacity: true)
    }

    /// Notes a depth-stencil texture the next render reads.
    mutating func note(_ name: GLuint) { textures.append(name) }

    /// Sets every noted texture that reads stencil to read depth (binding it on the active unit:
    /// call inside the host-state guard).
    mutating func readDepth() {
        for name in textures where !changed.contains(name) {
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            var mode: GLint = 0
            glGetTexParameteriv(GLenum(GL_TEXTURE_2D), GLenum(GL_DEPTH_STENCIL_TEXTURE_MODE), &mode)
            guard mode != GL_DEPTH_COMPONENT else { continue }
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_DEPTH_STENCIL_TEXTURE_MODE), GL_DEPTH_COMPONENT)
            changed.append(name)
        }
    }

    /// Puts back `GL_STENCIL_INDEX` on the textures ``readDepth()`` changed.
    mutating func restore() {
        for name in changed {
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_DEPTH_STENCIL_TEXTURE_MODE), GL_STENCIL_INDEX)
        }
        changed.removeAll(keepingCapacity: true)
    }
}
