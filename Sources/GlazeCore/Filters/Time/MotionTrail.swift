/// A smear behind moving things (a feedback effect on an ``ImageAccumulator``): the exponential
/// moving average `mix(frame, previous result, 0.5^(deltaTime / halfLife))`, so the previous
/// frames' weight halves every `halfLife` seconds at any frame rate. A two-input `color` kernel:
/// fuses with its neighbours.
public struct MotionTrail: Filter {
    /// The previous result (``ImageAccumulator/image``); nil passes the input through.
    public var history: Image?
    /// Seconds for the previous frames' weight to halve, 0...10; 0 leaves the input unchanged.
    public var halfLife: Float
    /// Seconds since the previous frame, 0...1.
    public var deltaTime: Float

    @usableFromInline enum P {
        @usableFromInline static let halfLife = FilterParameter<Float>.number(
            "halfLife", 0.05, min: 0, max: 10, slider: 0...0.5, identity: 0, unit: "s",
            doc: "Seconds for the previous frames' weight to halve; 0 shows no trail.")
        @usableFromInline static let deltaTime = Afterimage.P.deltaTime
    }

    /// A motion trail over `history`; times clamped into their ranges (NaN gives the default).
    public init(history: Image?, halfLife: Float = P.halfLife.defaultValue, deltaTime: Float = P.deltaTime.defaultValue) {
        self.history = history
        self.halfLife = P.halfLife.clamped(halfLife)
        self.deltaTime = P.deltaTime.clamped(deltaTime)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(history: parameters.image("history"), halfLife: parameters[P.halfLife],
                      deltaTime: parameters[P.deltaTime])
    }

    /// Registry name `motionTrail` (no Core Image alias).
    public static let descriptor = FilterDescriptor(
        builtin: "motionTrail", "Motion Trail", .stylize, coreImage: false,
        parameters: [.image("history", doc: "The previous result: the accumulator's image."),
                     P.halfLife.descriptor, P.deltaTime.descriptor],
        doc: "Smears moving things with a moving average of the frames (needs the previous frame).")

    static let kernel = Kernel(filter: "Time", "motionTrail", inputCount: 2, leading: [KernelParameter("persistence", .float)])

    public func apply(to input: Image) -> Image {
        guard let history, halfLife > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input, history],
                     values: [.float(Afterimage.persistence(halfLife: halfLife, deltaTime: deltaTime))],
                     extent: input.extent)
    }
}
