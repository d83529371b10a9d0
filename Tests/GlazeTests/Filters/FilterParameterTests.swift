@testable import Glaze
@testable import GlazeCore
import Testing

/// The one-declaration parameter mechanism: defaults, the one clamping rule, registry decoding
/// (misspelt names fail) and uniform binding all come from a ``FilterParameter``.
@Suite struct FilterParameterTests {
    static let radius = FilterParameter<Float>.number("radius", 3.14159265, min: 0, max: 10, slider: 0...5,
                                                      type: .distance, unit: "px", doc: "A radius.")
    static let tint = FilterParameter<SIMD4<Float>>.color("tint", [0.25, 0.5, 1, 1], doc: "A tint.")
    static let center = FilterParameter<Point>.position("center", 150, 150, doc: "A centre.")
    static let descriptor = FilterDescriptor(name: "probe", displayName: "Probe", category: .stylize,
                                             parameters: [radius.descriptor, tint.descriptor, center.descriptor],
                                             doc: "A probe.")

    @Test func theDescriptorKeepsTheDefaultAsWritten() {
        #expect(Self.radius.descriptor.defaultValue == .number(3.14159265))
        #expect(Self.radius.defaultValue == Float(3.14159265))
        #expect(Self.radius.descriptor.sliderMaximum == 5)
        #expect(Self.radius.kernelParameter == KernelParameter("radius", .float))
        #expect(Self.tint.kernelParameter == KernelParameter("tint", .vec4))
    }

    @Test func oneClampingRule() {
        #expect(Self.radius.clamped(.nan) == Float(3.14159265))
        #expect(Self.radius.clamped(-1) == 0)
        #expect(Self.radius.clamped(.infinity) == 10)
        #expect(Self.radius.clamped(4) == 4)
        #expect(Self.tint.clamped([.nan, 2e4, -1, 3]) == [0, 1e4, 0, 1])
        #expect(Self.center.clamped(Point(x: .nan, y: -.infinity)) == Point(x: 150, y: -1e6))
        #expect(clampParameter(Float.nan, 0...1, nan: 0.5) == 0.5)
        #expect(clampParameter(SIMD2<Float>(-3, .nan), 0...1, nan: [0.25, 0.75]) == [0, 0.75])
    }

    @Test func registryDecodingReadsClampsAndDefaults() throws {
        let given = try FilterParameters(["radius": .number(40), "center": .vector([1, 2])], for: Self.descriptor)
        #expect(try given[Self.radius] == 10)
        #expect(try given[Self.center] == Point(x: 1, y: 2))
        #expect(try given[Self.tint] == [0.25, 0.5, 1, 1])
    }

    @Test func aMisspeltNameIsAnError() throws {
        let given = try FilterParameters([:], for: Self.descriptor)
        #expect(throws: FilterError.self) { try given.float("raduis") }
        #expect(throws: FilterError.self) { try given.color("tnit") }
        let undeclared = FilterParameter<Float>.number("strength", 1, min: 0, max: 1, doc: "Not in the descriptor.")
        #expect(throws: FilterError.self) { try given[undeclared] }
        do {
            _ = try given.float("raduis")
        } catch let error as FilterError {
            #expect(error.code == .unknownParameter)
            #expect(error.parameter == "raduis")
            #expect(error.suggestions.contains("radius"))
        }
        #expect(try given.float("radius") == Float(3.14159265))
    }

    @Test func uniformsAreClampedAndColoursPremultiplied() {
        #expect(Self.radius.uniform(99) == .float(10))
        #expect(Self.tint.uniform([1, 0.5, 0.25, 0.5]) == .vec4(0.5, 0.25, 0.125, 0.5))
        #expect(Self.center.uniform(Point(x: 3, y: 4)) == .vec2(3, 4))
    }

    @Test func vignetteClampsLikeEveryOtherFilter() {
        let v = Vignette(intensity: 5, radius: .nan)
        #expect(v.intensity == 1)
        #expect(v.radius == 1)
        #expect(Vignette(intensity: -.infinity, radius: 9).intensity == -1)
        #expect(Vignette(intensity: -.infinity, radius: 9).radius == 2)
    }

    @Test func familiesKeepTheirPublicNamesAndDefaults() throws {
        #expect(TwirlDistortion.descriptor.name == "twirlDistortion")
        #expect(VortexDistortion.descriptor.aliases == ["CIVortexDistortion"])
        #expect(TwirlDistortion().angle == Float(3.14159265))
        #expect(VortexDistortion().angle == 56.55)
        #expect(StripesGenerator.descriptor.displayName == "Stripes")
        #expect(MultiplyBlendMode.descriptor.aliases == ["CIMultiplyBlendMode"])
        #expect(SourceOverCompositing.descriptor.displayName == "Source Over")
        let twirl = try FilterRegistry.builtin.makeFilter(named: "CITwirlDistortion", parameters: ["angle": .number(1e9)])
        #expect((twirl as? TwirlDistortion)?.angle == 10000)
    }
}
