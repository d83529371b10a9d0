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

    /// A CRT look; each value is clamped into its range.
    /// - Parameters:
    ///   - scanlines: darkening between scanlines, 0...1 (NaN gives 0).
    ///   - lineHeight: scanline period, 1...32 px (NaN gives 3).
    ///   - curvature: barrel distortion of the curved glass, 0...1 (NaN gives 0).
    ///   - mask: how much each one-pixel aperture-grille stripe dims the two other channels, 0...1 (NaN
    ///     gives 0).
    public init(scanlines: Float = 0.4, lineHeight: Float = 3, curvature: Float = 0.1, mask: Float = 0.3) {
        self.scanlines = scanlines.isNaN ? 0 : min(max(scanlines, 0), 1)
        self.lineHeight = lineHeight.isNaN ? 3 : min(max(lineHeight, 1), 32)
        self.curvature = curvature.isNaN ? 0 : min(max(curvature, 0), 1)
        self.mask = mask.isNaN ? 0 : min(max(mask, 0), 1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(scanlines: parameters.float("scanlines"), lineHeight: parameters.float("lineHeight"),
                  curvature: parameters.float("curvature"), mask: parameters.float("mask"))
    }

    public static let descriptor = FilterDescriptor(
        name: "crt", displayName: "CRT", category: .stylize,
        parameters: [
            .number("scanlines", 0.4, min: 0, max: 1, slider: 0...1, identity: 0,
                    doc: "Darkening between scanlines: rows dim by scanlines·sin²(π·y/lineHeight)."),
            .number("lineHeight", 3, min: 1, max: 32, slider: 2...8, type: .distance, unit: "px",
                    doc: "Scanline period, in pixels of the screen."),
            .number("curvature", 0.1, min: 0, max: 1, slider: 0...0.5, identity: 0,
                    doc: "Barrel distortion of the curved glass; corners outside the screen turn black."),
            .number("mask", 0.3, min: 0, max: 1, slider: 0...1, identity: 0,
                    doc: "Aperture grille: how much each one-pixel stripe dims the two other channels."),
        ],
        doc: "Curved glass, scanlines and an RGB aperture grille, like an old CRT monitor.")

    static let curvatureKernel = Kernel(builtin: "Filters/Stylize/crt-curvature.glsl", name: "crtCurvature", kind: .warp,
                                        parameters: [KernelParameter("center", .vec2), KernelParameter("halfSize", .vec2),
                                                     KernelParameter("curvature", .float)])
    static let maskKernel = Kernel(builtin: "Filters/Stylize/crt-mask.glsl", name: "crtMask", kind: .color,
                                   parameters: [KernelParameter("center", .vec2), KernelParameter("halfSize", .vec2),
                                                KernelParameter("curvature", .float), KernelParameter("scanlines", .float),
                                                KernelParameter("lineHeight", .float), KernelParameter("mask", .float)])

    public func apply(to input: Image) -> Image {
        guard scanlines > 0 || curvature > 0 || mask > 0 else { return input }
        let e = input.extent.isInfinite || input.extent.isEmpty ? Rect(0, 0, 1, 1) : input.extent
        let center = UniformValue.vec2(Float(e.midX), Float(e.midY))
        let half = UniformValue.vec2(Float(max(e.width / 2, 0.5)), Float(max(e.height / 2, 0.5)))
        var screen = input
        if curvature > 0 {
            let grow = Double(curvature) * max(e.width, e.height) + 2
            screen = Image(kernelApplication: Self.curvatureKernel, inputs: [input],
                           values: [center, half, .float(curvature)], extent: input.extent,
                           regionOfInterest: { _, r in r.blurOutset(grow) })
        }
        return Image(kernelApplication: Self.maskKernel, inputs: [screen],
                     values: [center, half, .float(curvature), .float(scanlines), .float(lineHeight), .float(mask)],
                     extent: input.extent)
    }
}
