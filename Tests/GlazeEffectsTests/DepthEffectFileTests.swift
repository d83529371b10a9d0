import Glaze
import GlazeEffects
import GlazeTestSupport
import Testing

/// Effect files name a depth image the host provides (`images: ["depth": …]`): depth filters
/// read it, and a file naming it without the host providing it is an error that says so.
@Suite struct DepthEffectFileTests {
    static let text = """
        version: 1
        effects:
          foggy:
            chain:
              - filter: depthFog
                parameters: {depth: depth, falloff: linear, start: 0, end: 100, color: [1, 1, 1, 1]}
        """

    /// Window depth 0.25 and 0.75 in two pixels, the raw values a depth buffer holds.
    static let windowDepth = twoPixels(SIMD4(0.25, 0, 0, 1), SIMD4(0.75, 0, 0, 1))
    /// An opaque black 2×1 scene.
    static let black = twoPixels(SIMD4(0, 0, 0, 1), SIMD4(0, 0, 0, 1))

    static func twoPixels(_ left: SIMD4<Float>, _ right: SIMD4<Float>) -> Image {
        var pixels = PixelBuffer(width: 2, height: 1, format: .rgba32Float)
        pixels.setFloat4(left, x: 0, y: 0)
        pixels.setFloat4(right, x: 1, y: 0)
        return Image(pixels: pixels, encoding: .linear)
    }

    @Test func aDepthFilterReadsTheHostsDepthImage() throws {
        // Window depth 0.25 and 0.75 of an orthographic 0…100 projection: 25 and 75 units.
        let depth = Image(windowDepth: Self.windowDepth,
                          projection: .orthographic(near: 0, far: 100, range: .zeroToOne))
        let file = try EffectFile(text: Self.text, path: "depth.yaml", images: ["depth": depth])
        let effect = try #require(file.effect(named: "foggy"))
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let pixels = try context.readPixels(effect.makeImage(scene: Self.black),
                                                from: Rect(0, 0, 2, 1), format: .rgba32Float)
            #expect(abs(pixels.float4(x: 0, y: 0).x - 0.25) < 1e-3, "\(pixels.float4(x: 0, y: 0))")
            #expect(abs(pixels.float4(x: 1, y: 0).x - 0.75) < 1e-3, "\(pixels.float4(x: 1, y: 0))")
        }
    }

    /// The projection stated in the file over the host's raw window depth: `linearizeDepth` with
    /// game variables as planes.
    static let projectionText = """
        version: 1
        variables: {far: 100}
        effects:
          depth:
            input: windowDepth
            chain:
              - filter: linearizeDepth
                parameters: {projection: orthographic, near: 0, far: far, range: zeroToOne}
          foggy:
            chain:
              - filter: depthFog
                parameters: {depth: depth, falloff: linear, start: 0, end: 400, color: [1, 1, 1, 1]}
        """

    @Test func theFileStatesTheProjectionWithVariables() throws {
        let file = try EffectFile(text: Self.projectionText, path: "depth.yaml",
                                  images: ["windowDepth": Self.windowDepth])
        let depth = try #require(file.effect(named: "depth"))
        let foggy = try #require(file.effect(named: "foggy"))
        let scene = Self.black
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            for (far, expected) in [(100.0, SIMD2<Float>(25, 75)), (200, SIMD2(50, 150))] {
                let distances = try context.readPixels(depth.makeImage(scene: scene, variables: ["far": far]),
                                                       from: Rect(0, 0, 2, 1), format: .rgba32Float)
                let d = SIMD2(distances.float4(x: 0, y: 0).x, distances.float4(x: 1, y: 0).x)
                #expect(abs(d.x - expected.x) < 0.05 && abs(d.y - expected.y) < 0.05, "far \(far): \(d)")
                // Fog from 0 to 400 units: the amount is distance / 400.
                let fogged = try context.readPixels(foggy.makeImage(scene: scene, variables: ["far": far]),
                                                    from: Rect(0, 0, 2, 1), format: .rgba32Float)
                #expect(abs(fogged.float4(x: 1, y: 0).x - expected.y / 400) < 1e-3, "far \(far): \(fogged.float4(x: 1, y: 0))")
            }
        }
    }

    @Test func aFileNamingDepthNeedsTheHostToProvideIt() {
        #expect {
            _ = try EffectFile(text: Self.text, path: "depth.yaml")
        } throws: { error in
            "\(error)".contains("'depth'")
        }
    }
}
