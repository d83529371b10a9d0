import FoundationEssentials
import Glibc

/// The two curves behind ``ToneMap`` (declared in `Shaders/Filters/ColorEffect/tone-map.glsl`).
extension ToneMap {
    /// The exposure as the factor 2^exposure (derived: no parameter of its own).
    private static let gain = [KernelParameter("gain", .float)]
    static let reinhardKernel = Kernel(filter: "ColorEffect", "toneMapReinhard", leading: gain)
    static let acesKernel = Kernel(builtin: "Filters/ColorEffect/tone-map-aces.glsl", name: "toneMapACES",
                                   kind: .color, parameters: gain)

    /// The curve's kernel, given the exposure as the factor 2^exposure.
    public func apply(to input: Image) -> Image {
        let kernel = self.operator == .reinhard ? Self.reinhardKernel : Self.acesKernel
        return Image(kernelApplication: kernel, inputs: [input], values: [.float(Float(pow(2.0, Double(exposure))))])
    }
}
