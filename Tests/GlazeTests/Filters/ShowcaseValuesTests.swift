@testable import Glaze
@testable import GlazeCore
@testable import GlazeCatalog
@testable import GlazeCLI
import GlazeToolSupport
import GlazeTestSupport
import Foundation
import Testing

/// Item 17: descriptors carry showcase values the gallery uses, so no tile looks like the
/// untouched test image; the defaults stay Core Image's.
@Suite struct ShowcaseValuesTests {
    @Test func showcaseValuesNameRealParametersInRange() throws {
        let registry = FilterRegistry.builtin
        for (name, values) in ShowcaseValues.builtin {
            let descriptor = try #require(registry.descriptor(named: name), "\(name) is not registered")
            #expect(descriptor.showcase == values)
            for (key, value) in values {
                let p = try #require(descriptor.parameter(named: key), "\(name) has no parameter \(key)")
                let numbers: [Double]
                switch value {
                case .number(let v): numbers = [v]
                case .vector(let v): numbers = v
                case .color(let c): numbers = [c.x, c.y, c.z, c.w]
                default: numbers = []
                }
                for v in numbers {
                    #expect(v >= (p.minimum ?? -.infinity) && v <= (p.maximum ?? .infinity), "\(name).\(key) = \(v)")
                }
            }
            _ = try registry.makeFilter(named: name, parameters: values)
        }
        // The defaults are unchanged: a vignette is still off by default.
        #expect(registry.descriptor(named: "vignette")?.parameter(named: "intensity")?.defaultValue == .number(0))
    }

    /// With the showcase values, every colour adjustment and the vignette visibly change the tile
    /// (at least 5 % of the samples by more than 12 levels; vibrance, which spares saturated
    /// colours, changes about 6 %).
    @Test func galleryTilesShowTheFilter() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let tile = Rect(0, 0, 256, 192)
        let source = Image(pixels: TestPattern.primary(width: 256, height: 192), alphaMode: .straight,
                           origin: .bottomLeft, encoding: .sRGB)
        let pattern = Image(pixels: TestPattern.secondary(width: 256, height: 192), alphaMode: .straight,
                            origin: .bottomLeft, encoding: .sRGB)
        let plain = try context.readPixels(source, from: tile)
        let registry = FilterRegistry.builtin
        let names = registry.descriptors(in: .colorAdjustment).map(\.name) + ["vignette", "perspectiveTransform"]
        for name in names {
            let descriptor = try #require(registry.descriptor(named: name))
            let shown = try GalleryCommand.render(descriptor, registry: registry, source: source, pattern: pattern, tile: tile,
                                                  context: context)
            var differing = 0
            for y in stride(from: 0, to: 192, by: 4) {
                for x in stride(from: 0, to: 256, by: 4) {
                    let a = shown.rgba8(x: x, y: y), b = plain.rgba8(x: x, y: y)
                    if (0..<4).contains(where: { abs(Int(a[$0]) - Int(b[$0])) > 12 }) { differing += 1 }
                }
            }
            #expect(differing > 64 * 48 / 20, "\(name): its tile looks like the test image (\(differing) of \(64 * 48) samples differ)")
        }
    }

    /// `glaze filters --json` carries them, for tools (a studio) that preview filters.
    @Test func filtersJSONCarriesShowcaseValues() throws {
        let r = try GlazeBinary.run(["filters", "--json", "--category", "stylize"])
        #expect(r.status == 0, "\(r.stderr)")
        let entries = try #require(try GlazeBinary.json(r.stdout) as? [[String: Any]])
        let vignette = try #require(entries.first { $0["name"] as? String == "vignette" })
        let showcase = try #require(vignette["showcase"] as? [String: Any])
        #expect(GlazeBinary.number(showcase["intensity"]) == 1)
    }
}
