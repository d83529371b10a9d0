@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

/// The example shaders in Assets/Shaders: each loads, compiles and does what its comment says.
@Suite struct ShippedShaderTests {
    typealias F = TransitionFixtures

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Shaders").path

    static func kernel(_ name: String) throws -> KernelFile {
        try KernelFile.load(contentsOf: "\(folder)/\(name).glsl")
    }

    static func transition(_ name: String) throws -> GLSLTransition {
        try GLSLTransition.load(contentsOf: "\(folder)/\(name).glsl")
    }

    func render(_ file: KernelFile, _ values: [String: ParameterValue], on input: Image, in context: RenderContext,
                format: PixelBuffer.Format = .rgba8) throws -> PixelBuffer {
        var registry = FilterRegistry.builtin
        try file.register(into: &registry)
        return try context.readPixels(registry.makeFilter(named: file.name, parameters: values).apply(to: input), format: format)
    }

    @Test func heatShimmerMovesPixelsOnlyWithAnAmplitude() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let file = try Self.kernel("heat-shimmer")
            #expect(file.kind == .warp && file.descriptor.parameter(named: "amplitude")?.unit == "px")
            try file.check(in: context)
            let input = F.from.clampedToExtent()
            var registry = FilterRegistry.builtin
            try file.register(into: &registry)
            let filter = try registry.makeFilter(named: file.name, parameters: ["amplitude": .number(0), "time": .number(3)])
            let still = try context.readPixels(filter.apply(to: input).cropped(to: F.rect))
            #expect(still == F.fromPixels)
            let moving = try context.readPixels(file.makeFilter().apply(to: input).cropped(to: F.rect))
            #expect(moving != F.fromPixels)
        }
    }

    @Test(.needsFloatColorBuffers) func scanlineCRTMatchesItsClosedForm() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let file = try Self.kernel("scanline-crt")
            try file.check(in: context)
            let grey = Image(color: [0.8, 0.8, 0.8, 1]).cropped(to: Rect(0, 0, 6, 8))
            let out = try render(file, ["lineHeight": .number(4), "darkness": .number(0.5), "mask": .number(0.3)],
                                 on: grey, in: context, format: .rgba32Float)
            for y in 0..<8 {
                for x in 0..<6 {
                    let edge = cos(Double.pi * ((Double(y) + 0.5) / 4).truncatingRemainder(dividingBy: 1))
                    let line = 1 - 0.5 * edge * edge
                    let got = out.float4(x: x, y: y)
                    for c in 0..<3 {
                        let expected = 0.8 * line * (x % 3 == c ? 1 : 0.7)
                        #expect(abs(Double(got[c]) - expected) < 1e-5, "(\(x), \(y)) channel \(c): \(got[c]) vs \(expected)")
                    }
                }
            }
            let off = try render(file, ["darkness": .number(0), "mask": .number(0)], on: grey, in: context, format: .rgba32Float)
            #expect(off.float4(x: 2, y: 3) == SIMD4(0.8, 0.8, 0.8, 1))
        }
    }

    @Test func colourGradeWithTheIdentityStripKeepsColours() throws {
        try GLTestContext.withRenderContext { context in
            let file = try Self.kernel("colour-grade")
            #expect(file.descriptor.parameter(named: "lut")?.type == .image)
            try file.check(in: context)
            let identity = try Image(contentsOfPNG: "\(Self.folder)/luts/identity.png")
            let warm = try Image(contentsOfPNG: "\(Self.folder)/luts/warm.png")
            let same = try render(file, ["lut": .image(identity)], on: F.from, in: context)
            for y in 0..<16 { for x in 0..<16 {
                let a = same.rgba8(x: x, y: y), b = F.fromPixels.rgba8(x: x, y: y)
                let d = (0..<4).map { abs(Int(a[$0]) - Int(b[$0])) }.max() ?? 0
                #expect(d <= 2, "(\(x), \(y)): \(a) vs \(b)")
            } }
            let none = try render(file, ["lut": .image(warm), "intensity": .number(0)], on: F.from, in: context)
            #expect(none == F.fromPixels)
            let graded = try render(file, ["lut": .image(warm)], on: F.from, in: context)
            #expect(graded.rgba8(x: 8, y: 8).x > F.fromPixels.rgba8(x: 8, y: 8).x)   // warmer: more red
            #expect(graded.rgba8(x: 8, y: 8).z < F.fromPixels.rgba8(x: 8, y: 8).z)   // less blue
        }
    }

    /// The shipped strips have the layout the built-in colorLookup reads (grading tools'): through
    /// it the identity strip keeps colours and the warm strip grades as colour-grade.glsl does (it
    /// interpolates decoded entries, colorLookup encoded ones: within 2 of 255).
    @Test func theShippedStripsGradeAlikeThroughColorLookup() throws {
        try GLTestContext.withRenderContext { context in
            let file = try Self.kernel("colour-grade")
            let identity = try Image(contentsOfPNG: "\(Self.folder)/luts/identity.png")
            let warm = try Image(contentsOfPNG: "\(Self.folder)/luts/warm.png")
            func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
                var worst = 0
                for y in 0..<a.height { for x in 0..<a.width {
                    let p = a.rgba8(x: x, y: y), q = b.rgba8(x: x, y: y)
                    worst = max(worst, (0..<4).map { abs(Int(p[$0]) - Int(q[$0])) }.max() ?? 0)
                } }
                return worst
            }
            let kept = try context.readPixels(F.from.applying(ColorLookup(lookupImage: identity)))
            #expect(largestDifference(kept, F.fromPixels) <= 1)
            let viaFilter = try context.readPixels(F.from.applying(ColorLookup(lookupImage: warm)))
            let viaKernel = try render(file, ["lut": .image(warm)], on: F.from, in: context)
            #expect(largestDifference(viaFilter, viaKernel) <= 2)
            #expect(largestDifference(viaFilter, F.fromPixels) > 4, "the warm strip changes the picture")
        }
    }

    @Test func radialWipeSweepsClockwiseFromTwelve() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let program = try Self.transition("radial-wipe")
            try program.check(in: context)
            var t = program.makeTransition(progress: 0, targetImage: F.to)
            t.uniformValues["smoothness"] = [0.01]
            #expect(try context.readPixels(t.apply(to: F.from)) == F.fromPixels)
            t.progress = 1
            #expect(try context.readPixels(t.apply(to: F.from)) == F.toPixels)
            t.progress = 0.5
            let half = try context.readPixels(t.apply(to: F.from))
            for y in [2, 8, 13] {
                #expect(half.rgba8(x: 13, y: y) == F.toPixels.rgba8(x: 13, y: y))     // right half swept
                #expect(half.rgba8(x: 2, y: y) == F.fromPixels.rgba8(x: 2, y: y))     // left half not yet
            }
        }
    }

    @Test func displacementMovesAlongItsMapAndEndsExactly() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            let program = try Self.transition("displacement")
            #expect(program.descriptor.parameter(named: "displacementMap")?.type == .image)
            try program.check(in: context)
            var t = program.makeTransition(progress: 0, targetImage: F.to)
            t.images["displacementMap"] = try Image(contentsOfPNG: "\(Self.folder)/maps/displacement.png")
            #expect(try context.readPixels(t.apply(to: F.from)) == F.fromPixels)
            t.progress = 1
            #expect(try context.readPixels(t.apply(to: F.from)) == F.toPixels)
            t.progress = 0.5
            let middle = try context.readPixels(t.apply(to: F.from))
            t.uniformValues["strength"] = [0]
            let plain = try context.readPixels(t.apply(to: F.from))
            #expect(middle != plain)   // the map moves pixels
        }
    }
}
