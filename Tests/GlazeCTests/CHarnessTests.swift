import Foundation
import Testing

/// The C harnesses and scripts build and run the same on every machine: compiled with
/// ``CEngineTests/sanitizedCFlags``, a harness that reads an uninitialised local fails every
/// time instead of passing with whatever the stack held.
@Suite(.serialized) struct CHarnessTests {
    /// The C harnesses' GL context: `make_surfaceless_gl_context()` makes a desktop GL 3.3 core
    /// context on Mesa's surfaceless EGL platform current on the calling thread (1), or says why
    /// not on stderr (0). Mesa may offer no config for desktop GL there (count 0): the context is
    /// then made without one (`EGL_KHR_no_config_context`), as the library does. Needs
    /// `<epoxy/egl.h>` and `<stdio.h>`.
    static let surfacelessContext = #"""
    static int make_surfaceless_gl_context(void) {
        EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
        if (!eglInitialize(display, NULL, NULL)) { fprintf(stderr, "no EGL display\n"); return 0; }
        const EGLint config_attributes[] = { EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE };
        EGLConfig config = EGL_NO_CONFIG_KHR; EGLint count = 0;
        if (!eglChooseConfig(display, config_attributes, &config, 1, &count) || count < 1) config = EGL_NO_CONFIG_KHR;
        eglBindAPI(EGL_OPENGL_API);
        const EGLint context_attributes[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE };
        EGLContext egl = eglCreateContext(display, config, EGL_NO_CONTEXT, context_attributes);
        if (!egl || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, egl)) { fprintf(stderr, "no GL 3.3 context\n"); return 0; }
        return 1;
    }
    """#

    /// The pattern the C quick start harness had: `eglChooseConfig` may find no config for desktop GL
    /// on Mesa's surfaceless platform (count 0) and then never writes `config`.
    static func contextProgram(fixed: Bool) -> String {
        let choose = fixed
            ? "EGLConfig config = EGL_NO_CONFIG_KHR; EGLint count = 0;\n"
                + "    if (!eglChooseConfig(display, attributes, &config, 1, &count) || count < 1) config = EGL_NO_CONFIG_KHR;"
            : "EGLConfig config; EGLint count = 0;\n    eglChooseConfig(display, attributes, &config, 1, &count);"
        return """
        #include <epoxy/egl.h>
        #include <stdio.h>
        int main(void) {
            EGLDisplay display = eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
            if (!eglInitialize(display, NULL, NULL)) { printf("no EGL display\\n"); return 3; }
            const EGLint attributes[] = { EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE };
            \(choose)
            eglBindAPI(EGL_OPENGL_API);
            const EGLint context_attributes[] = { EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
                EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE };
            EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, context_attributes);
            if (!context || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) { printf("no GL 3.3 context\\n"); return 3; }
            printf("context ok\\n");
            return 0;
        }
        """
    }

    static func buildAndRun(_ source: String, name: String) throws -> (Int32, String) {
        let folder = NSTemporaryDirectory() + "glaze-harness-\(UUID())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/\(name).c", atomically: true, encoding: .utf8)
        let (build, log) = try CEngineTests.shell(
            "cc \(CEngineTests.sanitizedCFlags) '\(folder)/\(name).c' $(pkg-config --cflags --libs epoxy) -o '\(folder)/\(name)'")
        try #require(build == 0, "\(log)")
        return try CEngineTests.shell("'\(folder)/\(name)'", environment: CEngineTests.sanitizerEnvironment.merging(
            ["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330"]) { $1 })
    }

    /// The fixed harness makes its context; the old one, built the same way, fails every time:
    /// Mesa's surfaceless platform offers no config for `EGL_OPENGL_BIT` alone (count 0), so
    /// `eglCreateContext` receives the poisoned `config` (0xFEFE...) instead of the stack's luck.
    @Test func anUnwrittenConfigFailsEveryTimeAndTheFixedHarnessDoesNot() throws {
        let (fixed, fixedLog) = try Self.buildAndRun(Self.contextProgram(fixed: true), name: "fixed")
        #expect(fixed == 0 && fixedLog.contains("context ok"), "\(fixedLog)")
        let (old, oldLog) = try Self.buildAndRun(Self.contextProgram(fixed: false), name: "old")
        #expect(old == 3 && oldLog.contains("no GL 3.3 context"), "\(oldLog)")
    }

    /// The measurement scripts compile cleanly with the same flags (they are run by hand, so a
    /// warning or an uninitialised read would otherwise go unseen).
    @Test(arguments: ["scripts/pass-floor.c", "scripts/mesa-floor.c"])
    func measurementScriptsCompileWithSanitizers(script: String) throws {
        let output = NSTemporaryDirectory() + "glaze-script-\(UUID())"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let (status, log) = try CEngineTests.shell(
            "cc -O1 \(CEngineTests.sanitizedCFlags) '\(script)' $(pkg-config --cflags --libs epoxy) -lm -o '\(output)'")
        #expect(status == 0, "\(script):\n\(log)")
    }
}
