/// SplitMix64: a tiny seeded, portable random number generator for test images and fuzz cases
/// (the same seed gives the same sequence on every platform).
public struct SplitMix: RandomNumberGenerator, Sendable {
    /// The generator's state; the next value mixes it after a fixed step.
    public var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random byte (the top 8 bits).
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }

    /// Uniform in 0..<1 (24 bits).
    public mutating func unit() -> Float { Float(next() >> 40) / Float(1 << 24) }
}
