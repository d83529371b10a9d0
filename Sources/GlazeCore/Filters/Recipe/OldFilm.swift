import FoundationEssentials

/// An old projected film (Core Image's Old Film recipe plus the 2012 games demo): sepia, white
/// specks and dark vertical scratches that change every frame, camera jitter, a flickering
/// bulb and a vignette. Deterministic for a seed and time (24 frames per second). Every stage is
/// a colour kernel, a colour matrix or a translation, so the whole look is one pass.
public struct OldFilm: DeclaredFilter {
    /// Seconds, 0...1e5; the damage, jitter and flicker change 24 times a second.
    public var time: Float
    /// Picks an independent, repeatable sequence of frames, 0...1000.
    public var seed: Float
    /// Density of white specks, 0...1.
    public var specks: Float
    /// Density of dark scratches, 0...1.
    public var scratches: Float
    /// Largest camera shake in pixels, 0...20.
    public var jitter: Float
    /// Strength of the brightness flicker, 0...1 (1: ±30 %).
    public var flicker: Float
    /// Darkening of the corners, 0...1.
    public var vignette: Float

    @usableFromInline enum P {
        @usableFromInline static let time = FilterParameter<Float>.number(
            "time", 0, min: 0, max: 1e5, slider: 0...10, unit: "s",
            doc: "Time in seconds; the damage, jitter and flicker change 24 times a second.")
        @usableFromInline static let seed = FilterParameter<Float>.number(
            "seed", 0, min: 0, max: 1000, slider: 0...100, type: .integer,
            doc: "Picks an independent, repeatable sequence of frames.")
        @usableFromInline static let specks = FilterParameter<Float>.number(
            "specks", 0.3, min: 0, max: 1, slider: 0...1, doc: "Density of white specks.")
        @usableFromInline static let scratches = FilterParameter<Float>.number(
            "scratches", 0.3, min: 0, max: 1, slider: 0...1, doc: "Density of dark vertical scratches.")
        @usableFromInline static let jitter = FilterParameter<Float>.number(
            "jitter", 1, min: 0, max: 20, slider: 0...5, type: .distance, unit: "px",
            doc: "Largest camera shake per frame, in pixels.")
        @usableFromInline static let flicker = FilterParameter<Float>.number(
            "flicker", 0.3, min: 0, max: 1, slider: 0...1,
            doc: "Strength of the projector bulb's flicker (1: brightness varies ±30 %).")
        @usableFromInline static let vignette = FilterParameter<Float>.number(
            "vignette", 0.6, min: 0, max: 1, slider: 0...1, doc: "Darkening of the corners.")
    }

    /// An old film look; each argument sets the property of the same name, clamped into its range
    /// (NaN gives the default; `seed` is rounded to an integer).
    public init(time: Float = P.time.defaultValue, seed: Float = P.seed.defaultValue,
                specks: Float = P.specks.defaultValue, scratches: Float = P.scratches.defaultValue,
                jitter: Float = P.jitter.defaultValue, flicker: Float = P.flicker.defaultValue,
                vignette: Float = P.vignette.defaultValue) {
        self.time = P.time.clamped(time)
        self.seed = P.seed.clamped(seed)
        self.specks = P.specks.clamped(specks)
        self.scratches = P.scratches.clamped(scratches)
        self.jitter = P.jitter.clamped(jitter)
        self.flicker = P.flicker.clamped(flicker)
        self.vignette = P.vignette.clamped(vignette)
    }

    static let bindings: [BoundParameter<Self>] = [
        P.time.bound(to: \.time), P.seed.bound(to: \.seed), P.specks.bound(to: \.specks),
        P.scratches.bound(to: \.scratches), P.jitter.bound(to: \.jitter), P.flicker.bound(to: \.flicker),
        P.vignette.bound(to: \.vignette),
    ]

    public init(parameters: FilterParameters) throws { self.init(); try read(parameters) }

    public static let descriptor = FilterDescriptor(
        builtin: "oldFilm", "Old Film", .recipe, coreImage: false, declared,
        doc: "Sepia, specks, scratches, jitter, flicker and vignette: an old projected film.")

    /// The specks and scratches of a frame (its seed leading).
    static let damageKernel = Kernel(filter: "Recipe", "oldFilmDamage", [P.specks, P.scratches],
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
                      values: [.float(FilmGrain.hashSeed(seed: seed, time: time)), P.specks.uniform(specks),
                               P.scratches.uniform(scratches)],
                      extent: input.extent)
        return vignette > 0 ? Vignette(intensity: vignette, radius: 1).apply(to: image) : image
    }
}
