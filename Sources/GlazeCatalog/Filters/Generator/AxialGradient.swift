/// A gradient along the line from `point0` to `point1`: `color0` up to `point0`, `color1` from
/// `point1` on, and between them a ramp shaped by `Ramp` (in premultiplied, working-space colour).
/// Infinite extent.
///
/// ``LinearGradient`` and ``SmoothLinearGradient`` are this one type with their own
/// ``GradientRamp`` (a row of ``GradientRamps``).
public struct AxialGradient<Ramp: GradientRamp>: GeneratorFilter {
    /// Where the gradient starts, in working-space pixels.
    public var point0: Point
    /// Where the gradient ends, in working-space pixels.
    public var point1: Point
    /// Colour at and before `point0` (linear RGBA, not premultiplied).
    public var color0: SIMD4<Float>
    /// Colour at and after `point1`.
    public var color1: SIMD4<Float>

    /// A gradient. Each value is clamped into its range (a NaN coordinate gives the default's; a
    /// NaN colour component gives 0).
    /// - Parameters:
    ///   - point0: where the gradient starts, in working-space pixels (coordinates within ±1e6).
    ///   - point1: where the gradient ends, in working-space pixels (coordinates within ±1e6).
    ///   - color0: colour at and before `point0` (linear RGBA, not premultiplied; RGB 0...1e4, alpha
    ///     0...1).
    ///   - color1: colour at and after `point1` (same ranges).
    public init(point0: Point = GradientRamps.point0.defaultValue, point1: Point = GradientRamps.point1.defaultValue,
                color0: SIMD4<Float> = GradientRamps.color0.defaultValue,
                color1: SIMD4<Float> = GradientRamps.color1.defaultValue) {
        self.point0 = GradientRamps.point0.clamped(point0)
        self.point1 = GradientRamps.point1.clamped(point1)
        self.color0 = GradientRamps.color0.clamped(color0)
        self.color1 = GradientRamps.color1.clamped(color1)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(point0: parameters[GradientRamps.point0], point1: parameters[GradientRamps.point1],
                      color0: parameters[GradientRamps.color0], color1: parameters[GradientRamps.color1])
    }

    /// The ramp's name, alias and the four shared parameters.
    public static var descriptor: FilterDescriptor { Ramp.row.descriptor }

    /// The generated image (infinite extent).
    public var outputImage: Image {
        Image.generator(kernel: Ramp.row.kernel,
                        values: [GradientRamps.point0.uniform(point0), GradientRamps.point1.uniform(point1),
                                 GradientRamps.color0.uniform(color0), GradientRamps.color1.uniform(color1)])
    }
}

/// How an ``AxialGradient`` ramps between its ends: a caseless enum naming its row of ``GradientRamps``.
public protocol GradientRamp: FilterFamilyMember where Row == GradientRamps.Row {}

/// The table of axial gradients; every row shares the four declared parameters.
public enum GradientRamps {
    /// One row: the descriptor and the kernel.
    public struct Row: Sendable {
        let descriptor: FilterDescriptor
        let kernel: Kernel

        init(_ name: String, _ displayName: String, doc: String) {
            descriptor = FilterDescriptor(builtin: name, displayName, .generator, all, doc: doc)
            kernel = Kernel.generator(name, all)
        }
    }

    @usableFromInline static let point0 = FilterParameter<Point>.position(
        "point0", 0, 0, doc: "Where the gradient starts (color0).")
    @usableFromInline static let point1 = FilterParameter<Point>.position(
        "point1", 200, 200, doc: "Where the gradient ends (color1).")
    @usableFromInline static let color0 = FilterParameter<SIMD4<Float>>.color(
        "color0", [1, 1, 1, 1], doc: "Colour at the start (linear RGBA).")
    @usableFromInline static let color1 = FilterParameter<SIMD4<Float>>.color(
        "color1", [0, 0, 0, 1], doc: "Colour at the end (linear RGBA).")
    static let all: [any DeclaredParameter] = [point0, point1, color0, color1]

    /// Core Image's `CILinearGradient`: linear between the points.
    public enum Linear: GradientRamp {
        /// Registry name `linearGradient`.
        public static let row = Row("linearGradient", "Linear Gradient",
                                    doc: "A linear ramp between two colours along a line; constant beyond its ends.")
    }

    /// Core Image's `CISmoothLinearGradient`: with t the pixel's position between the points
    /// (0...1), the colour is `mix(color0, color1, t²(3 − 2t))`.
    public enum Smooth: GradientRamp {
        /// Registry name `smoothLinearGradient`.
        public static let row = Row("smoothLinearGradient", "Smooth Linear Gradient",
                                    doc: "A smoothstep-eased ramp between two colours along a line; constant beyond its ends.")
    }
}

/// A linear gradient (Core Image's `CILinearGradient`): see ``GradientRamps/Linear``.
public typealias LinearGradient = AxialGradient<GradientRamps.Linear>
/// A smoothstep-eased linear gradient (Core Image's `CISmoothLinearGradient`): see ``GradientRamps/Smooth``.
public typealias SmoothLinearGradient = AxialGradient<GradientRamps.Smooth>
