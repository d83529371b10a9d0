import GlazeTestSupport
import Testing

/// ``BilinearReference``: the CPU bilinear read tests compare GL_LINEAR sampling with, exact or
/// with weights rounded to 1/256 as GPUs filter.
@Suite struct BilinearReferenceTests {
    /// Texels 0 and 1 along x (value = x), read a third of the way between their centres.
    @Test func quantisedWeightsRoundToOne256th() {
        #expect(BilinearReference.weight(1.0 / 3, quantised: false) == 1.0 / 3)
        #expect(BilinearReference.weight(1.0 / 3, quantised: true) == 85.0 / 256)
        #expect(BilinearReference.weight(0.5, quantised: true) == 0.5)
        let ramp = { (x: Int, _: Int) in SIMD4<Double>(Double(x), 0, 0, 1) }
        #expect(abs(BilinearReference.sample(0.5 + 1.0 / 3, 0.5, quantised: false, texel: ramp).x - 1.0 / 3) < 1e-12)
        #expect(BilinearReference.sample(0.5 + 1.0 / 3, 0.5, quantised: true, texel: ramp).x == 85.0 / 256)
    }
}
