import Glibc

/// Trails of bright things that fade with a half-life (a feedback effect on an
/// ``ImageAccumulator``): per premultiplied channel, the brighter of this frame and the previous
/// result times 0.5^(deltaTime / halfLife). A pixel lit once halves every `halfLife` seconds at
/// any frame rate. A two-input `color` kernel: fuses with its neighbours.
///
/// ```swift
/// trails.setImage(frame.applying(Afterimage(history: trails.image, halfLife: 0.2, deltaTime: dt)), in: context)
/// ```
public struct Afterimage: Filter {
    /// The previous result (``ImageAccumulator/image``); nil passes the input through.
    public var history: Image?
    /// Seconds for a trail to fade to half, 0...10; 0 leaves the input unchanged.
    public var halfLife: Float
    /// Seconds since the previous frame, 0...1.
    public var deltaTime: Float

    @usableFromInline enum P {
        @usableFromInline static let halfLife = FilterParameter<Float>.number(
            "halfLife", 0.25, min: 0, max: 10, slider: 0...2, identity: 0, unit: "s",
            doc: "Seconds for a trail to fade to half its brightness; 0 shows no trail.")
        @usableFromInline static let deltaTime = FilterParameter<Float>.number(
            "deltaTime", 1.0 / 60, min: 0, max: 1, slider: 0...0.1, unit: "s",
            doc: "Seconds since the previous frame (the fade per frame is 0.5^(deltaTime / halfLife)).")
    }

    /// An afterimage over `history`; times clamped into their ranges (NaN gives the default).
    public init(history: Image?, halfLife: Float = P.halfLife.defaultValue, deltaTime: Float = P.deltaTime.defaultValue) {
        self.history = history
        self.halfLife = P.halfLife.clamped(halfLife)
        self.deltaTime = P.deltaTime.clamped(deltaTime)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(history: parameters.image("history"), halfLife: parameters[P.halfLife],
                      deltaTime: parameters[P.deltaTime])
    }

    /// Registry name `afterimage` (no Core Image alias).
    public static let descriptor = FilterDescriptor(
        builtin: "afterimage", "Afterimage", .stylize, coreImage: false,
        parameters: [.image("history", doc: "The previous result: the accumulator's image."),
                     P.halfLife.descriptor, P.deltaTime.descriptor],
        doc: "Leaves fading trails behind bright things (needs the previous frame as its history).")

    static let kernel = Kernel(filter: "Time", "afterimage", inputCount: 2, leading: [KernelParameter("persistence", .float)])

    /// The fraction of the previous result kept after `deltaTime` seconds: 0.5^(deltaTime / halfLife),
    /// 0 for a half-life of 0.
    static func persistence(halfLife: Float, deltaTime: Float) -> Float {
        halfLife > 0 ? Float(pow(0.5, Double(deltaTime) / Double(halfLife))) : 0
    }

    public func apply(to input: Image) -> Image {
        guard let history, halfLife > 0 else { return input }
        return Image(kernelApplication: Self.kernel, inputs: [input, history],
                     values: [.float(Self.persistence(halfLife: halfLife, deltaTime: deltaTime))], extent: input.extent)
    }
}
