/// The target shows through irregular holes that open across the image (Core Image's
/// `CIModTransition`).
public struct ModTransition: Transition {
    public var progress: Float
    public var targetImage: Image?
    /// Centre of the hole pattern, working-space pixels.
    public var center: Point
    /// Rotation of the hole pattern, radians.
    public var angle: Float
    /// Size of the pattern's cells in pixels, 1...200.
    public var radius: Float
    /// Stretching of cells away from the centre, pixels, 1...800 (smaller stretches more).
    public var compression: Float

    /// A mod transition.
    ///
    /// Apart from `progress`, numbers are clamped into their ranges when the transition is applied
    /// (NaN gives the default).
    /// - Parameters:
    ///   - progress: how far the transition has gone, clamped to 0...1 (NaN gives 0): 0 shows the input,
    ///     1 the target.
    ///   - targetImage: the image transitioned to by `apply(to:)`; nil: transparent (a fade out).
    ///   - center: centre of the hole pattern, in working-space pixels.
    ///   - angle: rotation of the hole pattern, in radians.
    ///   - radius: size of the pattern's cells, 1...200 px.
    ///   - compression: stretching of the holes away from the centre, 1...800 px (smaller stretches
    ///     more).
    public init(progress: Float = 0, targetImage: Image? = nil, center: Point = Point(x: 150, y: 150),
                angle: Float = 2, radius: Float = 150, compression: Float = 300) {
        self.progress = TransitionSupport.progress(progress)
        self.targetImage = targetImage
        self.center = center
        self.angle = angle
        self.radius = radius
        self.compression = compression
    }

    public init(parameters: FilterParameters) throws {
        try self.init(progress: parameters.float("progress"), targetImage: parameters.image("targetImage"),
                  center: parameters.point("center"), angle: parameters.float("angle"),
                  radius: parameters.float("radius"), compression: parameters.float("compression"))
    }

    public static let descriptor = FilterDescriptor(
        name: "modTransition", aliases: ["CIModTransition", "mod"], displayName: "Mod", category: .transition,
        parameters: [
            TransitionSupport.progressParameter, TransitionSupport.targetParameter,
            TransitionSupport.centerParameter("Centre of the hole pattern."),
            TransitionSupport.angleParameter(2, doc: "Rotation of the hole pattern."),
            .number("radius", 150, min: 1, max: 200, type: .distance, unit: "px", doc: "Size of the pattern's cells."),
            .number("compression", 300, min: 1, max: 800, type: .distance, unit: "px",
                    doc: "Stretching of the holes away from the centre (smaller stretches more)."),
        ],
        doc: "Reveals the target through irregular holes that open across the image.")

    static let kernel = TransitionSupport.kernel("mod-transition.glsl", "modTransition", [
        KernelParameter("center", .vec2), KernelParameter("angle", .float), KernelParameter("radius", .float),
        KernelParameter("compression", .float),
    ])

    public func apply(from: Image, to: Image) -> Image {
        TransitionSupport.apply(Self.kernel, from: from, to: to, progress: progress, values: [
            (SpatialFilterSupport.point(center, fallback: Point(x: 150, y: 150))).uniformValue, .float(clampParameter(angle, -1e4...1e4, nan: 2)),
            .float(clampParameter(radius, 1...200, nan: 150)),
            .float(clampParameter(compression, 1...800, nan: 300)),
        ], readsAnywhere: false)
    }
}
