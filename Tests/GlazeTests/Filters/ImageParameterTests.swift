@testable import GlazeCore
@testable import GlazeCatalog
import Testing

/// Declared image parameters (`uniform sampler2D` in a filter's declaration): an `Image?` that
/// `init(parameters:)` fills from the registry's values and leaves nil when not given, and whose
/// nil each hand-written `apply` reads as its documented default.
@Suite struct ImageParameterTests {
    static let source = Image(color: SIMD4(0.2, 0.4, 0.6, 1)).cropped(to: Rect(0, 0, 8, 4))
    static let other = Image(color: SIMD4(1, 0, 0, 1)).cropped(to: Rect(4, 2, 8, 8))

    @Test func registryValuesFillImageParametersByName() throws {
        let given = try FilterParameters(["backgroundImage": .image(Self.other), "maskImage": .image(Self.source)],
                                         for: BlendWithMask.descriptor)
        let filter = try BlendWithMask(parameters: given)
        #expect(filter.backgroundImage == Self.other)
        #expect(filter.maskImage == Self.source)
        let unset = try BlendWithMask(parameters: FilterParameters(for: BlendWithMask.descriptor))
        #expect(unset.backgroundImage == nil && unset.maskImage == nil)
    }

    @Test func aMissingBackgroundIsTransparentAndAMissingHistoryPassesThrough() {
        // Source-in keeps the image where the background is: a missing background is the
        // transparent, infinite image, so the output covers the image alone.
        #expect(SourceInCompositing(backgroundImage: nil).apply(to: Self.source).extent == Self.source.extent)
        #expect(SourceInCompositing(backgroundImage: Self.other).apply(to: Self.source).extent == Rect(4, 2, 4, 2))
        #expect(Afterimage(history: nil, halfLife: 1).apply(to: Self.source) == Self.source)
        #expect(Afterimage(history: Self.other, halfLife: 1).apply(to: Self.source) != Self.source)
        #expect(MotionTrail(history: nil).apply(to: Self.source) == Self.source)
    }
}
