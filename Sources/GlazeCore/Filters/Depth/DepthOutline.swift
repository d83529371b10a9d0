import FoundationEssentials
import Glibc

/// Outlines from the game's depth: lines where depth jumps (silhouettes) and where the surface
/// folds (creases, from normals reconstructed from depth), for toon looks and selection outlines.
///
/// `depth` is a linear-depth image (``Image/init(depthTexture:width:height:projection:)``). Along
/// each axis, neighbours `width` px away (rounded to whole pixels; a line under 1 px fades in by
/// its width) are compared: a jump of the second difference of 1/z
/// (zero on any plane in a perspective view) above `depthThreshold`, relative, is a silhouette,
/// drawn on the nearer surface only, so a step gets exactly one line that wide; elsewhere,
/// a turn of the surface's slopes on either side by more than `creaseThreshold` (1 − cos of the
/// angle) is a crease. One `sampling` pass over the colour and depth.
public struct DepthOutline: Filter {
    /// The linear-depth image (distance in game units in red).
    public var depth: Image
    /// Line width in pixels, 0...16. 0 leaves the image unchanged.
    public var width: Float
    /// Line colour, linear RGBA, not premultiplied.
    public var color: SIMD4<Float>
    /// Relative jump of 1/z's second difference that makes a silhouette, 0.001...10.
    public var depthThreshold: Float
    /// 1 − cos of the turn of the surface that makes a crease, 0...2 (2: no creases).
    public var creaseThreshold: Float
    /// The camera's vertical field of view in radians, for the reconstructed surface, 0.01...3.1.
    public var fieldOfView: Float

    @usableFromInline enum P {
        static let depth = ParameterDescriptor.image(
            "depth", doc: "Linear-depth image (Image(depthTexture:…)): distance in game units in red.")
        @usableFromInline static let width = FilterParameter<Float>.number(
            "width", 1, min: 0, max: 16, slider: 0...4, identity: 0, type: .distance, unit: "px",
            doc: "Line width in pixels; 0 draws no line.")
        @usableFromInline static let color = FilterParameter<SIMD4<Float>>.color(
            "color", [0, 0, 0, 1], doc: "Line colour (linear, not premultiplied).")
        @usableFromInline static let depthThreshold = FilterParameter<Float>.number(
            "depthThreshold", 0.1, min: 0.001, max: 10, slider: 0.01...1,
            doc: "Relative jump in depth (of 1/z's second difference) that makes a silhouette line.")
        @usableFromInline static let creaseThreshold = FilterParameter<Float>.number(
            "creaseThreshold", 0.3, min: 0, max: 2, slider: 0...2,
            doc: "Turn of the surface (1 − cos of the angle between its slopes) that makes a crease line; 2 draws none.")
        @usableFromInline static let fieldOfView = FilterParameter<Float>.number(
            "fieldOfView", 1.0471975511965976, min: 0.01, max: 3.1, slider: 0.2...2.5, type: .angle, unit: "rad",
            doc: "The camera's vertical field of view, to reconstruct the surface from depth.")
    }

    /// Outlines over `depth`; each number is clamped into its range (NaN gives the default).
    public init(depth: Image, width: Float = P.width.defaultValue, color: SIMD4<Float> = P.color.defaultValue,
                depthThreshold: Float = P.depthThreshold.defaultValue,
                creaseThreshold: Float = P.creaseThreshold.defaultValue,
                fieldOfView: Float = P.fieldOfView.defaultValue) {
        self.depth = depth
        self.width = P.width.clamped(width)
        self.color = P.color.clamped(color)
        self.depthThreshold = P.depthThreshold.clamped(depthThreshold)
        self.creaseThreshold = P.creaseThreshold.clamped(creaseThreshold)
        self.fieldOfView = P.fieldOfView.clamped(fieldOfView)
    }

    public init(parameters p: FilterParameters) throws {
        try self.init(depth: p.image(P.depth.name) ?? .clear, width: p[P.width], color: p[P.color],
                      depthThreshold: p[P.depthThreshold], creaseThreshold: p[P.creaseThreshold],
                      fieldOfView: p[P.fieldOfView])
    }

    /// Registry name `depthOutline`.
    public static let descriptor = FilterDescriptor(
        builtin: "depthOutline", "Depth Outline", .stylize, coreImage: false,
        parameters: [P.depth, P.width.descriptor, P.color.descriptor, P.depthThreshold.descriptor,
                     P.creaseThreshold.descriptor, P.fieldOfView.descriptor],
        doc: "Draws lines where the game's depth jumps (silhouettes) and where surfaces fold (creases).")

    static let kernel = Kernel(builtin: "Filters/Depth/depth-outline.glsl", name: "depthOutline", kind: .sampling,
                               inputCount: 2,
                               parameters: [KernelParameter("width", .float), KernelParameter("lineColor", .vec4),
                                            KernelParameter("depthThreshold", .float),
                                            KernelParameter("normalThreshold", .float),
                                            KernelParameter("pixelScale", .float), KernelParameter("center", .vec2),
                                            KernelParameter("bounds", .vec4)])

    public func apply(to input: Image) -> Image {
        guard width > 0 else { return input }
        let e = input.extent.isInfinite ? Rect(0, 0, 1, 1) : input.extent
        let reach = Double(max(width.rounded(), 1)) + 1
        return Image(kernelApplication: Self.kernel, inputs: [input, depth.clampedToExtent()],
                     values: [.float(width), P.color.uniform(color), P.depthThreshold.uniform(depthThreshold),
                              P.creaseThreshold.uniform(creaseThreshold), .float(Float(tan(Double(fieldOfView) / 2) / max(e.height / 2, 0.5))),
                              .vec2(Float(e.midX), Float(e.midY)),
                              .vec4(Float(e.minX), Float(e.minY), Float(e.maxX), Float(e.maxY))],
                     extent: input.extent,
                     regionOfInterest: { index, rect in index == 0 ? rect : rect.insetBy(dx: -reach, dy: -reach) })
    }
}
