import GlazeCore
import CEpoxy

/// Every piece of GL state Glaze may touch, captured from the host before a Glaze call and
/// restored after it, so that after any Glaze call the host's GL state is as it was.
///
/// Captured: draw/read framebuffer bindings, viewport, scissor box and enable, current program,
/// vertex array, array buffer, active texture unit, the 2D/3D texture and sampler bindings on
/// units `0..<textureUnits`, blend/depth/stencil/cull enables, blend functions and equations,
/// colour mask, `GL_FRAMEBUFFER_SRGB` (where it exists: desktop GL, or ES with
/// `GL_EXT_sRGB_write_control`), and every item of ``GLWorkState`` (pixel store, polygon mode,
/// rasterizer discard, …), which ``establishGlazeState()`` sets to Glaze's values.
struct GLStateSnapshot: Equatable {
    var drawFramebuffer: GLint = 0
    var readFramebuffer: GLint = 0
    var viewport = [GLint](repeating: 0, count: 4)
    var scissorBox = [GLint](repeating: 0, count: 4)
    var scissorTest = false
    var program: GLint = 0
    var vertexArray: GLint = 0
    var arrayBuffer: GLint = 0
    var activeTexture: GLint = 0
    var textures2D: [GLint] = []
    var textures3D: [GLint] = []
    var samplers: [GLint] = []
    var blend = false
    var depthTest = false
    var stencilTest = false
    var cullFace = false
    /// Nil where the context has no `GL_FRAMEBUFFER_SRGB` switch (OpenGL ES without
    /// `GL_EXT_sRGB_write_control`).
    var framebufferSRGB: Bool?
    /// srcRGB, dstRGB, srcAlpha, dstAlpha.
    var blendFunctions = [GLint](repeating: 0, count: 4)
    /// RGB and alpha equations.
    var blendEquations = [GLint](repeating: 0, count: 2)
    var colorMask = [GLboolean](repeating: 0, count: 4)
    /// Host state that changes what Glaze's work produces.
    var work = GLWorkState()
    var features: GLCapabilities?

    /// Reads the current context's state for `textureUnits` texture units (starting at 0);
    /// `features` says which state exists (the context's own by default).
    static func capture(textureUnits: Int, features: GLCapabilities = .current()) -> GLStateSnapshot {
        var s = GLStateSnapshot()
        s.recapture(textureUnits: textureUnits, features: features)
        return s
    }

    /// Reads the current context's state into this snapshot's storage (allocates nothing once
    /// it has held as many texture units).
    mutating func recapture(textureUnits: Int, features: GLCapabilities) {
        textures2D.removeAll(keepingCapacity: true)
        textures3D.removeAll(keepingCapacity: true)
        samplers.removeAll(keepingCapacity: true)
        Self.read(into: &self, textureUnits: textureUnits, features: features)
    }

    private static func read(into s: inout GLStateSnapshot, textureUnits: Int, features: GLCapabilities) {
        s.features = features
        s.work = GLWorkState.current(features)
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &s.drawFramebuffer)
        glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &s.readFramebuffer)
        glGetIntegerv(GLenum(GL_VIEWPORT), &s.viewport)
        glGetIntegerv(GLenum(GL_SCISSOR_BOX), &s.scissorBox)
        s.scissorTest = glIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0
        glGetIntegerv(GLenum(GL_CURRENT_PROGRAM), &s.program)
        glGetIntegerv(GLenum(GL_VERTEX_ARRAY_BINDING), &s.vertexArray)
        glGetIntegerv(GLenum(GL_ARRAY_BUFFER_BINDING), &s.arrayBuffer)
        glGetIntegerv(GLenum(GL_ACTIVE_TEXTURE), &s.activeTexture)
        for unit in 0..<textureUnits {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            var t2: GLint = 0, t3: GLint = 0, sampler: GLint = 0
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_2D), &t2)
            glGetIntegerv(GLenum(GL_TEXTURE_BINDING_3D), &t3)
            glGetIntegerv(GLenum(GL_SAMPLER_BINDING), &sampler)
            s.textures2D.append(t2)
            s.textures3D.append(t3)
            s.samplers.append(sampler)
        }
        glActiveTexture(GLenum(s.activeTexture))
        s.blend = glIsEnabled(GLenum(GL_BLEND)) != 0
        s.depthTest = glIsEnabled(GLenum(GL_DEPTH_TEST)) != 0
        s.stencilTest = glIsEnabled(GLenum(GL_STENCIL_TEST)) != 0
        s.cullFace = glIsEnabled(GLenum(GL_CULL_FACE)) != 0
        s.framebufferSRGB = features.controlsFramebufferSRGB ? glIsEnabled(GLenum(GL_FRAMEBUFFER_SRGB)) != 0 : nil
        glGetIntegerv(GLenum(GL_BLEND_SRC_RGB), &s.blendFunctions[0])
        glGetIntegerv(GLenum(GL_BLEND_DST_RGB), &s.blendFunctions[1])
        glGetIntegerv(GLenum(GL_BLEND_SRC_ALPHA), &s.blendFunctions[2])
        glGetIntegerv(GLenum(GL_BLEND_DST_ALPHA), &s.blendFunctions[3])
        glGetIntegerv(GLenum(GL_BLEND_EQUATION_RGB), &s.blendEquations[0])
        glGetIntegerv(GLenum(GL_BLEND_EQUATION_ALPHA), &s.blendEquations[1])
        glGetBooleanv(GLenum(GL_COLOR_WRITEMASK), &s.colorMask)
    }

    /// Sets Glaze's values for every ``GLWorkState`` item whose captured host value differs.
    func establishGlazeState() {
        guard let features else { return }
        GLWorkState.glaze.apply(over: work, features)
    }

    /// Puts every captured value back (after ``establishGlazeState()`` and Glaze's work).
    func restore() {
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(drawFramebuffer))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(readFramebuffer))
        glViewport(viewport[0], viewport[1], viewport[2], viewport[3])
        glScissor(scissorBox[0], scissorBox[1], scissorBox[2], scissorBox[3])
        Self.set(GL_SCISSOR_TEST, scissorTest)
        glUseProgram(GLuint(program))
        glBindVertexArray(GLuint(vertexArray))
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), GLuint(arrayBuffer))
        for unit in textures2D.indices {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glBindTexture(GLenum(GL_TEXTURE_2D), GLuint(textures2D[unit]))
            glBindTexture(GLenum(GL_TEXTURE_3D), GLuint(textures3D[unit]))
            glBindSampler(GLuint(unit), GLuint(samplers[unit]))
        }
        glActiveTexture(GLenum(activeTexture))
        Self.set(GL_BLEND, blend)
        Self.set(GL_DEPTH_TEST, depthTest)
        Self.set(GL_STENCIL_TEST, stencilTest)
        Self.set(GL_CULL_FACE, cullFace)
        if let framebufferSRGB { Self.set(GL_FRAMEBUFFER_SRGB, framebufferSRGB) }
        glBlendFuncSeparate(GLenum(blendFunctions[0]), GLenum(blendFunctions[1]),
                            GLenum(blendFunctions[2]), GLenum(blendFunctions[3]))
        glBlendEquationSeparate(GLenum(blendEquations[0]), GLenum(blendEquations[1]))
        glColorMask(colorMask[0], colorMask[1], colorMask[2], colorMask[3])
        // Last: a paused transform feedback resumes only with the host's program current.
        if let features { work.restore(features) }
    }

    /// Leaves the state ``HostStateMode/declared`` promises after a render whose work state and
    /// fixed state (blend, depth, stencil, cull, sRGB writes off, all colours written) are
    /// Glaze's: `framebuffer` bound for drawing and reading (the host framebuffer a draw drew
    /// into, else 0), no program, vertex array, texture or sampler bound on units
    /// `0..<textureUnits`, texture unit 0 active, scissor test off.
    static func leaveDeclared(framebuffer: GLuint, textureUnits: Int) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glUseProgram(0)
        glBindVertexArray(0)
        for unit in 0..<textureUnits {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            glBindTexture(GLenum(GL_TEXTURE_3D), 0)
            glBindSampler(GLuint(unit), 0)
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glDisable(GLenum(GL_SCISSOR_TEST))
    }

    /// Where this (captured) state differs from what ``HostStateMode/declared`` promises after a
    /// call that drew into `framebuffer` (0 for every other call), one description per item;
    /// empty when it keeps the contract. Viewport, scissor box, array buffer, blend functions and
    /// equations are outside the contract (Glaze's last pass set the first two, never the others).
    func differences(fromDeclared framebuffer: GLuint) -> [String] {
        var found: [String] = []
        func expect<T: Equatable>(_ name: String, _ value: T, _ wanted: T) {
            if value != wanted { found.append("\(name) is \(value), not \(wanted)") }
        }
        expect("GL_DRAW_FRAMEBUFFER_BINDING", drawFramebuffer, GLint(framebuffer))
        expect("GL_READ_FRAMEBUFFER_BINDING", readFramebuffer, GLint(framebuffer))
        expect("GL_SCISSOR_TEST", scissorTest, false)
        expect("GL_CURRENT_PROGRAM", program, 0)
        expect("GL_VERTEX_ARRAY_BINDING", vertexArray, 0)
        expect("GL_ACTIVE_TEXTURE", activeTexture, GLint(GL_TEXTURE0))
        for unit in textures2D.indices {
            expect("unit \(unit) GL_TEXTURE_BINDING_2D", textures2D[unit], 0)
            expect("unit \(unit) GL_TEXTURE_BINDING_3D", textures3D[unit], 0)
            expect("unit \(unit) GL_SAMPLER_BINDING", samplers[unit], 0)
        }
        expect("GL_BLEND", blend, false)
        expect("GL_DEPTH_TEST", depthTest, false)
        expect("GL_STENCIL_TEST", stencilTest, false)
        expect("GL_CULL_FACE", cullFace, false)
        if let framebufferSRGB { expect("GL_FRAMEBUFFER_SRGB", framebufferSRGB, false) }
        expect("GL_COLOR_WRITEMASK", colorMask, [GLboolean](repeating: GLboolean(GL_TRUE), count: 4))
        if work != .glaze { found.append("pixel store, rasterizer switches or polygon mode are not Glaze's values (\(work))") }
        return found
    }

    private static func set(_ capability: Int32, _ enabled: Bool) {
        if enabled { glEnable(GLenum(capability)) } else { glDisable(GLenum(capability)) }
    }
}
