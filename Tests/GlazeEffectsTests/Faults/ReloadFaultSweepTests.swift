import CEpoxy
import Foundation
@testable import Glaze
import GlazeEffects
import GlazeTestSupport
import Testing

/// Driver faults at every call site of an effect-library reload that warms the new version up
/// (its kernel file is compiled as a shader check, its programs prepared) and renders it: each
/// fault ends in a reported diagnostic or a render error naming it, changes no host state,
/// leaks nothing, and the next reload renders the clean pixels.
@Suite struct ReloadFaultSweepTests {
    /// A reload that did not install a new version, with the diagnostics it reported.
    struct ReloadFailed: Error, CustomStringConvertible {
        let description: String
    }

    @Test func effectLibraryReloadSurvivesEveryFault() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let folder = try TestPaths.temporaryFolder("fault-reload")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ShaderFileAccessTests.kernel.write(toFile: folder + "/gain.glsl", atomically: true, encoding: .utf8)
        let path = folder + "/look.yaml"
        try """
            version: 1
            effects:
              look:
                chain:
                  - filter: gaussianBlur
                    parameters: {radius: 2}
                  - kernel: gain.glsl
                  - filter: vignette
                    parameters: {intensity: 0.5}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let library = EffectLibrary(path: path, registry: TestRegistry.registry, pollInterval: 0.01)
        var reported: [EffectDiagnostic] = []
        library.onErrors = { reported = $0 }
        var pixels = PixelBuffer(width: 16, height: 16, format: .rgba8)
        for y in 0..<16 { for x in 0..<16 { pixels.setRGBA8([UInt8(x * 16), UInt8(y * 16), 90, 255], x: x, y: y) } }
        let scene = Image(pixels: pixels, alphaMode: .opaque)

        let totals = try FaultSweep.run(FaultScenario(name: "effect-library reload") { context in
            reported = []
            let generation = library.generation
            library.reload()
            _ = LiveReloadTests.pump(limit: 10) { library.update(preparingWith: context, scene: scene) || !reported.isEmpty }
            guard reported.isEmpty, library.generation > generation, let effect = library.effect(named: "look") else {
                throw ReloadFailed(description: "reload refused: " + reported.map(\.description).joined(separator: "; "))
            }
            return try context.readPixels(effect.makeImage(scene: scene), from: Rect(0, 0, 16, 16)).bytes
        }, hostState: { GLStateSnapshot.capture(textureUnits: 4) })
        totals.expectClean("effect-library reload")
    }

    /// A kernel file whose program the driver refuses to link is reported as the driver's
    /// refusal with its log, not as a mistake in the file.
    @Test func aLinkFailureIsTheDriversNotTheFiles() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let folder = try TestPaths.temporaryFolder("fault-link")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ShaderFileAccessTests.kernel.write(toFile: folder + "/gain.glsl", atomically: true, encoding: .utf8)
        let path = folder + "/look.yaml"
        try "version: 1\neffects:\n  look:\n    chain:\n      - kernel: gain.glsl\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try EffectFile(contentsOf: path, registry: TestRegistry.registry)
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        let errors = GLFaultInjector.installed(.link, failingCall: 1) { injector in
            injector.isArmed = true
            return file.shaderFiles.compactMap { $0.check(in: context) }
        }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("the driver did not link its program: \(GLFaultInjector.message)") == true,
                "\(errors)")
    }
}
