import CEpoxy

/// Leaves the blend and write state a careless host might: blending (source colour, destination
/// alpha) and depth test and culling on, a colour mask that writes only red and blue, pack and
/// unpack alignments of 2 and 8, and `packBuffer` and `unpackBuffer` bound as the pixel pack and
/// unpack buffers. The host-state guard tests set this up before Glaze works, then compare.
public func setHostileBlendAndPixelState(packBuffer: GLuint, unpackBuffer: GLuint) {
    glEnable(GLenum(GL_BLEND))
    glEnable(GLenum(GL_DEPTH_TEST))
    glEnable(GLenum(GL_CULL_FACE))
    glBlendFuncSeparate(GLenum(GL_SRC_COLOR), GLenum(GL_DST_ALPHA), GLenum(GL_ONE), GLenum(GL_ZERO))
    glColorMask(GLboolean(GL_TRUE), GLboolean(GL_FALSE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
    glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 2)
    glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 8)
    glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), packBuffer)
    glBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), unpackBuffer)
}
