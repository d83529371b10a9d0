import GlazeCore

// Load-time compile checks of user shaders and transition snapshots: the parts of the core's
// shader and transition types that need a render context.

extension WrappedShaderSource {
    /// Compiles the program `image` (a 4×4 use of `kernel`) needs, throwing a compile error in
    /// `kernel` in the user's terms (other errors as they are).
    func check(_ image: Image, kernel: Kernel, origin: String, hint: String, in context: RenderContext) throws {
        do {
            try context.prepare(image, region: Rect(0, 0, 4, 4), size: Size(4, 4))
        } catch let error as ShaderError {
            throw userError(from: error, origin: origin, hint: hint) ?? error
        } catch let error as KernelError {
            throw userError(from: error, kernel: kernel, origin: origin, hint: hint) ?? error
        }
    }
}

extension KernelFile {
    /// Compiles the kernel's program now (on a tiny image), so GLSL errors surface at load time.
    /// - Throws: ``ShaderFileError`` (`compileFailed`) with the line and column in the user's
    ///   source; other render errors as they are.
    public func check(in context: RenderContext) throws {
        let probe = Image(color: SIMD4(0.5, 0.5, 0.5, 1)).cropped(to: Rect(0, 0, 4, 4))
        var filter = makeFilter()
        for image in imageUniforms { filter.images[image.name] = probe }
        try wrapped.check(filter.apply(to: probe), kernel: kernel, origin: origin, hint: hint, in: context)
    }
}

extension ShaderFile {
    /// Compiles the shader now (see ``KernelFile/check(in:)`` and ``GLSLTransition/check(in:)``).
    public func check(in context: RenderContext) throws {
        switch self {
        case .kernel(let file): try file.check(in: context)
        case .transition(let program): try program.check(in: context)
        }
    }
}

extension GLSLTransition {
    /// Compiles the program a transition between two small images needs, now, so GLSL errors
    /// surface at load time with the user's line.
    /// - Throws: ``GLSLTransitionError`` (`compileFailed`) with ``ShaderFileError/line`` and
    ///   ``ShaderFileError/column`` in the user's source; other render errors as they are.
    public func check(in context: RenderContext) throws {
        let a = Image(color: SIMD4(0, 0, 0, 1)).cropped(to: Rect(0, 0, 4, 4))
        let b = Image(color: SIMD4(1, 1, 1, 1)).cropped(to: Rect(0, 0, 4, 4))
        var transition = makeTransition(progress: 0.5)
        for image in imageUniforms { transition.images[image.name] = b }
        try wrapped.check(transition.apply(from: a, to: b), kernel: kernel, origin: origin, hint: Self.hint, in: context)
    }
}

extension TransitionPlayer {
    /// Renders `scene` once into a texture to transition from (a frozen snapshot of the outgoing
    /// scene). Keep the result alive while the transition plays and use its `.image` as `from`.
    /// - Parameters:
    ///   - scene: the outgoing scene's image.
    ///   - context: the render context to render with; the texture belongs to its GL context.
    ///   - region: the part to keep (default: the scene's extent; required when it is infinite).
    ///   - format: RGBA16F by default, so the snapshot loses nothing in the linear working space.
    public static func snapshot(_ scene: Image, in context: RenderContext, from region: Rect? = nil,
                                format: TextureFormat = .rgba16Float) throws -> RenderedTexture {
        // Cropped so the plan always has a pass, even when `scene` is a bare texture.
        let area = region ?? scene.extent
        return try context.makeTexture(area.isInfinite ? scene : scene.cropped(to: area), from: region, format: format)
    }
}
