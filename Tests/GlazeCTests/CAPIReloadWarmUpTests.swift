import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// `glaze_effect_library_update_preparing` compiles a reloaded version's programs within the
/// per-call budget and installs it only once warm; the options name asset roots.
@Suite struct CAPIReloadWarmUpTests {
    typealias Support = CAPIEffectLibraryTests

    static func programsCompiled(_ context: OpaquePointer) -> Int64 {
        var stats = glaze_stats()
        expectOK(glaze_context_get_stats(context, &stats))
        return stats.programs_compiled
    }

    static func version(_ library: OpaquePointer) -> String {
        var text: UnsafeMutablePointer<CChar>?
        expectOK(glaze_effect_library_describe(library, &text))
        defer { glaze_string_free(text) }
        let json = text.map { String(cString: $0) } ?? ""
        return json.components(separatedBy: "\"version\":").last ?? json
    }

    /// `look` as before (its program is cached: colour matrices fold into one) and four effects of
    /// other structures: four new programs to compile.
    static let fourLooks = """
        {"version": 1, "effects": {
          "look": {"chain": [{"filter": "exposureAdjust", "parameters": {"ev": -1}}]},
          "gamma": {"chain": [{"filter": "gammaAdjust", "parameters": {"power": 2}}]},
          "vignette": {"chain": [{"filter": "vignette", "parameters": {"intensity": 1}}]},
          "clamp": {"chain": [{"filter": "colorClamp", "parameters": {"maxComponents": [0.5, 0.5, 0.5, 1]}}]},
          "all": {"chain": [{"filter": "gammaAdjust", "parameters": {"power": 2}},
                            {"filter": "vignette", "parameters": {"intensity": 1}},
                            {"filter": "colorClamp", "parameters": {"maxComponents": [0.5, 0.5, 0.5, 1]}}]}}}
        """

    @Test func aReloadIsWarmedOneProgramPerUpdateAndUsedOnlyOnceWarm() throws {
        try withCContext(colorManaged: false) { context in
            let scene = try pixelImage(width: 4, height: 4) { _, _ in [40, 60, 80, 255] }
            defer { glaze_image_destroy(scene) }

            let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-warm-\(UUID()).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Support.write(Support.look(exposure: 1), to: path, generation: 1)
            var options = glaze_effect_library_options()
            expectOK(glaze_effect_library_options_init(&options))
            #expect(options.prepare_milliseconds_per_update == 4 && options.prepare_programs_per_update == 0)
            options.prepare_milliseconds_per_update = 60_000   // the program budget decides
            options.prepare_programs_per_update = 1
            let library = try make { glaze_effect_library_open_with_options(path, nil, &options, nil, nil, $0) }
            defer { glaze_effect_library_destroy(library) }

            func render(_ effect: String) throws -> [UInt8] {
                let image = try make { glaze_effect_library_make_image(library, effect, scene, 0, $0) }
                defer { glaze_image_destroy(image) }
                return readRGBA8(context, image, width: 4, height: 4)
            }
            #expect(Array(try render("look").prefix(4)) == [80, 120, 160, 255])

            try Support.write(Self.fourLooks, to: path, generation: 2)
            var reloaded: Int32 = 0
            var perCall: [Int64] = []
            var slowest = 0.0
            let start = Date()
            while reloaded == 0, Date().timeIntervalSince(start) < 30 {
                let before = Self.programsCompiled(context)
                let callStart = Date()
                expectOK(glaze_effect_library_update_preparing(library, context, scene, &reloaded))
                slowest = max(slowest, Date().timeIntervalSince(callStart))
                let compiled = Self.programsCompiled(context) - before
                if compiled > 0 || !perCall.isEmpty { perCall.append(compiled) }
                if reloaded == 0 {
                    // Not installed yet: the last good version is still what make_image uses.
                    #expect(Self.version(library).hasPrefix("1"), "\(perCall)")
                    #expect(Array(try render("look").prefix(4)) == [80, 120, 160, 255])
                    usleep(1_000)
                }
            }
            print("C API warm-up: programs compiled per update_preparing call \(perCall), slowest call \(String(format: "%.1f", slowest * 1000)) ms")
            #expect(reloaded == 1)
            #expect(Self.version(library).hasPrefix("2"))
            // At most one program per call; the four new structures took four calls or more.
            #expect(perCall.allSatisfy { $0 <= 1 }, "programs compiled per update call: \(perCall)")
            #expect(perCall.reduce(0, +) >= 4, "programs compiled per update call: \(perCall)")
            #expect(perCall.filter { $0 == 1 }.count >= 4, "\(perCall)")

            // Warm: the first frame with the new version compiles nothing.
            let warm = Self.programsCompiled(context)
            for effect in ["look", "gamma", "vignette", "clamp", "all"] { _ = try render(effect) }
            #expect(Self.programsCompiled(context) == warm)
            #expect(Array(try render("look").prefix(4)) == [20, 30, 40, 255])
        }
    }

    /// With a context, a shader file that stops compiling is a bad edit: reported once at the
    /// `.glsl` line, the last good version kept.
    @Test func aGLSLErrorInAReloadedShaderFileIsRejected() throws {
        try withCContext { context in
            let scene = try pixelImage(width: 4, height: 4) { _, _ in [40, 60, 80, 255] }
            defer { glaze_image_destroy(scene) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-warm-glsl-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let shader = folder + "/gain.glsl"
            let good = "// kind: color\nuniform float gain; // = 1.0; range 0..4\nvec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }\n"
            try Support.write(good, to: shader, generation: 1)
            let path = folder + "/look.json"
            try Support.write(#"{"version": 1, "effects": {"look": {"chain": [{"kernel": "gain.glsl"}]}}}"#, to: path, generation: 1)
            let calls = Support.Calls()
            let library = try make {
                glaze_effect_library_open(path, nil, Support.callback, Unmanaged.passUnretained(calls).toOpaque(), $0)
            }
            defer { glaze_effect_library_destroy(library) }
            try Support.write(good.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gian"), to: shader, generation: 2)
            var reloaded: Int32 = 0
            var status = GLAZE_OK
            let start = Date()
            while status == GLAZE_OK, reloaded == 0, Date().timeIntervalSince(start) < 30 {
                status = glaze_effect_library_update_preparing(library, context, scene, &reloaded)
                usleep(1_000)
            }
            expectStatus(status, GLAZE_ERROR_EFFECT_FILE, mentioning: "gain.glsl:3:", "[shaderError]", "last good version")
            #expect(reloaded == 0 && Self.version(library).hasPrefix("1"))
            #expect(calls.messages.count == 1, "\(calls.messages)")
        }
    }

    @Test func plainUpdateAndForcedReloadInstallAtOnce() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-warm-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Support.write(Support.look(exposure: 1), to: path, generation: 1)
        let library = try make { glaze_effect_library_open_with_options(path, nil, nil, nil, nil, $0) }
        defer { glaze_effect_library_destroy(library) }
        try Support.write(Self.fourLooks, to: path, generation: 2)
        expectOK(glaze_effect_library_reload(library))
        #expect(Self.version(library).hasPrefix("2"))
        try Support.write(Support.look(exposure: 0), to: path, generation: 3)
        var reloaded: Int32 = 0
        let start = Date()
        while reloaded == 0, Date().timeIntervalSince(start) < 30 {
            expectOK(glaze_effect_library_update(library, &reloaded))
            usleep(1_000)
        }
        #expect(reloaded == 1 && Self.version(library).hasPrefix("3"))
    }

    @Test func optionsNameAssetRootsOrAllowAnyPath() throws {
        let assets = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-roots-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: assets) }
        try FileManager.default.createDirectory(atPath: assets + "/Effects", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: assets + "/Bases", withIntermediateDirectories: true)
        try Support.look(exposure: 1).write(toFile: assets + "/Bases/base.json", atomically: true, encoding: .utf8)
        let path = assets + "/Effects/game.json"
        try #"{"version": 1, "extends": "../Bases/base.json"}"#.write(toFile: path, atomically: true, encoding: .utf8)

        // Default: the effect file's folder only.
        var library: OpaquePointer?
        expectStatus(glaze_effect_library_open(path, nil, nil, nil, &library), GLAZE_ERROR_EFFECT_FILE,
                     mentioning: "../Bases/base.json", "outside the asset root", "outsideAssetRoot")
        #expect(library == nil)

        var options = glaze_effect_library_options()
        expectOK(glaze_effect_library_options_init(&options))
        // The assets folder named as a root.
        try assets.withCString { root in
            var roots: [UnsafePointer<CChar>?] = [root]
            try roots.withUnsafeMutableBufferPointer { buffer in
                options.asset_roots = UnsafePointer(buffer.baseAddress)
                options.asset_root_count = 1
                let opened = try make { glaze_effect_library_open_with_options(path, nil, &options, nil, nil, $0) }
                glaze_effect_library_destroy(opened)
                // A count without the strings.
                options.asset_roots = nil
                options.asset_root_count = 1
                expectStatus(glaze_effect_library_open_with_options(path, nil, &options, nil, nil, &library),
                             GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "asset_root_count")
            }
        }
        // A root that does not hold the base still refuses it.
        let effects = assets + "/Effects"
        effects.withCString { root in
            var roots: [UnsafePointer<CChar>?] = [root]
            roots.withUnsafeMutableBufferPointer { buffer in
                options.asset_roots = UnsafePointer(buffer.baseAddress)
                options.asset_root_count = 1
                expectStatus(glaze_effect_library_open_with_options(path, nil, &options, nil, nil, &library),
                             GLAZE_ERROR_EFFECT_FILE, mentioning: "outsideAssetRoot")
            }
        }
        // Any path, explicitly.
        expectOK(glaze_effect_library_options_init(&options))
        options.allow_any_path = 1
        let anyPath = try make { glaze_effect_library_open_with_options(path, nil, &options, nil, nil, $0) }
        glaze_effect_library_destroy(anyPath)
        // Budgets must be positive.
        options.prepare_milliseconds_per_update = 0
        expectStatus(glaze_effect_library_open_with_options(path, nil, &options, nil, nil, &library),
                     GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "prepare_milliseconds_per_update")
    }
}
