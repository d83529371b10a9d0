import FoundationEssentials
import Glibc

/// The curves behind ``ToneMap`` (declared in `Shaders/Filters/ColorEffect/tone-map.glsl`).
extension ToneMap {
    /// The exposure as the factor 2^exposure (derived: no parameter of its own).
    private static let gain = [KernelParameter("gain", .float)]
    static let reinhardKernel = Kernel(filter: "ColorEffect", "toneMapReinhard", leading: gain)
    static let acesKernel = Kernel(builtin: "Filters/ColorEffect/tone-map-aces.glsl", name: "toneMapACES",
                                   kind: .color, parameters: gain)
    /// AgX, whose look (an ASC CDL on the encoded values: slope, power, saturation) is a uniform, so
    /// switching between the AgX looks compiles nothing.
    static let agxKernel = Kernel(filter: "ColorEffect", "toneMapAgx",
                                  leading: gain + [KernelParameter("lookSlope", .vec3), KernelParameter("lookPower", .float),
                                                   KernelParameter("lookSaturation", .float)])
    static let pbrNeutralKernel = Kernel(filter: "ColorEffect", "toneMapPbrNeutral", leading: gain)
    static let hableKernel = Kernel(filter: "ColorEffect", "toneMapHable", leading: gain)

    /// An AgX look as Benjamin Wrensch's minimal AgX states it ("Minimal AgX implementation", 2024):
    /// slope (offset 0), power and saturation of an ASC CDL on the sigmoid's output.
    struct AgXLook: Equatable {
        var slope: SIMD3<Float>
        var power: Float
        var saturation: Float

        /// No look: AgX's base image.
        static let base = AgXLook(slope: [1, 1, 1], power: 1, saturation: 1)
        /// The post's "Punchy": power 1.35, saturation 1.4.
        static let punchy = AgXLook(slope: [1, 1, 1], power: 1.35, saturation: 1.4)
        /// The post's "Golden": slope (1, 0.9, 0.5), power 0.8, saturation 0.8.
        static let golden = AgXLook(slope: [1, 0.9, 0.5], power: 0.8, saturation: 0.8)
    }

    /// The look of an AgX operator; nil for the other curves.
    var agxLook: AgXLook? {
        switch self.operator {
        case .agx: .base
        case .agxPunchy: .punchy
        case .agxGolden: .golden
        case .reinhard, .aces, .pbrNeutral, .hable: nil
        }
    }

    /// The curve's kernel, given the exposure as the factor 2^exposure (and AgX's look).
    public func apply(to input: Image) -> Image {
        let gain = UniformValue.float(Float(pow(2.0, Double(exposure))))
        let kernel: Kernel
        var values = [gain]
        switch self.operator {
        case .reinhard: kernel = Self.reinhardKernel
        case .aces: kernel = Self.acesKernel
        case .agx, .agxPunchy, .agxGolden:
            let look = agxLook ?? .base
            kernel = Self.agxKernel
            values += [.vec3(look.slope.x, look.slope.y, look.slope.z), .float(look.power), .float(look.saturation)]
        case .pbrNeutral: kernel = Self.pbrNeutralKernel
        case .hable: kernel = Self.hableKernel
        }
        return Image(kernelApplication: kernel, inputs: [input], values: values)
    }
}
