import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The C engine example, built the way an engine would: `make install PREFIX=<tmp>`, the prefix
/// moved elsewhere (the installed tree is relocatable), then Demo/CEngine built with CMake
/// through the installed GlazeFX package (`find_package(GlazeFX 1.0 CONFIG)`), or with
/// `cc main.c $(pkg-config --cflags --libs glazefx glfw3 epoxy)`, against only the installed
/// header, library, CMake package and .pc, and run under Xvfb with `--check` (it compares the
/// pixels on screen with values it computes itself and exits 1 on a mismatch).
@Suite(.serialized) struct CEngineTests {
    /// The debug `libGlazeC.so` SwiftPM built beside this test bundle.
    static var builtLibrary: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("libGlazeC.so")
    }

    /// The flags every C and C++ harness in these tests is compiled with: warnings are errors,
    /// AddressSanitizer and UndefinedBehaviorSanitizer abort at the first report, and every
    /// uninitialised local starts as a 0xFE.. pattern, so a harness that reads one (an EGLConfig
    /// `eglChooseConfig` never wrote) fails on every machine rather than by the stack's luck.
    static let sanitizedCFlags = "-Wall -Werror -fsanitize=address,undefined -fno-sanitize-recover=all -ftrivial-auto-var-init=pattern"

    /// The environment sanitized harnesses run in: leak reports off (Mesa and the Swift runtime
    /// keep allocations alive at exit by design); every other ASan and UBSan report aborts.
    static let sanitizerEnvironment = ["ASAN_OPTIONS": "detect_leaks=0:abort_on_error=1", "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1"]

    /// Runs `command` with bash, returning its exit status and combined output.
    static func shell(_ command: String, environment: [String: String] = [:]) throws -> (Int32, String) {
        try runCombinedOutput("/bin/bash", ["-c", command], in: repositoryRoot, environment: environment)
    }

    /// The debug `glaze` tool SwiftPM built beside this test bundle.
    static var builtTool: URL { builtLibrary.deletingLastPathComponent().appendingPathComponent("glaze") }

    /// `make install` into a fresh prefix (the debug library and tool), then the prefix moved
    /// to another folder (nothing installed may name the folder it was installed into); returns
    /// the prefix's final place.
    static func install() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-install-\(UUID())").path
        let (installStatus, installLog) = try shell(
            "make --no-print-directory install PREFIX='\(folder)/staged' GLAZE_LIB='\(builtLibrary.path)' GLAZE_BIN='\(builtTool.path)' "
                + "&& mv '\(folder)/staged' '\(folder)/moved'")
        #expect(installStatus == 0, "make install failed:\n\(installLog)")
        return folder + "/moved"
    }

    /// How a consumer builds against the installed prefix.
    enum Consumer: String, CaseIterable, Sendable {
        /// `cc ... $(pkg-config --cflags --libs glazefx ...) -Wl,-rpath,PREFIX/lib`.
        case pkgConfig
        /// CMake through the installed `GlazeFX` package (Demo/CEngine/CMakeLists.txt).
        case cmake
        /// CMake with `-DCENGINE_GLAZE_STATIC=ON`: `GlazeFX::glaze_static`, lib/libglazefx.a.
        case cmakeStatic
    }

    /// Builds Demo/CEngine against `prefix` the way `consumer` does; returns the binary.
    static func buildEngine(against prefix: String, with consumer: Consumer) throws -> String {
        let binary: String
        let command: String
        switch consumer {
        case .pkgConfig:
            binary = prefix + "/../cengine-pc"
            command = "cc -std=gnu11 \(sanitizedCFlags) -Wextra -Wpedantic Demo/CEngine/main.c Demo/CEngine/scene3d.c "
                + "$(pkg-config --cflags --libs glazefx glfw3 epoxy libpng) -Wl,-rpath,'\(prefix)/lib' -lm -o '\(binary)'"
        case .cmake, .cmakeStatic:
            let build = prefix + "/../cengine-\(consumer.rawValue)"
            binary = build + "/cengine"
            command = "cmake -S Demo/CEngine -B '\(build)' -DCMAKE_PREFIX_PATH='\(prefix)' -DCMAKE_BUILD_TYPE=Debug "
                + "-DCENGINE_GLAZE_STATIC=\(consumer == .cmakeStatic ? "ON" : "OFF") "
                + "-DCMAKE_C_FLAGS='\(sanitizedCFlags)' && cmake --build '\(build)'"
        }
        let (buildStatus, buildLog) = try shell(command, environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(buildStatus == 0, "building Demo/CEngine (\(consumer)) failed:\n\(buildLog)")
        return binary
    }

    /// Installs into a fresh prefix and builds the engine; returns (prefix, engine binary).
    static func installAndBuild(with consumer: Consumer = .pkgConfig) throws -> (String, String) {
        let prefix = try install()
        return (prefix, try buildEngine(against: prefix, with: consumer))
    }

    /// Removes what `install()` made (the moved prefix and the builds beside it).
    static func removeInstall(_ prefix: String) {
        try? FileManager.default.removeItem(atPath: (prefix as NSString).deletingLastPathComponent)
    }

    /// The functions glaze.h declares (`glaze_name(`).
    static func declaredFunctions() -> Set<String> {
        // glaze.h, and glaze_run.h: the functions `glaze run`'s interposer (libglazerun.so) loads.
        let headers = ["glaze.h", "glaze_run.h"].map {
            (try? String(contentsOf: repositoryRoot.appendingPathComponent("Sources/CGlaze/include/" + $0), encoding: .utf8)) ?? ""
        }
        let pattern = #/\b(glaze_[a-z0-9_]+)\(/#
        return Set(headers.flatMap { $0.matches(of: pattern).map { String($0.output.1) } })
    }

    @Test func installedLibraryHeaderAndPkgConfigAreComplete() throws {
        #expect(FileManager.default.fileExists(atPath: Self.builtLibrary.path), "no \(Self.builtLibrary.path); run swift build first")
        let (prefix, _) = try Self.installAndBuild()
        defer { Self.removeInstall(prefix) }
        let library = prefix + "/lib/libglazefx.so.1.0.0"
        for file in ["lib/libglazefx.so.1.0.0", "lib/libglazerun.so", "include/glaze.h", "lib/pkgconfig/glazefx.pc", "bin/glaze",
                     "lib/cmake/GlazeFX/GlazeFXConfig.cmake", "lib/cmake/GlazeFX/GlazeFXConfigVersion.cmake",
                     "share/doc/glazefx/effect-files.md", "share/doc/glazefx/abi.md"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "missing \(file)")
        }
        // The development and runtime names are symlinks to the one library.
        let fileManager = FileManager.default
        #expect((try? fileManager.destinationOfSymbolicLink(atPath: prefix + "/lib/libglazefx.so.1")) == "libglazefx.so.1.0.0")
        #expect((try? fileManager.destinationOfSymbolicLink(atPath: prefix + "/lib/libglazefx.so")) == "libglazefx.so.1")
        // Nothing installed names the folder it was installed into (the prefix moved since).
        let (_, baked) = try Self.shell("grep -rl -e '/staged' '\(prefix)/lib/pkgconfig' '\(prefix)/lib/cmake' || true")
        #expect(baked.isEmpty, "absolute paths in \(baked)")
        // pkg-config finds the moved prefix and adds no rpath.
        let (_, libs) = try Self.shell("pkg-config --libs glazefx", environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(libs.contains("-lglazefx") && !libs.contains("rpath"), "\(libs)")
        // No copied Swift runtime: a release install links it into the tool (--static-swift-stdlib).
        // lib/glaze is `make install-studio`'s (InstalledStudioTests), not make install's.
        let (_, copiedLibraries) = try Self.shell("find '\(prefix)/lib/glaze' -name '*.so*' 2>/dev/null")
        #expect(copiedLibraries.isEmpty, "\(copiedLibraries)")
        // The installed tool runs from the prefix (this debug build finds the toolchain's runtime).
        let (toolStatus, toolOutput) = try Self.shell("'\(prefix)/bin/glaze' filters --category blur")
        #expect(toolStatus == 0 && toolOutput.contains("gaussianBlur"), "\(toolOutput)")
        let (_, toolLdd) = try Self.shell("ldd '\(prefix)/bin/glaze'")
        #expect(!toolLdd.contains("not found"), "\(toolLdd)")
        // The library is self-contained: the Swift runtime, FoundationEssentials and libyaml are
        // linked in, so every dependency is a system library outside the toolchain, it has no
        // RUNPATH, and neither Foundation nor ICU is in it.
        let (_, ldd) = try Self.shell("ldd '\(library)'")
        #expect(!ldd.contains("not found"), "\(ldd)")
        #expect(!ldd.contains("libswift") && !ldd.contains("Foundation") && !ldd.contains("/opt/swift"), "\(ldd)")
        #expect(!ldd.contains("libyaml") && !ldd.contains("icu"), "\(ldd)")
        let (_, strings) = try Self.shell("strings '\(library)' | grep -c -e 'icudt' -e 'NSLocale' || true")
        #expect(strings.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "ICU or Foundation's locale code in libglazefx.so")
        let (status, dynamic) = try Self.shell("readelf -d '\(library)'")
        #expect(status == 0 && dynamic.contains("Library soname: [libglazefx.so.1]"), "\(dynamic)")
        #expect(!dynamic.contains("RUNPATH") && !dynamic.contains("RPATH"), "\(dynamic)")
        // The version script exports exactly the functions glaze.h declares, nothing else, each
        // under the version node GLAZEFX_1.0 (nm -D prints name@@node).
        let (_, symbols) = try Self.shell("nm -D --defined-only '\(library)' | awk '$2 ~ /^[A-Z]$/ {print $3}'")
        let lines = symbols.split(separator: "\n").map(String.init)
        #expect(lines.contains("GLAZEFX_1.0"), "no version node GLAZEFX_1.0: \(lines.prefix(5))")
        let versioned = lines.filter { $0 != "GLAZEFX_1.0" }
        #expect(!versioned.isEmpty && versioned.allSatisfy { $0.hasSuffix("@@GLAZEFX_1.0") }, "\(versioned.filter { !$0.hasSuffix("@@GLAZEFX_1.0") }.prefix(10))")
        let exported = Set(versioned.map { String($0.split(separator: "@").first ?? "") })
        #expect(exported == Self.declaredFunctions(), "exported beyond glaze.h: \(exported.subtracting(Self.declaredFunctions()).sorted().prefix(20)), missing: \(Self.declaredFunctions().subtracting(exported).sorted())")
        // The header is valid C++ too.
        let (cxx, cxxLog) = try Self.shell(
            "echo '#include <glaze.h>\nint main() { glaze_rect r = {0, 0, 1, 1}; (void)r; return glaze_status_name(GLAZE_OK)[0] == 0; }' "
                + "| c++ -std=c++11 \(Self.sanitizedCFlags) -Wextra -x c++ - $(pkg-config --cflags --libs glazefx) -o /dev/null",
            environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(cxx == 0, "glaze.h in C++:\n\(cxxLog)")
        // A program linked against the installed library sees the header's version at run time.
        try """
        #include <glaze.h>
        #include <stdio.h>
        int main(void) {
            printf("%d %s\\n", glaze_version(), glaze_version_string());
            return glaze_version() != GLAZE_VERSION;
        }
        """.write(toFile: prefix + "/../version.c", atomically: false, encoding: .utf8)
        let (version, versionLog) = try Self.shell(
            "cc -std=c99 \(Self.sanitizedCFlags) '\(prefix)/../version.c' $(pkg-config --cflags --libs glazefx) -Wl,-rpath,'\(prefix)/lib' "
                + "-o '\(prefix)/../version' && '\(prefix)/../version'",
            environment: Self.sanitizerEnvironment.merging(["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"]) { $1 })
        #expect(version == 0 && versionLog.contains("10000 1.0.0"), "\(versionLog)")
        // The static library: only glaze_* global, and a program linked with it runs without libglazefx.so.
        let (_, staticGlobals) = try Self.shell("nm --defined-only -g '\(prefix)/lib/libglazefx.a' | awk 'NF == 3 {print $3}' | grep -v '^glaze_' | head")
        #expect(staticGlobals.isEmpty, "global symbols beyond glaze_* in libglazefx.a: \(staticGlobals)")
        let (linked, linkedLog) = try Self.shell(
            "cc -std=c99 '\(prefix)/../version.c' -I'\(prefix)/include' -L'\(prefix)/lib' -l:libglazefx.a $(pkg-config --static --libs-only-l glazefx | sed 's/-lglazefx//') "
                + "-o '\(prefix)/../version-static' 2>&1 | grep -v -e mktemp -e 'in function' ; '\(prefix)/../version-static' && ldd '\(prefix)/../version-static'",
            environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(linked == 0 && linkedLog.contains("10000 1.0.0") && !linkedLog.contains("libglazefx"), "\(linkedLog)")
    }

    /// Every function glaze.h declares is exported by the library, and nothing else named glaze_.
    @Test func headerAndLibraryExportsMatch() throws {
        let declared = Self.declaredFunctions()
        let (status, symbols) = try Self.shell("nm -D --defined-only '\(Self.builtLibrary.path)' | awk '$2 == \"T\" {print $3}' | grep '^glaze_'")
        #expect(status == 0)
        let exported = Set(symbols.split(separator: "\n").map(String.init))
        #expect(declared.count > 70)
        #expect(declared.subtracting(exported).isEmpty, "declared but not exported: \(declared.subtracting(exported).sorted())")
        #expect(exported.subtracting(declared).isEmpty, "exported but not declared: \(exported.subtracting(declared).sorted())")
    }

    /// The engine's GL context: desktop GL 3.3 core or compatibility profile, or GL ES 3.0 (`--gles`).
    enum EngineContext: String, CaseIterable, Sendable {
        case core, compatibility, gles

        var flag: String { self == .core ? "" : self == .compatibility ? "--compat" : "--gles" }
        /// What cengine prints about its context.
        var banner: String { self == .core ? "(core profile)" : self == .compatibility ? "(compatibility profile)" : "(OpenGL ES)" }
    }

    /// The engine in each GL context, built with CMake (its own build) and, in the core profile,
    /// with pkg-config and with CMake's static target too; each runs the flat scene's pixel
    /// checks and the 3D scene's depth checks.
    @Test(arguments: EngineContext.allCases)
    func engineRunsUnderXvfbAndItsPixelsMatch(context: EngineContext) throws {
        let (prefix, cmakeBinary) = try Self.installAndBuild(with: .cmake)
        defer { Self.removeInstall(prefix) }
        var binaries = [cmakeBinary]
        if context == .core {
            binaries.append(try Self.buildEngine(against: prefix, with: .pkgConfig))
            let staticBinary = try Self.buildEngine(against: prefix, with: .cmakeStatic)
            let (_, needed) = try Self.shell("readelf -d '\(staticBinary)'")
            #expect(!needed.contains("libglazefx"), "the static build still needs libglazefx.so:\n\(needed)")
            binaries.append(staticBinary)
        }
        for binary in binaries {
            try Self.runEngine(binary, in: context)
            try Self.runDepthScene(binary, in: context)
        }
    }

    /// The 3D scene's `--check-depth`: each effect once over the engine's colour and depth
    /// textures, checked against the engine's own pixels (and, on desktop GL, its depth buffer
    /// read back and linearised in C: fog within 1.5/255 of its formula).
    static func runDepthScene(_ binary: String, in context: EngineContext) throws {
        let (status, log) = try shell(
            "xvfb-run -a -s '-screen 0 640x480x24' '\(binary)' --check-depth \(context.flag)",
            environment: sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330",
                                                            "MESA_GLES_VERSION_OVERRIDE": "3.0"]) { $1 })
        #expect(status == 0 && log.contains("check-depth passed: 8 effects, 0 failures"), "cengine --check-depth failed:\n\(log)")
        #expect(log.contains(context == .gles ? "depth not readable (GL ES)" : "depth read back"), "\(log)")
        #expect(log.contains("state unchanged"), "\(log)")
        // Everything at once over a moving camera, with trails and eye adaptation: every Glaze
        // call succeeds (cengine exits 1 on any failed status) and a screenshot is written.
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("cengine-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let (allStatus, allLog) = try shell(
            "xvfb-run -a -s '-screen 0 640x480x24' '\(binary)' --frames 12 --effect all --trails --eye-adaptation --screenshot '\(shot)' \(context.flag)",
            environment: sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330",
                                                            "MESA_GLES_VERSION_OVERRIDE": "3.0"]) { $1 })
        #expect(allStatus == 0 && allLog.contains("effect all + trails + eye adaptation"), "\(allLog)")
        let png = FileManager.default.contents(atPath: shot) ?? Data()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000, "no screenshot at \(shot)")
    }

    /// Runs a built engine under Xvfb in `context` and checks what it reports.
    static func runEngine(_ binary: String, in context: EngineContext) throws {
        // With the full filter set merged, a missing filter is a failure, not a skipped step.
        let complete = FilterRegistry.builtin.descriptor(named: "bloom") != nil
            && FilterRegistry.builtin.descriptor(named: "dissolve") != nil
        let flags = ["--frames 5", "--check", complete ? "--strict" : "", context.flag]
        let (status, log) = try shell(
            "xvfb-run -a -s '-screen 0 640x480x24' '\(binary)' \(flags.joined(separator: " "))",
            environment: sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330",
                                                            "MESA_GLES_VERSION_OVERRIDE": "3.0"]) { $1 })
        #expect(status == 0, "cengine failed:\n\(log)")
        #expect(log.contains("check passed") && log.contains("state unchanged"), "\(log)")
        #expect(log.contains(context.banner), "\(log)")
        if context == .gles { #expect(log.contains("GL OpenGL ES 3.0"), "\(log)") }
        #expect(log.contains("vignette on"), "\(log)")
        if complete {
            #expect(log.contains("bloom on") && log.contains("transition dissolve"), "\(log)")
        }
    }
}
