import CGlaze
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The C engine example, built the way an engine would: `make install PREFIX=<tmp>`, then
/// `cc main.c $(pkg-config --cflags --libs glaze glfw3 epoxy)` against only the installed
/// header, library and .pc, and run under Xvfb with `--check` (it compares the pixels on screen
/// with values it computes itself and exits 1 on a mismatch).
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

    /// `make install` into a fresh prefix (the debug library and tool); returns the prefix.
    static func install() throws -> String {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-install-\(UUID())").path
        let (installStatus, installLog) = try shell(
            "make --no-print-directory install PREFIX='\(prefix)' GLAZE_LIB='\(builtLibrary.path)' GLAZE_BIN='\(builtTool.path)'")
        #expect(installStatus == 0, "make install failed:\n\(installLog)")
        return prefix
    }

    /// Installs into a fresh prefix and builds the engine; returns (prefix, engine binary).
    static func installAndBuild() throws -> (String, String) {
        let prefix = try install()
        let binary = prefix + "/cengine"
        let (buildStatus, buildLog) = try shell(
            "cc -std=gnu11 \(sanitizedCFlags) -Wextra -Wpedantic Demo/CEngine/main.c $(pkg-config --cflags --libs glaze glfw3 epoxy) -lm -o '\(binary)'",
            environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(buildStatus == 0, "building Demo/CEngine failed:\n\(buildLog)")
        return (prefix, binary)
    }

    /// The functions glaze.h declares (`glaze_name(`).
    static func declaredFunctions() -> Set<String> {
        let header = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Sources/CGlaze/include/glaze.h"), encoding: .utf8)) ?? ""
        let pattern = #/\b(glaze_[a-z0-9_]+)\(/#
        return Set(header.matches(of: pattern).map { String($0.output.1) })
    }

    @Test func installedLibraryHeaderAndPkgConfigAreComplete() throws {
        #expect(FileManager.default.fileExists(atPath: Self.builtLibrary.path), "no \(Self.builtLibrary.path); run swift build first")
        let (prefix, _) = try Self.installAndBuild()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        for file in ["lib/libGlaze.so", "include/glaze.h", "lib/pkgconfig/glaze.pc", "bin/glaze"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "missing \(file)")
        }
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
        let (_, ldd) = try Self.shell("ldd '\(prefix)/lib/libGlaze.so'")
        #expect(!ldd.contains("not found"), "\(ldd)")
        #expect(!ldd.contains("libswift") && !ldd.contains("Foundation") && !ldd.contains("/opt/swift"), "\(ldd)")
        #expect(!ldd.contains("libyaml") && !ldd.contains("icu"), "\(ldd)")
        let (_, strings) = try Self.shell("strings '\(prefix)/lib/libGlaze.so' | grep -c -e 'icudt' -e 'NSLocale' || true")
        #expect(strings.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "ICU or Foundation's locale code in libGlaze.so")
        let (status, dynamic) = try Self.shell("readelf -d '\(prefix)/lib/libGlaze.so'")
        #expect(status == 0 && dynamic.contains("Library soname: [libGlaze.so]"), "\(dynamic)")
        #expect(!dynamic.contains("RUNPATH") && !dynamic.contains("RPATH"), "\(dynamic)")
        // The version script exports exactly the functions glaze.h declares, nothing else.
        let (_, symbols) = try Self.shell("nm -D --defined-only '\(prefix)/lib/libGlaze.so' | awk '$2 ~ /^[A-Z]$/ {print $3}'")
        let exported = Set(symbols.split(separator: "\n").map(String.init))
        #expect(exported == Self.declaredFunctions(), "exported beyond glaze.h: \(exported.subtracting(Self.declaredFunctions()).sorted().prefix(20)), missing: \(Self.declaredFunctions().subtracting(exported).sorted())")
        // The header is valid C++ too.
        let (cxx, cxxLog) = try Self.shell(
            "echo '#include <glaze.h>\nint main() { glaze_rect r = {0, 0, 1, 1}; (void)r; return glaze_status_name(GLAZE_OK)[0] == 0; }' "
                + "| c++ -std=c++11 \(Self.sanitizedCFlags) -Wextra -x c++ - $(pkg-config --cflags --libs glaze) -o /dev/null",
            environment: ["PKG_CONFIG_PATH": prefix + "/lib/pkgconfig"])
        #expect(cxx == 0, "glaze.h in C++:\n\(cxxLog)")
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

    @Test(arguments: EngineContext.allCases)
    func engineRunsUnderXvfbAndItsPixelsMatch(context: EngineContext) throws {
        let (prefix, binary) = try Self.installAndBuild()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // With the full filter set merged, a missing filter is a failure, not a skipped step.
        let complete = FilterRegistry.builtin.descriptor(named: "bloom") != nil
            && FilterRegistry.builtin.descriptor(named: "dissolve") != nil
        let flags = ["--frames 5", "--check", complete ? "--strict" : "", context.flag]
        let (status, log) = try Self.shell(
            "xvfb-run -a -s '-screen 0 640x480x24' '\(binary)' \(flags.joined(separator: " "))",
            environment: Self.sanitizerEnvironment.merging(["MESA_GL_VERSION_OVERRIDE": "3.3", "MESA_GLSL_VERSION_OVERRIDE": "330",
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
