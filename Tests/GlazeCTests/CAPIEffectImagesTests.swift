import CEpoxy
import CGlaze
import Foundation
import GlazeTestSupport
import Testing

/// Named images for effect libraries from C (options.images at open, glaze_effect_library_set_image
/// after): an effect file's `depth: depth` reads the game's depth image, so the depth filters work
/// from effect files in a C engine. Before them such a file failed to open (`missingInput`).
@Suite struct CAPIEffectImagesTests {
    /// Linear fog from 0 (none) to 100 game units (full, white) over the scene.
    static let foggy = """
        {"version": 1, "effects": {"foggy": {"chain": [
          {"filter": "depthFog", "parameters": {"depth": "depth", "falloff": "linear", "start": 0, "end": 100,
                                                "color": [1, 1, 1, 1]}}]}}}
        """

    static func file() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-images-\(UUID()).json").path
        try foggy.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The 4×1 depth texture of window depths 0.25, 0.5, 0.75, 1 read orthographically from 0 to
    /// `far`: distances far/4, far/2, 3far/4, far.
    static func depthImage(texture: GLuint, far: Double) throws -> OpaquePointer {
        try make {
            glaze_image_create_from_depth_texture(texture, 4, 1, GLAZE_PROJECTION_ORTHOGRAPHIC, 0, far,
                                                  UInt32(GLAZE_PROJECTION_ZERO_TO_ONE.rawValue), $0)
        }
    }

    /// Opens `path` with `names` naming `images`.
    static func open(_ path: String, names: [String], images: [OpaquePointer?]) -> (glaze_status, OpaquePointer?) {
        var options = glaze_effect_library_options()
        expectOK(glaze_effect_library_options_init(&options))
        var library: OpaquePointer?
        let pointers = names.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        let status = pointers.map { UnsafePointer($0) }.withUnsafeBufferPointer { nameBuffer in
            images.withUnsafeBufferPointer { imageBuffer in
                options.image_names = names.isEmpty ? nil : nameBuffer.baseAddress
                options.images = images.isEmpty ? nil : imageBuffer.baseAddress
                options.image_count = Int32(names.count)
                return glaze_effect_library_open_with_options(path, nil, &options, nil, nil, &library)
            }
        }
        return (status, library)
    }

    /// The fog over a black scene, per texel: the sRGB code of distance / 100 (linear white mixed in).
    static func expected(far: Double) -> [Double] {
        [0.25, 0.5, 0.75, 1].map { srgbEncode(min(1, $0 * far / 100)) }
    }

    static func fog(_ context: OpaquePointer, _ library: OpaquePointer, scene: OpaquePointer) throws -> [Double] {
        let image = try make { glaze_effect_library_make_image(library, "foggy", scene, 0, $0) }
        defer { glaze_image_destroy(image) }
        let bytes = readRGBA8(context, image, width: 4, height: 1)
        return (0..<4).map { Double(bytes[$0 * 4]) }
    }

    @Test func theDepthFiltersReadTheGamesDepthFromAnEffectFile() throws {
        try withCContext { context in
            let path = try Self.file()
            defer { try? FileManager.default.removeItem(atPath: path) }
            var texture = CAPIDepthTextureTests.texture(GL_DEPTH_COMPONENT24)
            defer { glDeleteTextures(1, &texture) }
            let scene = try pixelImage(width: 4, height: 1) { _, _ in [0, 0, 0, 255] }
            defer { glaze_image_destroy(scene) }

            // Without the image the file does not load, and says which name is missing.
            let (without, none) = Self.open(path, names: [], images: [])
            expectStatus(without, GLAZE_ERROR_EFFECT_FILE, mentioning: "depth")
            #expect(none == nil)

            let near = try Self.depthImage(texture: texture, far: 100)
            let (status, opened) = Self.open(path, names: ["depth"], images: [near])
            glaze_image_destroy(near)  // the library keeps its own reference
            expectOK(status)
            let library = try #require(opened)
            defer { glaze_effect_library_destroy(library) }
            for (got, want) in zip(try Self.fog(context, library, scene: scene), Self.expected(far: 100)) {
                #expect(abs(got - want) <= 1, "fog over 0...100: \(got) vs \(want)")
            }

            // A new depth image (here a farther projection) loads the file again with it.
            let far = try Self.depthImage(texture: texture, far: 200)
            expectOK(glaze_effect_library_set_image(library, "depth", far))
            glaze_image_destroy(far)
            for (got, want) in zip(try Self.fog(context, library, scene: scene), Self.expected(far: 200)) {
                #expect(abs(got - want) <= 1, "fog over 0...200: \(got) vs \(want)")
            }

            // Taking it away is a broken version: reported, and the last good one stays.
            expectStatus(glaze_effect_library_set_image(library, "depth", nil), GLAZE_ERROR_EFFECT_FILE, mentioning: "depth")
            for (got, want) in zip(try Self.fog(context, library, scene: scene), Self.expected(far: 200)) {
                #expect(abs(got - want) <= 1, "the last good version after a failed set_image: \(got) vs \(want)")
            }
        }
    }

    @Test func badNamesAndCountsAreRefusedByName() throws {
        try withCContext { _ in
            let path = try Self.file()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let color = try make { glaze_image_create_color(0, 0, 0, 1, $0) }
            defer { glaze_image_destroy(color) }
            expectStatus(Self.open(path, names: ["9depth"], images: [color]).0, GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "options.image_names[0]", "9depth")
            expectStatus(Self.open(path, names: ["depth", "depth"], images: [color, color]).0, GLAZE_ERROR_INVALID_ARGUMENT,
                         mentioning: "named twice")
            expectStatus(Self.open(path, names: ["depth"], images: [nil]).0, GLAZE_ERROR_NULL_ARGUMENT,
                         mentioning: "options.images[0]")
            var options = glaze_effect_library_options()
            expectOK(glaze_effect_library_options_init(&options))
            options.image_count = -1
            var library: OpaquePointer?
            expectStatus(glaze_effect_library_open_with_options(path, nil, &options, nil, nil, &library),
                         GLAZE_ERROR_INVALID_ARGUMENT, mentioning: "options.image_count")
        }
    }
}
