import Foundation
import Testing

/// glaze_live_link_* from C: a harness compiled with ``CEngineTests/sanitizedCFlags`` against the
/// `libGlazeC.so` SwiftPM built, that opens an effect library, starts the link, checks it
/// refuses requests without the token, sends an unsaved edit over its own loopback socket as
/// the studio does, and sees the next frames change while the file stays as it was.
@Suite(.serialized) struct CAPILiveLinkTests {
    static let effect = """
        version: 1
        effects:
          look:
            chain:
              - filter: exposureAdjust
                parameters: {ev: 0}

        """

    static let harness = #"""
    #include <epoxy/gl.h>
    #include <epoxy/egl.h>
    #include <arpa/inet.h>
    #include <netinet/in.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/socket.h>
    #include <time.h>
    #include <unistd.h>
    #include <glaze.h>

    #define CHECK(condition) do { if (!(condition)) { \
        fprintf(stderr, "line %d: %s failed (%s)\n", __LINE__, #condition, glaze_last_error_message()); return 1; } } while (0)

    /* One request to 127.0.0.1:port; returns the reply's status, or -1 when nothing answers. */
    static int http(int port, const char *method, const char *path, const char *token, const char *body) {
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        struct sockaddr_in address;
        memset(&address, 0, sizeof address);
        address.sin_family = AF_INET;
        address.sin_port = htons((unsigned short)port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) { if (fd >= 0) close(fd); return -1; }
        char request[4096];
        int length = snprintf(request, sizeof request,
            "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s%s%sContent-Length: %zu\r\n\r\n%s", method, path, port,
            token ? "X-Glaze-Token: " : "", token ? token : "", token ? "\r\n" : "", body ? strlen(body) : 0, body ? body : "");
        if (send(fd, request, (size_t)length, MSG_NOSIGNAL) != length) { close(fd); return -1; }
        char reply[64] = {0};
        ssize_t got = recv(fd, reply, sizeof reply - 1, 0);
        close(fd);
        int status = -1;
        if (got < 12 || sscanf(reply, "HTTP/1.1 %d", &status) != 1) return -1;
        return status;
    }

    \#(CHarnessTests.surfacelessContext)

    /* One game frame: reload check, the effect drawn, the link updated; returns the red byte. */
    static int frame(glaze_context *glaze, glaze_effect_library *library, glaze_live_link *link, glaze_image *scene, double t) {
        int reloaded = 0;
        if (glaze_effect_library_update(library, &reloaded) != GLAZE_OK) return -1;
        glaze_image *image = NULL;
        if (glaze_effect_library_make_image(library, "look", scene, t, &image) != GLAZE_OK) return -1;
        unsigned char pixel[4] = {0, 0, 0, 0};
        glaze_rect one = {0, 0, 1, 1};
        int ok = glaze_context_read_pixels(glaze, image, &one, GLAZE_PIXELS_RGBA8, pixel, sizeof pixel) == GLAZE_OK
            && glaze_live_link_update(link, glaze, image, NULL, t) == GLAZE_OK;
        glaze_image_destroy(image);
        return ok ? pixel[0] : -1;
    }

    int main(int argc, char **argv) {
        if (argc != 3) return 2;
        if (!make_surfaceless_gl_context()) return 3;

        glaze_context_options options;
        CHECK(glaze_context_options_init(&options) == GLAZE_OK);
        options.working_space = GLAZE_WORKING_SPACE_NONE;
        glaze_context *glaze = NULL;
        CHECK(glaze_context_create(&options, &glaze) == GLAZE_OK);
        unsigned char grey[8 * 4 * 4];
        for (size_t i = 0; i < sizeof grey; i++) grey[i] = i % 4 == 3 ? 255 : 64;
        glaze_image *scene = NULL;
        CHECK(glaze_image_create_from_pixels(grey, sizeof grey, 8, 4, 0, GLAZE_PIXELS_RGBA8, GLAZE_ALPHA_PREMULTIPLIED,
                                             GLAZE_ORIGIN_BOTTOM_LEFT, &scene) == GLAZE_OK);
        glaze_effect_library *library = NULL;
        CHECK(glaze_effect_library_open(argv[1], NULL, NULL, NULL, &library) == GLAZE_OK);

        glaze_live_link *link = NULL;
        CHECK(glaze_live_link_start(library, 70000, &link) == GLAZE_ERROR_INVALID_ARGUMENT && link == NULL);
        CHECK(glaze_live_link_start(library, 0, &link) == GLAZE_OK);
        char *url = NULL;
        CHECK(glaze_live_link_get_url(link, &url) == GLAZE_OK);
        int port = 0;
        char token[33] = {0};
        CHECK(sscanf(url, "http://127.0.0.1:%d/?token=%32s", &port, token) == 2 && strlen(token) == 32);
        glaze_string_free(url);

        CHECK(http(port, "GET", "/live/status", NULL, NULL) == 403);
        CHECK(http(port, "GET", "/live/status", "00000000000000000000000000000000", NULL) == 403);
        CHECK(http(port, "POST", "/live/preview", NULL, "{\"text\": \"version: 1\"}") == 403);
        CHECK(http(port, "GET", "/live/status", token, NULL) == 200);

        int plain = frame(glaze, library, link, scene, 0);
        CHECK(plain > 0);
        CHECK(http(port, "POST", "/live/preview", token, argv[2]) == 202);
        int previewed = plain;
        time_t deadline = time(NULL) + 10;
        for (int i = 1; previewed < plain + 20 && time(NULL) < deadline; i++) {
            previewed = frame(glaze, library, link, scene, i / 60.0);
            CHECK(previewed > 0);
            usleep(2000);
        }
        CHECK(previewed >= plain + 20);
        CHECK(http(port, "GET", "/live/frame", token, NULL) == 200);
        glaze_rect empty = {0, 0, 0, 4};
        CHECK(glaze_live_link_update(link, glaze, scene, &empty, 1) == GLAZE_ERROR_INVALID_ARGUMENT);
        glaze_rect half = {0, 0, 4, 4};
        CHECK(glaze_live_link_update(link, glaze, scene, &half, 1) == GLAZE_OK);

        CHECK(glaze_live_link_stop(link) == GLAZE_OK);
        CHECK(http(port, "GET", "/live/status", token, NULL) == -1);
        CHECK(glaze_live_link_stop(NULL) == GLAZE_OK);
        printf("ok %d %d\n", plain, previewed);
        glaze_effect_library_destroy(library);
        glaze_image_destroy(scene);
        glaze_context_destroy(glaze);
        return 0;
    }
    """#

    @Test func previewsAnEditSentOverTheLinkAndRefusesRequestsWithoutTheToken() throws {
        let library = CEngineTests.builtLibrary
        #expect(FileManager.default.fileExists(atPath: library.path), "no \(library.path); run swift build first")
        let folder = NSTemporaryDirectory() + "glaze-live-link-c-\(UUID())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.harness.write(toFile: folder + "/main.c", atomically: true, encoding: .utf8)
        let effect = folder + "/look.yaml"
        try Self.effect.write(toFile: effect, atomically: true, encoding: .utf8)
        // The built library's SONAME is the installed name: link it under that name.
        try FileManager.default.createSymbolicLink(atPath: folder + "/libglazefx.so.1", withDestinationPath: library.path)
        let (build, buildLog) = try CEngineTests.shell(
            "cc \(CEngineTests.sanitizedCFlags) -Wextra -I Sources/CGlaze/include '\(folder)/main.c' "
                + "'\(folder)/libglazefx.so.1' -Wl,-rpath,'\(folder)' $(pkg-config --cflags --libs epoxy) -o '\(folder)/harness'")
        try #require(build == 0, "\(buildLog)")
        let edit = String(data: try JSONEncoder().encode(["text": Self.effect.replacingOccurrences(of: "ev: 0", with: "ev: 1")]),
                          encoding: .utf8)!
        let (status, output) = try CEngineTests.shell(
            "'\(folder)/harness' '\(effect)' '\(edit)'",
            environment: CEngineTests.sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330"]) { $1 })
        #expect(status == 0 && output.contains("ok 64 128"), "\(output)")
        #expect(try String(contentsOfFile: effect, encoding: .utf8) == Self.effect)   // the preview wrote nothing
    }
}
