import GlazeCore
import CEpoxy

/// The GL enums for each ``TextureFormat``.
extension TextureFormat {
    var internalFormat: GLint {
        switch self {
        case .rgba8: GL_RGBA8
        case .rgba16Float: GL_RGBA16F
        case .rgba32Float: GL_RGBA32F
        case .r8: GL_R8
        case .srgb8Alpha8: GL_SRGB8_ALPHA8
        }
    }

    var pixelFormat: GLenum { self == .r8 ? GLenum(GL_RED) : GLenum(GL_RGBA) }

    var pixelType: GLenum {
        switch self {
        case .rgba8, .r8, .srgb8Alpha8: GLenum(GL_UNSIGNED_BYTE)
        case .rgba16Float: GLenum(GL_HALF_FLOAT)
        case .rgba32Float: GLenum(GL_FLOAT)
        }
    }
}

/// Whether a GL object wrapper deletes its name when dropped.
enum GLOwnership {
    /// Glaze created the name; it is deleted through the reaper when the wrapper is dropped.
    case owned(GLReaper)
    /// The host owns the name; Glaze never deletes it.
    case borrowed
}

/// A 2D or 3D GL texture. Not `Sendable`: use it on its context's GL thread. Dropping it on
/// any thread is safe; an owned name is deleted at the context's next frame boundary.
final class GLTexture {
    let name: GLuint
    /// `GL_TEXTURE_2D` or `GL_TEXTURE_3D`.
    let target: GLenum
    let width: Int
    let height: Int
    /// 1 for 2D textures.
    let depth: Int
    let format: TextureFormat
    let ownership: GLOwnership

    /// Wraps an existing name without taking ownership.
    convenience init(borrowing name: GLuint, target: GLenum = GLenum(GL_TEXTURE_2D), width: Int, height: Int,
                     depth: Int = 1, format: TextureFormat) {
        self.init(name: name, target: target, width: width, height: height, depth: depth, format: format,
                  ownership: .borrowed)
    }

    /// Creates a 2D texture with undefined (or the given) contents, linear filtering, clamp to edge.
    /// - Parameters:
    ///   - pixels: tightly packed RGBA rows, bottom row first; nil leaves it undefined.
    ///   - dataType: the type of `pixels`' components (default: `format`'s own, e.g. `GL_FLOAT`
    ///     data for a half-float texture).
    convenience init(width: Int, height: Int, format: TextureFormat, pixels: UnsafeRawPointer? = nil, dataType: GLenum? = nil,
                     label: String? = nil, reaper: GLReaper) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw GLError(.objectCreationFailed, "texture size \(width)x\(height) is outside 1...16384")
        }
        try self.init(creating: GLenum(GL_TEXTURE_2D), width: width, height: height, depth: 1, format: format,
                      label: label, what: "\(width)x\(height) \(format) texture", transfersData: pixels != nil,
                      reaper: reaper) { target in
            glTexImage2D(target, 0, format.internalFormat, GLsizei(width), GLsizei(height), 0,
                         format.pixelFormat, dataType ?? format.pixelType, pixels)
        }
    }

    /// Creates a 3D texture (for colour cubes), `size`³ texels of RGBA.
    convenience init(cubeSize size: Int, format: TextureFormat, pixels: UnsafeRawPointer?, dataType: GLenum? = nil,
                     label: String? = nil, reaper: GLReaper) throws {
        guard size >= 2, size <= 256 else {
            throw GLError(.objectCreationFailed, "3D LUT size \(size) is outside 2...256")
        }
        try self.init(creating: GLenum(GL_TEXTURE_3D), width: size, height: size, depth: size, format: format,
                      label: label, what: "\(size)^3 \(format) 3D texture", transfersData: pixels != nil,
                      reaper: reaper) { target in
            glTexImage3D(target, 0, format.internalFormat, GLsizei(size), GLsizei(size), GLsizei(size), 0,
                         format.pixelFormat, dataType ?? format.pixelType, pixels)
        }
    }

    /// Generates an owned texture of `target`, binds it (the host's binding and unpack state are
    /// restored after), fills it with `upload`, sets linear filtering and clamp to edge, labels it
    /// and checks GL's error flag (`what` names the texture in errors). `transfersData`: whether
    /// `upload` passes pixels (else only the unpack buffer binding is guarded, ``UnpackScope``).
    private convenience init(creating target: GLenum, width: Int, height: Int, depth: Int, format: TextureFormat,
                             label: String?, what: String, transfersData: Bool, reaper: GLReaper,
                             upload: (GLenum) -> Void) throws {
        var name: GLuint = 0
        glGenTextures(1, &name)
        guard name != 0 else { throw GLDebug.creationFailure("glGenTextures", making: "a \(what)") }
        self.init(name: name, target: target, width: width, height: height, depth: depth, format: format,
                  ownership: .owned(reaper))
        let binding = TextureBindingScope(target: target)
        defer { binding.restore() }
        glBindTexture(target, name)
        let unpack = UnpackScope(transfersData: transfersData)
        defer { unpack.restore() }
        upload(target)
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        if depth > 1 { glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_R), GL_CLAMP_TO_EDGE) }
        GLDebug.label(GLenum(GL_TEXTURE), name, label, reaper: reaper)
        try GLDebug.check("creating a \(what)")
    }

    /// Wraps `name` (a texture made elsewhere, e.g. a view) with `ownership`.
    init(name: GLuint, target: GLenum, width: Int, height: Int, depth: Int, format: TextureFormat,
         ownership: GLOwnership) {
        self.name = name
        self.target = target
        self.width = width
        self.height = height
        self.depth = depth
        self.format = format
        self.ownership = ownership
    }

    deinit {
        if case .owned(let reaper) = ownership { reaper.enqueue(.texture(name)) }
    }

    var byteCount: Int { width * height * depth * format.bytesPerPixel }
}

/// Restores the texture bound to `target` on the active unit when a helper is done with it.
struct TextureBindingScope {
    let target: GLenum
    let previous: GLint

    init(target: GLenum) {
        self.target = target
        var value: GLint = 0
        let query = target == GLenum(GL_TEXTURE_3D) ? GL_TEXTURE_BINDING_3D : GL_TEXTURE_BINDING_2D
        glGetIntegerv(GLenum(query), &value)
        previous = value
    }

    func restore() { glBindTexture(target, GLuint(previous)) }
}

/// Gives a texture upload Glaze's unpack state (``GLPixelStore/glaze``: tightly packed rows,
/// nothing skipped, client memory) and puts the host's back afterwards, touching only what differs.
struct UnpackScope {
    private let host: GLPixelStore
    /// What the scope set: Glaze's whole unpack state, or only the unpack buffer binding.
    private let set: GLPixelStore
    private let desktop = epoxy_is_desktop_gl()

    /// - Parameter transfersData: false for a texture made without contents (a null pointer).
    ///   Then only a bound unpack buffer matters (the null pointer would read its start), so only
    ///   that binding is asked and cleared: one synchronous query instead of nine.
    init(transfersData: Bool) {
        if transfersData {
            host = .current(pack: false, desktop: desktop)
            set = .glaze
        } else {
            var buffer: GLint = 0
            glGetIntegerv(GLenum(GL_PIXEL_UNPACK_BUFFER_BINDING), &buffer)
            host = GLPixelStore(values: .zero, buffer: buffer)
            set = GLPixelStore(values: .zero, buffer: 0)
        }
        set.apply(pack: false, over: host, desktop: desktop)
    }

    func restore() { host.apply(pack: false, over: set, desktop: desktop) }
}
