import CEpoxy
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// `Image(depthTexture:…)`: every depth format and projection gives the exact linear distance
/// (the CPU formula from the depth the texture really holds, to float rounding), on whichever
/// API the suite runs (`GLAZE_GL_API=gles` for OpenGL ES 3.0).
@Suite struct DepthImageTests {
    /// Distances (game units) inside every test projection's range, one per texel of a 4×2 image.
    static let distances: [Double] = [1.5, 2, 3.25, 5, 10, 20, 40, 90]

    static let projections: [(String, Projection)] = [
        ("perspective [-1,1]", .perspective(near: 1, far: 100)),
        ("perspective [0,1]", .perspective(near: 1, far: 100, range: .zeroToOne)),
        ("perspective reversed [0,1]", .perspective(near: 1, far: 100, reversedZ: true, range: .zeroToOne)),
        ("perspective reversed [-1,1]", .perspective(near: 1, far: 100, reversedZ: true)),
        ("infinite [-1,1]", .infinitePerspective(near: 1)),
        ("infinite reversed [0,1]", .infinitePerspective(near: 1, reversedZ: true, range: .zeroToOne)),
        ("orthographic [-1,1]", .orthographic(near: 0, far: 100)),
        ("orthographic reversed [0,1]", .orthographic(near: -10, far: 100, reversedZ: true, range: .zeroToOne)),
    ]

    @Test func projectionsMapTheirPlanesToTheDepthRangeEnds() {
        for (label, projection) in Self.projections {
            let nearDepth = projection.reversedZ ? 1.0 : 0.0
            switch projection.shape {
            case .perspective(let n, let f), .orthographic(let n, let f):
                #expect(abs(projection.depth(atDistance: n) - nearDepth) < 1e-12, "\(label)")
                #expect(abs(projection.depth(atDistance: f) - (1 - nearDepth)) < 1e-12, "\(label)")
            case .infinitePerspective(let n):
                #expect(abs(projection.depth(atDistance: n) - nearDepth) < 1e-12, "\(label)")
                #expect(projection.distance(atDepth: 1 - nearDepth) == Projection.maximumDistance, "\(label)")
            }
            for z in Self.distances {
                #expect(abs(projection.distance(atDepth: projection.depth(atDistance: z)) - z) < 1e-9 * z, "\(label) at \(z)")
            }
        }
    }

    @Test(.needsFloatColorBuffers, arguments: DepthTexture.formats)
    func everyFormatAndProjectionLinearisesExactly(format: Int32) throws {
        try GLTestContext.withRenderContext { context in
            for (label, projection) in Self.projections {
                let texture = DepthTexture(format, width: 4, height: 2,
                                           depths: Self.distances.map { projection.depth(atDistance: $0) })
                defer { texture.delete() }
                let image = Image(depthTexture: texture.name, width: 4, height: 2, projection: projection)
                let pixels = try context.readPixels(image, from: Rect(0, 0, 4, 2), format: .rgba32Float)
                for i in 0..<8 {
                    let value = pixels.float4(x: i % 4, y: i / 4)
                    let expected = projection.distance(atDepth: texture.stored[i])
                    let name = "\(TextureInspection.depthName(of: format)) \(label) at \(Self.distances[i])"
                    #expect(abs(Double(value.x) - expected) <= 1e-4 * max(expected, 1), "\(name): \(value.x) vs \(expected)")
                    #expect(value.y == 0 && value.z == 0 && value.w == 1, "\(name): \(value)")
                }
            }
        }
    }

    @Test(.needsFloatColorBuffers) func depthViewDrawsNearWhiteAndFarBlack() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let projection = Projection.perspective(near: 1, far: 100, range: .zeroToOne)
            let texture = DepthTexture(GL_DEPTH_COMPONENT32F, width: 4, height: 1,
                                       depths: [2, 10, 18, 30].map { projection.depth(atDistance: $0) })
            defer { texture.delete() }
            let image = Image(depthTexture: texture.name, width: 4, height: 1, projection: projection)
                .applying(DepthView(near: 2, far: 18))
            let pixels = try context.readPixels(image, from: Rect(0, 0, 4, 1), format: .rgba32Float)
            for (x, grey) in [1.0, 0.5, 0, 0].enumerated() {
                let value = pixels.float4(x: x, y: 0)
                #expect(abs(Double(value.x) - grey) < 1e-4 && value.x == value.y && value.y == value.z && value.w == 1,
                        "texel \(x): \(value)")
            }
        }
    }

    @Test func aColourTextureIsRefusedAsDepth() throws {
        guard GLTestContext.api == .desktop else { return }  // ES 3.0 cannot describe textures
        try GLTestContext.withRenderContext { context in
            let colour = makeHostTexture(GL_RGBA8)
            defer { var name = colour; glDeleteTextures(1, &name) }
            let image = Image(depthTexture: colour, width: 4, height: 4, projection: .perspective(near: 1, far: 10))
            #expect(throws: RenderError.self) { try context.readPixels(image, from: Rect(0, 0, 4, 4)) }
            let depth = DepthTexture(GL_DEPTH_COMPONENT24, width: 4, height: 2, depths: Array(repeating: 0.5, count: 8))
            defer { depth.delete() }
            let wrongSize = Image(depthTexture: depth.name, width: 8, height: 2, projection: .perspective(near: 1, far: 10))
            #expect(throws: RenderError.self) { try context.readPixels(wrongSize, from: Rect(0, 0, 4, 2)) }
        }
    }
}
