import Foundation
import Testing

/// `make dist`: the release archive unpacked into an empty folder, and the C example (pkg-config)
/// and the C++ example (CMake find_package) built and run against it with PATH and
/// LD_LIBRARY_PATH free of the Swift toolchain.
@Suite(.serialized) struct DistArchiveTests {
    /// PATH and LD_LIBRARY_PATH without the Swift toolchain (env -i clears everything else).
    static let clean = "env -i HOME=\"$HOME\" PATH=/usr/local/bin:/usr/bin:/bin"

    @Test func theArchiveBuildsAndRunsTheExamplesWithoutSwift() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-dist-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let (status, log) = try CEngineTests.shell(
            "make --no-print-directory dist DIST_DIR='\(work)/out' GLAZE_LIB='\(CEngineTests.builtLibrary.path)' GLAZE_BIN='\(CEngineTests.builtTool.path)'")
        #expect(status == 0, "make dist failed:\n\(log)")
        let archives = (try? FileManager.default.contentsOfDirectory(atPath: work + "/out")) ?? []
        let archive = try #require(archives.first { $0.hasPrefix("glaze-1.0.0-linux-") && $0.hasSuffix(".tar.gz") }, "\(archives)")
        let name = String(archive.dropLast(".tar.gz".count))
        // Every part of the archive is there, in one folder named like it.
        let (_, listing) = try CEngineTests.shell("tar -tzf '\(work)/out/\(archive)'")
        for file in ["lib/libglazefx.so.1.0.0", "lib/libglazefx.so.1", "lib/libglazefx.so", "lib/libglazerun.so", "include/glaze.h", "include/glaze.hpp",
                     "lib/pkgconfig/glazefx.pc", "lib/cmake/GlazeFX/GlazeFXConfig.cmake", "lib/cmake/GlazeFX/GlazeFXConfigVersion.cmake",
                     "bin/glaze", "share/doc/glazefx/README.md", "share/doc/glazefx/effect-files.md", "share/doc/glazefx/abi.md",
                     "share/doc/glazefx/run.md"] {
            #expect(listing.contains("\(name)/\(file)\n"), "missing \(file):\n\(listing)")
        }
        // Unpacked into an empty folder elsewhere.
        let prefix = work + "/unpacked/" + name
        let (unpack, unpackLog) = try CEngineTests.shell("mkdir -p '\(work)/unpacked' && tar -xzf '\(work)/out/\(archive)' -C '\(work)/unpacked'")
        #expect(unpack == 0, "\(unpackLog)")

        // The C example through pkg-config, then run under Xvfb; no Swift on any path.
        let (cBuild, cLog) = try CEngineTests.shell(
            "\(Self.clean) PKG_CONFIG_PATH='\(prefix)/lib/pkgconfig' sh -c 'command -v swift && exit 9; "
                + "cc -std=gnu11 -Wall -Wextra -Werror Demo/CEngine/main.c Demo/CEngine/scene3d.c $(pkg-config --cflags --libs glazefx glfw3 epoxy libpng) "
                + "-Wl,-rpath,\(prefix)/lib -lm -o \(work)/cengine'")
        #expect(cBuild == 0, "the C example against the archive:\n\(cLog)")
        let (cRun, cOutput) = try CEngineTests.shell(
            "\(Self.clean) MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 xvfb-run -a -s '-screen 0 640x480x24' '\(work)/cengine' --frames 3 --check")
        #expect(cRun == 0 && cOutput.contains("check passed"), "\(cOutput)")
        let (_, ldd) = try CEngineTests.shell("\(Self.clean) ldd '\(work)/cengine'")
        #expect(!ldd.contains("not found") && !ldd.contains("swift") && ldd.contains("\(prefix)/lib/libglazefx.so.1"), "\(ldd)")

        // `glaze run` from the archive finds its interposer and library beside itself: glxgears,
        // which never exits, is stopped after a few seconds; its 10th frame shows the effect.
        try "version: 1\neffects:\n  inverted:\n    chain:\n      - filter: colorInvert\n"
            .write(toFile: work + "/invert.yaml", atomically: false, encoding: .utf8)
        let (_, runOutput) = try CEngineTests.shell(
            "\(Self.clean) MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 xvfb-run -a -s '-screen 0 640x480x24' "
                + "timeout 6 '\(prefix)/bin/glaze' run --effects '\(work)/invert.yaml' --screenshot 10:'\(work)/gears.png' -- glxgears 2>&1")
        #expect(FileManager.default.fileExists(atPath: work + "/gears.png") && runOutput.contains("screenshot of swap 10"),
                "glaze run from the archive:\n\(runOutput)")

        // The C++ example through the CMake package.
        let (cppBuild, cppLog) = try CEngineTests.shell(
            "\(Self.clean) sh -c 'cmake -S Demo/CppExample -B \(work)/cpp -DCMAKE_PREFIX_PATH=\(prefix) && cmake --build \(work)/cpp'")
        #expect(cppBuild == 0, "the C++ example against the archive:\n\(cppLog)")
        let (cppRun, cppOutput) = try CEngineTests.shell(
            "\(Self.clean) MESA_GL_VERSION_OVERRIDE=3.3 MESA_GLSL_VERSION_OVERRIDE=330 '\(work)/cpp/cpp-example'")
        #expect(cppRun == 0 && cppOutput.contains("cpp example passed"), "\(cppOutput)")
    }
}
