import Foundation
import Glaze
import GlazeTestSupport
import Testing
@testable import GlazeEffects

/// Transitions without hitches (Swift): after ``EffectLibrary/prepare(in:scene:)`` the first
/// frame of every transition the effect file names compiles nothing, a reload's warm-up covers
/// transitions, and ``RenderContext/prepareTransitions(named:registry:from:to:region:size:)``
/// covers built-in transitions.
@Suite struct TransitionWarmUpTests {
    /// An opaque 8×8 scene of sRGB pixels, `value` in red.
    static func scene(_ value: UInt8) -> Image {
        var pixels = PixelBuffer(width: 8, height: 8, format: .rgba8)
        for y in 0..<8 { for x in 0..<8 { pixels.setRGBA8(SIMD4(value, UInt8(x * 30), UInt8(y * 30), 255), x: x, y: y) } }
        return Image(pixels: pixels)
    }

    @Test func theFirstFrameOfEveryTransitionOfAPreparedLibraryCompilesNothing() throws {
        try GLTestContext.withRenderContext { context in
            let library = EffectLibrary(path: TestPaths.effects + "/space-shooter.yaml",
                                        access: AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"]))
            let file = try #require(library.file)
            #expect(file.transitions.count >= 2)
            let from = Self.scene(40), to = Self.scene(200)
            #expect(library.prepare(in: context, scene: from) > 0)
            for transition in file.transitions {
                let before = context.counters.programsCompiled
                _ = try context.makeTexture(transition.makeImage(from: from, to: to, elapsed: 0, variables: file.variables))
                #expect(context.counters.programsCompiled == before, "the first frame of '\(transition.moment)' compiled a program")
            }
        }
    }

    @Test func aWarmUpCoversTheFileTransitions() throws {
        let file = try EffectFile(contentsOf: TestPaths.effects + "/space-shooter.yaml",
                                  access: AssetAccessPolicy(roots: [TestPaths.packageRoot + "/Assets"]))
        let warmUp = EffectWarmUp(file)
        #expect(warmUp.remainingTransitions.map(\.moment) == file.transitions.map(\.moment))
        #expect(!EffectWarmUp(effects: [], transitions: file.transitions).isDone)
        #expect(EffectWarmUp(effects: []).isDone)
    }

    @Test func builtInTransitionsPreparedOnRequestCompileNothingAtTheirFirstFrame() throws {
        try GLTestContext.withRenderContext { context in
            let from = Self.scene(40), to = Self.scene(200)
            let region = Rect(0, 0, 8, 8)
            try context.prepareTransitions(from: from, to: to, region: region, size: Size(8, 8))
            let before = context.counters.programsCompiled
            let prepared = FilterRegistry.builtin.descriptors(in: .transition).filter { $0.parameters.filter { $0.type == .image }.count == 1 }
            #expect(prepared.count >= 10)
            for descriptor in prepared {
                let target = descriptor.parameter(named: "targetImage") ?? descriptor.parameters.first { $0.type == .image }
                let image = try from.applyingFilter(name: descriptor.name, parameters: [try #require(target).name: .image(to)])
                _ = try context.makeTexture(image, from: region)
                #expect(context.counters.programsCompiled == before, "the first frame of \(descriptor.name) compiled a program")
            }
            #expect(throws: FilterError.self) { try context.prepareTransitions(named: ["disolve"], from: from, to: to, region: region, size: Size(8, 8)) }
            #expect(throws: FilterError.self) { try context.prepareTransitions(named: ["vignette"], from: from, to: to, region: region, size: Size(8, 8)) }
        }
    }
}
