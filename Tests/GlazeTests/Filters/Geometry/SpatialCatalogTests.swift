import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Registry-wide checks for the distortion, geometry, compositing and generator filters:
/// complete descriptors, identity values that pass the input through exactly, and no NaN
/// pixels at the edges of every range.
@Suite struct SpatialCatalogTests {
    static let categories: [FilterCategory] = [.distortion, .geometry, .compositing, .generator]
    static var descriptors: [FilterDescriptor] {
        categories.flatMap { FilterRegistry.builtin.descriptors(in: $0) }
    }

    static func inputPixels() -> PixelBuffer {
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 {
            for x in 0..<16 {
                let c = SIMD4(UInt8(x * 16), UInt8(y * 16), UInt8((x * y) % 256), UInt8(x < 12 ? 255 : 160))
                pixels.setRGBA8(c, x: x, y: y)
            }
        }
        return pixels
    }

    /// The test image behind a (no-op) crop, so that even an identity filter's output is a
    /// node the planner draws.
    static func input() -> Image {
        Image(pixels: inputPixels(), alphaMode: .straight).cropped(to: Rect(0, 0, 16, 16))
    }

    /// Values for the image parameters: a different small image each.
    static func images(for descriptor: FilterDescriptor) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for p in descriptor.parameters where p.type == .image {
            values[p.name] = .image(Image(color: SIMD4(0.3, 0.6, 0.9, 0.7)).cropped(to: Rect(2, 2, 10, 10)))
        }
        return values
    }

    @Test func everyFilterIsListedWithACompleteDescriptor() {
        let names = Set(Self.descriptors.map(\.name))
        #expect(names.count == 10 + 7 + 30 + 11, "\(names.sorted())")
        for d in Self.descriptors {
            #expect(!d.doc.isEmpty && !d.displayName.isEmpty, "\(d.name)")
            #expect(d.hasInputImage == (d.category != .generator), "\(d.name)")
            for p in d.parameters {
                #expect(!p.doc.isEmpty, "\(d.name).\(p.name) has no doc")
                if p.type != .image {
                    #expect(p.defaultValue != nil && p.minimum != nil && p.maximum != nil, "\(d.name).\(p.name)")
                    #expect(p.sliderMinimum != nil && p.sliderMaximum != nil, "\(d.name).\(p.name)")
                }
            }
        }
    }

    @Test func identityValuesPassTheInputThroughExactly() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let input = Self.input()
        // Straight alpha in, premultiplied out: the expected bytes are premultiplied on the CPU.
        var expected = Self.inputPixels()
        for y in 0..<16 {
            for x in 0..<16 {
                let c = expected.rgba8(x: x, y: y)
                let a = Double(c.w) / 255
                expected.setRGBA8(SIMD4(UInt8((Double(c.x) * a).rounded()), UInt8((Double(c.y) * a).rounded()),
                                        UInt8((Double(c.z) * a).rounded()), c.w), x: x, y: y)
            }
        }
        var tested = 0
        for d in Self.descriptors where d.parameters.contains(where: { $0.identity != nil }) {
            var values = Self.images(for: d)
            for p in d.parameters { if let identity = p.identity { values[p.name] = identity } }
            let output = try FilterRegistry.builtin.makeFilter(named: d.name, parameters: values).apply(to: input)
            let pixels = try context.readPixels(output, from: input.extent)
            expectPixels(pixels, equal: expected, name: "identity-\(d.name)")
            tested += 1
        }
        #expect(tested == 15, "9 distortions and 6 geometry filters have identities")
    }

    @Test func rangeEndsNeverProduceNaN() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try SpatialTestSupport.context(intermediate: .rgba16Float)
        let input = Self.input()
        for d in Self.descriptors {
            for end in [0, 1, 2] {
                var values = Self.images(for: d)
                for p in d.parameters where p.type != .image {
                    guard let lo = p.minimum, let hi = p.maximum else { continue }
                    let v = end == 0 ? lo : (end == 1 ? hi : Double.infinity)
                    switch p.type {
                    case .position, .vector: values[p.name] = .vector(Array(repeating: v, count: p.componentCount))
                    case .color: values[p.name] = .color(SIMD4(repeating: v))
                    default: values[p.name] = .number(v)
                    }
                }
                let filter = try FilterRegistry.builtin.makeFilter(named: d.name, parameters: values)
                let pixels = try SpatialTestSupport.read(context, filter.apply(to: input), Rect(0, 0, 16, 16))
                var finite = true
                for y in 0..<16 {
                    for x in 0..<16 {
                        let c = pixels.float4(x: x, y: y)
                        if !(c.x.isFinite && c.y.isFinite && c.z.isFinite && c.w.isFinite) { finite = false }
                    }
                }
                #expect(finite, "\(d.name) at the \(["minimum", "maximum", "clamped infinity"][end]) of every range")
            }
        }
    }
}
