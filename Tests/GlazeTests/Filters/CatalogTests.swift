@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Checks every registered filter: complete descriptors, GLSL that compiles under GL 3.3 core,
/// identity values that pass the input through exactly, and no NaN pixels from hostile values.
@Suite struct CatalogTests {
    static let descriptors = FilterRegistry.builtin.descriptors

    /// A 16x16 test image with varied colour and alpha (straight alpha, sRGB).
    static func testImage() -> Image {
        var p = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 {
            for x in 0..<16 {
                p.setRGBA8([UInt8(x * 16 + 8), UInt8(y * 16 + 8), UInt8((x * y * 7) % 256), UInt8(x < 12 ? 255 : 128)],
                           x: x, y: y)
            }
        }
        return Image(pixels: p, alphaMode: .premultiplied)
    }

    /// Values for image parameters: the test image itself (or a copy for masks/backgrounds).
    static func parameters(for descriptor: FilterDescriptor, with overrides: [String: ParameterValue] = [:])
        -> [String: ParameterValue] {
        var values = overrides
        for p in descriptor.parameters where p.type == .image && values[p.name] == nil {
            values[p.name] = .image(testImage().transformed(by: AffineTransform(scaleX: -1, y: 1)
                .concatenating(AffineTransform(translationX: 16, y: 0))))
        }
        return values
    }

    @Test func registryHasUniqueNamesAndAliases() {
        var seen = Set<String>()
        for d in Self.descriptors {
            for name in [d.name] + d.aliases {
                #expect(seen.insert(name.lowercased()).inserted, "\(name) registered twice")
            }
        }
    }

    @Test(arguments: descriptors.map(\.name))
    func descriptorIsComplete(name: String) throws {
        let d = try #require(FilterRegistry.builtin.descriptor(named: name))
        #expect(!d.doc.isEmpty, "\(name) has no doc")
        #expect(!d.displayName.isEmpty)
        for p in d.parameters {
            #expect(!p.doc.isEmpty, "\(name).\(p.name) has no doc line")
            switch p.type {
            case .image:
                break
            case .choice:
                #expect(!p.choices.isEmpty, "\(name).\(p.name) has no choices")
                #expect(p.defaultValue != nil, "\(name).\(p.name) has no default")
            case .boolean:
                #expect(p.defaultValue != nil, "\(name).\(p.name) has no default")
            default:
                #expect(p.defaultValue != nil, "\(name).\(p.name) has no default")
                #expect(p.minimum != nil && p.maximum != nil, "\(name).\(p.name) has no range")
                #expect(p.sliderMinimum != nil && p.sliderMaximum != nil, "\(name).\(p.name) has no slider range")
                if let lo = p.minimum, let hi = p.maximum { #expect(lo <= hi, "\(name).\(p.name) range is inverted") }
            }
        }
    }

    @Test(arguments: descriptors.map(\.name))
    func defaultsCompileAndRenderWithoutNaN(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        // Where intermediates are 8-bit the depth filters that keep distances refuse to render
        // (DepthFilterTests.distanceIntermediatesNeedFloatColourBuffers).
        guard !DistancePrecision.refuses(name, intermediateFormat: context.intermediateFormat) else { return }
        let d = try #require(FilterRegistry.builtin.descriptor(named: name))
        let filter = try FilterRegistry.builtin.makeFilter(named: name, parameters: Self.parameters(for: d))
        let output = filter.apply(to: Self.testImage())
        let pixels = try context.readPixels(output, from: Rect(0, 0, 16, 16), format: .rgba32Float)
        for y in 0..<16 { for x in 0..<16 {
            let c = pixels.float4(x: x, y: y)
            #expect(!(c.x.isNaN || c.y.isNaN || c.z.isNaN || c.w.isNaN), "\(name): NaN at (\(x),\(y))")
        } }
    }

    @Test(arguments: descriptors.filter { d in d.parameters.contains { $0.identity != nil } }.map(\.name))
    func identityValuesPassTheInputThroughExactly(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let d = try #require(FilterRegistry.builtin.descriptor(named: name))
        var values: [String: ParameterValue] = [:]
        for p in d.parameters { if let identity = p.identity { values[p.name] = identity } }
        let filter = try FilterRegistry.builtin.makeFilter(named: name, parameters: Self.parameters(for: d, with: values))
        let input = Self.testImage()
        let expected = try context.readPixels(input, from: Rect(0, 0, 16, 16))
        let actual = try context.readPixels(filter.apply(to: input), from: Rect(0, 0, 16, 16))
        expectPixels(actual, equal: expected, name: "identity-\(name)")
    }

    @Test(arguments: descriptors.map(\.name))
    func hostileNumbersAreClampedOrRejectedNeverNaN(name: String) throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        guard !DistancePrecision.refuses(name, intermediateFormat: context.intermediateFormat) else { return }
        let d = try #require(FilterRegistry.builtin.descriptor(named: name))
        for hostile in [Double.nan, .infinity, -.infinity, 1e12, -1e12] {
            var values: [String: ParameterValue] = [:]
            for p in d.parameters {
                switch p.type {
                case .scalar, .angle, .distance, .integer: values[p.name] = .number(hostile)
                case .position, .vector: values[p.name] = .vector(Array(repeating: hostile, count: p.componentCount))
                case .color: values[p.name] = .color(SIMD4(repeating: hostile))
                default: break
                }
            }
            let filter: any Filter
            do {
                filter = try FilterRegistry.builtin.makeFilter(named: name, parameters: Self.parameters(for: d, with: values))
            } catch let error as FilterError {
                #expect(hostile.isNaN && error.code == .notANumber, "\(name): \(error)")
                continue
            }
            let pixels = try context.readPixels(filter.apply(to: Self.testImage()), from: Rect(0, 0, 16, 16),
                                                format: .rgba32Float)
            for y in 0..<16 { for x in 0..<16 {
                let c = pixels.float4(x: x, y: y)
                #expect(!(c.x.isNaN || c.y.isNaN || c.z.isNaN || c.w.isNaN), "\(name) with \(hostile): NaN at (\(x),\(y))")
            } }
        }
    }

    @Test func colorOnlyFiltersFuseIntoOnePass() throws {
        let colorFilters = Self.descriptors.filter { $0.category == .colorAdjustment || $0.category == .colorEffect }
            .filter { d in !d.parameters.contains { $0.type == .image } }
        var image = Self.testImage()
        var applied = 0
        for d in colorFilters.prefix(10) {
            image = try FilterRegistry.builtin.makeFilter(named: d.name).apply(to: image)
            applied += 1
        }
        let plan = Planner(options: PlanOptions()).plan(image.node, region: Rect(0, 0, 16, 16), width: 16, height: 16,
                                                        outputEncoding: .sRGB)
        #expect(applied >= 10, "only \(applied) colour filters are registered")
        #expect(plan.passCount == 1, "\(plan)")
    }
}
