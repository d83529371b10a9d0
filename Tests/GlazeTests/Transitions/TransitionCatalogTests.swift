@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Every registered transition (the built-ins and a drop-in) on two distinct 16×16 images.
@Suite struct TransitionCatalogTests {
    typealias F = TransitionFixtures

    static let builtinNames = FilterRegistry.builtin.descriptors(in: .transition).map(\.name)

    @Test func everyCoreImageTransitionAndTheStaplesAreRegistered() {
        let names = Set(Self.builtinNames)
        for name in ["accordionFoldTransition", "barsSwipeTransition", "copyMachineTransition",
                     "disintegrateWithMaskTransition", "dissolveTransition", "flashTransition", "modTransition",
                     "pageCurlTransition", "pageCurlWithShadowTransition", "rippleTransition", "swipeTransition",
                     "pixellateTransition", "fadeThroughColor", "irisWipe", "directionalWipe", "zoomFade",
                     "glitchTransition"] {
            #expect(names.contains(name), "\(name) is not registered")
        }
        for alias in ["CIDissolveTransition", "CIPageCurlWithShadowTransition", "barsSwipe", "flash"] {
            #expect(FilterRegistry.builtin.descriptor(named: alias)?.category == .transition, "\(alias)")
        }
        for descriptor in FilterRegistry.builtin.descriptors(in: .transition) {
            let progress = descriptor.parameter(named: "progress")
            #expect(progress?.minimum == 0 && progress?.maximum == 1 && progress?.identity == .number(0), "\(descriptor.name)")
            #expect(descriptor.parameter(named: "targetImage")?.type == .image, "\(descriptor.name)")
            for p in descriptor.parameters where [.scalar, .angle, .distance, .integer].contains(p.type) {
                #expect(p.defaultValue != nil && p.minimum != nil && p.maximum != nil && !p.doc.isEmpty,
                        "\(descriptor.name).\(p.name) is incompletely described")
            }
        }
    }

    @Test(arguments: builtinNames + ["wobblyWipe"])
    func endpointsAreExactMiddleDiffersAndProgressIsClamped(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let registry = try F.registryWithDropIn()
        let descriptor = try #require(registry.descriptor(named: name))
        for space in [WorkingSpace.none, .linearSRGB] {
            let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space))
            func render(_ progress: Double) throws -> PixelBuffer {
                let filter = try registry.makeFilter(named: name, parameters: F.parameters(for: descriptor, progress: progress))
                return try context.readPixels(filter.apply(to: F.from), from: F.rect)
            }
            // The images as they render on their own (a crop: a bare source is no pass).
            let from = try context.readPixels(F.from.cropped(to: F.rect), from: F.rect)
            let to = try context.readPixels(F.to.cropped(to: F.rect), from: F.rect)
            if space == .none {
                let roundTrips = F.samePixels(from, F.fromPixels) && F.samePixels(to, F.toPixels)
                #expect(roundTrips, "the fixtures do not round-trip")
            }
            let start = try render(0), end = try render(1), middle = try render(0.5)
            let startIsFrom = F.samePixels(start, from), endIsTo = F.samePixels(end, to)
            let middleDiffers = !F.samePixels(middle, from) && !F.samePixels(middle, to)
            #expect(startIsFrom, "\(name) at progress 0 is not exactly `from` (\(space))")
            #expect(endIsTo, "\(name) at progress 1 is not exactly `to` (\(space))")
            #expect(middleDiffers, "\(name) at 0.5 equals an end (\(space))")
            // Out of range through the registry (clamped by the descriptor)...
            let below = F.samePixels(try render(-1), start), above = F.samePixels(try render(2), end)
            #expect(below, "\(name) at -1")
            #expect(above, "\(name) at 2")
            // ...and set directly on the value (clamped when applied).
            let built = try registry.makeFilter(named: name, parameters: F.parameters(for: descriptor, progress: 0.5))
            var transition = try #require(built as? any Transition)
            for (progress, expected) in [(Float(-1), start), (2, end), (-.infinity, start), (.infinity, end), (.nan, start)] {
                transition.progress = progress
                let pixels = try context.readPixels(transition.apply(from: F.from, to: F.to), from: F.rect)
                let same = F.samePixels(pixels, expected)
                #expect(same, "\(name) with progress set to \(progress)")
            }
        }
    }

    @Test(arguments: builtinNames + ["wobblyWipe"])
    func aTransitionFollowedByVignetteIsOnePass(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let registry = try F.registryWithDropIn()
        let descriptor = try #require(registry.descriptor(named: name))
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let filter = try registry.makeFilter(named: name, parameters: F.parameters(for: descriptor, progress: 0.5))
        let image = filter.apply(to: F.from).applying(Vignette(intensity: 0.8, radius: 1))
            .applying(ExposureAdjust(ev: 0.5))
        let plan = context.explain(image)
        #expect(plan.passCount == 1, "\(name) + vignette + exposure: \(plan.passes.map(\.kernels))")
        #expect(plan.passes.first?.kernels.contains("vignette") == true)
        let pixels = try context.readPixels(image)
        #expect(pixels.width == 16 && pixels.height == 16)
    }

    /// The page curls store their numbers clamped, as filters do: NaN gives the default,
    /// ±infinity the bound (angle ±2π, radius 0.01...400, shadow 0...1).
    @Test func pageCurlsClampTheirNumbersWhenMade() {
        let curl = PageCurlTransition(angle: .nan, radius: .infinity)
        #expect(curl.angle == 0 && curl.radius == 400)
        let other = PageCurlTransition(angle: -.infinity, radius: -.infinity)
        #expect(other.angle == Float(-2 * Double.pi) && other.radius == 0.01)
        #expect(PageCurlTransition(angle: 1, radius: .nan).radius == 100)
        let shadowed = PageCurlWithShadowTransition(angle: .infinity, radius: .nan, shadowSize: .infinity, shadowAmount: .nan)
        #expect(shadowed.angle == Float(2 * Double.pi) && shadowed.radius == 100)
        #expect(shadowed.shadowSize == 1 && shadowed.shadowAmount == 0.7)
        let inRange = PageCurlWithShadowTransition(angle: 0.5, radius: 20, shadowSize: 0.25, shadowAmount: 0.5)
        #expect(inRange.angle == 0.5 && inRange.radius == 20 && inRange.shadowSize == 0.25 && inRange.shadowAmount == 0.5)
    }

    @Test func withoutATargetATransitionFadesToTransparent() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let image = F.from.applying(DissolveTransition(progress: 1))
        #expect(image.extent == F.rect)
        let pixels = try context.readPixels(image, from: F.rect)
        #expect(pixels.bytes.allSatisfy { $0 == 0 })
        let start = F.samePixels(try context.readPixels(F.from.applying(DissolveTransition(progress: 0))), F.fromPixels)
        #expect(start)
    }

    @Test func imagesOfDifferentSizesAreTransparentOutsideTheirExtent() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let small = F.to.cropped(to: Rect(0, 0, 8, 8))
        let image = DissolveTransition(progress: 1).apply(from: F.from, to: small)
        #expect(image.extent == F.rect)
        let pixels = try context.readPixels(image, from: F.rect)
        #expect(pixels.rgba8(x: 3, y: 3) == F.toPixels.rgba8(x: 3, y: 3))
        #expect(pixels.rgba8(x: 12, y: 12) == SIMD4(0, 0, 0, 0))
    }
}
