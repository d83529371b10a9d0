/// The period of ``RandomGenerator``'s noise (declared in `Shaders/Filters/Generator/random-generator.glsl`).
extension RandomGenerator {
    /// The noise period in pixels: the image repeats every 256 px in x and y.
    public static let period = 256
}
