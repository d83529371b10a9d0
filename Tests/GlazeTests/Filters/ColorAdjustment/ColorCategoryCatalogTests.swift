import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

private typealias Support = ColorFilterTestSupport

/// Catalog checks for the colour-adjustment, colour-effect and reduction filters: complete
/// descriptors, exact pass-through at identity, no NaN pixels from extreme values.
@Suite struct ColorCategoryCatalogTests {
    static let categories: [FilterCategory] = [.colorAdjustment, .colorEffect, .reduction]

    static var descriptors: [FilterDescriptor] {
        categories.flatMap { FilterRegistry.builtin.descriptors(in: $0) }
    }

    static let gradient = Image(pixels: Support.floatPixels(width: 4, height: 1) { x, _ in
        [Float(x) / 3, 0.5, 1 - Float(x) / 3, 1]
    })

    static func inputs(for descriptor: FilterDescriptor) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for p in descriptor.parameters where p.type == .image { values[p.name] = .image(gradient) }
        return values
    }

    @Test func everyFilterOfTheseCategoriesIsRegisteredWithACompleteDescriptor() {
        let names = Set(Self.descriptors.map(\.name))
        for name in ["colorControls", "gammaAdjust", "hueAdjust", "temperatureAndTint", "vibrance", "whitePointAdjust",
                     "toneCurve", "colorClamp", "colorPolynomial", "sepiaTone", "colorMonochrome", "colorInvert",
                     "colorPosterize", "minimumComponent", "maximumComponent", "falseColor", "colorMap", "colorCube",
                     "photoEffectChrome", "photoEffectFade", "photoEffectInstant", "photoEffectMono", "photoEffectNoir",
                     "photoEffectProcess", "photoEffectTonal", "photoEffectTransfer", "toneMap", "areaAverage",
                     "areaMinimum", "areaMaximum", "areaHistogram"] {
            #expect(names.contains(name), "\(name) is not registered")
        }
        for d in Self.descriptors {
            #expect(!d.doc.isEmpty && !d.displayName.isEmpty, "\(d.name)")
            for p in d.parameters {
                #expect(!p.doc.isEmpty, "\(d.name).\(p.name) has no doc")
                if [.scalar, .angle, .distance, .integer, .vector, .position, .color].contains(p.type) {
                    #expect(p.defaultValue != nil && p.minimum != nil && p.maximum != nil, "\(d.name).\(p.name) lacks a default or range")
                }
            }
        }
    }

    @Test func identityParametersPassRGBA8ThroughExactly() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
        var random = Support.Random(seed: 17)
        for y in 0..<8 { for x in 0..<8 { pixels.setFloat4([random.next(), random.next(), random.next(), 1], x: x, y: y) } }
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        for space in [WorkingSpace.linearSRGB, .none] {
            let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: space))
            for d in Self.descriptors where d.parameters.contains(where: { $0.identity != nil })
                && d.parameters.allSatisfy({ $0.identity != nil || $0.type == .image }) {
                var values = Self.inputs(for: d)
                for p in d.parameters { if let identity = p.identity { values[p.name] = identity } }
                let filter = try FilterRegistry.builtin.makeFilter(named: d.name, parameters: values)
                let out = try context.readPixels(filter.apply(to: input))
                expectPixels(out, equal: pixels, name: "identity-\(d.name)-\(space)")
            }
        }
    }

    @Test func extremeValuesNeverGiveNaNPixels() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try Support.plainContext()
        let pixels = Support.floatPixels(width: 4, height: 4) { x, y in
            [Float(x) * 3 - 2, Float(y) / 3, 1e4, x == 0 ? 0 : 0.5]
        }
        let input = Image(pixels: pixels, alphaMode: .premultiplied)
        for d in Self.descriptors {
            for extreme in [Double.infinity, -Double.infinity] {
                var values = Self.inputs(for: d)
                for p in d.parameters {
                    switch p.type {
                    case .scalar, .angle, .distance, .integer: values[p.name] = .number(extreme)
                    case .vector, .position: values[p.name] = .vector(Array(repeating: extreme, count: p.componentCount))
                    case .color: values[p.name] = .color(SIMD4(repeating: extreme))
                    default: break
                    }
                }
                let filter = try FilterRegistry.builtin.makeFilter(named: d.name, parameters: values)
                let image = filter.apply(to: input)
                let region = image.extent.intersection(Rect(0, 0, 4, 4))
                let out = try context.readPixels(image, from: region.isEmpty ? Rect(0, 0, 1, 1) : region,
                                                 format: .rgba32Float)
                for y in 0..<out.height {
                    for x in 0..<out.width {
                        let v = out.float4(x: x, y: y)
                        #expect(!v.x.isNaN && !v.y.isNaN && !v.z.isNaN && !v.w.isNaN, "\(d.name) at \(extreme): \(v)")
                    }
                }
            }
        }
    }

    @Test func swiftInitialisersSanitiseNaN() {
        let nan = Float.nan
        let clear = Image.clear
        #expect(ColorControls(saturation: nan, brightness: nan, contrast: nan).apply(to: clear) == clear)
        #expect(GammaAdjust(power: nan).power == 1)
        #expect(HueAdjust(angle: .infinity).angle == Float(2 * Double.pi))
        #expect(Vibrance(amount: nan).amount == 0)
        #expect(ToneCurve(point2: [nan, nan]).point2 == [0.5, 0.5])
        #expect(TemperatureAndTint(neutral: [nan, .infinity]).neutral == [6500, 200])
        #expect(ColorPosterize(levels: nan).levels == 6)
        #expect(SepiaTone(intensity: nan).intensity == 1)
        #expect(ToneMap(exposure: nan).exposure == 0)
        #expect(WhitePointAdjust(color: [nan, 1, 1, 1]).color == [0, 1, 1, 1])
        #expect(ColorPolynomial(redCoefficients: [nan, 1, 0, 0]).redCoefficients == [0, 1, 0, 0])
    }
}
