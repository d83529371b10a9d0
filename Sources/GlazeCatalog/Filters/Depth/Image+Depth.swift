extension Image {
    /// An image of the host's depth texture `name` (`width`×`height` texels, `GL_TEXTURE_2D`),
    /// read through `projection`: every pixel's red channel holds the linear view-space distance
    /// in the game's units (0...``Projection/maximumDistance``), green and blue 0, alpha 1.
    ///
    /// The texture may be `GL_DEPTH_COMPONENT16`, `24` or `32F`, `GL_DEPTH24_STENCIL8` or
    /// `GL_DEPTH32F_STENCIL8`; same lifetime contract as ``TextureReference``. Glaze reads it texel
    /// by texel (nearest: OpenGL ES 3.0 cannot filter depth), with comparison off, and where the
    /// context has `GL_DEPTH_STENCIL_TEXTURE_MODE` (OpenGL 4.3, ES 3.1) sets a depth-stencil
    /// texture to read depth for the render and restores it. The linearisation is a colour
    /// kernel: it fuses into whatever reads it, and an intermediate holding it keeps the
    /// distance in a float red channel (half float by default: about 3 significant digits).
    /// Depth filters (``DepthFog``, ``DepthOfField``, …) take this image as their `depth`.
    public init(depthTexture name: UInt32, width: Int, height: Int, projection: Projection) {
        self.init(windowDepth: Image(windowDepthTexture: name, width: width, height: height), projection: projection)
    }

    /// Linear distance from `windowDepth`, an image whose red channel holds window-space depth
    /// (0...1), e.g. a 16-bit greyscale PNG of a depth buffer read with `.linear` encoding.
    /// Same result as ``init(depthTexture:width:height:projection:)``.
    public init(windowDepth: Image, projection: Projection) {
        let c = projection.coefficients
        self.init(kernelApplication: Self.linearizeDepthKernel, inputs: [windowDepth],
                  values: [.vec4(Float(c.x), Float(c.y), Float(c.z), Float(c.w))], extent: windowDepth.extent)
    }

    static let linearizeDepthKernel = Kernel(builtin: "Filters/Depth/linearize-depth.glsl", name: "linearizeDepth",
                                             kind: .color, parameters: [KernelParameter("coefficients", .vec4)])
}
