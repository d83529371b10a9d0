import Foundation
import Testing

/// The README's C quick start, as written there, compiled against an installed prefix (`make
/// install`, then `cc ... $(pkg-config --cflags --libs glazefx)`) and run on a headless EGL
/// context. The engine's scene is what games draw: a grey clear with alpha 0 (glfw's boing
/// example clears with `glClearColor(0.55, 0.55, 0.55, 0)`).
@Suite(.serialized) struct CQuickStartTests {
    /// The C program around the README's code: an EGL context, the engine's FBO texture, the
    /// bound "screen" FBO; prints the programs compiled at load and at the draw, and pixels.
    static let harness = #"""
    #include <epoxy/gl.h>
    #include <epoxy/egl.h>
    #include <stdio.h>
    #include <glaze.h>

    \#(CHarnessTests.surfacelessContext)

    int main(void) {
        if (!make_surfaceless_gl_context()) return 3;

        GLuint scene_texture, scene_fbo, screen_texture, screen_fbo;
        glGenTextures(1, &scene_texture);
        glBindTexture(GL_TEXTURE_2D, scene_texture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1280, 720, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
        glGenFramebuffers(1, &scene_fbo);
        glBindFramebuffer(GL_FRAMEBUFFER, scene_fbo);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, scene_texture, 0);
        glClearColor(0.55f, 0.55f, 0.55f, 0.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        glGenTextures(1, &screen_texture);
        glBindTexture(GL_TEXTURE_2D, screen_texture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1280, 720, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
        glGenFramebuffers(1, &screen_fbo);
        glBindFramebuffer(GL_FRAMEBUFFER, screen_fbo);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, screen_texture, 0);

    #include "load.inc"
        glaze_stats at_load;
        glaze_context_get_stats(glaze, &at_load);
    #include "frame.inc"
        glaze_stats after_draw;
        glaze_context_get_stats(glaze, &after_draw);

        unsigned char center[4], corner[4];
        glBindFramebuffer(GL_FRAMEBUFFER, screen_fbo);
        glReadPixels(640, 360, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, center);
        glReadPixels(2, 2, 1, 1, GL_RGBA, GL_UNSIGNED_BYTE, corner);
        printf("status %s\n", glaze_last_error_message()[0] ? glaze_last_error_message() : "ok");
        printf("compiled %lld %lld\n", (long long)at_load.programs_compiled, (long long)(after_draw.programs_compiled - at_load.programs_compiled));
        printf("center %d %d %d %d\n", center[0], center[1], center[2], center[3]);
        printf("corner %d %d %d %d\n", corner[0], corner[1], corner[2], corner[3]);
        return 0;
    }
    """#

    /// The README's C code block, split at its "Each frame" comment into (load, frame).
    static func readmeSnippet() throws -> (String, String) {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Quick start (C and C++)"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```c\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let code = String(rest[open.upperBound..<close.lowerBound])
        let split = try #require(code.range(of: "/* Each frame"), "the quick start has no '/* Each frame' part")
        let load = String(code[..<split.lowerBound]).replacingOccurrences(of: "#include <glaze.h>", with: "")
        return (load, String(code[split.lowerBound...]))
    }

    /// Builds the harness around `load`/`frame` against `prefix` and runs it; returns its output.
    static func run(load: String, frame: String, prefix: String) throws -> String {
        let work = prefix + "/quickstart-\(UUID())"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try harness.write(toFile: work + "/main.c", atomically: true, encoding: .utf8)
        try load.write(toFile: work + "/load.inc", atomically: true, encoding: .utf8)
        try frame.write(toFile: work + "/frame.inc", atomically: true, encoding: .utf8)
        let (build, buildLog) = try CEngineTests.shell(
            "cc \(CEngineTests.sanitizedCFlags) -I'\(work)' '\(work)/main.c' $(pkg-config --cflags --libs glazefx epoxy) -Wl,-rpath,'\(prefix)/lib' -o '\(work)/quickstart'",
            environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(build == 0, "the README's C quick start does not build:\n\(buildLog)")
        let (status, output) = try CEngineTests.shell(
            "'\(work)/quickstart'", environment: CEngineTests.sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330"]) { $1 })
        #expect(status == 0, "\(output)")
        return output
    }

    static func numbers(_ output: String, after label: String) -> [Int] {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(label + " ") }) else { return [] }
        return line.split(separator: " ").dropFirst().compactMap { Int($0) }
    }

    /// As written: a grey scene cleared with alpha 0 stays grey (bloom only brightens it), opaque,
    /// darker in the corners (vignette); every program compiled at load, none at the draw.
    /// The same code with the scene declared premultiplied gives the black screen of the alpha
    /// trap, so this test can tell.
    @Test func readmeCQuickStartRunsAgainstTheInstalledPrefix() throws {
        let prefix = try CEngineTests.install()
        defer { CEngineTests.removeInstall(prefix) }
        let (load, frame) = try Self.readmeSnippet()
        #expect(load.contains("GLAZE_ALPHA_OPAQUE") && load.contains("glaze_context_prepare"))
        let output = try Self.run(load: load, frame: frame, prefix: prefix)
        #expect(output.contains("status ok"), "\(output)")
        let compiled = Self.numbers(output, after: "compiled")
        #expect(compiled.count == 2 && compiled[0] > 0 && compiled[1] == 0, "programs compiled at load, at draw: \(compiled)\n\(output)")
        let center = Self.numbers(output, after: "center"), corner = Self.numbers(output, after: "corner")
        try #require(center.count == 4 && corner.count == 4, "\(output)")
        #expect(center[3] == 255 && center[0] >= 140 && abs(center[0] - center[1]) <= 1 && abs(center[1] - center[2]) <= 1,
                "centre \(center): the grey scene (140, α 0) should come out grey and opaque")
        #expect(corner[0] < center[0] - 10, "corner \(corner) vs centre \(center): no vignette")

        // The alpha trap the quick start avoids: the same code with a premultiplied scene.
        let trapped = try Self.run(load: load.replacingOccurrences(of: "GLAZE_ALPHA_OPAQUE", with: "GLAZE_ALPHA_PREMULTIPLIED"),
                                   frame: frame, prefix: prefix)
        let dark = Self.numbers(trapped, after: "center")
        #expect(dark.count == 4 && dark[0] < 20, "premultiplied α 0 scene: \(dark)")
    }
}
