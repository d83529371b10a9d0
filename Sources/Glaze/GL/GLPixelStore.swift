import GlazeCore
import CEpoxy

/// The pixel-store parameters of one transfer direction (pack: GL → memory, unpack: memory → GL)
/// and the buffer bound for it. Every parameter the core profile has: swap bytes, LSB first, row
/// length, image height, skip rows/pixels/images, alignment.
struct GLPixelStore: Equatable {
    /// Values in the order of ``packParameters`` / ``unpackParameters``.
    var values: SIMD8<GLint>
    /// `GL_PIXEL_PACK_BUFFER` / `GL_PIXEL_UNPACK_BUFFER` binding.
    var buffer: GLint

    /// What Glaze's transfers assume: tightly packed rows (alignment 1), nothing skipped or
    /// swapped, client memory (no buffer bound).
    static let glaze = GLPixelStore(values: SIMD8(0, 0, 0, 0, 0, 0, 0, 1), buffer: 0)

    static let packParameters: [GLenum] = [GL_PACK_SWAP_BYTES, GL_PACK_LSB_FIRST, GL_PACK_ROW_LENGTH,
                                           GL_PACK_IMAGE_HEIGHT, GL_PACK_SKIP_ROWS, GL_PACK_SKIP_PIXELS,
                                           GL_PACK_SKIP_IMAGES, GL_PACK_ALIGNMENT].map { GLenum($0) }
    static let unpackParameters: [GLenum] = [GL_UNPACK_SWAP_BYTES, GL_UNPACK_LSB_FIRST, GL_UNPACK_ROW_LENGTH,
                                             GL_UNPACK_IMAGE_HEIGHT, GL_UNPACK_SKIP_ROWS, GL_UNPACK_SKIP_PIXELS,
                                             GL_UNPACK_SKIP_IMAGES, GL_UNPACK_ALIGNMENT].map { GLenum($0) }

    /// Whether parameter `index` exists: OpenGL ES has no swap bytes or LSB first, and packs no
    /// image height or skip images (their values there are always Glaze's, 0).
    static func exists(_ index: Int, pack: Bool, desktop: Bool) -> Bool {
        desktop || !(index < 2 || (pack && (index == 3 || index == 6)))
    }

    /// The current context's values for packing (`pack` true) or unpacking.
    static func current(pack: Bool, desktop: Bool = true) -> GLPixelStore {
        let names = pack ? packParameters : unpackParameters
        var store = GLPixelStore(values: .zero, buffer: 0)
        for index in 0..<8 where exists(index, pack: pack, desktop: desktop) {
            var value: GLint = 0
            glGetIntegerv(names[index], &value)
            store.values[index] = value
        }
        glGetIntegerv(GLenum(pack ? GL_PIXEL_PACK_BUFFER_BINDING : GL_PIXEL_UNPACK_BUFFER_BINDING), &store.buffer)
        return store
    }

    /// Makes these the context's values, setting only those that differ from `current`.
    func apply(pack: Bool, over current: GLPixelStore, desktop: Bool = true) {
        let names = pack ? Self.packParameters : Self.unpackParameters
        for index in 0..<8 where values[index] != current.values[index] && Self.exists(index, pack: pack, desktop: desktop) {
            glPixelStorei(names[index], values[index])
        }
        if buffer != current.buffer {
            glBindBuffer(GLenum(pack ? GL_PIXEL_PACK_BUFFER : GL_PIXEL_UNPACK_BUFFER), GLuint(buffer))
        }
    }
}
