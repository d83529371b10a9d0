import FoundationEssentials
import Glibc

/// Maps HDR colour into 0...1 for display (the step after HDR bloom).
///
/// On unpremultiplied linear colour, after multiplying by 2^exposure, per channel:
/// - `reinhard`: `x / (1 + x)` (Reinhard et al. 2002, simple form): never clips, flattens
///   highlights gently.
/// - `aces`: Krzysztof Narkowicz's fit of the ACES filmic curve (2016),
///   `x (2.51 x + 0.03) / (x (2.43 x + 0.59) + 0.14)`, clamped to 0...1: more contrast, highlights
///   roll off to white.
/// Negative values map to 0. Use it in the default linear working space, on an `rgba16Float`
/// intermediate that holds values above 1.
public struct ToneMap: Filter {
    /// The tone-mapping curve.
    public enum Operator: String, Sendable, CaseIterable {
        /// `reinhard`: `x / (1 + x)`, never clips and flattens highlights gently; `aces`: Narkowicz's
        /// fit of the ACES filmic curve, clamped to 0...1, with more contrast and highlights that roll
        /// off to white.
        case reinhard, aces
    }

    /// The curve: ``Operator/aces`` (the default) or ``Operator/reinhard``.
    public var `operator`: Operator
    /// Exposure before the curve in stops, -10...10.
    public var exposure: Float

    @usableFromInline enum P {
        static let `operator` = ParameterDescriptor(
            "operator", .choice, default: .string("aces"), choices: Operator.allCases.map(\.rawValue),
            doc: "The curve: 'reinhard' (x / (1 + x)) or 'aces' (Narkowicz's ACES filmic fit).")
        @usableFromInline static let exposure = FilterParameter<Float>.number(
            "exposure", 0, min: -10, max: 10, slider: -4...4, unit: "EV",
            doc: "Exposure in stops applied before the curve: colour is multiplied by 2^exposure.")
    }

    /// A tone map with the curve `operator` (default ``Operator/aces``) after `exposure` stops
    /// (colour × 2^exposure), clamped to -10...10 (NaN gives 0).
    public init(operator: Operator = .aces, exposure: Float = P.exposure.defaultValue) {
        self.operator = `operator`
        self.exposure = P.exposure.clamped(exposure)
    }

    public init(parameters: FilterParameters) throws {
        try self.init(operator: Operator(rawValue: parameters.string("operator")) ?? .aces,
                      exposure: parameters[P.exposure])
    }

    public static let descriptor = FilterDescriptor(
        builtin: "toneMap", "Tone Map", .colorEffect, coreImage: false, parameters: [P.operator, P.exposure.descriptor],
        doc: "Compresses HDR colour into the displayable range (Reinhard or ACES filmic).")

    static let reinhardKernel = Kernel(filter: "ColorEffect", "toneMapReinhard", [P.exposure])
    static let acesKernel = Kernel(builtin: "Filters/ColorEffect/tone-map-aces.glsl", name: "toneMapACES",
                                   kind: .color, parameters: [P.exposure.kernelParameter])

    public func apply(to input: Image) -> Image {
        let kernel = self.operator == .reinhard ? Self.reinhardKernel : Self.acesKernel
        return Image(kernelApplication: kernel, inputs: [input], values: [.float(Float(pow(2.0, Double(exposure))))])
    }
}
