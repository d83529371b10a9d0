@testable import Glaze
@testable import GlazeCore
import Foundation
import GlazeTestSupport
import Testing

@Suite struct KernelFileTests {
    static let body = "vec4 kernel(vec4 color, vec2 pos) { return color * gain; }\n"

    func failure(_ source: String) -> ShaderFileError? {
        do {
            _ = try KernelFile.load(name: "bad", source: source, origin: "bad.glsl")
            return nil
        } catch { return error }
    }

    // MARK: Annotations

    @Test func everyDocumentedAnnotationFormIsRead() throws {
        let source = """
        // Gain: scales colour.
        // kind: color
        uniform float gain; // = 0.5; range 0..4; slider 0..2; unit x; identity 1; How much to scale.
        uniform float speed = 2.0; // range 0...10
        uniform vec2 offset; /* = vec2(1.0, -2.0) */ // Where to move.
        uniform float intensity; // = 0.3; // how strong the grey phase is
        uniform int count; // = 3.4
        uniform ivec2 cells; // = ivec2(4)
        uniform bool flip; // = true
        uniform highp vec4 tint; // = vec4(1.0, 0.5, 0.0, 1.0); unit rgba
        uniform sampler2D lut; // The lookup image.
        uniform float plain;
        vec4 kernel(vec4 color, vec2 pos) { return color * gain; }
        """
        let file = try KernelFile.load(name: "gain", source: source, origin: "gain.glsl")
        #expect(file.kind == .color)
        #expect(file.descriptor.doc == "Gain: scales colour.")
        #expect(file.uniforms.map(\.name) == ["gain", "speed", "offset", "intensity", "count", "cells", "flip", "tint", "lut", "plain"])
        #expect(file.uniforms.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        let d = file.descriptor
        let gain = try #require(d.parameter(named: "gain"))
        #expect(gain.type == .scalar && gain.defaultValue == .number(0.5))
        #expect(gain.minimum == 0 && gain.maximum == 4 && gain.sliderMinimum == 0 && gain.sliderMaximum == 2)
        #expect(gain.unit == "x" && gain.identity == .number(1) && gain.doc == "How much to scale.")
        let speed = try #require(d.parameter(named: "speed"))
        #expect(speed.defaultValue == .number(2) && speed.minimum == 0 && speed.maximum == 10)
        #expect(d.parameter(named: "offset")?.defaultValue == .vector([1, -2]))
        #expect(d.parameter(named: "offset")?.doc == "Where to move.")
        #expect(d.parameter(named: "intensity")?.defaultValue == .number(0.3))
        #expect(d.parameter(named: "intensity")?.doc == "how strong the grey phase is")
        #expect(d.parameter(named: "count")?.type == .integer && d.parameter(named: "count")?.defaultValue == .number(3))
        #expect(d.parameter(named: "cells")?.defaultValue == .vector([4, 4]) && d.parameter(named: "cells")?.componentCount == 2)
        #expect(d.parameter(named: "flip")?.defaultValue == .bool(true))
        #expect(d.parameter(named: "tint")?.componentCount == 4 && d.parameter(named: "tint")?.unit == "rgba")
        #expect(d.parameter(named: "lut")?.type == .image && d.parameter(named: "lut")?.doc == "The lookup image.")
        #expect(d.parameter(named: "plain")?.defaultValue == .number(0))
        // Image uniforms are extra inputs of the kernel; value uniforms are its parameters, then
        // each image's extent, then the input's size.
        #expect(file.kernel.inputCount == 2)
        #expect(file.kernel.parameters.map(\.name).suffix(2) == ["ext_lut", "inputSize"])
    }

    @Test func malformedAnnotationsAndHeadersNameTheirLineAndColumn() throws {
        let header = "// kind: color\n"
        let cases: [(String, ShaderFileError.Code, Int, Int?)] = [
            ("uniform float gain; // = 1; range 4..0\n", .invalidSource, 2, 29),
            ("uniform float gain; // range zero..one\n", .invalidSource, 2, 24),
            ("uniform float gain; // = 9; range 0..4\n", .invalidSource, 2, 26),
            ("uniform float gain; // = 1; range 0..4; slider 0..8\n", .invalidSource, 2, 41),
            ("uniform float gain; // identity big\n", .invalidSource, 2, 24),
            ("uniform float gain; // unit\n", .invalidSource, 2, 24),
            ("uniform float gain; // = banana\n", .invalidSource, 2, 26),
            ("uniform bool gain; // range 0..1\n", .invalidSource, 2, 23),
            ("uniform sampler2D gain; // = 1\n", .invalidSource, 2, 1),
            ("uniform mat4 gain;\n", .unsupportedUniform, 2, 9),
            ("uniform float gain\n", .invalidSource, 2, 1),
            ("uniform float a, b;\n", .invalidSource, 2, 1),
        ]
        for (line, code, expectedLine, column) in cases {
            let error = failure(header + line + Self.body)
            #expect(error?.code == code, "\(line): \(String(describing: error))")
            #expect(error?.line == expectedLine, "\(line): \(String(describing: error))")
            if let column { #expect(error?.column == column, "\(line): \(String(describing: error))") }
            #expect(error?.description.hasPrefix("bad.glsl:\(expectedLine):") == true)
        }
        #expect(failure("uniform float gain;\n" + Self.body)?.code == .invalidHeader)
        let unknownKind = failure("// a comment\n// kind: blur\nuniform float gain;\n" + Self.body)
        #expect(unknownKind?.code == .invalidHeader && unknownKind?.line == 2)
        #expect(failure("// kind: sampling\nuniform float gain;\n" + Self.body)?.code == .invalidHeader)
        let badRule = failure("// kind: sampling\n// roi: 2 * missing\nuniform float gain;\n" + Self.body)
        #expect(badRule?.code == .invalidHeader && badRule?.line == 2)
        #expect(failure("// kind: color\n// roi: 3\nuniform float gain;\n" + Self.body)?.code == .invalidHeader)
        #expect(failure("// kind: warp\nuniform sampler2D map;\nvec2 kernel(vec2 pos) { return pos; }")?.code == .unsupportedUniform)
        #expect(failure("// kind: color\nuniform float gain;\nvec4 main2(vec4 c, vec2 p) { return c; }")?.code == .invalidSource)
        #expect(failure(header + "uniform float gain;\nuniform float gain;\n" + Self.body)?.line == 3)
        do {
            _ = try KernelFile.load(contentsOf: "/nonexistent/tint.glsl")
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.code == .unreadableFile && error.description.contains("/nonexistent/tint.glsl"))
        }
    }

    @Test func shaderFilesAreBoundedRegularFilesAndSortedByTheirHeader() throws {
        let folder = NSTemporaryDirectory() + "glaze-shaderfile-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder + "/dir.glsl", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = folder + "/big.glsl"
        try Data(count: ShaderFile.maximumBytes + 1).write(to: URL(fileURLWithPath: big))
        for path in [big, folder + "/dir.glsl", folder + "/missing.glsl"] {
            #expect(throws: ShaderFileError.self) { _ = try ShaderFile.load(contentsOf: path) }
            do { _ = try ShaderFile.load(contentsOf: path) } catch { #expect(error.code == .unreadableFile && error.origin == path) }
        }
        #expect(ShaderFile.isKernelFile("// Tint\n//kind : color\nvec4 kernel(vec4 c, vec2 p) { return c; }"))
        #expect(!ShaderFile.isKernelFile("// a kind transition\nvec4 transition(vec2 uv) { return getToColor(uv); }"))
        let path = folder + "/a b.glsl"
        try ("// kind: color\nuniform float gain;\n" + Self.body).write(toFile: path, atomically: false, encoding: .utf8)
        guard case .kernel(let file) = try ShaderFile.load(contentsOf: path) else {
            Issue.record("a kernel file loaded as a transition")
            return
        }
        #expect(file.name == "a_b" && file.origin == path)
    }

    @Test func theRegionOfInterestRuleIsReadAndEvaluated() throws {
        let source = "// kind: sampling\n// roi: 2 * radius + 1\nuniform float radius; // = 3; range 0..100\nvec4 kernel(vec2 pos) { return input0(pos); }\n"
        let file = try KernelFile.load(name: "r", source: source)
        #expect(file.regionOfInterestRule == "2 * radius + 1")
        let rule = try #require(file.roi)
        #expect(rule.radius(try FilterParameters([:], for: file.descriptor)) == 7)
        #expect(rule.radius(try FilterParameters(["radius": .number(10)], for: file.descriptor)) == 21)
    }

    @Test func aChangedFileIsANewKernelAndAnUnchangedOneTheSame() throws {
        let source = "// kind: color\nuniform float gain; // = 1\n" + Self.body
        let a = try KernelFile.load(name: "gain", source: source)
        let b = try KernelFile.load(name: "gain", source: source)
        let c = try KernelFile.load(name: "gain", source: source.replacingOccurrences(of: "= 1", with: "= 2"))
        #expect(a.kernel.name == b.kernel.name)
        #expect(a.kernel.name != c.kernel.name)
        #expect(throws: Never.self) { try a.kernel.validate() }
    }

    /// `init(parameters:)` cannot build a kernel-file filter (no GLSL in the parameters): its
    /// error names both ways that can, and the file's own ways give its real descriptor.
    @Test func theFilterIsBuiltByItsFileNotFromParametersAlone() throws {
        let file = try KernelFile.load(name: "gain", source: "// kind: color\nuniform float gain; // = 1\n" + Self.body)
        let error = #expect(throws: FilterError.self) {
            try KernelFileFilter(parameters: .defaults(for: file.descriptor))
        }
        #expect(error?.message.contains("makeFilter(parameters:)") == true && error?.message.contains("register(into:)") == true,
                "\(String(describing: error))")
        #expect(file.makeFilter().parameters.descriptor.parameters.map(\.name) == ["gain"])
        var registry = FilterRegistry()
        try file.register(into: &registry)
        #expect(try registry.makeFilter(named: "gain") is KernelFileFilter)
    }

    // MARK: Rendering

    @Test(.needsFloatColorBuffers) func eachKindRendersExactly() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            // A 4×1 ramp: red = 0.125, 0.375, 0.625, 0.875 (texel centres of a linear ramp).
            var ramp = PixelBuffer(width: 4, height: 1, format: .rgba32Float)
            for x in 0..<4 { ramp.setFloat4(SIMD4(Float(2 * x + 1) / 8, 0.5, 0.25, 1), x: x, y: 0) }
            let input = Image(pixels: ramp, encoding: .linear)

            // Color: scales colour; the parameter comes from the registry like a built-in's.
            let color = try KernelFile.load(name: "gainTest", source: """
            // kind: color
            uniform float gain; // = 1; range 0..4
            vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }
            """)
            var registry = FilterRegistry.builtin
            try color.register(into: &registry)
            let scaled = try context.readPixels(registry.makeFilter(named: "gainTest", parameters: ["gain": .number(2)]).apply(to: input),
                                                format: .rgba32Float)
            #expect(scaled.float4(x: 1, y: 0) == SIMD4(0.75, 1, 0.5, 1))

            // Warp: reads one pixel to the right (the last column clamps to the edge).
            let warp = try KernelFile.load(name: "shiftTest", source: """
            // kind: warp
            uniform float shift; // = 1; unit px
            vec2 kernel(vec2 pos) { return pos + vec2(shift, 0.0); }
            """)
            let shifted = try context.readPixels(warp.makeFilter().apply(to: input.clampedToExtent()).cropped(to: input.extent),
                                                 format: .rgba32Float)
            #expect((0..<4).map { shifted.float4(x: $0, y: 0).x } == [0.375, 0.625, 0.875, 0.875])

            // Sampling: the average of the pixel and its right neighbour, reading input0 in its ROI.
            let sampling = try KernelFile.load(name: "pairTest", source: """
            // kind: sampling
            // roi: 1
            vec4 kernel(vec2 pos) { return 0.5 * (input0(pos) + input0(pos + vec2(1.0, 0.0))); }
            """)
            let averaged = try context.readPixels(sampling.makeFilter().apply(to: input.clampedToExtent()).cropped(to: input.extent),
                                                  format: .rgba32Float)
            #expect((0..<4).map { averaged.float4(x: $0, y: 0).x } == [0.25, 0.5, 0.75, 0.875])
        }
    }

    @Test(.needsFloatColorBuffers) func inputSizeIsTheInputsSizeInPixels() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            // Red = pos.x / width, green = pos.y / height: texel centres of a 4×2 input.
            let file = try KernelFile.load(name: "sizeTest", source: """
            // kind: color
            vec4 kernel(vec4 color, vec2 pos) { return vec4(pos / inputSize, inputSize.x / 8.0, 1.0); }
            """)
            let input = Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 4, 2))
            let out = try context.readPixels(file.makeFilter().apply(to: input), format: .rgba32Float)
            #expect((0..<4).map { out.float4(x: $0, y: 0).x } == [0.125, 0.375, 0.625, 0.875])
            #expect((0..<2).map { out.float4(x: 0, y: $0).y } == [0.25, 0.75])
            #expect(out.float4(x: 0, y: 0).z == 0.5)
            // A sampling kernel of an 8×1 input sees 8 × 1.
            let sampling = try KernelFile.load(name: "sizeSampling", source: """
            // kind: sampling
            // roi: 0
            vec4 kernel(vec2 pos) { return vec4(inputSize / 16.0, 0.0, 1.0); }
            """)
            let wide = Image(color: [0, 0, 0, 1]).cropped(to: Rect(0, 0, 8, 1))
            #expect(try context.readPixels(sampling.makeFilter().apply(to: wide), format: .rgba32Float).float4(x: 3, y: 0)
                    == SIMD4(0.5, 0.0625, 0, 1))
            // The name is Glaze's: a file cannot declare it.
            #expect(throws: ShaderFileError.self) {
                try KernelFile.load(name: "sizeClash", source: "// kind: color\nuniform vec2 inputSize;\nvec4 kernel(vec4 color, vec2 pos) { return color; }")
            }
        }
    }

    @Test func anImageUniformIsReadWithTexture() throws {
        try GLTestContext.withRenderContext(.init(workingSpace: .none)) { context in
            var lookup = PixelBuffer(width: 2, height: 1, format: .rgba32Float)
            lookup.setFloat4(SIMD4(1, 0, 0, 1), x: 0, y: 0)
            lookup.setFloat4(SIMD4(0, 0, 1, 1), x: 1, y: 0)
            let file = try KernelFile.load(name: "lookupTest", source: """
            // kind: color
            uniform sampler2D table; // Two colours: left for dark input, right for bright.
            vec4 kernel(vec4 color, vec2 pos) { return texture(table, vec2(color.r, 0.5)) * color.a; }
            """)
            var pixels = PixelBuffer(width: 2, height: 1, format: .rgba32Float)
            pixels.setFloat4(SIMD4(0, 0, 0, 1), x: 0, y: 0)
            pixels.setFloat4(SIMD4(1, 1, 1, 1), x: 1, y: 0)
            var registry = FilterRegistry.builtin
            try file.register(into: &registry)
            #expect(throws: FilterError.self) { try registry.makeFilter(named: "lookupTest") }
            let filter = try registry.makeFilter(named: "lookupTest", parameters: ["table": .image(Image(pixels: lookup, encoding: .linear))])
            let out = try context.readPixels(filter.apply(to: Image(pixels: pixels, encoding: .linear)), format: .rgba32Float)
            #expect(out.float4(x: 0, y: 0) == SIMD4(1, 0, 0, 1))
            #expect(out.float4(x: 1, y: 0) == SIMD4(0, 0, 1, 1))
        }
    }

    @Test func aCompileErrorReportsTheUsersLineAndColumn() throws {
        try GLTestContext.withRenderContext { context in
            let source = """
            // kind: color
            uniform float gain; // = 1

            vec4 kernel(vec4 color, vec2 pos) {
                return color * gain * undefinedThing;
            }
            """
            let file = try KernelFile.load(name: "broken", source: source, origin: "shaders/broken.glsl")
            do {
                try file.check(in: context)
                Issue.record("a broken kernel compiled")
            } catch let error as ShaderFileError {
                #expect(error.code == .compileFailed)
                #expect(error.line == 5, "\(error)")
                #expect(error.column != nil, "\(error)")
                #expect(error.description.hasPrefix("shaders/broken.glsl:5:"), "\(error)")
                #expect(error.description.contains(": error: "), "\(error)")
                #expect(error.message.contains("undefinedThing"), "\(error)")
            }
            // The same mapping applies to an error caught from a render.
            do {
                _ = try context.readPixels(file.makeFilter().apply(to: Image(color: [1, 1, 1, 1]).cropped(to: Rect(0, 0, 2, 2))))
                Issue.record("a broken kernel rendered")
            } catch let error as KernelError {
                #expect(file.userError(from: error)?.line == 5)
            }
        }
    }
}

