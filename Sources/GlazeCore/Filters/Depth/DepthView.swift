/// Shows a linear-depth image (``Image/init(depthTexture:width:height:projection:)``) as grey:
/// white at `near`, black at `far` (game units), linear between, for debugging depth input.
///
/// A `color` kernel: with the linearisation it is one pass.
public struct DepthView: Filter {
    /// Distance drawn white, in game units, 0...65504.
    public var near: Float
    /// Distance drawn black, in game units, 0...65504 (at least `near`).
    public var far: Float

    @usableFromInline enum P {
        @usableFromInline static let near = FilterParameter<Float>.number(
            "near", 0, min: 0, max: 65504, slider: 0...100, unit: "units",
            doc: "Distance drawn white, in the game's units.")
        @usableFromInline static let far = FilterParameter<Float>.number(
            "far", 100, min: 0, max: 65504, slider: 0...1000, unit: "units",
            doc: "Distance drawn black, in the game's units (at least near).")
    }

    /// A depth view from `near` (white) to `far` (black), each clamped into 0...65504 (NaN gives
    /// the default); `far` is kept at or above `near`.
    public init(near: Float = P.near.defaultValue, far: Float = P.far.defaultValue) {
        self.near = P.near.clamped(near)
        self.far = max(P.far.clamped(far), self.near)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(near: parameters[P.near], far: parameters[P.far])
    }

    /// Registry name `depthView`.
    public static let descriptor = FilterDescriptor(
        builtin: "depthView", "Depth View", .stylize, coreImage: false, [P.near, P.far],
        doc: "Shows a linear-depth image as grey: near white, far black.")

    static let kernel = Kernel(filter: "Depth", "depthView", [P.near, P.far])

    public func apply(to input: Image) -> Image {
        Image(kernelApplication: Self.kernel, inputs: [input], values: [P.near.uniform(near), P.far.uniform(far)])
    }
}
