@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

@Suite struct GLSLTransitionTests {
    typealias F = TransitionFixtures

    @Test func uniformsAndDefaultsAreParsedInEveryCommentStyle() throws {
        let source = """
        uniform float amplitude; // = 30.0
        uniform vec2 direction; /* = vec2(0.0, 1.0) */
        uniform ivec2 squaresMin/* = ivec2(20) */;
        uniform bool flag; // = true
          uniform highp vec4 shadow_colour; // = vec4(0.,0.,0.,.6)
        uniform float speed = 2.5;
        uniform int count;
        // uniform float commentedOut; // = 1.0
        vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }
        """
        let t = try GLSLTransition.load(name: "styles", source: source)
        #expect(t.uniforms.map(\.name) == ["amplitude", "direction", "squaresMin", "flag", "shadow_colour", "speed", "count"])
        #expect(t.uniforms.map(\.defaultValue) == [[30], [0, 1], [20, 20], [1], [0, 0, 0, 0.6], [2.5], [0]])
        #expect(t.uniforms.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(t.descriptor.category == .transition)
        #expect(t.descriptor.parameters.map(\.name) == ["progress", "targetImage", "amplitude", "direction", "squaresMin",
                                                          "flag", "shadow_colour", "speed", "count"])
        #expect(t.descriptor.parameter(named: "count")?.type == .integer)
        #expect(t.descriptor.parameter(named: "flag")?.type == .boolean)
        #expect(t.descriptor.parameter(named: "direction")?.componentCount == 2)
        // Nothing in the user's text is renamed: the source appears verbatim in the kernel.
        #expect(t.kernel.source.contains(source))
        #expect(t.kernel.kind == .transition)
    }

    @Test func badSourcesNameTheirLine() {
        func failure(_ source: String) -> GLSLTransitionError? {
            do {
                _ = try GLSLTransition.load(name: "bad", source: source)
                return nil
            } catch { return error }   // typed: GLSLTransitionError
        }
        let body = "vec4 transition(vec2 uv) { return getToColor(uv); }\n"
        // sampler2D is supported (an image parameter); a matrix is not.
        let matrix = failure("// a\n\nuniform mat4 noise;\n" + body)
        #expect(matrix?.code == .unsupportedUniform && matrix?.line == 3)
        let badDefault = failure("uniform float x; // = banana\n" + body)
        #expect(badDefault?.code == .invalidSource && badDefault?.line == 1)
        #expect(failure("uniform float a, b;\n" + body)?.line == 1)
        #expect(failure("uniform float targetImage;\n" + body)?.code == .invalidSource)
        #expect(failure("vec4 main2(vec2 uv) { return vec4(0.0); }")?.code == .invalidSource)
        #expect(failure("uniform float x; // = 1\nuniform float x; // = 2\n" + body)?.line == 2)
        do {
            _ = try GLSLTransition.load(contentsOf: "/nonexistent/fade.glsl")
            Issue.record("a missing file loaded")
        } catch {   // typed: GLSLTransitionError
            #expect(error.code == .unreadableFile && error.description.contains("/nonexistent/fade.glsl"))
        }
    }

    @Test func kernelNamesAreUniquePerTransition() throws {
        let body = "vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress); }"
        let a = try GLSLTransition.load(name: "fade", source: body)
        let b = try GLSLTransition.load(name: "fade", source: body + "\n")
        let c = try GLSLTransition.load(name: "fade-2", source: body)
        #expect(Set([a.kernel.name, b.kernel.name, c.kernel.name]).count == 3)
        #expect(a.kernel.name == (try GLSLTransition.load(name: "fade", source: body)).kernel.name)
        #expect(throws: Never.self) { try a.kernel.validate() }
    }

    @Test func aRegisteredDropInIsNamedLikeABuiltIn() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        var registry = FilterRegistry.builtin
        let wobbly = try GLSLTransition.load(name: "wobblyWipe", source: F.dropInSource)
        try wobbly.check(in: context)
        try wobbly.register(into: &registry)
        #expect(throws: FilterError.self) { try wobbly.register(into: &registry) }
        #expect(registry.descriptor(named: "WOBBLYWIPE")?.category == .transition)
        // Parameters from the uniforms change the picture; `reversed` swaps the sides.
        func render(_ parameters: [String: ParameterValue]) throws -> PixelBuffer {
            var values = parameters
            values["targetImage"] = .image(F.to)
            return try context.readPixels(registry.makeFilter(named: "wobblyWipe", parameters: values).apply(to: F.from))
        }
        let plain = try render(["progress": .number(0.5)])
        let reversed = try render(["progress": .number(0.5), "reversed": .bool(true)])
        let flat = try render(["progress": .number(0.5), "amplitude": .number(0)])
        let differ = plain != reversed && plain != flat
        #expect(differ)
        // With no wobble and the reveal from the left at 0.5, the left column is `to`, the right `from`.
        #expect(flat.rgba8(x: 0, y: 5) == F.toPixels.rgba8(x: 0, y: 5))
        #expect(flat.rgba8(x: 15, y: 5) == F.fromPixels.rgba8(x: 15, y: 5))
        // A vertical direction makes the reveal go bottom to top.
        let vertical = try render(["progress": .number(0.5), "amplitude": .number(0), "direction": .vector([0, 1])])
        #expect(vertical.rgba8(x: 5, y: 0) == F.toPixels.rgba8(x: 5, y: 0))
        #expect(vertical.rgba8(x: 5, y: 15) == F.fromPixels.rgba8(x: 5, y: 15))
    }

    @Test func aCompileErrorReportsTheUsersLine() throws {
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init())
        let source = """
        // line 1
        uniform float strength; // = 1.0

        vec4 transition(vec2 uv) {
            vec4 a = getFromColor(uv);
            vec4 b = getToColor(uv);
            float k = progress * strength + undefinedThing;
            return mix(a, b, k);
        }
        """
        let broken = try GLSLTransition.load(name: "broken", source: source, origin: "Effects/broken.glsl")
        do {
            try broken.check(in: context)
            Issue.record("a broken transition compiled")
        } catch let error as GLSLTransitionError {
            #expect(error.code == .compileFailed)
            #expect(error.line == 7, "\(error)")
            #expect(error.description.hasPrefix("Effects/broken.glsl:7:"), "\(error)")
            #expect(error.column != nil && error.description.contains(":7:\(error.column ?? 0): error: "), "\(error)")
            #expect(error.message.contains("undefinedThing"), "\(error)")
        }
        // The same mapping applies to an error caught from a render.
        do {
            _ = try context.readPixels(broken.makeTransition(progress: 0.5).apply(from: F.from, to: F.to))
            Issue.record("a broken transition rendered")
        } catch let error as KernelError {
            #expect(broken.userError(from: error)?.line == 7)
            let other = try GLSLTransition.load(name: "other", source: "vec4 transition(vec2 uv) { return getToColor(uv); }")
            #expect(other.userError(from: error) == nil)
        }
        // A syntax error further down.
        let syntax = try GLSLTransition.load(name: "syntax", source: "vec4 transition(vec2 uv) {\n  return getToColor(uv)\n}\n")
        #expect(throws: GLSLTransitionError.self) { try syntax.check(in: context) }
        do { try syntax.check(in: context) } catch let error as GLSLTransitionError {
            #expect(error.line == 2 || error.line == 3, "\(error)")
        }
    }

    @Test func aFileLoadsUnderItsName() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-fade-\(UInt32.random(in: 0...UInt32.max)).glsl").path
        try "uniform vec4 tint; // = vec4(1.0, 0.0, 0.0, 1.0)\nvec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv) * tint, progress); }\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let t = try GLSLTransition.load(contentsOf: path)
        #expect(t.name == URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        #expect(t.origin == path)
        #expect(t.uniforms.first?.defaultValue == [1, 0, 0, 1])
        let gl = try GLTestContext.make()
        defer { gl.release() }
        let context = try RenderContext(adoptingCurrentGLContext: .init(workingSpace: .none))
        var transition = t.makeTransition(progress: 1, targetImage: F.to)
        transition.uniformValues["tint"] = [0, 1, 0, 1]
        // progress 1 is exactly `to` regardless of the tint (the contract's end point)...
        let end = try context.readPixels(transition.apply(to: F.from))
        let exact = end == F.toPixels
        #expect(exact)
        // ...and just before it the tint applies: green only.
        transition.progress = 0.9999
        let pixels = try context.readPixels(transition.apply(to: F.from))
        #expect(pixels.rgba8(x: 3, y: 3).x <= 1 && pixels.rgba8(x: 3, y: 3).z <= 1)
    }
}
