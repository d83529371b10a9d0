import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// glaze_filter_create_from_file: kernel files and drop-in transitions through the C API.
@Suite struct CAPIShaderFileTests {
    static let gain = """
    // kind: color
    uniform float gain; // = 1; range 0..4
    vec4 kernel(vec4 color, vec2 pos) { return vec4(color.rgb * gain, color.a); }
    """

    static func write(_ text: String, _ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "glaze-capi-shaders-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aKernelFileIsAFilterWithItsUniformsAsParameters() throws {
        try withCContext(colorManaged: false) { context in
            let path = try Self.write(Self.gain, "gain.glsl")
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

            let filter = try make { glaze_filter_create_from_file(context, nil, path, $0) }
            defer { glaze_filter_destroy(filter) }
            var name: UnsafePointer<CChar>?
            expectOK(glaze_filter_get_name(filter, &name))
            #expect(name.map { String(cString: $0) } == path)
            expectOK(glaze_filter_set_float(filter, "gain", 0.5))
            expectStatus(glaze_filter_set_float(filter, "gian", 0.5), GLAZE_ERROR_UNKNOWN_NAME, mentioning: "gian")
            let image = try pixelImage(width: 2, height: 2) { _, _ in [200, 100, 50, 255] }
            defer { glaze_image_destroy(image) }
            let output = try make { glaze_image_apply_filter(image, filter, $0) }
            defer { glaze_image_destroy(output) }
            #expect(Array(readRGBA8(context, output, width: 2, height: 2).prefix(4)) == [100, 50, 25, 255])
        }
    }

    @Test func errorsNameTheFileLineAndColumn() throws {
        try withCContext { context in
            let broken = try Self.write(Self.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * undefinedThing"),
                                        "broken.glsl")
            defer { try? FileManager.default.removeItem(atPath: (broken as NSString).deletingLastPathComponent) }
            var filter: OpaquePointer?
            expectStatus(glaze_filter_create_from_file(context, nil, broken, &filter), GLAZE_ERROR_GL,
                         mentioning: "\(broken):3:", ": error: ", "undefinedThing")
            #expect(filter == nil)
            let annotation = try Self.write(Self.gain.replacingOccurrences(of: "range 0..4", with: "range 4..0"), "annotation.glsl")
            defer { try? FileManager.default.removeItem(atPath: (annotation as NSString).deletingLastPathComponent) }
            expectStatus(glaze_filter_create_from_file(nil, nil, annotation, &filter), GLAZE_ERROR_FILE,
                         mentioning: "\(annotation):2:29: error: ", "range")
            expectStatus(glaze_filter_create_from_file(nil, nil, "/nonexistent/x.glsl", &filter), GLAZE_ERROR_FILE,
                         mentioning: "/nonexistent/x.glsl")
            expectStatus(glaze_filter_create_from_file(nil, nil, nil, &filter), GLAZE_ERROR_NULL_ARGUMENT)
        }
    }

    @Test func aDropInTransitionFileIsATransitionFilter() throws {
        try withCContext { context in
            let path = try Self.write("""
            uniform float amount; // = 1.0
            vec4 transition(vec2 uv) { return mix(getFromColor(uv), getToColor(uv), progress * amount); }
            """, "fade.glsl")
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            let filter = try make { glaze_filter_create_from_file(context, nil, path, $0) }
            defer { glaze_filter_destroy(filter) }
            let a = try pixelImage(width: 2, height: 2) { _, _ in [255, 0, 0, 255] }
            let b = try pixelImage(width: 2, height: 2) { _, _ in [0, 0, 255, 255] }
            defer { glaze_image_destroy(a); glaze_image_destroy(b) }
            let output = try make { glaze_image_apply_transition(a, b, filter, 1, $0) }
            defer { glaze_image_destroy(output) }
            #expect(Array(readRGBA8(context, output, width: 2, height: 2).prefix(4)) == [0, 0, 255, 255])
        }
    }

    /// The same from a C program compiled against glaze.h: a filter from a kernel file, a
    /// parameter set and read back, and a malformed annotation reported at file:line:column.
    @Test func fromC() throws {
        let folder = NSTemporaryDirectory() + "glaze-capi-c-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        #include <stdio.h>
        #include "glaze.h"
        int main(int argc, char **argv) {
            glaze_filter *filter = NULL;
            float gain = 0;
            if (argc < 2) return 2;
            if (glaze_filter_create_from_file(NULL, NULL, argv[1], &filter) != GLAZE_OK) {
                printf("error: %s\\n", glaze_last_error_message());
                return 3;
            }
            if (glaze_filter_set_float(filter, "gain", 0.5f) != GLAZE_OK) return 4;
            if (glaze_filter_get_float(filter, "gain", &gain) != GLAZE_OK) return 5;
            printf("gain %g\\n", gain);
            return glaze_filter_destroy(filter) == GLAZE_OK ? 0 : 6;
        }
        """.write(toFile: folder + "/main.c", atomically: false, encoding: .utf8)
        try Self.gain.write(toFile: folder + "/gain.glsl", atomically: false, encoding: .utf8)
        try Self.gain.replacingOccurrences(of: "range 0..4", with: "range 4..0")
            .write(toFile: folder + "/bad.glsl", atomically: false, encoding: .utf8)
        // The library's soname is libglazefx.so.1 (what `make install` installs), -lglazefx finds libglazefx.so.
        try FileManager.default.createSymbolicLink(atPath: folder + "/libglazefx.so.1", withDestinationPath: CEngineTests.builtLibrary.path)
        try FileManager.default.createSymbolicLink(atPath: folder + "/libglazefx.so", withDestinationPath: "libglazefx.so.1")
        let (build, buildLog) = try CEngineTests.shell(
            "cc -std=c99 \(CEngineTests.sanitizedCFlags) -Wextra -Wpedantic '\(folder)/main.c' -I Sources/CGlaze/include -L'\(folder)' -lglazefx -Wl,-rpath,'\(folder)' -o '\(folder)/shaderfile'")
        #expect(build == 0, "\(buildLog)")
        let (ok, okLog) = try CEngineTests.shell("'\(folder)/shaderfile' '\(folder)/gain.glsl'", environment: CEngineTests.sanitizerEnvironment)
        #expect(ok == 0 && okLog.contains("gain 0.5"), "\(okLog)")
        let (bad, badLog) = try CEngineTests.shell("'\(folder)/shaderfile' '\(folder)/bad.glsl'", environment: CEngineTests.sanitizerEnvironment)
        #expect(bad == 3 && badLog.contains("\(folder)/bad.glsl:2:29: error: "), "\(badLog)")
    }

    /// An effect library opened from C watches the shader files its effect file names.
    @Test func anEffectLibraryReloadsWhenItsShaderFileChanges() throws {
        try withCContext(colorManaged: false) { context in
            let shader = try Self.write(Self.gain, "gain.glsl")
            let folder = (shader as NSString).deletingLastPathComponent
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let effects = folder + "/look.json"
            try #"{"version": 1, "effects": {"look": {"chain": [{"kernel": "gain.glsl", "parameters": {"gain": 0.5}}]}}}"#
                .write(toFile: effects, atomically: false, encoding: .utf8)
            let library = try make { glaze_effect_library_open(effects, nil, nil, nil, $0) }
            defer { glaze_effect_library_destroy(library) }
            let scene = try pixelImage(width: 2, height: 2) { _, _ in [200, 100, 40, 255] }
            defer { glaze_image_destroy(scene) }
            func render() throws -> [UInt8] {
                let image = try make { glaze_effect_library_make_image(library, "look", scene, 0, $0) }
                defer { glaze_image_destroy(image) }
                return Array(readRGBA8(context, image, width: 2, height: 2).prefix(4))
            }
            #expect(try render() == [100, 50, 20, 255])
            try CAPIEffectLibraryTests.write(Self.gain.replacingOccurrences(of: "color.rgb * gain", with: "color.rgb * gain * 0.5"),
                                             to: shader, generation: 7)
            // Update loads in the background: call it (like a frame loop) until the load finished.
            var reloaded: Int32 = -1
            let start = Date()
            repeat {
                expectOK(glaze_effect_library_update(library, &reloaded))
                if reloaded == 1 { break }
                usleep(2_000)
            } while Date().timeIntervalSince(start) < 10
            #expect(reloaded == 1)
            #expect(try render() == [50, 25, 10, 255])
        }
    }
}
