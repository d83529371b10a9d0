import Foundation
@testable import Glaze
@testable import GlazeCore
import GlazeTestSupport
import Testing

/// Images over time: the accumulator's feedback reads exactly the previous frame, resets on
/// resize and on request, allocates nothing per frame; afterimage and eye adaptation follow their
/// half-life and time constant at any frame rate.
@Suite struct ImageAccumulatorTests {
    /// Adds 1 to red: after n frames of feedback from transparent, red is n exactly.
    static let addOne = Kernel(name: "accumulatorTestAddOne", kind: .color, inputCount: 1,
                               source: "vec4 accumulatorTestAddOne(vec4 c, vec2 p) { return vec4(c.r + 1.0, p.x, p.y, 1.0); }")

    @Test(.needsFloatColorBuffers) func eachFrameReadsExactlyThePreviousFrame() throws {
        try GLTestContext.withRenderContext { context in
            let accumulator = ImageAccumulator(extent: Rect(0, 0, 8, 4))
            for frame in 1...40 {
                let recipe = Image(kernelApplication: Self.addOne, inputs: [accumulator.image], values: [],
                                   extent: accumulator.extent)
                try accumulator.setImage(recipe, in: context)
                let pixels = try context.readPixels(accumulator.image, format: .rgba32Float)
                for y in 0..<4 { for x in 0..<8 {
                    let c = pixels.float4(x: x, y: y)
                    #expect(c.x == Float(frame), "frame \(frame) at (\(x),\(y)): red \(c.x)")
                    #expect(c.y == Float(x) + 0.5 && c.z == Float(y) + 0.5, "frame \(frame): moved to \(c)")
                } }
            }
        }
    }

    @Test(.needsFloatColorBuffers) func resetAndResizeForgetTheContents() throws {
        try GLTestContext.withRenderContext { context in
            let accumulator = ImageAccumulator(extent: Rect(0, 0, 4, 4))
            func step() throws -> Float {
                try accumulator.setImage(Image(kernelApplication: Self.addOne, inputs: [accumulator.image], values: [],
                                               extent: accumulator.extent), in: context)
                return try context.readPixels(accumulator.image, format: .rgba32Float).float4(x: 1, y: 1).x
            }
            #expect(try step() == 1 && step() == 2 && step() == 3)
            accumulator.reset()
            #expect(try context.readPixels(accumulator.image, format: .rgba32Float).float4(x: 1, y: 1) == .zero)
            #expect(try step() == 1 && step() == 2)
            accumulator.extent = Rect(0, 0, 6, 3)
            #expect(try step() == 1)
            let resized = try context.readPixels(accumulator.image, format: .rgba32Float)
            #expect(resized.width == 6 && resized.height == 3)
            accumulator.extent = Rect(0, 0, 6, 3)  // the same extent keeps the contents
            #expect(try step() == 2)
        }
    }

    @Test(.needsFloatColorBuffers) func theSteadyStateFrameAllocatesNothing() throws {
        try GLTestContext.withRenderContext { context in
            let accumulator = ImageAccumulator(extent: Rect(0, 0, 16, 16))
            let frame = Image(color: [0.5, 0.2, 0.1, 1]).cropped(to: accumulator.extent)
            // The two recipes of the steady state (one per texture read), built by the caller.
            var recipes: [Image] = []
            for _ in 0..<3 {
                let recipe = frame.applying(Afterimage(history: accumulator.image, halfLife: 0.3, deltaTime: 1.0 / 60))
                try accumulator.setImage(recipe, in: context)
                recipes.append(recipe)
            }
            // Frame 0 read the transparent start and wrote texture A; frame 1 read A and wrote
            // B; frame 2 read B and wrote A. Now A is current: frames alternate recipes 1 and 2.
            recipes.removeFirst()
            func frames() throws {
                for index in 0..<32 { try accumulator.setImage(recipes[index % 2], in: context) }
            }
            try frames()
            #expect(try AllocationCounter.count { try frames() } == 0)
        }
    }

    /// A pixel lit once fades to half after one half-life, at 30, 60 and 144 frames per second.
    @Test(.needsFloatColorBuffers, arguments: [30.0, 60, 144])
    func afterimageHalvesEveryHalfLifeAtAnyFrameRate(fps: Double) throws {
        try GLTestContext.withRenderContext { context in
            let extent = Rect(0, 0, 4, 4)
            let accumulator = ImageAccumulator(extent: extent, format: .rgba32Float)
            let lit = Image(color: [1, 0.5, 0.25, 1]).cropped(to: extent)
            let dark = Image(color: [0, 0, 0, 1]).cropped(to: extent)
            let halfLife: Float = 0.25, dt = Float(1 / fps)
            try accumulator.setImage(lit, in: context)
            for _ in 0..<Int((2 * Double(halfLife) * fps).rounded()) {
                try accumulator.setImage(dark.applying(Afterimage(history: accumulator.image, halfLife: halfLife,
                                                                  deltaTime: dt)), in: context)
            }
            let red = try context.readPixels(accumulator.image, format: .rgba32Float).float4(x: 2, y: 2).x
            #expect(abs(red - 0.25) / 0.25 < 0.02, "after two half-lives at \(fps) fps: \(red), expected 0.25")
        }
    }

    @Test(.needsFloatColorBuffers) func motionTrailIsAnExponentialAverageWithItsHalfLife() throws {
        try GLTestContext.withRenderContext { context in
            let extent = Rect(0, 0, 4, 4)
            let accumulator = ImageAccumulator(extent: extent, format: .rgba32Float)
            try accumulator.setImage(Image(color: [1, 1, 1, 1]).cropped(to: extent), in: context)
            let black = Image(color: [0, 0, 0, 1]).cropped(to: extent)
            for _ in 0..<12 {
                try accumulator.setImage(black.applying(MotionTrail(history: accumulator.image, halfLife: 0.1,
                                                                    deltaTime: 1.0 / 120)), in: context)
            }
            let red = try context.readPixels(accumulator.image, format: .rgba32Float).float4(x: 0, y: 0).x
            #expect(abs(red - 0.5) < 0.01, "after one half-life: \(red)")
        }
    }

    /// After a step in brightness the adapted log luminance closes 1 − e⁻¹ of the gap in one time
    /// constant (1 / speed), at two frame rates; upwards and downwards use their own speeds.
    @Test(.needsFloatColorBuffers, arguments: [30.0, 144])
    func autoExposureConvergesWithItsTimeConstant(fps: Double) throws {
        try GLTestContext.withRenderContext { context in
            let extent = Rect(0, 0, 16, 8)
            let eye = AutoExposure(key: 0.18, speedUp: 4, speedDown: 2)
            func frame(_ luminance: Float) -> Image { Image(color: [luminance, luminance, luminance, 1]).cropped(to: extent) }
            func adapted() throws -> Float { try context.readPixels(eye.state, format: .rgba32Float).float4(x: 0, y: 0).x }
            try eye.update(measuring: frame(0.05), deltaTime: Float(1 / fps), in: context)
            #expect(abs(try adapted() - log2(0.05)) < 4e-3, "the first update snaps to the frame")
            for (target, speed) in [(Float(0.8), 4.0), (Float(0.05), 2.0)] {
                let start = try adapted()
                let frames = Int((fps / speed).rounded())  // one time constant, to the nearest frame
                for _ in 0..<frames { try eye.update(measuring: frame(target), deltaTime: Float(1 / fps), in: context) }
                let remaining = (try adapted() - log2(target)) / (start - log2(target))
                let expected = Float(exp(-Double(frames) / fps * speed))  // e⁻¹ at exactly 1 / speed
                #expect(abs(remaining - expected) < 0.01, "\(fps) fps towards \(target): \(remaining) of the step left")
                for _ in 0..<Int(fps * 8) { try eye.update(measuring: frame(target), deltaTime: Float(1 / fps), in: context) }
            }
            // Adapted to 0.05: the applied exposure maps it to the key (0.18).
            let shown = try context.readPixels(eye.applying(to: frame(0.05)), format: .rgba32Float).float4(x: 3, y: 3).x
            #expect(abs(shown - 0.18) < 0.002, "\(shown)")
            eye.reset()
            let unchanged = try context.readPixels(eye.applying(to: frame(0.05)), format: .rgba32Float).float4(x: 3, y: 3).x
            #expect(abs(unchanged - 0.05) < 1e-4)
        }
    }
}
