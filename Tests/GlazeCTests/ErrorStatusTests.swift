import CGlaze
import Foundation
@testable import GlazeC
import Glaze
import GlazeEffects
import GlazeGLFW
import GlazeStudio
import Testing

/// Every public error type is a `GlazeError`, and every one of its codes reaches C as a specific
/// status, never GLAZE_ERROR_INTERNAL; `GlazeStatus` is glaze.h's `glaze_status`, value for value.
@Suite struct ErrorStatusTests {
    /// Every error type of the library (Glaze, GlazeEffects, GlazeGLFW, GlazeStudio), by hand.
    static let types: [any GlazeError.Type] = [
        RenderError.self, GLError.self, FilterError.self, KernelError.self, ShaderError.self, ShaderFileError.self,
        PNGError.self, LookupTableError.self, ProjectionError.self, PixelBuffer.SizeError.self,
        EffectDiagnostic.self, EffectFileError.self, ExpressionError.self, LiveLinkError.self,
        GLFWError.self, StudioError.self, RunConfigError.self,
    ]

    /// Error types that are not `GlazeError`s, and why.
    static let exempt: [String: String] = [
        "ParseError": "UniformDeclaration's, internal: rethrown as a ShaderFileError",
        "Denial": "AssetFileAccess's, internal: reported as an EffectDiagnostic",
        "CAPIError": "the C layer's own, which carries its glaze_status",
        "Failure": "LoopbackHTTP's, package: the studio's live link reads a failed request as no reply (try?); tests read it",
        "Problem": "RunSettings', package: a GLAZE_* variable glaze run's interposer logs (or glaze run reports), never a C status",
    ]

    /// The library's source folders.
    static let folders = ["Glaze", "GlazeCore", "GlazeCatalog", "GlazeEffects", "GlazeGLFW", "GlazeStudio", "GlazeC"]

    /// (type.code, status) for every code of `type`.
    static func statuses<E: GlazeError>(_ type: E.Type) -> [(code: String, status: GlazeStatus)] {
        E.Code.allCases.map { ("\(E.self).\($0)", E.status(of: $0)) }
    }

    @Test func everyCodeHasASpecificStatus() {
        for type in Self.types {
            let table = Self.statuses(type)
            #expect(!table.isEmpty, "\(type) has no codes")
            for (code, status) in table {
                #expect(status != .internal, "\(code) maps to GLAZE_ERROR_INTERNAL")
                // NULL pointers and handles are the C layer's own checks.
                #expect(status != .nullArgument && status != .invalidHandle, "\(code) maps to \(status)")
            }
            #expect(!type.domain.isEmpty)
        }
    }

    /// A forgotten type fails here: every type declared with `Error` or `GlazeError` in its
    /// inheritance clause under the library's folders is in ``types`` (or ``exempt``).
    /// GL, render and PNG errors take the protocol's one description,
    /// `DOMAIN error NUMBER (CODE): MESSAGE`; types that name a file, kernel or filter keep theirs.
    @Test func codedErrorsDescribeTheirDomainNumberAndCode() {
        #expect(GLError(.framebufferIncomplete, "status 0x8CD6").description
                == "GL error 1102 (framebufferIncomplete): status 0x8CD6")
        #expect(RenderError(.emptyRegion, "the region is empty").description
                == "render error 4004 (emptyRegion): the region is empty")
        #expect(PNGError(.decodeFailed, path: "a.png", message: "a.png: not a PNG").description
                == "PNG error 5002 (decodeFailed): a.png: not a PNG")
        #expect(KernelError(.compileFailed, kernel: "k", "bad", line: 3).description == "kernel 'k' line 3: bad")
    }

    @Test func everyErrorTypeInTheSourcesIsListed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:public |package |internal |private |fileprivate )?(?:final )?(?:struct|enum|class|actor)\s+(\w+)[^{=]*?:([^{]*)\{"#,
            options: .anchorsMatchLines)
        var found: Set<String> = []
        for folder in Self.folders {
            let base = root.appendingPathComponent("Sources/\(folder)")
            let files = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in declaration.matches(in: text, range: range) {
                    let name = String(text[Range(match.range(at: 1), in: text)!])
                    let inherited = text[Range(match.range(at: 2), in: text)!]
                        .split(whereSeparator: { ", \n".contains($0) }).map(String.init)
                    if inherited.contains("Error") || inherited.contains("GlazeError") { found.insert(name) }
                }
            }
        }
        let listed = Set(Self.types.map { "\($0)".split(separator: ".").last.map(String.init) ?? "\($0)" })
        #expect(found.count >= Self.types.count, "the scan found \(found.sorted())")
        #expect(found.subtracting(listed).subtracting(Self.exempt.keys).sorted() == [],
                "error types that are not in ErrorStatusTests.types (make them GlazeError)")
        #expect(listed.subtracting(found).sorted() == [], "listed types the scan does not see")
    }

    /// What the C layer reports for one error of each type: the status the type names, and its
    /// description as the message. The first seven were GLAZE_ERROR_INTERNAL before GlazeError.
    @Test func theCLayerReportsEachTypesStatus() throws {
        let diagnostic = EffectDiagnostic(.unknownKey, at: SourceLocation(file: "a.yaml", line: 2, column: 3),
                                          keyPath: "effects.x", "no key 'fliter'")
        let projection = #expect(throws: ProjectionError.self) {
            try Projection(checking: .perspective, near: 0, far: 10, reversedZ: false, range: .negativeOneToOne)
        }
        let size = #expect(throws: PixelBuffer.SizeError.self) {
            try PixelBuffer(width: 2, height: 2, format: .rgba8, bytes: [0, 0, 0])
        }
        let cases: [(any Error, glaze_status)] = [
            (LookupTableError(.syntax, file: "grade.cube", line: 3, "'1 2' is not three numbers"), GLAZE_ERROR_FILE),
            (LookupTableError(.unsupported, file: "grade.cube", "a 1D table"), GLAZE_ERROR_UNSUPPORTED),
            (EffectFileError([diagnostic]), GLAZE_ERROR_EFFECT_FILE),
            (diagnostic, GLAZE_ERROR_EFFECT_FILE),
            (ExpressionError(.syntax, offset: 4, "expected ')'"), GLAZE_ERROR_EFFECT_FILE),
            (try #require(projection), GLAZE_ERROR_INVALID_ARGUMENT),
            (try #require(size), GLAZE_ERROR_INVALID_ARGUMENT),
            (ShaderFileError(.invalidHeader, origin: "glow.glsl", line: 1, "no '// kind:' line"), GLAZE_ERROR_FILE),
            (ShaderFileError(.compileFailed, origin: "glow.glsl", line: 4, "syntax error"), GLAZE_ERROR_GL),
            (KernelError(.compileFailed, kernel: "glow", "syntax error", line: 4), GLAZE_ERROR_GL),
            (RenderError(.emptyRegion, "the region is empty"), GLAZE_ERROR_RENDER),
            (RenderError(.contextLost, "the GL context was lost"), GLAZE_ERROR_CONTEXT_LOST),
            (GLError(.unsupportedVersion, "the current context is OpenGL 3.2"), GLAZE_ERROR_UNSUPPORTED_GL),
            (GLError(.glError, "GL_INVALID_ENUM"), GLAZE_ERROR_GL),
            (FilterError(.unknownFilter, filter: "vignete", "no such filter", suggestions: ["vignette"]), GLAZE_ERROR_UNKNOWN_NAME),
            (PNGError(.decodeFailed, path: "a.png", message: "a.png is not a PNG"), GLAZE_ERROR_FILE),
            (GLFWError(.contextClosed, "closed"), GLAZE_ERROR_CONTEXT_LOST),
            (StudioError.notFound("no effect 'x'"), GLAZE_ERROR_UNKNOWN_NAME),
        ]
        for (error, expected) in cases {
            let (status, message) = describe(error)
            #expect(status == expected, "\(error): \(String(cString: glaze_status_name(status)))")
            #expect(message == "\(error)")
        }
        struct Foreign: Error {}
        #expect(describe(Foreign()).0 == GLAZE_ERROR_INTERNAL, "only foreign errors are internal")
    }

    /// `GlazeStatus` and glaze.h's `glaze_status` have the same cases and values both ways.
    @Test func glazeStatusMirrorsTheHeader() throws {
        for status in GlazeStatus.allCases {
            let c = glaze_status(status)
            #expect(Int64(c.rawValue) == Int64(status.rawValue), "\(status)")
            #expect(String(cString: glaze_status_name(c)) != "GLAZE_STATUS_UNKNOWN", "\(status)")
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let header = try String(contentsOf: root.appendingPathComponent("Sources/CGlaze/include/glaze.h"), encoding: .utf8)
        let errors = header.split(separator: "\n").filter { $0.hasPrefix("    GLAZE_ERROR_") && $0.contains(" = ") }
        #expect(errors.count == GlazeStatus.allCases.count, "glaze.h has \(errors.count) error statuses")
    }
}
