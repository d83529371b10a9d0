@testable import GlazeCore
@testable import GlazeCatalog
import Testing

/// Transitions generated from `Shaders/Transitions/*.glsl` keep the hand-written ones' rules.
@Suite struct DeclaredTransitionTests {
    /// The values `transition`'s kernel is applied with after `progress` and the region.
    static func parameterValues(_ transition: some Transition) -> [UniformValue] {
        let square = Image.clear.cropped(to: Rect(x: 0, y: 0, width: 4, height: 4))
        guard case .kernel(let application) = transition.apply(from: square, to: square).node.operation else { return [] }
        return Array(application.values.dropFirst(2))
    }

    @Test func progressIsClampedAtOnceAndOtherValuesWhenApplied() {
        let wipe = DirectionalWipe(progress: 3, angle: 20, softness: 5000)
        #expect(wipe.progress == 1)
        #expect(wipe.softness == 5000)
        #expect(wipe.angle == 20)
        // The angle's uniform within ±1e4 (its descriptor says ±2π), softness within 0...2000.
        #expect(Self.parameterValues(wipe) == [.float(20), .float(2000)])
        #expect(Self.parameterValues(DirectionalWipe(angle: -.infinity)).first == .float(-1e4))
        #expect(Self.parameterValues(DirectionalWipe(angle: .nan)).first == .float(0))
        #expect(DirectionalWipe.descriptor.parameters.map(\.name) == ["progress", "targetImage", "angle", "softness", "extent"])
    }

    @Test func registryValuesReadTheExtentAndEveryParameter() throws {
        let flash = try FlashTransition(parameters: FilterParameters([
            "progress": .number(0.5), "extent": .vector([1, 2, 30, 40]), "fadeThreshold": .number(7),
        ], for: FlashTransition.descriptor))
        #expect(flash.progress == 0.5)
        #expect(flash.extent == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(flash.fadeThreshold == 1)
        #expect(FlashTransition.descriptor.aliases == ["CIFlashTransition", "flash"])
    }

    /// A custom-applied transition's image (`sampler2D`) and `swift Rect?` parameters keep their
    /// place in the descriptor, are read from registry values and bind to no uniform.
    @Test func imagesAndOptionalRectsAreReadNotBound() throws {
        #expect(PageCurlWithShadowTransition.descriptor.parameters.map(\.name) == [
            "progress", "targetImage", "backsideImage", "extent", "angle", "radius", "shadowSize", "shadowAmount",
            "shadowExtent"])
        #expect(PageCurlWithShadowTransition.descriptor.parameters[2].isOptional)
        // The image and the rect are no kernel parameters: the apply binds the rect itself.
        #expect(["backsideImage", "shadowExtent"].allSatisfy { PageCurlWithShadowTransition.declaredParameter(named: $0) == nil })
        #expect(PageCurlWithShadowTransition.kernel.parameters.map(\.name) == [
            "progress", "extent", "shadowExtent", "angle", "radius", "shadowSize", "shadowAmount"])
        let back = Image.clear.cropped(to: Rect(x: 0, y: 0, width: 3, height: 2))
        let curl = try PageCurlWithShadowTransition(parameters: FilterParameters([
            "backsideImage": .image(back), "shadowExtent": .vector([1, 2, 30, 40]), "radius": .number(1000),
        ], for: PageCurlWithShadowTransition.descriptor))
        #expect(curl.backsideImage?.extent == back.extent && curl.radius == 400)
        #expect(curl.shadowExtent == Rect(x: 1, y: 2, width: 30, height: 40))
        let plain = try PageCurlWithShadowTransition(parameters: FilterParameters(
            ["shadowExtent": .vector([1, 2, 0, 40])], for: PageCurlWithShadowTransition.descriptor))
        #expect(plain.shadowExtent == nil && plain.backsideImage == nil)
        let mask = try DisintegrateWithMaskTransition(parameters: FilterParameters(
            ["maskImage": .image(back)], for: DisintegrateWithMaskTransition.descriptor))
        #expect(mask.maskImage?.extent == back.extent)
        #expect(["shadowRadius", "shadowDensity", "shadowOffset", "seed"].allSatisfy {
            DisintegrateWithMaskTransition.declaredParameter(named: $0)?.descriptor.name == $0
        })
        #expect(DisintegrateWithMaskTransition.declaredParameter(named: "maskImage") == nil)
        #expect(DisintegrateWithMaskTransition.kernel.parameters.map(\.name) == ["progress", "shadowRadius", "shadowDensity", "shadowOffset"])
    }

    @Test func kernelsTakeTheirDeclaredOrderAndDissolveReadsOneTexel() {
        #expect(GlitchTransition.kernel.parameters.map(\.name) == ["progress", "extent", "seed", "amount", "blockHeight"])
        #expect(DissolveTransition.kernel.readsInputsOnlyAtDestination)
    }
}
