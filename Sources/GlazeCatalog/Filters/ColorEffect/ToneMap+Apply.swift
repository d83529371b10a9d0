import FoundationEssentials
import Glibc

/// The two curves behind ``ToneMap`` (declared in `Shaders/Filters/ColorEffect/tone-map.glsl`).
extension ToneMap {
    static let reinhardKernel = Kernel(filter: "ColorEffect", "toneMapReinhard", [P.exposure])
    static let acesKernel = Kernel(builtin: "Filters/ColorEffect/tone-map-aces.glsl", name: "toneMapACES",
                                   kind: .color, parameters: [P.exposure.kernelParameter])

    /// The curve's kernel, given the exposure as the factor 2^exposure.
    public func apply(to input: Image) -> Image {
        let kernel = self.operator == .reinhard ? Self.reinhardKernel : Self.acesKernel
        return Image(kernelApplication: kernel, inputs: [input], values: [.float(Float(pow(2.0, Double(exposure))))])
    }
}
