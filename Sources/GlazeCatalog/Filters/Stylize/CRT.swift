/// The look of an old CRT monitor: a curved screen (barrel distortion, black outside), dark
/// scanlines along the screen's rows and an RGB aperture grille. The geometry is relative to
/// the input's extent; the result is opaque over the whole extent (the glass is composited
/// over black, so a see-through input never leaves holes). A warp plus a colour kernel: it fuses with neighbouring colour work.
public struct CRT: Filter {
    /// Darkening between scanlines, 0...1: rows dim by scanlines·sin²(π·y/lineHeight).
    public var scanlines: Float
    /// Scanline period in pixels, 1...32.
    public var lineHeight: Float
    /// Barrel distortion, 0...1: the screen reads u·(1 + curvature·|u|²) in −1…1 coordinates.
    public var curvature: Float
    /// Dimming of the two other channels in each one-pixel grille stripe, 0...1.
    public var mask: Float

    /// The parameters, each declared once.
    @usableFromInline enum P {
        @usableFromInline static let scanlines = FilterParameter<Float>.number(
            "scanlines", 0.4, min: 0, max: 1, slider: 0...1, identity: 0,
            doc: "Darkening between scanlines: rows dim by scanlines·sin²(π·y/lineHeight).")
        @usableFromInline static let lineHeight = FilterParameter<Float>.number(
            "lineHeight", 3, min: 1, max: 32, slider: 2...8, type: .distance, unit: "px",
            doc: "Scanline period, in pixels of the screen.")
        @usableFromInline static let curvature = FilterParameter<Float>.number(
            "curvature", 0.1, min: 0, max: 1, slider: 0...0.5, identity: 0,
            doc: "Barrel distortion of the curved glass; corners outside the screen turn black.")
        @usableFromInline static let mask = FilterParameter<Float>.number(
            "mask", 0.3, min: 0, max: 1, slider: 0...1, identity: 0,
            doc: "Aperture grille: how much each one-pixel stripe dims the two other channels.")
    }

    /// A CRT look; each argument sets the property of the same name, clamped into its range (NaN
    /// gives 0, or 3 for `lineHeight`).
    public init(scanlines: Float = P.scanlines.defaultValue, lineHeight: Float = P.lineHeight.defaultValue,
                curvature: Float = P.curvature.defaultValue, mask: Float = P.mask.defaultValue) {
        self.scanlines = P.scanlines.clamped(scanlines, nan: 0)
        self.lineHeight = P.lineHeight.clamped(lineHeight)
        self.curvature = P.curvature.clamped(curvature, nan: 0)
        self.mask = P.mask.clamped(mask, nan: 0)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(scanlines: p[P.scanlines], lineHeight: p[P.lineHeight], curvature: p[P.curvature], mask: p[P.mask])
    }

    /// Registry name `crt`.
    public static let descriptor = FilterDescriptor(
        builtin: "crt", "CRT", .stylize, coreImage: false, [P.scanlines, P.lineHeight, P.curvature, P.mask],
        doc: "Curved glass, scanlines and an RGB aperture grille, like an old CRT monitor.")

    private static let frame = [KernelParameter("center", .vec2), KernelParameter("halfSize", .vec2)]
    static let curvatureKernel = Kernel(filter: "Stylize", "crtCurvature", kind: .warp, [P.curvature], leading: frame)
    static let maskKernel = Kernel(filter: "Stylize", "crtMask", [P.curvature, P.scanlines, P.lineHeight, P.mask],
                                   leading: frame)

    public func apply(to input: Image) -> Image {
        guard scanlines > 0 || curvature > 0 || mask > 0 else { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        let center = UniformValue.vec2(Float(e.midX), Float(e.midY))
        let half = UniformValue.vec2(Float(max(e.width / 2, 0.5)), Float(max(e.height / 2, 0.5)))
        var screen = input
        if curvature > 0 {
            let grow = Double(curvature) * max(e.width, e.height) + 2
            screen = Image(kernelApplication: Self.curvatureKernel, inputs: [input],
                           values: [center, half, P.curvature.uniform(curvature)], extent: input.extent,
                           regionOfInterest: { _, r in r.blurOutset(grow) })
        }
        return Image(kernelApplication: Self.maskKernel, inputs: [screen],
                     values: [center, half, P.curvature.uniform(curvature), P.scanlines.uniform(scanlines),
                              P.lineHeight.uniform(lineHeight), P.mask.uniform(mask)],
                     extent: input.extent)
    }
}
