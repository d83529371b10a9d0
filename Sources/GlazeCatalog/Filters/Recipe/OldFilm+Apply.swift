import FoundationEssentials

/// The stages behind ``OldFilm`` (declared in `Shaders/Filters/Recipe/old-film.glsl`).
extension OldFilm {
    /// The specks and scratches of a frame (`Shaders/Filters/Recipe/old-film-damage.glsl`; its
    /// seed leading).
    static let damageKernel = Kernel(filter: "Recipe", "oldFilmDamage", of: Self.self,
                                     leading: [KernelParameter("frameSeed", .float)])

    /// Three numbers in 0..<1 for this frame: jitter x, jitter y and flicker.
    func frameNoise() -> (Double, Double, Double) {
        let s = Double(FilmGrain.hashSeed(seed: seed, time: time))
        func unit(_ k: UInt32) -> Double {
            var n = UInt32(s) &* 747796405 &+ k &* 2891336453
            n ^= n >> 16
            n = n &* 2246822519
            n ^= n >> 13
            return Double(n) / 4294967296
        }
        return (unit(1), unit(2), unit(3))
    }

    /// The camera shake of this frame in pixels.
    var jitterOffset: (x: Double, y: Double) {
        let (a, b, _) = frameNoise()
        return ((2 * a - 1) * Double(jitter), (2 * b - 1) * Double(jitter))
    }

    /// The brightness factor of this frame.
    var flickerGain: Float {
        Float(1 + Double(flicker) * 0.3 * (2 * frameNoise().2 - 1))
    }

    /// Jitter, sepia with flicker, damage and vignette: one pass.
    public func apply(to input: Image) -> Image {
        let shake = jitterOffset
        var image = input
        if shake.x != 0 || shake.y != 0 {
            image = input.clampedToExtent().transformed(by: AffineTransform(translationX: shake.x, y: shake.y))
                .cropped(to: input.extent)
        }
        let g = flickerGain
        let m = SepiaTone.sepia.map { $0 * g }
        let tone = ColorMatrixForm(matrix: [m[0], m[1], m[2], 0, m[3], m[4], m[5], 0, m[6], m[7], m[8], 0, 0, 0, 0, 1])
        image = image.applyingColorMatrix(tone, label: Self.descriptor.name)
        image = Image(kernelApplication: Self.damageKernel, inputs: [image],
                      values: values(for: Self.damageKernel, leading: [.float(FilmGrain.hashSeed(seed: seed, time: time))]),
                      extent: input.extent)
        return vignette > 0 ? Vignette(intensity: vignette, radius: 1).apply(to: image) : image
    }
}
