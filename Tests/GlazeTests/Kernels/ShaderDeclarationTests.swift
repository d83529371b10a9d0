import GlazeCore
import Testing

/// The one annotated-shader parser (GlazeDeclarations), which kernel files and the build tool
/// that generates the built-in filters share: header fields, the DocC block, uniform
/// annotations, and faults at their line and column.
@Suite struct ShaderDeclarationTests {
    static let source = """
        /// Warms the image.
        ///
        /// More red, less blue.
        // filter: warmTint
        // category: colorEffect
        // A free comment line: the doc.
        // kind: color
        uniform float amount; // = 0.2; range 0..1; identity 0; type angle; How warm.
        uniform vec4 tint;    // = vec4(0.0, 1.0, 0.0, 0.0); identity default; Type of tint, a doc clause.

        vec4 kernel(vec4 color, vec2 pos) { return color; }
        """

    @Test func headerFieldsDocBlockAndUniforms() throws {
        let parsed = try ShaderDeclaration(parsing: Self.source)
        #expect(parsed["filter"] == "warmTint" && parsed["category"] == "colorEffect" && parsed["kind"] == "color")
        #expect(parsed.fields["category"]?.line == 5)
        #expect(parsed.docComment == ["Warms the image.", "", "More red, less blue."])
        #expect(parsed.doc == "A free comment line: the doc.")
        #expect(parsed.defines("kernel"))
        #expect(parsed.uniforms.map(\.name) == ["amount", "tint"])
        let amount = parsed.uniforms[0], tint = parsed.uniforms[1]
        #expect(amount.parameterType == "angle" && amount.identity == 0 && amount.range == 0...1 && amount.doc == "How warm.")
        #expect(tint.identityIsDefault && tint.defaultValue == [0, 1, 0, 0])
        // `type` followed by anything but a type name is doc, as before.
        #expect(tint.parameterType == "" && tint.doc == "Type of tint, a doc clause.")
    }

    /// The built-in transitions' header keys: `// clamp: at once` (the page curls) is a field.
    @Test func transitionHeaderKeys() throws {
        let parsed = try ShaderDeclaration(parsing: "// filter: curl\n// region: extent first\n// clamp: at once\n")
        #expect(parsed["region"] == "extent first" && parsed["clamp"] == "at once")
    }

    /// `choices`, `swift Int` and `clamp NAME` (built-in declarations); a clause that only looks
    /// like one stays doc.
    @Test func choicesIntegerAndClampClauses() throws {
        let parsed = try ShaderDeclaration(parsing: """
            uniform int mode;  // = color; choices luma|color; How edges are found.
            uniform int steps; // = 12; range 10..39; swift Int; clamp preset; Search steps.
            uniform int plain; // = 3; range 0..9; Swift code, clamp it, choices here: doc.
            uniform float gain; // = 1; range 0..2; nan 0; NaN gives 0.
            """)
        let mode = parsed.uniforms[0], steps = parsed.uniforms[1], plain = parsed.uniforms[2]
        #expect(mode.choices == ["luma", "color"] && mode.defaultValue == [1] && mode.doc == "How edges are found.")
        #expect(steps.swiftType == "Int" && steps.clampFunction == "preset" && steps.doc == "Search steps.")
        #expect(plain.choices.isEmpty && plain.swiftType == "" && plain.clampFunction == "")
        #expect(plain.doc == "Swift code, clamp it, choices here: doc.")
        #expect(parsed.uniforms[3].nanValue == 0 && parsed.uniforms[3].doc == "NaN gives 0." && plain.nanValue == nil)
        let float = try #require(Self.problem("uniform float m; // choices a|b; Doc.\n"))
        #expect(float.kind == .source && float.line == 1)
        let repeated = try #require(Self.problem("uniform int m; // choices a|a; Doc.\n"))
        #expect(repeated.kind == .source && repeated.line == 1)
    }

    /// `nonFinite VALUE` (built-in declarations): NaN and ±∞ give VALUE; a non-number stays doc.
    @Test func nonFiniteClause() throws {
        let parsed = try ShaderDeclaration(parsing: """
            uniform float radius; // = 150; range 0..1e4; nonFinite 150; Radius.
            uniform vec2 center;  // = vec2(1.0, 2.0); type position; nonFinite 0; Centre.
            uniform float plain;  // = 1; range 0..2; nonFinite values, a doc clause.
            """)
        #expect(parsed.uniforms[0].nonFiniteValue == 150 && parsed.uniforms[0].doc == "Radius.")
        #expect(parsed.uniforms[1].nonFiniteValue == 0 && parsed.uniforms[1].nanValue == nil)
        #expect(parsed.uniforms[2].nonFiniteValue == nil && parsed.uniforms[2].doc == "nonFinite values, a doc clause.")
    }

    /// `swift Image?` (an optional image), `swift Rect` (a rectangle), `swift Rect?` (an optional
    /// one, transitions') and `swift Outer.Inner` (a
    /// choice's existing enumeration, `Projection.Kind`); a `swift` clause naming no type stays doc.
    @Test func optionalImageRectAndExistingChoiceClauses() throws {
        let parsed = try ShaderDeclaration(parsing: """
            uniform sampler2D sky; // swift Image?; Optional sky.
            uniform vec4 area;     // = vec4(0.0, 0.0, 640.0, 80.0); range -1e6..1e6; swift Rect; The area.
            uniform int kind;      // = infinitePerspective; choices perspective|infinitePerspective; swift Projection.Kind; The kind.
            uniform int other;     // = 1; range 0..2; swift Projection.; swift Image!; A doc.
            uniform vec4 shadow;   // = vec4(0.0); range -1e6..1e6; swift Rect?; The shadow's rect.
            """)
        let sky = parsed.uniforms[0], area = parsed.uniforms[1], kind = parsed.uniforms[2], other = parsed.uniforms[3]
        #expect(sky.swiftType == "Image?" && sky.doc == "Optional sky.")
        #expect(area.swiftType == "Rect" && area.defaultValue == [0, 0, 640, 80] && area.doc == "The area.")
        #expect(kind.swiftType == "Projection.Kind" && kind.defaultValue == [1] && kind.doc == "The kind.")
        #expect(other.swiftType == "" && other.doc == "swift Projection.; swift Image!; A doc.")
        #expect(parsed.uniforms[4].swiftType == "Rect?" && parsed.uniforms[4].doc == "The shadow's rect.")
    }

    /// `swift AffineTransform` on a `mat3x2`: only on a built-in filter's `// uniform` header line
    /// (never a GLSL uniform), and only with that clause.
    @Test func affineTransformHeaderClause() throws {
        let line = "uniform mat3x2 t; // = mat3x2(1, 0, 0, 1, 0, 0); range -1e6..1e6; swift AffineTransform; The map."
        let t = try #require(try UniformDeclaration.parse(line, line: 3, headerLine: true))
        #expect(t.swiftType == "AffineTransform" && t.defaultValue == [1, 0, 0, 1, 0, 0] && t.componentCount == 6)
        #expect(t.range == -1e6...1e6 && t.doc == "The map.")
        let uniform = try #require(Self.problem(line + "\n"))
        #expect(uniform.kind == .unsupportedType && uniform.line == 1, "a GLSL uniform never takes mat3x2")
        #expect(throws: UniformDeclaration.ParseError.self) {
            try UniformDeclaration.parse("uniform mat3x2 t; // = mat3x2(1, 0, 0, 1, 0, 0); The map.", line: 1, headerLine: true)
        }
    }

    /// `ranges`: one hard range per component of a vector; a count that does not match, a
    /// `range` beside it or a default outside its component's range is a fault at its line.
    @Test func componentRangesClause() throws {
        let parsed = try ShaderDeclaration(parsing: """
            uniform vec2 white; // = vec2(6500.0, 0.0); ranges 1667..25000, -200..200; unit K; A white.
            uniform vec2 plain; // = vec2(1.0, 2.0); range 0..9; Ranges of doc.
            """)
        #expect(parsed.uniforms[0].componentRanges == [1667...25000, -200...200] && parsed.uniforms[0].range == nil)
        #expect(parsed.uniforms[0].doc == "A white." && parsed.uniforms[0].unit == "K")
        #expect(parsed.uniforms[1].componentRanges.isEmpty && parsed.uniforms[1].doc == "Ranges of doc.")
        for bad in ["uniform vec2 w; // ranges 0..1; Doc.", "uniform vec4 w; // ranges 0..1, 0..1; Doc.",
                    "uniform vec2 w; // range 0..1; ranges 0..1, 0..1; Doc.", "uniform vec2 w; // = vec2(0.0, 5.0); ranges 0..1, 0..1; Doc.",
                    "uniform vec2 w; // ranges 0..1, x..2; Doc."] {
            let problem = try #require(Self.problem("// kind: color\n" + bad + "\n"), "\(bad)")
            #expect(problem.kind == .source && problem.line == 2, "\(bad)")
        }
    }

    /// The fault `source` gives (nil when it parses).
    static func problem(_ source: String) -> ShaderDeclaration.Problem? {
        do {
            _ = try ShaderDeclaration(parsing: source)
            return nil
        } catch {
            return error
        }
    }

    @Test func faultsAreAtTheirLineAndColumn() throws {
        let twice = try #require(Self.problem("// kind: color\n  // kind: warp\n"))
        #expect(twice.kind == .header && twice.line == 2 && twice.column == 3)
        let line = "uniform float a; // = 2; range 0..1; Doc."
        let outside = try #require(Self.problem("// kind: color\n" + line + "\n"))
        #expect(outside.kind == .source && outside.line == 2)
        #expect(outside.column == Array(line).firstIndex(of: "2").map { $0 + 1 })
        let matrix = try #require(Self.problem("uniform mat3 m;\n"))
        #expect(matrix.kind == .unsupportedType && matrix.line == 1)
    }

    /// Kernel files report the shared parser's faults with their own codes.
    @Test func kernelFilesMapTheFaults() {
        let source = "// kind: color\n// kind: color\nvec4 kernel(vec4 c, vec2 p) { return c; }\n"
        #expect { try KernelFile.load(name: "k", source: source) } throws: { error in
            (error as? ShaderFileError).map { $0.code == .invalidHeader && $0.line == 2 } == true
        }
    }
}
